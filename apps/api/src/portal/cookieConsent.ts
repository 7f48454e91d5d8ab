import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorMessages } from '../plugins/errorMessages';
import { Refusal } from '../plugins/envelope';
import type { PageRenderer } from './pageRenderer';

/** The cookie banner's form as a browser posts it (`application/x-www-form-urlencoded`). */
function consentFormSchema(choices: readonly [string, ...string[]]) {
  return z.object({
    choice: z.enum(choices),
    // One ticked category arrives as a text, several as a list.
    category: z
      .union([z.string().max(40), z.array(z.string().max(40)).max(10)])
      .optional()
      .transform((value) => (value === undefined ? [] : [value].flat())),
    returnTo: z.string().max(2000).optional(),
  });
}

/**
 * Takes the cookie banner's choice where no script of the page does: sets the consent cookie and
 * sends the visitor back to the page (303), or answers 204 to the banner's own script. Only from
 * the portal's own pages: another site must not decide for the visitor.
 */
export async function cookieConsent(
  app: FastifyInstance,
  { renderer, publicUrl }: { renderer: PageRenderer; publicUrl: string },
) {
  const { consentForm } = renderer;
  const schema = consentFormSchema(consentForm.choices);
  const secure = publicUrl.startsWith('https:');
  const ownOrigin = new URL(publicUrl).origin;

  app.post(consentForm.path, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    const { origin } = request.headers;
    if ((site !== undefined && site !== 'same-origin') || (origin && origin !== ownOrigin)) {
      throw new Refusal(403, request.t(errorMessages.badRequest));
    }
    const form = schema.safeParse(request.body);
    if (!form.success) throw new Refusal(400, request.t(errorMessages.invalidBody));
    const { choice, category, returnTo } = form.data;
    reply.header('set-cookie', consentForm.cookie(choice, category, secure));
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('application/json')) return reply.status(204).send();
    return reply.redirect(consentForm.returnPath(returnTo), 303);
  });
}
