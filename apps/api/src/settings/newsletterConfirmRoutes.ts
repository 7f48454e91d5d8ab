import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/connection';
import { pickLocale, textLanguage, type PortalLocale, portalLocales } from '../language';
import { escapeHtml, htmlPage, pageStylesheet, sendHtml } from '../mail/htmlPages';
import { confirmSubscription } from './newsletter';
import { newsletterSettingsPath, settingsTexts } from './settingsTexts';

/** The confirmation link's path below the API's path; `?token=…` carries the token. */
export const newsletterConfirmPath = '/newsletter/confirm';
const stylesheetPath = '/newsletter/page.css';

/**
 * `GET {apiPath}/newsletter/confirm?token=…`: the page the confirmation e-mail links to. No
 * access token: the link's random token is the proof. The page is in the language the user
 * subscribed in and links to the portal's newsletter settings.
 */
export async function newsletterConfirmRoutes(
  app: FastifyInstance,
  options: { database: Database; publicUrl: string },
) {
  const apiPath = app.prefix;
  await pageStylesheet(app, stylesheetPath);

  app.get<{ Querystring: { token?: unknown } }>(newsletterConfirmPath, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const { outcome, locale: subscribedIn } = await confirmSubscription(
      options.database.orm,
      token,
    );
    const locale: PortalLocale = portalLocales.includes(subscribedIn as PortalLocale)
      ? (subscribedIn as PortalLocale)
      : pickLocale([], request.headers['accept-language']);
    const texts = settingsTexts[textLanguage(locale)].page;
    const settingsUrl = `${options.publicUrl}${newsletterSettingsPath(locale)}`;
    const status =
      outcome === 'confirmed' || outcome === 'alreadyConfirmed'
        ? 200
        : outcome === 'expired'
          ? 410
          : 404;
    return sendHtml(
      reply,
      status,
      htmlPage({
        locale,
        title: texts[outcome].title,
        stylesheet: `${apiPath}${stylesheetPath}`,
        body: `<h1 data-outcome="${outcome}">${escapeHtml(texts[outcome].title)}</h1>
<p>${escapeHtml(texts[outcome].text)}</p>
<p><a class="button" href="${escapeHtml(settingsUrl)}">${escapeHtml(texts.toSettings)}</a></p>`,
      }),
    );
  });
}
