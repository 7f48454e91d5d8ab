import { randomBytes } from 'node:crypto';
import {
  endedMachineSearchSchema,
  machineQueryParams,
  maxSavedMachineSearches,
  savedMachineSearchesSchema,
  savedMachineSearchInputSchema,
  savedMachineSearchParamsSchema,
  savedMachineSearchSchema,
  type MachineQuery,
  type SavedMachineSearch,
} from '@lindner/api/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { lockUser } from './bookmarks';
import { placesOf, searchOrigin } from './searchOrigins';
import { savedMachineSearches, type SavedMachineSearchRow } from './tables';
import { machineListMessages, machineMessages, machineQueryMessages } from './texts';

/**
 * Saved searches: 20 an hour per user and per client address, so that no one fills the daily
 * mail job in a loop. Only searches saved count.
 */
export const savedSearches: Limit = {
  name: 'saved-machine-searches',
  max: 20,
  windowMs: 60 * 60_000,
  message: machineListMessages.tooManySearches,
};

const tags = ['used-machines'];

/** The canonical query string of a search to keep: filters only, no sort, no paging. */
export function savedQueryText(query: MachineQuery): string {
  return machineQueryParams({
    ...query,
    sort: undefined,
    page: undefined,
    pageSize: undefined,
  }).toString();
}

function toSavedSearch(row: SavedMachineSearchRow): SavedMachineSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    lastMailedAt: row.lastMailedAt?.toISOString() ?? null,
  };
}

/**
 * The saved searches of used machines (issue 16, point 4): `GET|POST /machineSearches` and
 * `DELETE /machineSearches/{id}` for the signed-in user's own searches. A mail's link ends one
 * without signing in (searchEnd.ts); the mails: savedSearchMails.ts.
 */
export const savedSearchRoutes: SchemaRoutes<{ orm: Orm }> = async (app, { orm }) => {
  const saves = app.limiter(savedSearches);
  const placeOf = placesOf(orm);

  app.get(
    '/machineSearches',
    {
      schema: {
        tags,
        summary: 'The caller’s saved searches',
        response: answers(savedMachineSearchesSchema),
      },
    },
    async (request) => {
      const rows = await orm
        .select()
        .from(savedMachineSearches)
        .where(eq(savedMachineSearches.userId, callerOf(request).id))
        .orderBy(desc(savedMachineSearches.createdAt), desc(savedMachineSearches.id));
      return success(rows.map(toSavedSearch));
    },
  );

  app.post(
    '/machineSearches',
    {
      config: { fieldErrors: machineQueryMessages },
      schema: {
        tags,
        summary: 'Save a search; its new matches are mailed once a day',
        body: savedMachineSearchInputSchema,
        response: answers(savedMachineSearchSchema),
      },
      // Once the limit is reached, refused before anything else; only saved searches count.
      preValidation: async (request) => saves.count(request, { peek: true }),
    },
    async (request) => {
      const userId = callerOf(request).id;
      const { name, query } = request.body;
      // A zip the list would refuse is refused here as well: the search would never match.
      if ((await searchOrigin(query, placeOf)) === null) {
        throw new Refusal(400, request.t(errorMessages.invalidInput), {
          query: request.t(machineMessages.unknownZip),
        });
      }
      await saves.count(request);

      const saved = await orm.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [held] = await tx
          .select({ count: count() })
          .from(savedMachineSearches)
          .where(eq(savedMachineSearches.userId, userId));
        if ((held?.count ?? 0) >= maxSavedMachineSearches) return null;
        // created_at and matched_until: the transaction's time, both the same (their defaults).
        const [row] = await tx
          .insert(savedMachineSearches)
          .values({
            userId,
            name,
            query: savedQueryText(query),
            locale: request.locale,
            unsubscribeToken: randomBytes(32).toString('base64url'),
          })
          .returning();
        return row!;
      });
      if (!saved) {
        throw new Refusal(
          409,
          request.t(machineListMessages.searchesFull, { max: maxSavedMachineSearches }),
        );
      }
      return success(toSavedSearch(saved));
    },
  );

  app.delete(
    '/machineSearches/:id',
    {
      schema: {
        tags,
        summary: 'End one of the caller’s saved searches',
        params: savedMachineSearchParamsSchema,
        response: answers(endedMachineSearchSchema),
      },
    },
    async (request) => {
      const [ended] = await orm
        .delete(savedMachineSearches)
        .where(
          and(
            eq(savedMachineSearches.id, request.params.id),
            eq(savedMachineSearches.userId, callerOf(request).id),
          ),
        )
        .returning({ id: savedMachineSearches.id });
      if (!ended) throw new Refusal(404, request.t(machineListMessages.searchNotFound));
      return success({ id: ended.id });
    },
  );
};
