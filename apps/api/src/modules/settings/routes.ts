import {
  consentsInputSchema,
  contactInputSchema,
  interestsInputSchema,
  settingsSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { newsletterRoutes } from './newsletter';
import { subscriptionStatus } from './newsletterSubscriptions';
import { loadSettings, saveConsents, saveContactChannel, saveInterests } from './repository';
import { settingsMessages } from './texts';

export interface SettingsRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the confirmation link points to: `{publicUrl}{apiPath}/newsletter/confirm`. */
  publicUrl: string;
  /** The newsletter's default segment; null when it is not set up. */
  newsletterSegment: string | null;
}

/**
 * `/user/settings…`: interests, contact channel, newsletter (newsletter.ts) and consents of the
 * caller, from the access token only. Every change answers with all the settings.
 */
export const settingsRoutes: SchemaRoutes<SettingsRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const segmentReady = options.newsletterSegment !== null;
  const settingsOf = async (request: FastifyRequest) =>
    success(await loadSettings(orm, callerOf(request).id, segmentReady));
  const answer = answers(settingsSchema);

  app.get(
    '/user/settings',
    { schema: { tags: ['settings'], summary: 'The caller’s settings', response: answer } },
    async (request) => settingsOf(request),
  );

  app.put(
    '/user/settings/interests',
    {
      schema: {
        tags: ['settings'],
        summary: 'Choose the newsletter topics (once the subscription is confirmed)',
        body: interestsInputSchema,
        response: answer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // SPEC.md: interests can be chosen after confirming the subscription.
      if ((await subscriptionStatus(orm, caller.id)) !== 'subscribed') {
        throw new Refusal(409, request.t(settingsMessages.confirmFirst));
      }
      await saveInterests(orm, caller.id, request.body.interests);
      return settingsOf(request);
    },
  );

  app.put(
    '/user/settings/contact',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the preferred contact channel',
        body: contactInputSchema,
        response: answer,
      },
    },
    async (request) => {
      await saveContactChannel(orm, callerOf(request).id, request.body.contactChannel);
      return settingsOf(request);
    },
  );

  app.put(
    '/user/settings/consents',
    {
      schema: {
        tags: ['settings'],
        summary: 'Accept or decline consents',
        body: consentsInputSchema,
        response: answer,
      },
    },
    async (request) => {
      await saveConsents(orm, callerOf(request).id, request.body);
      return settingsOf(request);
    },
  );

  await app.register(newsletterRoutes, {
    orm,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    segmentReady,
  });
};
