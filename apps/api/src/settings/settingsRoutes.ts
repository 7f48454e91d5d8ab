import { consentsInputSchema, contactInputSchema, interestsInputSchema } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, success } from '../api/envelope';
import { validBody } from '../api/requestBody';
import type { Database } from '../database/connection';
import { newsletterSubscriptions } from '../database/tables';
import { pickLocale, textLanguage } from '../language';
import { escapeHtml } from '../mail/htmlPages';
import type { Mailer } from '../mail/mailer';
import { displayName } from '../users/users';
import { endSubscription, startSubscription } from './newsletter';
import { newsletterConfirmPath } from './newsletterConfirmRoutes';
import { loadSettings, saveConsents, saveContactChannel, saveInterests } from './settings';
import { settingsTexts } from './settingsTexts';

export interface SettingsRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the confirmation link points to: `{publicUrl}{apiPath}/newsletter/confirm`. */
  publicUrl: string;
  /** The newsletter's default segment; null when it is not set up. */
  newsletterSegment: string | null;
}

/**
 * `/user/settings…`: interests, contact channel, newsletter and consents of the caller (from
 * the access token only). Registered inside apiRoutes.
 */
export async function settingsRoutes(app: FastifyInstance, options: SettingsRoutesOptions) {
  const { orm } = options.database;
  const apiPath = app.prefix;
  const segmentReady = options.newsletterSegment !== null;
  const settingsOf = (request: FastifyRequest) =>
    loadSettings(orm, request.caller!.id, segmentReady);
  const textsOf = (request: FastifyRequest) =>
    settingsTexts[textLanguage(pickLocale([], request.headers['accept-language']))];
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send(failure(message));

  app.get('/user/settings', async (request) => success(await settingsOf(request)));

  app.put('/user/settings/interests', async (request, reply) => {
    const input = await validBody(interestsInputSchema, request, reply);
    if (!input) return reply;
    const [subscription] = await orm
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, request.caller!.id));
    // SPEC.md: interests can be chosen after confirming the subscription.
    if (subscription?.status !== 'subscribed') {
      return refuse(reply, 409, textsOf(request).confirmFirst);
    }
    await saveInterests(orm, request.caller!.id, input.interests);
    return success(await settingsOf(request));
  });

  app.put('/user/settings/contact', async (request, reply) => {
    const input = await validBody(contactInputSchema, request, reply);
    if (!input) return reply;
    await saveContactChannel(orm, request.caller!.id, input.contactChannel);
    return success(await settingsOf(request));
  });

  app.put('/user/settings/consents', async (request, reply) => {
    const input = await validBody(consentsInputSchema, request, reply);
    if (!input) return reply;
    await saveConsents(orm, request.caller!.id, input);
    return success(await settingsOf(request));
  });

  app.post('/user/settings/newsletter', async (request, reply) => {
    const texts = textsOf(request);
    const caller = request.caller!;
    if (!segmentReady) return refuse(reply, 503, texts.segmentNotSetUp);
    if (!caller.email) return refuse(reply, 409, texts.emailMissing);
    const [subscription] = await orm
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, caller.id));
    if (subscription?.status === 'subscribed') {
      return refuse(reply, 409, texts.alreadySubscribed);
    }
    const locale = pickLocale([], request.headers['accept-language']);
    const token = await startSubscription(orm, {
      userId: caller.id,
      email: caller.email,
      locale,
    });
    const link = `${options.publicUrl}${apiPath}${newsletterConfirmPath}?token=${token}`;
    const mail = texts.mail;
    const greeting = mail.greeting(displayName(caller));
    await options.mailer.send({
      to: caller.email,
      userId: caller.id,
      subject: mail.subject,
      text: [
        greeting,
        '',
        mail.request,
        link,
        '',
        mail.validity,
        mail.notYou,
        '',
        mail.signature,
      ].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(mail.request)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(mail.button)}</a></p>
<p>${escapeHtml(mail.validity)} ${escapeHtml(mail.notYou)}</p>
<p>${escapeHtml(mail.signature)}</p>`,
    });
    return success(await settingsOf(request));
  });

  app.delete('/user/settings/newsletter', async (request, reply) => {
    if (!(await endSubscription(orm, request.caller!.id))) {
      return refuse(reply, 409, textsOf(request).notSubscribed);
    }
    return success(await settingsOf(request));
  });
}
