import { randomBytes } from 'node:crypto';
import type { ContestKind, ReviewState, ValidContestEntries } from '@lindner/api/schema';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { PictureFile } from '../../plugins/pictures';
import {
  contestEntries,
  contestPictureFiles,
  contestPictures,
  contests,
  contestTexts,
  contestVoteKey,
  contestVotes,
  type ContestEntryRow,
  type ContestRow,
  type ContestTextRow,
  type TextLanguage,
} from './tables';

// All SQL of the contests.

export interface ContestWithText {
  contest: ContestRow;
  /** The request's language where the contest has it, else German. */
  text: ContestTextRow;
  entryCount: number;
}

/** Whether an approved entry is public at `now`. */
const publishedBy = (now: Date) =>
  and(eq(contestEntries.state, 'approved'), lte(contestEntries.publishedAt, now));

/** The contests with their texts in `language` (else German) and their public entries' count. */
export async function loadContests(
  orm: Orm,
  language: TextLanguage,
  now: Date,
  kind?: ContestKind,
): Promise<ContestWithText[]> {
  const [rows, texts, counts] = await Promise.all([
    orm
      .select()
      .from(contests)
      .where(kind ? eq(contests.kind, kind) : undefined),
    orm
      .select()
      .from(contestTexts)
      .where(
        and(
          inArray(contestTexts.language, [language, 'de']),
          kind ? eq(contestTexts.kind, kind) : undefined,
        ),
      ),
    orm
      .select({ kind: contestEntries.kind, entries: count() })
      .from(contestEntries)
      .where(publishedBy(now))
      .groupBy(contestEntries.kind),
  ]);
  const order: ContestKind[] = ['photo-contest', 'drawing-contest', 'moment-contest'];
  return rows
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .flatMap((contest) => {
      const text =
        texts.find((each) => each.kind === contest.kind && each.language === language) ??
        texts.find((each) => each.kind === contest.kind && each.language === 'de');
      if (!text) return [];
      const entries = counts.find((each) => each.kind === contest.kind)?.entries ?? 0;
      return [{ contest, text, entryCount: entries }];
    });
}

export interface PublishedEntry {
  entry: ContestEntryRow;
  votes: number;
}

/** A contest's public entries, newest first, with their votes. */
export async function loadPublishedEntries(
  orm: Orm,
  kind: ContestKind,
  now: Date,
): Promise<PublishedEntry[]> {
  const votes = orm
    .select({ entryId: contestVotes.entryId, votes: count().as('votes') })
    .from(contestVotes)
    .groupBy(contestVotes.entryId)
    .as('counted');
  const rows = await orm
    .select({ entry: contestEntries, votes: sql<number>`coalesce(${votes.votes}, 0)::int` })
    .from(contestEntries)
    .leftJoin(votes, eq(votes.entryId, contestEntries.id))
    .where(and(eq(contestEntries.kind, kind), publishedBy(now)))
    .orderBy(desc(contestEntries.publishedAt), asc(contestEntries.id))
    .limit(200);
  return rows;
}

/** Stores an uploaded picture's files; its id, for the entry to name. */
export async function savePicture(
  orm: Orm,
  kind: ContestKind,
  files: PictureFile<string>[],
): Promise<string> {
  const uploadId = randomBytes(16).toString('base64url');
  await orm.transaction(async (tx) => {
    await tx.insert(contestPictures).values({ uploadId, kind });
    await tx.insert(contestPictureFiles).values(
      files.map(({ rendition, contentType, width, height, bytes }) => ({
        uploadId,
        rendition,
        contentType,
        width,
        height,
        bytes,
      })),
    );
  });
  return uploadId;
}

export type NewEntry = {
  [Kind in ContestKind]: { kind: Kind; fields: ValidContestEntries[Kind] };
}[ContestKind];

/**
 * Stores an entry, pending; null when its picture was not uploaded for this contest or another
 * entry names it already.
 */
export async function saveEntry(
  orm: Orm,
  entry: NewEntry,
  { locale, userId, now }: { locale: string; userId: string | null; now: Date },
): Promise<ContestEntryRow | null> {
  const { fields } = entry;
  const pictureId = fields.pictureId;
  const common = {
    kind: entry.kind,
    pictureId,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    locale,
    userId,
    privacyConsentAt: now,
    createdAt: now,
  };
  const values =
    entry.kind === 'photo-contest'
      ? { ...common, title: entry.fields.title }
      : entry.kind === 'moment-contest'
        ? { ...common, title: entry.fields.description, videoUrl: entry.fields.videoUrl }
        : {
            ...common,
            drawerFirstName: entry.fields.drawerFirstName,
            ageBand: entry.fields.ageBand,
            street: entry.fields.street,
            zip: entry.fields.zip,
            city: entry.fields.city,
            termsAcceptedAt: now,
          };
  return orm.transaction(async (tx) => {
    if (pictureId !== null) {
      const [picture] = await tx
        .select({ takenBy: contestEntries.id })
        .from(contestPictures)
        .leftJoin(contestEntries, eq(contestEntries.pictureId, contestPictures.uploadId))
        .where(and(eq(contestPictures.uploadId, pictureId), eq(contestPictures.kind, entry.kind)));
      if (!picture || picture.takenBy) return null;
    }
    // A parallel entry naming the same picture meets the unique index: nothing is stored.
    const [row] = await tx.insert(contestEntries).values(values).onConflictDoNothing().returning();
    return row ?? null;
  });
}

