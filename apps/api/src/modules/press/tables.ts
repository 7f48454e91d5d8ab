import type { NewsBlock, PressPhotoCategory, PressPhotoSize } from '@lindner/api/schema';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';

// As migrations/0029_press.sql creates them; the SQL files are the source of truth.

/** The languages a release's or photo's texts are written in. */
export type TextLanguage = 'de' | 'en' | 'fr';

export const pressReleases = pgTable('press_releases', {
  slug: text('slug').primaryKey(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
});
export type PressReleaseRow = typeof pressReleases.$inferSelect;

export const pressReleaseTexts = pgTable(
  'press_release_texts',
  {
    releaseSlug: text('release_slug')
      .notNull()
      .references(() => pressReleases.slug, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    body: jsonb('body').$type<NewsBlock[]>().notNull(),
    contactRole: text('contact_role').notNull(),
    /** The downloads' titles in their position order. */
    downloadTitles: text('download_titles').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.releaseSlug, table.language] })],
);
export type PressReleaseTextRow = typeof pressReleaseTexts.$inferSelect;

export const pressReleaseDownloads = pgTable(
  'press_release_downloads',
  {
    releaseSlug: text('release_slug')
      .notNull()
      .references(() => pressReleases.slug, { onDelete: 'cascade' }),
    /** Its name in seed/press-kits/, its address's last segment and its download name. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseSlug, table.fileName] })],
);
export type PressReleaseDownloadRow = typeof pressReleaseDownloads.$inferSelect;

export const pressPhotos = pgTable('press_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  category: text('category').$type<PressPhotoCategory>().notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  uploadedBy: uuid('uploaded_by'),
});
export type PressPhotoRow = typeof pressPhotos.$inferSelect;

export const pressPhotoTexts = pgTable(
  'press_photo_texts',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => pressPhotos.id, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    caption: text('caption').notNull(),
    credit: text('credit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.language] })],
);
export type PressPhotoTextRow = typeof pressPhotoTexts.$inferSelect;

export const pressPhotoFiles = pgTable(
  'press_photo_files',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => pressPhotos.id, { onDelete: 'cascade' }),
    size: text('size').$type<PressPhotoSize>().notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** A file of seed/press-photos/; null for an upload, whose `bytes` are here. */
    shippedFile: text('shipped_file'),
    bytes: bytea('bytes'),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.size] })],
);
export type PressPhotoFileRow = typeof pressPhotoFiles.$inferSelect;
