import type { AdCondition, AdKind, AdStatus } from '@lindner/api/schema';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';
import { vehicleModels } from '../../plugins/vehicleModels';
import { users } from '../../plugins/users';

// As migrations/0013_classified_ads.sql creates them; the SQL files are the source of truth.

export const classifiedAds = pgTable('classified_ads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<AdKind>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents'),
  condition: text('condition').$type<AdCondition>().notNull(),
  yearOfConstruction: integer('year_of_construction'),
  modelId: text('model_id').references(() => vehicleModels.id, { onDelete: 'set null' }),
  status: text('status').$type<AdStatus>().notNull().default('active'),
  hiddenReason: text('hidden_reason'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  locale: text('locale').notNull().default('de'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ClassifiedAdRow = typeof classifiedAds.$inferSelect;

export const classifiedAdImages = pgTable('classified_ad_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  adId: uuid('ad_id')
    .notNull()
    .references(() => classifiedAds.id, { onDelete: 'cascade' }),
  /** An upload's id (its files in classifiedAdImageFiles), or null for a shipped picture. */
  uploadId: text('upload_id').unique(),
  /** A shipped machine picture's name (seed/machine-photos), or null for an upload. */
  photo: text('photo'),
  alt: text('alt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ClassifiedAdImageRow = typeof classifiedAdImages.$inferSelect;

export const classifiedAdImageFiles = pgTable(
  'classified_ad_image_files',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => classifiedAdImages.uploadId, { onDelete: 'cascade' }),
    rendition: text('rendition', { enum: ['xs', 'md', 'xs@2x', 'md@2x'] }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rendition] })],
);

export const classifiedAdAttachments = pgTable('classified_ad_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  adId: uuid('ad_id')
    .notNull()
    .references(() => classifiedAds.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classifiedAdReplies = pgTable('classified_ad_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  adId: uuid('ad_id')
    .notNull()
    .references(() => classifiedAds.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  locale: text('locale').notNull().default('de'),
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ClassifiedAdReplyRow = typeof classifiedAdReplies.$inferSelect;
