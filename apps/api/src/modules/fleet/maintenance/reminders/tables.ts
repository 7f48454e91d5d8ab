import {
  date,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// As migrations/0046_maintenance_reminders.sql creates them; the SQL files are the source of truth.

/** Per user: the mail's language and whether the user unsubscribed. */
export const maintenanceReminderRecipients = pgTable('maintenance_reminder_recipients', {
  userId: uuid('user_id').primaryKey(),
  locale: text('locale').notNull(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reminder mail sent, with the hash of its unsubscribe token. */
export const maintenanceReminderMails = pgTable('maintenance_reminder_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** A plan item mailed, by vehicle and due occurrence. */
export const maintenanceRemindersSent = pgTable(
  'maintenance_reminders_sent',
  {
    vehicleId: uuid('vehicle_id').notNull(),
    itemKey: text('item_key').notNull(),
    occurrence: text('occurrence').notNull(),
    dueAtHours: doublePrecision('due_at_hours'),
    dueOn: date('due_on', { mode: 'string' }),
    mailId: uuid('mail_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.itemKey, table.occurrence] })],
);
