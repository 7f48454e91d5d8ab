import type { FormKind, ValidForms } from '@lindner/api/schema';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// As migrations/0005_form_submissions.sql creates it; the SQL files are the source of truth.

export const formSubmissions = pgTable('form_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['contact', 'financing-enquiry'] })
    .$type<FormKind>()
    .notNull(),
  fields: jsonb('fields').$type<ValidForms[FormKind]>().notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
