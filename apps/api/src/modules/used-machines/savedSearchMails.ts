import { readMachineQuery } from '@lindner/api/schema';
import { toLocale } from '@lindner/i18n/core';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { users } from '../../plugins/users';
import { newMatchesMail } from './newMatchesMail';
import { searchCondition } from './searchFilters';
import { placesOf, searchOrigin } from './searchOrigins';
import { machines, savedMachineSearches } from './tables';

/*
 * The daily mail of a saved search: the machines listed since its last mail that match it (the
 * mail itself: newMatchesMail.ts).
 *
 * The mail's link that ends the search carries the search's token, and every mail carries it
 * again, so the server must be able to write it each day: a hash alone would not do, and this
 * server has no secret of its own to derive (HMAC) or encrypt it with. The token is kept as it
 * is (saved_machine_searches.unsubscribe_token): whoever could read it from the database could
 * only end a saved search, which is what the mail's reader can do anyway.
 */

/** An hour, as the automatic renewal: each search's mail goes within the hour it is due. */
export const searchMailIntervalMs = 60 * 60_000;

/** A search is mailed at most once in this time. */
export const searchMailGapMs = 24 * 60 * 60_000;

/** The most machines one mail lists (the newest); the mail links to all of them. */
export const machinesPerSearchMail = 10;

/** Where a run reports the searches it could not mail. */
export interface SearchMailLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SearchMailRun {
  database: Database;
  mailer: Mailer;
  /** The portal's public address, without a trailing slash, for the mail's links. */
  publicUrl: string;
  now: Date;
  log?: SearchMailLog;
}

/**
 * Mails each saved search that is due (never mailed, or last mailed at least 24 hours before
 * `now`) the machines that match it and were listed after its `matched_until`: one mail to the
 * owner, in the language the search was saved in, with the newest `machinesPerSearchMail`.
 * Then the search is mailed at `now` and matches up to the newest machine mailed; a search
 * without new matches is left as it is. A search whose mail fails is logged, left due, and the
 * others go on. Several API instances may run it at once: each claims a search before mailing
 * it, so no search is mailed twice. Answers how many mails went out.
 */
export async function mailNewMachineMatches({
  database,
  mailer,
  publicUrl,
  now,
  log,
}: SearchMailRun): Promise<number> {
  const { orm } = database;
  const placeOf = placesOf(orm);
  const dueBefore = new Date(now.getTime() - searchMailGapMs);
  const isDue = or(
    isNull(savedMachineSearches.lastMailedAt),
    lte(savedMachineSearches.lastMailedAt, dueBefore),
  );
  const due = await orm
    .select({ search: getTableColumns(savedMachineSearches), email: users.email })
    .from(savedMachineSearches)
    .innerJoin(users, eq(users.id, savedMachineSearches.userId))
    .where(isDue);
  let mailed = 0;
  for (const { search, email } of due) {
    if (!email) continue;
    const parsed = readMachineQuery(search.query);
    const origin = parsed.ok ? await searchOrigin(parsed.query, placeOf) : null;
    if (!parsed.ok || origin === null) {
      log?.warn(
        { savedSearchId: search.id },
        'A saved search was not mailed: its query is refused',
      );
      continue;
    }
    // Compared in SQL with the stored value: a Date would lose its microseconds.
    const matchedUntil = sql`(SELECT ${savedMachineSearches.matchedUntil} FROM ${savedMachineSearches} WHERE ${savedMachineSearches.id} = ${search.id})`;
    const condition = and(
      searchCondition(parsed.query, origin ?? null),
      gt(machines.listedAt, matchedUntil),
    );
    const [total] = await orm.select({ count: count() }).from(machines).where(condition);
    if (!total?.count) continue;
    const newest = await orm
      .select()
      .from(machines)
      .where(condition)
      .orderBy(desc(machines.listedAt), desc(machines.id))
      .limit(machinesPerSearchMail);

    const [claimed] = await orm
      .update(savedMachineSearches)
      .set({ lastMailedAt: now })
      .where(and(eq(savedMachineSearches.id, search.id), isDue))
      .returning({ id: savedMachineSearches.id });
    // Another instance mailed it meanwhile.
    if (!claimed) continue;
    const locale = toLocale(search.locale);
    try {
      await mailer.send(
        newMatchesMail({
          to: email,
          userId: search.userId,
          locale,
          publicUrl,
          name: search.name,
          query: search.query,
          token: search.unsubscribeToken,
          total: total.count,
          machines: newest,
        }),
      );
    } catch (error) {
      await orm
        .update(savedMachineSearches)
        .set({ lastMailedAt: search.lastMailedAt })
        .where(eq(savedMachineSearches.id, search.id));
      log?.warn(
        { savedSearchId: search.id, err: error },
        'The mail of a saved search failed; it is tried again at the next run',
      );
      continue;
    }
    const mailedIds = newest.map((machine) => machine.id);
    await orm
      .update(savedMachineSearches)
      .set({
        matchedUntil: sql`(SELECT max(${machines.listedAt}) FROM ${machines} WHERE ${inArray(machines.id, mailedIds)})`,
      })
      .where(eq(savedMachineSearches.id, search.id));
    mailed += 1;
  }
  return mailed;
}
