import type { ContestKind, DrawerAgeBand, ReviewState } from '@lindner/api/schema';
import {
  bigint,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';

// As migrations/0032_contests.sql creates them; the SQL files are the source of truth.

/** Binary data; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type TextLanguage = 'de' | 'en' | 'fr';

export const contests = pgTable('contests', {
  kind: text('kind').$type<ContestKind>().primaryKey(),
  submissionDeadline: timestamp('submission_deadline', { withTimezone: true }).notNull(),
  prizeDrawOn: date('prize_draw_on'),
});
export type ContestRow = typeof contests.$inferSelect;

export const contestTexts = pgTable(
  'contest_texts',
  {
    kind: text('kind')
      .$type<ContestKind>()
      .notNull()
      .references(() => contests.kind, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    prize: text('prize').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);
export type ContestTextRow = typeof contestTexts.$inferSelect;

export const contestPictures = pgTable('contest_pictures', {
  uploadId: text('upload_id').primaryKey(),
  kind: text('kind')
    .$type<ContestKind>()
    .notNull()
    .references(() => contests.kind, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contestPictureFiles = pgTable(
  'contest_picture_files',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => contestPictures.uploadId, { onDelete: 'cascade' }),
    rendition: text('rendition').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rendition] })],
);

export const contestEntries = pgTable('contest_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind')
    .$type<ContestKind>()
    .notNull()
    .references(() => contests.kind, { onDelete: 'cascade' }),
  title: text('title'),
  pictureId: text('picture_id').references(() => contestPictures.uploadId, {
    onDelete: 'set null',
  }),
  videoUrl: text('video_url'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  drawerFirstName: text('drawer_first_name'),
  ageBand: text('age_band').$type<DrawerAgeBand>(),
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
  state: text('state').$type<ReviewState>().notNull().default('pending'),
  reason: text('reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContestEntryRow = typeof contestEntries.$inferSelect;

export const contestVotes = pgTable('contest_votes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => contestEntries.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  visitorHash: bytea('visitor_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contestVoteKey = pgTable('contest_vote_key', {
  id: integer('id').primaryKey(),
  key: bytea('key').notNull(),
});