/** A published entry of a contest that may be voted on at `now`. */
export async function findPublishedEntry(
  orm: Orm,
  kind: ContestKind,
  id: string,
  now: Date,
): Promise<ContestEntryRow | undefined> {
  const [row] = await orm
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.id, id), eq(contestEntries.kind, kind), publishedBy(now)));
  return row;
}

/** The key of the visitors' hashes, shared by every instance (made where it is missing). */
export async function voteKey(orm: Orm): Promise<Buffer> {
  await orm
    .insert(contestVoteKey)
    .values({ id: 1, key: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await orm.select({ key: contestVoteKey.key }).from(contestVoteKey);
  return row!.key;
}

export type Voter = { userId: string } | { visitorHash: Buffer };

/**
 * Counts one vote of the voter for the entry unless they voted for it already (the unique
 * indexes decide, also between parallel requests); the entry's votes after it.
 */
export async function castVote(
  orm: Orm,
  entryId: string,
  voter: Voter,
): Promise<{ counted: boolean; votes: number }> {
  const inserted =
    'userId' in voter
      ? await orm
          .insert(contestVotes)
          .values({ entryId, userId: voter.userId })
          .onConflictDoNothing({
            target: [contestVotes.entryId, contestVotes.userId],
            where: isNotNull(contestVotes.userId),
          })
          .returning({ id: contestVotes.id })
      : await orm
          .insert(contestVotes)
          .values({ entryId, visitorHash: voter.visitorHash })
          .onConflictDoNothing({
            target: [contestVotes.entryId, contestVotes.visitorHash],
            where: isNotNull(contestVotes.visitorHash),
          })
          .returning({ id: contestVotes.id });
  const [row] = await orm
    .select({ votes: count() })
    .from(contestVotes)
    .where(eq(contestVotes.entryId, entryId));
  return { counted: inserted.length > 0, votes: row?.votes ?? 0 };
}

/**
 * SPEC.md section 9: visitors' hashes (of address and browser) are kept 7 days. Older ones are
 * cleared; their votes stay counted. Pictures no entry names after a day go too.
 */
export async function forgetVisitors(
  orm: Orm,
  now: Date,
): Promise<{ hashes: number; pictures: number }> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const cleared = await orm
    .update(contestVotes)
    .set({ visitorHash: null })
    .where(and(isNotNull(contestVotes.visitorHash), lt(contestVotes.createdAt, weekAgo)))
    .returning({ id: contestVotes.id });
  const removed = await orm
    .delete(contestPictures)
    .where(
      and(
        lt(contestPictures.createdAt, dayAgo),
        sql`NOT EXISTS (SELECT 1 FROM contest_entries e WHERE e.picture_id = ${contestPictures.uploadId})`,
      ),
    )
    .returning({ uploadId: contestPictures.uploadId });
  return { hashes: cleared.length, pictures: removed.length };
}

/** A file of an entry's picture, with the entry (to judge who may see it). */
export async function loadEntryPictureFile(orm: Orm, entryId: string, rendition: string) {
  const [found] = await orm
    .select({
      contentType: contestPictureFiles.contentType,
      bytes: contestPictureFiles.bytes,
      entry: {
        userId: contestEntries.userId,
        state: contestEntries.state,
        publishedAt: contestEntries.publishedAt,
      },
    })
    .from(contestEntries)
    .innerJoin(contestPictureFiles, eq(contestPictureFiles.uploadId, contestEntries.pictureId))
    .where(and(eq(contestEntries.id, entryId), eq(contestPictureFiles.rendition, rendition)));
  return found;
}

/** The entries waiting for review, oldest first. */
export function pendingEntries(orm: Orm): Promise<ContestEntryRow[]> {
  return orm
    .select()
    .from(contestEntries)
    .where(eq(contestEntries.state, 'pending'))
    .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id));
}

/** A user's entries in every state, newest first. */
export function entriesOf(orm: Orm, userId: string): Promise<ContestEntryRow[]> {
  return orm
    .select()
    .from(contestEntries)
    .where(eq(contestEntries.userId, userId))
    .orderBy(desc(contestEntries.createdAt), asc(contestEntries.id));
}

/** Decides a pending entry of the contest; null when there is none with that id. */
export async function decideEntry(
  orm: Orm,
  kind: ContestKind,
  id: string,
  decision: {
    state: Exclude<ReviewState, 'pending'>;
    reason: string | null;
    publishedAt: Date | null;
    staffUserId: string;
    now: Date;
  },
): Promise<ContestEntryRow | null> {
  const [row] = await orm
    .update(contestEntries)
    .set({
      state: decision.state,
      reason: decision.reason,
      publishedAt: decision.publishedAt,
      reviewedAt: decision.now,
      reviewedBy: decision.staffUserId,
    })
    .where(
      and(
        eq(contestEntries.id, id),
        eq(contestEntries.kind, kind),
        eq(contestEntries.state, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}
