import {
  machineBookmarkParamsSchema,
  machineBookmarksMergeSchema,
  machineBookmarksSchema,
  machineBookmarkStateSchema,
  maxMachineBookmarks,
  type MachineBookmark,
  type MachineBookmarkState,
} from '@lindner/api/schema';
import { and, count, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { users } from '../../plugins/users';
import { toMachineSummary } from './machineAnswers';
import { machineBookmarks, machineImages, machines } from './tables';
import { machineListMessages, machineMessages } from './texts';

/** Machine ids are uuids; anything else names no machine (and must not reach a uuid column). */
const machineIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tags = ['used-machines'];

type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * Serializes a user's changes of their own lists (bookmarks, saved searches), so that two calls
 * at once cannot pass a list's limit together.
 */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A user's bookmarks, newest first (ties: by machine id, for a stable order). */
export async function loadBookmarks(
  orm: Orm | Transaction,
  userId: string,
  apiPath: string,
): Promise<MachineBookmark[]> {
  const rows = await orm
    .select({
      row: getTableColumns(machines),
      bookmarkedAt: machineBookmarks.bookmarkedAt,
      photo: machineImages.photo,
    })
    .from(machineBookmarks)
    .innerJoin(machines, eq(machines.id, machineBookmarks.machineId))
    .leftJoin(
      machineImages,
      and(eq(machineImages.machineId, machines.id), eq(machineImages.position, 0)),
    )
    .where(eq(machineBookmarks.userId, userId))
    .orderBy(desc(machineBookmarks.bookmarkedAt), desc(machineBookmarks.machineId));
  return rows.map(({ row, bookmarkedAt, photo }) => ({
    machine: toMachineSummary({ row, photo, distanceKm: null }, apiPath),
    bookmarkedAt: bookmarkedAt.toISOString(),
  }));
}

/**
 * The bookmark list of the signed-in user (issue 16, point 4): `GET /bookmarks`,
 * `PUT|DELETE /bookmarks/{machineId}` and `POST /bookmarks` (the visitor's list moving in at
 * sign-in). Each user sees and changes only their own list.
 */
export const bookmarkRoutes: SchemaRoutes<{ orm: Orm; apiPath: string }> = async (
  app,
  { orm, apiPath },
) => {
  app.get(
    '/bookmarks',
    {
      schema: {
        tags,
        summary: 'The caller’s bookmarks',
        response: answers(machineBookmarksSchema),
      },
    },
    async (request) => success(await loadBookmarks(orm, callerOf(request).id, apiPath)),
  );

  /** Idempotent: a machine bookmarked already keeps its date. 409 once the list is full. */
  app.put(
    '/bookmarks/:machineId',
    {
      schema: {
        tags,
        summary: 'Bookmark a machine',
        params: machineBookmarkParamsSchema,
        response: answers(machineBookmarkStateSchema),
      },
    },
    async (request) => {
      const userId = callerOf(request).id;
      const { machineId } = request.params;
      const outcome = await orm.transaction(async (tx) => {
        const [machine] = await tx
          .select({ id: machines.id })
          .from(machines)
          .where(eq(machines.id, machineId));
        if (!machine) return 'unknown' as const;
        await lockUser(tx, userId);
        const [existing] = await tx
          .select({ at: machineBookmarks.bookmarkedAt })
          .from(machineBookmarks)
          .where(
            and(eq(machineBookmarks.userId, userId), eq(machineBookmarks.machineId, machineId)),
          );
        if (existing) return 'bookmarked' as const;
        const [held] = await tx
          .select({ count: count() })
          .from(machineBookmarks)
          .where(eq(machineBookmarks.userId, userId));
        if ((held?.count ?? 0) >= maxMachineBookmarks) return 'full' as const;
        await tx.insert(machineBookmarks).values({ userId, machineId }).onConflictDoNothing();
        return 'bookmarked' as const;
      });
      if (outcome === 'unknown') throw new Refusal(404, request.t(machineMessages.notFound));
      if (outcome === 'full') {
        throw new Refusal(
          409,
          request.t(machineListMessages.bookmarksFull, { max: maxMachineBookmarks }),
        );
      }
      const state: MachineBookmarkState = { machineId, bookmarked: true };
      return success(state);
    },
  );

  /** Idempotent: a machine not on the list (or unknown) answers the same. */
  app.delete(
    '/bookmarks/:machineId',
    {
      schema: {
        tags,
        summary: 'Take a machine off the bookmarks',
        params: machineBookmarkParamsSchema,
        response: answers(machineBookmarkStateSchema),
      },
    },
    async (request) => {
      const userId = callerOf(request).id;
      const { machineId } = request.params;
      await orm
        .delete(machineBookmarks)
        .where(and(eq(machineBookmarks.userId, userId), eq(machineBookmarks.machineId, machineId)));
      const state: MachineBookmarkState = { machineId, bookmarked: false };
      return success(state);
    },
  );

  /**
   * The visitor's bookmarks merged into the account's: ids of machines no longer offered are
   * passed over, machines bookmarked already keep their date, the others are bookmarked now,
   * the first id given as the newest (the device's list is newest first). Of the whole list the
   * `maxMachineBookmarks` newest stay. Answers the list.
   */
  app.post(
    '/bookmarks',
    {
      schema: {
        tags,
        summary: 'Merge a visitor’s bookmarks into the caller’s',
        body: machineBookmarksMergeSchema,
        response: answers(machineBookmarksSchema),
      },
    },
    async (request) => {
      const userId = callerOf(request).id;
      const ids = [
        ...new Set(
          request.body.machineIds
            .map((id) => id.trim().toLowerCase())
            .filter((id) => machineIdPattern.test(id)),
        ),
      ];
      const list = await orm.transaction(async (tx) => {
        await lockUser(tx, userId);
        const offered = ids.length
          ? await tx.select({ id: machines.id }).from(machines).where(inArray(machines.id, ids))
          : [];
        const known = new Set(offered.map(({ id }) => id));
        // The database's clock, as a single bookmark's: a microsecond apart, in the given order.
        const fresh = ids
          .filter((id) => known.has(id))
          .map((machineId, index) => ({
            userId,
            machineId,
            bookmarkedAt: sql<Date>`now() - ${index} * interval '1 microsecond'`,
          }));
        if (fresh.length) await tx.insert(machineBookmarks).values(fresh).onConflictDoNothing();
        const kept = tx
          .select({ machineId: machineBookmarks.machineId })
          .from(machineBookmarks)
          .where(eq(machineBookmarks.userId, userId))
          .orderBy(desc(machineBookmarks.bookmarkedAt), desc(machineBookmarks.machineId))
          .limit(maxMachineBookmarks);
        await tx
          .delete(machineBookmarks)
          .where(
            and(eq(machineBookmarks.userId, userId), notInArray(machineBookmarks.machineId, kept)),
          );
        return loadBookmarks(tx, userId, apiPath);
      });
      return success(list);
    },
  );
};
