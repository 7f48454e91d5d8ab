import { randomBytes } from 'node:crypto';
import type { NewsletterConfirmationOutcome } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { adoptVisitorSubscription } from '../../plugins/newsletterVisitors';
import { tokenHash } from '../../mail/confirmationMails';
import { newsletterSubscriptions } from './tables';

// The newsletter subscription of a user's address: pending until the link of its confirmation
// mail is followed (SPEC.md section 4).

/** How long the link of a confirmation e-mail works. */
export const confirmationValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Starts (or restarts) a pending subscription for the address and returns the token for the
 * confirmation link: 256 random bits. A former link of the user stops working.
 */
export async function startSubscription(
  orm: Orm,
  {
    userId,
    email,
    locale,
    now = new Date(),
  }: {
    userId: string;
    email: string;
    locale: string;
    now?: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    status: 'pending' as const,
    email,
    locale,
    tokenHash: tokenHash(token),
    tokenExpiresAt: new Date(now.getTime() + confirmationValidityMs),
    requestedAt: now,
    confirmedAt: null,
  };
  await orm
    .insert(newsletterSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: newsletterSubscriptions.userId, set: values });
  return token;
}

export async function endSubscription(orm: Orm, userId: string): Promise<boolean> {
  const removed = await orm
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
    .returning({ userId: newsletterSubscriptions.userId });
  return removed.length > 0;
}

/**
 * Follows a confirmation link. The token works once: afterwards it only tells that the
 * subscription is confirmed already.
 */
export async function confirmSubscription(
  orm: Orm,
  token: string,
  now = new Date(),
): Promise<{ outcome: NewsletterConfirmationOutcome; locale: string | null }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { outcome: 'invalid', locale: null };
  const [subscription] = await orm
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash(token)));
  if (!subscription) return { outcome: 'invalid', locale: null };
  const { locale } = subscription;
  if (subscription.status === 'subscribed') return { outcome: 'alreadyConfirmed', locale };
  if (!subscription.tokenExpiresAt || subscription.tokenExpiresAt <= now) {
    return { outcome: 'expired', locale };
  }
  await orm
    .update(newsletterSubscriptions)
    .set({ status: 'subscribed', confirmedAt: now, tokenExpiresAt: null })
    .where(eq(newsletterSubscriptions.userId, subscription.userId));
  return { outcome: 'confirmed', locale };
}

/** The state of the user's subscription: null without one. */
export async function subscriptionStatus(
  orm: Orm,
  userId: string,
): Promise<'pending' | 'subscribed' | null> {
  await adoptVisitorSubscription(orm, userId);
  const [subscription] = await orm
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId));
  return subscription?.status ?? null;
}
