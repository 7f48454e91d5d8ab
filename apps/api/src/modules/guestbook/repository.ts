import type { EditorialDecision } from '../../plugins/editorialSources';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { guestbookEntries, type GuestbookEntryRow, type NewGuestbookEntry } from './tables';

// All SQL of the guestbook. The file's bytes are read only where the file is sent.

/** An entry without its file's bytes: what lists and the review need. */
export type GuestbookEntryFacts = Omit<GuestbookEntryRow, 'attachmentBytes'>;

/** The columns without the file's bytes. */
function withoutBytes<Columns extends { attachmentBytes: unknown }>(
  columns: Columns,
): Omit<Columns, 'attachmentBytes'> {
  const facts: Partial<Columns> = { ...columns };
  delete facts.attachmentBytes;
  return facts as Omit<Columns, 'attachmentBytes'>;
}

const factColumns = withoutBytes(getTableColumns(guestbookEntries));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id from an address can name an entry at all (else it is unknown, not an error). */
export const isEntryId = (id: string) => uuidPattern.test(id);

export async function addEntry(orm: Orm, entry: NewGuestbookEntry): Promise<GuestbookEntryFacts> {
  const [row] = await orm.insert(guestbookEntries).values(entry).returning(factColumns);
  return row!;
}

/** One page of the approved entries, newest first, and how many there are. */
export async function loadPublicPage(
  orm: Orm,
  page: number,
  pageSize: number,
): Promise<{ entries: GuestbookEntryFacts[]; total: number }> {
  const approved = eq(guestbookEntries.state, 'approved');
  const [entries, [totals]] = await Promise.all([
    orm
      .select(factColumns)
      .from(guestbookEntries)
      .where(approved)
      .orderBy(desc(guestbookEntries.publishedAt), desc(guestbookEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm.select({ total: count() }).from(guestbookEntries).where(approved),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

export async function findEntry(orm: Orm, id: string): Promise<GuestbookEntryFacts | null> {
  if (!isEntryId(id)) return null;
  const [row] = await orm
    .select(factColumns)
    .from(guestbookEntries)
    .where(eq(guestbookEntries.id, id));
  return row ?? null;
}

/** An entry's file with what decides who may have it. */
export async function loadAttachment(orm: Orm, id: string) {
  if (!isEntryId(id)) return null;
  const [row] = await orm
    .select({
      state: guestbookEntries.state,
      userId: guestbookEntries.userId,
      name: guestbookEntries.attachmentName,
      type: guestbookEntries.attachmentType,
      bytes: guestbookEntries.attachmentBytes,
    })
    .from(guestbookEntries)
    .where(eq(guestbookEntries.id, id));
  return row ?? null;
}

/** Every entry waiting for review, oldest first. */
export function loadPending(orm: Orm): Promise<GuestbookEntryFacts[]> {
  return orm
    .select(factColumns)
    .from(guestbookEntries)
    .where(eq(guestbookEntries.state, 'pending'))
    .orderBy(asc(guestbookEntries.createdAt), asc(guestbookEntries.id));
}

/** The approved entries without Lindner's answer, oldest first: staff answer them after approving. */
export function loadUnanswered(orm: Orm): Promise<GuestbookEntryFacts[]> {
  return orm
    .select(factColumns)
    .from(guestbookEntries)
    .where(and(eq(guestbookEntries.state, 'approved'), isNull(guestbookEntries.reply)))
    .orderBy(asc(guestbookEntries.createdAt), asc(guestbookEntries.id));
}

/** A signed-in writer's entries in every state, newest first. */
export function loadWrittenBy(orm: Orm, userId: string): Promise<GuestbookEntryFacts[]> {
  return orm
    .select(factColumns)
    .from(guestbookEntries)
    .where(eq(guestbookEntries.userId, userId))
    .orderBy(desc(guestbookEntries.createdAt), desc(guestbookEntries.id));
}

/** Approves or rejects a pending entry; null when there is no pending entry with that id. */
export async function decideEntry(
  orm: Orm,
  id: string,
  decision: EditorialDecision,
): Promise<GuestbookEntryFacts | null> {
  if (!isEntryId(id)) return null;
  const [row] = await orm
    .update(guestbookEntries)
    .set({
      state: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : decision.reason,
      publishedAt: decision.approve ? decision.now : null,
      reviewedAt: decision.now,
      reviewedBy: decision.staffUserId,
    })
    .where(and(eq(guestbookEntries.id, id), eq(guestbookEntries.state, 'pending')))
    .returning(factColumns);
  return row ?? null;
}

/** Stores Lindner's answer to an entry that is not rejected; null when there is none. */
export async function saveReply(
  orm: Orm,
  id: string,
  reply: { text: string; staffUserId: string; now: Date },
): Promise<GuestbookEntryFacts | null> {
  if (!isEntryId(id)) return null;
  const [row] = await orm
    .update(guestbookEntries)
    .set({ reply: reply.text, repliedAt: reply.now, repliedBy: reply.staffUserId })
    .where(and(eq(guestbookEntries.id, id), sql`${guestbookEntries.state} <> 'rejected'`))
    .returning(factColumns);
  return row ?? null;
}
