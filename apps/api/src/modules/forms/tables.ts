import { formKinds, type FormKind, type ValidForms } from '@lindner/api/schema';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dealers } from '../../plugins/dealerDirectory';

// As migrations/0005_form_submissions.sql creates it and 0026_model_enquiries.sql and
// 0039_rmi_gvl_forms.sql extend it; the SQL files are the source of truth.

export const formSubmissions = pgTable('form_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: formKinds }).$type<FormKind>().notNull(),
  fields: jsonb('fields').$type<ValidForms[FormKind]>().notNull(),
  locale: text('locale').notNull(),
  /** The dealer a model enquiry went to; null for the other forms and where none was found. */
  dealerId: text('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
