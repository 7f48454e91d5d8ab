import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';

// As migrations/0003_profile_settings.sql creates them; the SQL files are the source of truth.

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactChannel: text('contact_channel', { enum: ['email', 'phone', 'sms', 'messenger'] }),
  interests: text('interests').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'subscribed'] }).notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const consentChanges = pgTable('consent_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  consent: text('consent', {
    enum: ['terms', 'images', 'referenceCustomer', 'communication'],
  }).notNull(),
  state: text('state', { enum: ['accepted', 'declined'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
