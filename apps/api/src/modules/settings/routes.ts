import { isLocale, type MessageDescriptor } from '@lindner/i18n/core';
import { consentsInputSchema, contactInputSchema, interestsInputSchema } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { escapeHtml, htmlPage, pageStylesheet, sendHtml } from '../../mail/htmlPages';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { textsFor } from '../../plugins/texts';
import { validBody } from '../../plugins/validBody';
import { displayName } from '../user/userData';
import {
  claimConfirmationMail,
  confirmationPageStylesheetPath,
  refuseConfirmationMailTooSoon,
  sendConfirmationMail,
} from '../../mail/confirmationMails';
import {
  confirmSubscription,
  endSubscription,
  loadSettings,
  saveConsents,
  saveContactChannel,
  saveInterests,
  startSubscription,
  subscriptionStatus,
} from './repository';
import {
  confirmationMailMessages,
  confirmationPageMessages,
  confirmationPageTexts,
  confirmationPageTitles,
  newsletterSettingsPath,
  settingsMessages,
} from './texts';

export interface SettingsRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the confirmation link points to: `{publicUrl}{apiPath}/newsletter/confirm`. */
  publicUrl: string;
  /** The newsletter's default segment; null when it is not set up. */
  newsletterSegment: string | null;
}

/** The confirmation link's path below the API's path; `?token=…` carries the token. */
export const newsletterConfirmPath = '/newsletter/confirm';
/** The stylesheet of the confirmation pages (newsletter and address), below the API's path. */

/**
 * `/user/settings…`: interests, contact channel, newsletter and consents of the caller (from
 * the access token only); and the public page the newsletter's confirmation e-mail links to.
 */
export async function settingsRoutes(app: FastifyInstance, options: SettingsRoutesOptions) {
  const { orm } = options.database;
  const apiPath = app.prefix;
  const segmentReady = options.newsletterSegment !== null;
  const settingsOf = (request: FastifyRequest) =>
    loadSettings(orm, callerOf(request).id, segmentReady);
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: MessageDescriptor,
  ) => reply.status(status).send(failure(request.t(message)));

  app.get('/user/settings', async (request) => success(await settingsOf(request)));

  app.put('/user/settings/interests', async (request, reply) => {
    const input = await validBody(interestsInputSchema, request, reply);
    if (!input) return reply;
    const caller = callerOf(request);
    // SPEC.md: interests can be chosen after confirming the subscription.
    if ((await subscriptionStatus(orm, caller.id)) !== 'subscribed') {
      return refuse(request, reply, 409, settingsMessages.confirmFirst);
    }
    await saveInterests(orm, caller.id, input.interests);
    return success(await settingsOf(request));
  });

  app.put('/user/settings/contact', async (request, reply) => {
    const input = await validBody(contactInputSchema, request, reply);
    if (!input) return reply;
    await saveContactChannel(orm, callerOf(request).id, input.contactChannel);
    return success(await settingsOf(request));
  });

  app.put('/user/settings/consents', async (request, reply) => {
    const input = await validBody(consentsInputSchema, request, reply);
    if (!input) return reply;
    await saveConsents(orm, callerOf(request).id, input);
    return success(await settingsOf(request));
  });

  app.post('/user/settings/newsletter', async (request, reply) => {
    const caller = callerOf(request);
    if (!segmentReady) return refuse(request, reply, 503, settingsMessages.segmentNotSetUp);
    if (!caller.email) return refuse(request, reply, 409, settingsMessages.emailMissing);
    // Nothing goes to an address before its owner confirmed it (profile/routes.ts).
    if (caller.emailVerifiedAt === null) {
      return refuse(request, reply, 409, settingsMessages.emailNotConfirmed);
    }
    if ((await subscriptionStatus(orm, caller.id)) === 'subscribed') {
      return refuse(request, reply, 409, settingsMessages.alreadySubscribed);
    }
    const claim = await claimConfirmationMail(orm, 'newsletter', caller.email);
    if (!claim.allowed) return refuseConfirmationMailTooSoon(request, reply, claim.nextAt);
    const token = await startSubscription(orm, {
      userId: caller.id,
      email: caller.email,
      locale: request.locale,
    });
    const link = `${options.publicUrl}${apiPath}${newsletterConfirmPath}?token=${token}`;
    await sendConfirmationMail(options.mailer, request, {
      to: caller.email,
      userId: caller.id,
      name: displayName(caller),
      link,
      texts: confirmationMailMessages,
    });
    return success(await settingsOf(request));
  });

  app.delete('/user/settings/newsletter', async (request, reply) => {
    if (!(await endSubscription(orm, callerOf(request).id))) {
      return refuse(request, reply, 409, settingsMessages.notSubscribed);
    }
    return success(await settingsOf(request));
  });

  await pageStylesheet(app, confirmationPageStylesheetPath, { config: { public: true } });

  /**
   * `GET {apiPath}/newsletter/confirm?token=…`: the page the confirmation e-mail links to. Public:
   * the link's random token is the proof. The page is in the language the user subscribed in
   * and links to the portal's newsletter settings.
   */
  app.get<{ Querystring: { token?: unknown } }>(
    newsletterConfirmPath,
    { config: { public: true } },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const { outcome, locale: subscribedIn } = await confirmSubscription(orm, token);
      const locale = isLocale(subscribedIn) ? subscribedIn : request.locale;
      const texts = textsFor(locale);
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
          title: texts.t(confirmationPageTitles[outcome]),
          stylesheet: `${apiPath}${confirmationPageStylesheetPath}`,
          body: `<h1 data-outcome="${outcome}">${escapeHtml(texts.t(confirmationPageTitles[outcome]))}</h1>
<p>${escapeHtml(texts.t(confirmationPageTexts[outcome]))}</p>
<p><a class="button" href="${escapeHtml(settingsUrl)}">${escapeHtml(texts.t(confirmationPageMessages.toSettings))}</a></p>`,
        }),
      );
    },
  );
}
