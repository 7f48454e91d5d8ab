import { confirmationLinkQuerySchema, userProfileSchema } from '@lindner/api/schema';
import { isLocale } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import {
  confirmationMails,
  confirmationMailTooSoon,
  confirmationPageStylesheetPath,
  type ConfirmationMailClaim,
} from '../../mail/confirmationMails';
import { escapeHtml, htmlPage, sendHtml } from '../../mail/htmlPages';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { displayName, type UserRow } from '../../plugins/users';
import { confirmEmail, startEmailConfirmation } from './repository';
import {
  emailConfirmationMailMessages,
  emailConfirmationMessages,
  emailConfirmationPageTexts,
  emailConfirmationPageTitles,
} from './texts';
import { toUserProfile } from './userProfile';

/** The address confirmation link's path below the API's path; `?token=…` carries the token. */
export const emailConfirmPath = '/email/confirm';

/** The mails that confirm a user's changed address (`PUT /user/profile` sends one too). */
export interface AddressConfirmationMails {
  /** Claims a mail to the address before anything is saved (mail/confirmationMails.ts). */
  claim(request: FastifyRequest, email: string): Promise<ConfirmationMailClaim>;
  /** Starts the confirmation of the user's address and mails its link; claimed before. */
  send(request: FastifyRequest, user: UserRow): Promise<void>;
}

export function addressConfirmationMails(
  app: Pick<FastifyInstance, 'limiter' | 'prefix'>,
  { orm, mailer, publicUrl }: { orm: Orm; mailer: Mailer; publicUrl: string },
): AddressConfirmationMails {
  const mails = confirmationMails(app, { orm, mailer });
  // The routes' prefix is the API's path (`/api/{client segment}`); the link starts with it.
  const apiPath = app.prefix;
  return {
    claim: (request, email) => mails.claim(request, 'email', email),
    async send(request, user) {
      const email = user.email!;
      const token = await startEmailConfirmation(orm, {
        userId: user.id,
        email,
        locale: request.locale,
      });
      await mails.send(request, {
        to: email,
        userId: user.id,
        name: displayName(user),
        link: `${publicUrl}${apiPath}${emailConfirmPath}?token=${token}`,
        texts: emailConfirmationMailMessages,
      });
    },
  };
}

/**
 * The confirmation of a changed e-mail address: the mail asked for again, and the page its link
 * opens. A changed address is not confirmed until that link is followed; nothing else is mailed
 * there before.
 */
export const emailConfirmationRoutes: SchemaRoutes<{
  orm: Orm;
  addressConfirmation: AddressConfirmationMails;
}> = async (app, { orm, addressConfirmation }) => {
  const apiPath = app.prefix;

  /**
   * Sends the confirmation mail for the caller's address again: 429 within 10 minutes of the
   * last one to the address, or when the caller reached the limit of confirmation mails.
   */
  app.post(
    '/user/profile/email-confirmation',
    {
      schema: {
        tags: ['profile'],
        summary: 'Send the confirmation mail of the caller’s address again',
        response: answers(userProfileSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.email) {
        throw new Refusal(409, request.t(emailConfirmationMessages.noEmail));
      }
      if (caller.emailVerifiedAt !== null) {
        throw new Refusal(409, request.t(emailConfirmationMessages.alreadyConfirmed));
      }
      const claim = await addressConfirmation.claim(request, caller.email);
      if (!claim.allowed) throw confirmationMailTooSoon(request, claim.nextAt);
      await addressConfirmation.send(request, caller);
      return success(toUserProfile(caller));
    },
  );

  /**
   * `GET {apiPath}/email/confirm?token=…`: the page the address confirmation mail links to.
   * Public: the link's random token is the proof. In the language the mail was sent in.
   */
  app.get(
    emailConfirmPath,
    {
      config: { public: true },
      schema: {
        tags: ['profile'],
        summary: 'The HTML page the address confirmation link opens',
        querystring: confirmationLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { outcome, locale: sentIn } = await confirmEmail(orm, request.query.token);
      const locale = isLocale(sentIn) ? sentIn : request.locale;
      const texts = textsFor(locale);
      const status = outcome === 'confirmed' ? 200 : outcome === 'expired' ? 410 : 404;
      const title = texts.t(emailConfirmationPageTitles[outcome]);
      return sendHtml(
        reply,
        status,
        htmlPage({
          locale,
          title,
          stylesheet: `${apiPath}${confirmationPageStylesheetPath}`,
          body: `<h1 data-outcome="${outcome}">${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.t(emailConfirmationPageTexts[outcome]))}</p>`,
        }),
      );
    },
  );
};
