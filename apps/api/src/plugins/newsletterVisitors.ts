import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Orm } from '../database/connection';

// The public newsletter sign-up's subscriptions (modules/newsletter), shared with the personal
// area's newsletter settings (modules/settings): a visitor who confirmed an address keeps the
// subscription once signed in with it. As migrations/0038_newsletter_visitors.sql creates it.

export const newsletterVisitors = pgTable('newsletter_visitors', {
  /** Lower case. */
  email: text('email').primaryKey(),
  status: text('status', { enum: ['pending', 'subscribed'] }).notNull(),
  locale: text('locale').notNull(),
  interests: text('interests').array().notNull().default([]),
  tokenHash: text('token_hash').notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
export type NewsletterVisitorRow = typeof newsletterVisitors.$inferSelect;

/**
 * Makes a visitor's confirmed subscription of the user's confirmed address the user's own: it
 * becomes the user's subscription (replacing a pending one) and brings its interests where the
 * user has chosen none. One statement, so that two calls at once adopt it once. An address the
 * user has not confirmed adopts nothing: whoever merely types it in gets no one's subscription.
 */
export async function adoptVisitorSubscription(orm: Orm, userId: string): Promise<void> {
  await orm.execute(sql`
    WITH visitor AS (
      DELETE FROM newsletter_visitors v
      USING users u
      WHERE u.id = ${userId}::uuid
        AND u.email_verified_at IS NOT NULL
        AND v.email = lower(u.email)
        AND v.status = 'subscribed'
      RETURNING v.locale, v.interests, v.requested_at, v.confirmed_at, u.email AS user_email
    ), subscription AS (
      INSERT INTO newsletter_subscriptions
        (user_id, status, email, locale, token_hash, token_expires_at, requested_at, confirmed_at)
      SELECT ${userId}::uuid, 'subscribed', user_email, locale, NULL, NULL, requested_at, confirmed_at
      FROM visitor
      ON CONFLICT (user_id) DO UPDATE SET
        status = 'subscribed', email = EXCLUDED.email, locale = EXCLUDED.locale,
        token_hash = NULL, token_expires_at = NULL,
        requested_at = EXCLUDED.requested_at, confirmed_at = EXCLUDED.confirmed_at
      WHERE newsletter_subscriptions.status <> 'subscribed'
    )
    INSERT INTO user_settings (user_id, interests)
    SELECT ${userId}::uuid, interests FROM visitor WHERE cardinality(interests) > 0
    ON CONFLICT (user_id) DO UPDATE SET interests = EXCLUDED.interests, updated_at = now()
    WHERE cardinality(user_settings.interests) = 0
  `);
}

/** Whether the address has a confirmed subscription, a visitor's or a user's. */
export async function isSubscribed(orm: Orm, email: string): Promise<boolean> {
  const result = await orm.execute(sql`
    SELECT 1 FROM newsletter_visitors WHERE email = lower(${email}) AND status = 'subscribed'
    UNION ALL
    SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = lower(${email}) AND status = 'subscribed'
    LIMIT 1
  `);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
