import * as z from 'zod/mini';
import { loopbackOnly } from '../../../../mail/mailboxPage';
import { schemaRoutes, type SchemaRoutes } from '../../../../plugins/schemaRoutes';
import { mailDueMaintenance, type ReminderMailRun } from './reminderMails';

export const devReminderJobPath = '/dev/jobs/maintenance-reminders';

const dayMs = 24 * 60 * 60_000;

// Development only, outside the API (and its OpenAPI document): the schemas stay here.
const bodySchema = z.nullish(
  z.strictObject({ daysAhead: z.optional(z.int().check(z.minimum(0), z.maximum(1000))) }),
);

/**
 * Development only, registered with the development mailbox (config `devMailbox`) and, like it,
 * for loopback clients only: `POST /dev/jobs/maintenance-reminders` runs the reminder mail's job
 * now, or as of `daysAhead` days from now (the end-to-end test cannot wait for an item to come
 * due, nor rely on the demo data's due items, which other tests mark done), and answers
 * `{mailed}`. The mails land in the mailbox.
 */
export const devReminderRoutes: SchemaRoutes<Omit<ReminderMailRun, 'now'>> = async (
  app,
  options,
) => {
  await app.register(schemaRoutes, { checkAnswers: true });

  app.addHook('onRequest', loopbackOnly);

  app.post(
    devReminderJobPath,
    {
      schema: {
        tags: ['development'],
        summary: 'Run the maintenance reminder mail’s job now, or as of some days ahead',
        body: bodySchema,
        response: { 200: z.object({ mailed: z.int() }) },
      },
    },
    async (request) => {
      const daysAhead = request.body?.daysAhead ?? 0;
      const mailed = await mailDueMaintenance({
        ...options,
        now: new Date(Date.now() + daysAhead * dayMs),
      });
      return { mailed };
    },
  );
};
