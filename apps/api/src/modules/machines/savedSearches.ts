import { randomBytes } from 'node:crypto';
import {
  machineQueryParams,
  maxSavedMachineSearches,
  parseMachineQuery,
  savedMachineSearchInputSchema,
  type DealerCountry,
  type MachineQuery,
  type MachineSearchUnsubscribe,
  type SavedMachineSearch,
} from '@lindner/api/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { findPlace } from '../dealers/repository';
import { lockUser } from './bookmarks';
import type { SearchOrigin } from './searchFilters';
import { savedMachineSearches, type SavedMachineSearchRow } from './tables';
import { machineListMessages, machineMessages, machineQueryMessages } from './texts';

/** Saved searches per user: 20 an hour, so that no one fills the daily mail job in a loop. */
export const savedSearchLimits: ThrottleLimits = { limit: 20, windowMs: 60 * 60_000 };

/** Calls of the public unsubscribe link per client address: 30 in 10 minutes (slows guessing). */
export const unsubscribeLimits: ThrottleLimits = { limit: 30, windowMs: 10 * 60_000 };

const searchIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 32 random bytes as base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A query string read as `GET /machines` reads its query: repeated names as a list of values.
 */
export function readMachineQuery(text: string): ReturnType<typeof parseMachineQuery> {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const before = raw[name];
    raw[name] = before === undefined ? value : [...[before].flat(), value];
  }
  return parseMachineQuery(raw);
}

/** The canonical query string of a search to keep: filters only, no sort, no paging. */
export function savedQueryText(query: MachineQuery): string {
  return machineQueryParams({
    ...query,
    sort: undefined,
    page: undefined,
    pageSize: undefined,
  }).toString();
}

/**
 * Where a search measures distances from, as `GET /machines` finds it: its position, or its
 * zip's place (null when the zip names no place we know); undefined for a search without either.
 */
export async function searchOrigin(
  orm: Orm,
  query: MachineQuery,
): Promise<SearchOrigin | null | undefined> {
  if (query.lat !== undefined && query.lng !== undefined) {
    return { lat: query.lat, lng: query.lng, label: null };
  }
  if (!query.zip) return undefined;
  return findPlace(orm, {
    zip: query.zip,
    country: query.countries?.[0] as DealerCountry | undefined,
  });
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
 * `DELETE /machineSearches/{id}` for the signed-in user's own searches, and the public
 * `GET|POST /machineSearches/unsubscribe/{token}` that a mail's link opens. The mails:
 * savedSearchMails.ts.
 */
export async function savedSearchRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  const saves = new Throttle(savedSearchLimits);
  const links = new Throttle(unsubscribeLimits);

  app.get('/machineSearches', async (request) => {
    const rows = await orm
      .select()
      .from(savedMachineSearches)
      .where(eq(savedMachineSearches.userId, callerOf(request).id))
      .orderBy(desc(savedMachineSearches.createdAt), desc(savedMachineSearches.id));
    return success(rows.map(toSavedSearch));
  });

  app.post('/machineSearches', async (request, reply) => {
    const userId = callerOf(request).id;
    const keys = [`user:${userId}`];
    if (saves.blockedFor(keys) > 0) return refuseTooMany(request, reply, saves, keys, 'saves');
    const input = await validBody(savedMachineSearchInputSchema, request, reply);
    if (!input) return reply;
    const parsed = readMachineQuery(input.query);
    if (!parsed.ok) return refuseQuery(request, reply, machineQueryMessages[parsed.problem]);
    // A zip the list would refuse is refused here as well: the search would never match.
    if ((await searchOrigin(orm, parsed.query)) === null) {
      return refuseQuery(request, reply, machineMessages.unknownZip);
    }
    if (saves.blockedFor(keys) > 0) return refuseTooMany(request, reply, saves, keys, 'saves');
    saves.count(keys);

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
          name: input.name,
          query: savedQueryText(parsed.query),
          locale: request.locale,
          unsubscribeToken: randomBytes(32).toString('base64url'),
        })
        .returning();
      return row!;
    });
    if (!saved) {
      return reply
        .status(409)
        .send(
          failure(request.t(machineListMessages.searchesFull, { max: maxSavedMachineSearches })),
        );
    }
    return success(toSavedSearch(saved));
  });

  app.delete<{ Params: { id: string } }>('/machineSearches/:id', async (request, reply) => {
    const id = request.params.id.toLowerCase();
    const [ended] = searchIdPattern.test(id)
      ? await orm
          .delete(savedMachineSearches)
          .where(
            and(
              eq(savedMachineSearches.id, id),
              eq(savedMachineSearches.userId, callerOf(request).id),
            ),
          )
          .returning({ id: savedMachineSearches.id })
      : [];
    if (!ended)
      return reply.status(404).send(failure(request.t(machineListMessages.searchNotFound)));
    return success({ id: ended.id });
  });

  /** Every call counts against the address, found or not: the limit slows guessing tokens. */
  const unsubscribe = (end: boolean) =>
    async function (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
      const keys = [`address:${request.ip}`];
      if (links.blockedFor(keys) > 0) return refuseTooMany(request, reply, links, keys, 'links');
      links.count(keys);
      const { token } = request.params;
      const byToken = eq(savedMachineSearches.unsubscribeToken, token);
      const [search] = !tokenPattern.test(token)
        ? []
        : end
          ? await orm
              .delete(savedMachineSearches)
              .where(byToken)
              .returning({ name: savedMachineSearches.name, query: savedMachineSearches.query })
          : await orm
              .select({ name: savedMachineSearches.name, query: savedMachineSearches.query })
              .from(savedMachineSearches)
              .where(byToken);
      if (!search)
        return reply.status(404).send(failure(request.t(machineListMessages.linkInvalid)));
      const answer: MachineSearchUnsubscribe = { name: search.name, query: search.query };
      return success(answer);
    };
  app.get('/machineSearches/unsubscribe/:token', { config: { public: true } }, unsubscribe(false));
  app.post('/machineSearches/unsubscribe/:token', { config: { public: true } }, unsubscribe(true));
}

/** 400 with the message of why the list would refuse the query, as the field error `query`. */
function refuseQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  message: Parameters<FastifyRequest['t']>[0],
) {
  return reply
    .status(400)
    .send(failure(request.t(errorMessages.invalidInput), { query: request.t(message) }));
}

/** 429 with a message saying in how many minutes the caller may go on; `Retry-After`. */
function refuseTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
  what: 'saves' | 'links',
) {
  const wait = throttle.blockedFor(keys);
  const message =
    what === 'saves' ? machineListMessages.tooManySearches : machineListMessages.tooManyLinks;
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send(failure(request.t(message, { minutes: minutesToWait(wait) })));
}
