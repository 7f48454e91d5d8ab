import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/user/tables';

// As migrations/0003_profile_settings.sql creates them; the SQL files are the source of truth.

export const mailbox = pgTable('mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MailboxRow = typeof mailbox.$inferSelect;
