import type { GuestbookEntryKind, ReviewState } from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n/core';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';
import { users } from '../../plugins/users';

// As migrations/0030_guestbook.sql creates it; the SQL file is the source of truth.

/** The kinds of file an entry keeps: a picture re-encoded as WebP, or a PDF as uploaded. */
export type GuestbookFileType = 'image/webp' | 'application/pdf';

export const guestbookEntries = pgTable('guestbook_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<GuestbookEntryKind>().notNull(),
  writerName: text('writer_name').notNull(),
  writerEmail: text('writer_email').notNull(),
  text: text('text').notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type').$type<GuestbookFileType>(),
  attachmentBytes: bytea('attachment_bytes'),
  attachmentWidth: integer('attachment_width'),
  attachmentHeight: integer('attachment_height'),
  state: text('state').$type<ReviewState>().notNull().default('pending'),
  reason: text('reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GuestbookEntryRow = typeof guestbookEntries.$inferSelect;
export type NewGuestbookEntry = typeof guestbookEntries.$inferInsert;
