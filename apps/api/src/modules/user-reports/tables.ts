import type { ReviewState } from '@lindner/api/schema';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';
import { vehicleModels } from '../../plugins/vehicleModels';

// As migrations/0031_user_reports.sql creates them; the SQL files are the source of truth.

/** A user report with its review state; public only while `state` is approved. */
export const userReports = pgTable('user_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  modelId: text('model_id')
    .notNull()
    .references(() => vehicleModels.id),
  title: text('title').notNull(),
  text: text('text').notNull(),
  firstName: text('first_name').notNull(),
  region: text('region').notNull(),
  /** For the decision mail only; never in a public answer. */
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  userId: uuid('user_id'),
  state: text('state').$type<ReviewState>().notNull().default('pending'),
  reason: text('reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserReportRow = typeof userReports.$inferSelect;

/** A report's picture (WebP, re-encoded), or an upload not yet sent with a report. */
export const userReportPictures = pgTable('user_report_pictures', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploadId: text('upload_id').notNull().unique(),
  reportId: uuid('report_id').references(() => userReports.id, { onDelete: 'cascade' }),
  position: integer('position'),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
