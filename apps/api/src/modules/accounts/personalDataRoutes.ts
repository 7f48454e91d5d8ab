import {
  accountDeletionSignInMaxAgeSeconds,
  accountDeletionSummarySchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, emptyAnswer, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import type { Limit } from '../../plugins/throttling/throttling';
import { readPersonalData } from './dataExport';
import { deleteAccount, deletionSummary } from './deletion';
import { exportArchive } from './exportArchive';
import { deletionMessages, exportMessages } from './texts';

const tags = ['accounts'];

/** Data exports per user: 5 an hour. Each reads every table of the user and packs a ZIP. */
export const dataExports: Limit = {
  name: 'data-exports',
  max: 5,
  windowMs: 60 * 60_000,
  per: 'user',
  message: exportMessages.tooManyExports,
};

/**
 * All my data (issue 33 point 4): `GET /user/data-export` answers a ZIP of everything the portal
 * holds about the caller; `GET /user/account-deletion` tells what deleting the account removes
 * and keeps; `DELETE /user` deletes it, with a sign-in at most five minutes old (the portal sends
 * the user to the sign-on provider with `prompt=login&max_age=0` first).
 */
export const personalDataRoutes: SchemaRoutes<{ database: Database }> = async (
  app,
  { database },
) => {
  const exports = app.limiter(dataExports);

  app.get(
    '/user/data-export',
    {
      schema: {
        tags,
        summary: 'Everything the portal holds about the caller, as a ZIP of JSON, CSV and files',
      },
    },
    async (request, reply) => {
      await exports.count(request);
      const user = callerOf(request);
      const exportedAt = new Date();
      const data = await readPersonalData(database, user);
      const zip = exportArchive(data, {
        username: user.username,
        exportedAt,
        texts: textsFor(request.locale),
      });
      const fileName = `lindner-data-${exportedAt.toISOString().slice(0, 10)}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.get(
    '/user/account-deletion',
    {
      schema: {
        tags,
        summary: 'What deleting the account removes, and what the law keeps',
        response: answers(accountDeletionSummarySchema),
      },
    },
    async (request) => success(await deletionSummary(database, callerOf(request))),
  );

  app.delete(
    '/user',
    {
      schema: {
        tags,
        summary:
          'Delete the account (orders are kept as tax records); needs a sign-in at most five minutes old',
        response: emptyAnswer,
      },
    },
    async (request) => {
      const user = callerOf(request);
      if (!signedInRecently(request)) {
        throw new Refusal(403, request.t(deletionMessages.confirmWithPassword));
      }
      await deleteAccount(database, user);
      request.log.info({ userId: user.id }, 'account deleted');
      return success(null, request.t(deletionMessages.deleted));
    },
  );
};

/** Whether the token's sign-in (`auth_time`, OIDC) is at most five minutes old. */
function signedInRecently(request: FastifyRequest): boolean {
  const authTime = request.callerSignedInAt;
  if (authTime === null) return false;
  const ageSeconds = Date.now() / 1000 - authTime;
  // A little leeway for clocks: a sign-in "in the future" by seconds is still a fresh one.
  return ageSeconds <= accountDeletionSignInMaxAgeSeconds && ageSeconds >= -30;
}
