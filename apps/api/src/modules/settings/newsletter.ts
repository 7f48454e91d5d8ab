import { confirmationLinkQuerySchema, settingsSchema } from '@lindner/api/schema';
import { isLocale, type MessageDescriptor } from '@lindner/i18n/core';
import type { Orm } from '../../database/connection';
import {
  confirmationMails,
  confirmationMailTooSoon,
  confirmationPageStylesheetPath,
} from '../../mail/confirmationMails';
import { escapeHtml, htmlPage, pageStylesheet, sendHtml } from '../../mail/htmlPages';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { displayName } from '../../plugins/users';
import {
  confirmSubscription,
  endSubscription,
  startSubscription,
  subscriptionStatus,
} from './newsletterSubscriptions';
import { loadSettings } from './repository';
import {
  confirmationMailMessages,
  confirmationPageMessages,
  confirmationPageTexts,
  confirmationPageTitles,
  newsletterSettingsPath,
  settingsMessages,
} from './texts';

/** The confirmation link's path below the API's path; `?token=…` carries the token. */
export const newsletterConfirmPath = '/newsletter/confirm';

interface NewsletterRoutesOptions {
  orm: Orm;
  mailer: Mailer;
  /** Where the confirmation link points to: `{publicUrl}{apiPath}/newsletter/confirm`. */
  publicUrl: string;
  /** Whether the newsletter's default segment is set up. */
  segmentReady: boolean;
}

/**
 * The caller's newsletter subscription (double opt-in: a confirmation mail to a confirmed
 * address, whose link confirms), its end, and the public page the confirmation link opens.
 */
export const newsletterRoutes: SchemaRoutes<NewsletterRoutesOptions> = async (
  app,
  { orm, mailer, publicUrl, segmentReady },
) => {
  const apiPath = app.prefix;
  const mails = confirmationMails(app, { orm, mailer });
  const answer = answers(settingsSchema);

  app.post(
    '/user/settings/newsletter',
    {
      schema: {
        tags: ['settings'],
        summary: 'Subscribe to the newsletter: sends the confirmation mail',
        response: answer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const refuse = (status: number, message: MessageDescriptor) =>
        new Refusal(status, request.t(message));
      if (!segmentReady) throw refuse(503, settingsMessages.segmentNotSetUp);
      if (!caller.email) throw refuse(409, settingsMessages.emailMissing);
      // Nothing goes to an address before its owner confirmed it (profile/emailConfirmation.ts).
      if (caller.emailVerifiedAt === null) throw refuse(409, settingsMessages.emailNotConfirmed);
      if ((await subscriptionStatus(orm, caller.id)) === 'subscribed') {
        throw refuse(409, settingsMessages.alreadySubscribed);
      }
      const claim = await mails.claim(request, 'newsletter', caller.email);
      if (!claim.allowed) throw confirmationMailTooSoon(request, claim.nextAt);
      const token = await startSubscription(orm, {
        userId: caller.id,
        email: caller.email,
        locale: request.locale,
      });
      await mails.send(request, {
        to: caller.email,
        userId: caller.id,
        name: displayName(caller),
        link: `${publicUrl}${apiPath}${newsletterConfirmPath}?token=${token}`,
        texts: confirmationMailMessages,
      });
      return success(await loadSettings(orm, caller.id, segmentReady));
    },
  );

  app.delete(
    '/user/settings/newsletter',
    {
      schema: {
        tags: ['settings'],
        summary: 'Unsubscribe from the newsletter',
        response: answer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await endSubscription(orm, caller.id))) {
        throw new Refusal(409, request.t(settingsMessages.notSubscribed));
      }
      return success(await loadSettings(orm, caller.id, segmentReady));
    },
  );

  // The stylesheet of the confirmation pages, the profile's address confirmation's too.
  await pageStylesheet(app, confirmationPageStylesheetPath, {
    config: { public: true },
    schema: { tags: ['settings'], summary: 'The stylesheet of the confirmation pages' },
  });

  /**
   * `GET {apiPath}/newsletter/confirm?token=…`: the page the confirmation e-mail links to. Public:
   * the link's random token is the proof. The page is in the language the user subscribed in
   * and links to the portal's newsletter settings.
   */
  app.get(
    newsletterConfirmPath,
    {
      config: { public: true },
      schema: {
        tags: ['settings'],
        summary: 'The HTML page the newsletter confirmation link opens',
        querystring: confirmationLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { outcome, locale: subscribedIn } = await confirmSubscription(orm, request.query.token);
      const locale = isLocale(subscribedIn) ? subscribedIn : request.locale;
      const texts = textsFor(locale);
      const settingsUrl = `${publicUrl}${newsletterSettingsPath(locale)}`;
      const status =
        outcome === 'confirmed' || outcome === 'alreadyConfirmed'
          ? 200
          : outcome === 'expired'
            ? 410
            : 404;
      const title = texts.t(confirmationPageTitles[outcome]);
      return sendHtml(
        reply,
        status,
        htmlPage({
          locale,
          title,
          stylesheet: `${apiPath}${confirmationPageStylesheetPath}`,
          body: `<h1 data-outcome="${outcome}">${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.t(confirmationPageTexts[outcome]))}</p>
<p><a class="button" href="${escapeHtml(settingsUrl)}">${escapeHtml(texts.t(confirmationPageMessages.toSettings))}</a></p>`,
        }),
      );
    },
  );
};
