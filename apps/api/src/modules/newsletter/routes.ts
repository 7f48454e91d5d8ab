import {
  confirmationLinkQuerySchema,
  newsletterInterestsInputSchema,
  newsletterInterestsSchema,
  newsletterSignUpReceiptSchema,
  newsletterSignUpSchema,
} from '@lindner/api/schema';
import { isLocale, localizePath, type MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { confirmationMails, confirmationMailTooSoon } from '../../mail/confirmationMails';
import type { Mailer } from '../../mail/mailer';
import { Refusal, success } from '../../plugins/envelope';
import { isSubscribed } from '../../plugins/newsletterVisitors';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import {
  confirmVisitorSubscription,
  loadVisitorInterests,
  saveVisitorInterests,
  type InterestsChange,
  startVisitorSubscription,
} from './repository';
import { newsletterMailMessages, newsletterMessages } from './texts';

export interface NewsletterRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** The portal's address: the confirmation link and the sign-up page are below it. */
  publicUrl: string;
  /** The newsletter's default segment; null when it is not set up. */
  newsletterSegment: string | null;
}

/** The confirmation link's path below the API's path; `?token=…` carries the token. */
export const visitorConfirmPath = '/newsletter/subscriptions/confirm';

/**
 * Sign-ups per client address: 10 in 10 minutes, whatever their outcome, so that asking which
 * addresses are subscribed stays slow. The mails have their own limits (mail/confirmationMails.ts).
 */
export const signUpLimit: Limit = {
  name: 'newsletter-sign-ups',
  max: 10,
  windowMs: 10 * 60_000,
  per: 'address',
  message: newsletterMessages.tooMany,
};

/**
 * The public newsletter sign-up (SPEC.md section 4), without a token: an address and the privacy
 * consent start a pending subscription and its confirmation mail; the mail's link confirms and
 * leads to the sign-up page, where the same link's token lets the visitor choose interests.
 * Refusals say only SPEC.md's flags: already subscribed, not subscribed, segment not set up.
 */
export const newsletterRoutes: SchemaRoutes<NewsletterRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const { mailer, publicUrl } = options;
  const segmentReady = options.newsletterSegment !== null;
  const apiPath = app.prefix;
  const mails = confirmationMails(app, { orm, mailer });
  const signUps = app.limiter(signUpLimit);
  const refuse = (request: FastifyRequest, status: number, message: MessageDescriptor) =>
    new Refusal(status, request.t(message));
  /** The interests, or SPEC.md's flag (not subscribed) and what is wrong with the link. */
  const interestsAnswer = (request: FastifyRequest, change: InterestsChange) => {
    switch (change.outcome) {
      case 'invalid':
        throw refuse(request, 404, newsletterMessages.linkInvalid);
      case 'expired':
        throw refuse(request, 410, newsletterMessages.linkExpired);
      case 'notSubscribed':
        throw refuse(request, 409, newsletterMessages.notSubscribed);
      case 'saved':
        return change.interests;
    }
  };

  app.post(
    '/newsletter/subscriptions',
    {
      config: { public: true },
      preValidation: async (request) => signUps.count(request),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter: sends the confirmation mail',
        body: newsletterSignUpSchema,
        response: answers(newsletterSignUpReceiptSchema),
      },
    },
    async (request) => {
      if (!segmentReady) throw refuse(request, 503, newsletterMessages.segmentNotSetUp);
      const email = request.body.email.toLowerCase();
      if (await isSubscribed(orm, email)) {
        throw refuse(request, 409, newsletterMessages.alreadySubscribed);
      }
      const claim = await mails.claim(request, 'newsletter', email);
      if (!claim.allowed) throw confirmationMailTooSoon(request, claim.nextAt);
      const token = await startVisitorSubscription(orm, { email, locale: request.locale });
      // Confirmed in between by another request.
      if (token === null) throw refuse(request, 409, newsletterMessages.alreadySubscribed);
      await mails.send(request, {
        to: email,
        name: null,
        link: `${publicUrl}${apiPath}${visitorConfirmPath}?token=${token}`,
        texts: newsletterMailMessages,
      });
      return success({ mailSent: true as const }, request.t(newsletterMessages.checkMailbox));
    },
  );

  /**
   * `GET {apiPath}/newsletter/subscriptions/confirm?token=…`: the confirmation mail's link. It
   * confirms once and leads to the sign-up page in the language of the sign-up, which offers
   * the interests with the token; a wrong or expired link leads there too, and the page says so.
   */
  app.get(
    visitorConfirmPath,
    {
      config: { public: true },
      schema: {
        tags: ['newsletter'],
        summary: 'The newsletter confirmation link: confirms and leads to the interests',
        querystring: confirmationLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const { outcome, locale: subscribedIn } = await confirmVisitorSubscription(orm, token);
      const locale = isLocale(subscribedIn) ? subscribedIn : request.locale;
      const page = `${publicUrl}${localizePath('newsletter', {}, locale)}`;
      const search =
        outcome === 'confirmed' || outcome === 'alreadyConfirmed'
          ? `token=${encodeURIComponent(token)}`
          : `link=${outcome}`;
      return reply.redirect(`${page}?${search}`, 303);
    },
  );

  app.get(
    '/newsletter/interests',
    {
      config: { public: true },
      schema: {
        tags: ['newsletter'],
        summary: 'The topics of a confirmed subscription, with its link’s token',
        querystring: confirmationLinkQuerySchema,
        response: answers(newsletterInterestsSchema),
      },
    },
    async (request) => {
      if (!segmentReady) throw refuse(request, 503, newsletterMessages.segmentNotSetUp);
      const found = await loadVisitorInterests(orm, request.query.token);
      return success({ interests: interestsAnswer(request, found) });
    },
  );

  app.post(
    '/newsletter/interests',
    {
      config: { public: true },
      schema: {
        tags: ['newsletter'],
        summary: 'Choose the topics of a confirmed subscription, with its link’s token',
        body: newsletterInterestsInputSchema,
        response: answers(newsletterInterestsSchema),
      },
    },
    async (request) => {
      if (!segmentReady) throw refuse(request, 503, newsletterMessages.segmentNotSetUp);
      const change = await saveVisitorInterests(orm, request.body.token, request.body.interests);
      return success(
        { interests: interestsAnswer(request, change) },
        request.t(newsletterMessages.interestsSaved),
      );
    },
  );
};
