import { createHmac } from 'node:crypto';
import {
  contestEntryParamsSchema,
  contestVoteReceiptSchema,
  contestVoteSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { castVote, findPublishedEntry, forgetVisitors, voteKey, type Voter } from './repository';
import { contestFieldErrors, contestMessages } from './texts';

/** Votes per client address: 60 in 10 minutes (a family voting for a handful of entries). */
export const contestVoteLimit: Limit = {
  name: 'contest-votes',
  max: 60,
  windowMs: 10 * 60_000,
  per: 'address',
  message: contestMessages.tooManyVotes,
};

/** The retention job's interval: daily (scheduledJobs in server.ts). */
export const forgetVisitorsIntervalMs = 24 * 60 * 60_000;

/** The scheduled job clearing visitors' hashes after 7 days (SPEC.md section 9). */
export function forgetContestVisitors(database: Database, now: Date) {
  return forgetVisitors(database.orm, now);
}

/**
 * The voter: a signed-in user by account; a visitor by the HMAC-SHA-256 of address and browser
 * (user agent) under the database's key, so that the stored value tells nothing without it.
 */
async function voterOf(database: Database, request: FastifyRequest): Promise<Voter> {
  if (request.caller) return { userId: request.caller.id };
  const key = await voteKey(database.orm);
  const visitorHash = createHmac('sha256', key)
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest();
  return { visitorHash };
}

/**
 * `POST /contests/{contest}/entries/{id}/votes` with `{ consent: true }` (SPEC.md section 5: the
 * consent to storing address and browser data; without it nothing is stored): one vote per
 * person and entry of the published entries, a second one refused with 409 and not counted.
 */
export const contestVoteRoutes: SchemaRoutes<{ database: Database; now: () => Date }> = async (
  app,
  { database, now },
) => {
  const { orm } = database;
  app.post(
    '/contests/:contest/entries/:id/votes',
    {
      config: { public: true, callerOptional: true, fieldErrors: contestFieldErrors },
      preHandler: app.throttle(contestVoteLimit),
      schema: {
        tags: ['contests'],
        summary: 'Vote for a published entry (once per person and entry)',
        params: contestEntryParamsSchema,
        body: contestVoteSchema,
        response: answers(contestVoteReceiptSchema),
      },
    },
    async (request) => {
      const { contest, id } = request.params;
      const entry = await findPublishedEntry(orm, contest, id, now());
      if (!entry) throw new Refusal(404, request.t(contestMessages.notFound));
      const { counted, votes } = await castVote(orm, entry.id, await voterOf(database, request));
      if (!counted) throw new Refusal(409, request.t(contestMessages.alreadyVoted));
      return success({ entryId: entry.id, votes }, request.t(contestMessages.voted));
    },
  );
};
