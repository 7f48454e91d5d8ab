import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../plugins/users';

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

/** What a confirmation mail confirms: a changed profile address, or a newsletter subscription. */
export const confirmationMailKinds = ['email', 'newsletter'] as const;
export type ConfirmationMailKind = (typeof confirmationMailKinds)[number];

/** The last confirmation mail of each kind sent to each address (migrations/0004_email_confirmation.sql). */
export const confirmationMailSends = pgTable(
  'confirmation_mail_sends',
  {
    kind: text('kind', { enum: confirmationMailKinds }).notNull(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.email] })],
);
