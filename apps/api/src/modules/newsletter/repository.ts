import { randomBytes } from 'node:crypto';
import type { NewsletterConfirmationOutcome, NewsletterTopic } from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { tokenHash } from '../../mail/confirmationMails';
import { newsletterVisitors, type NewsletterVisitorRow } from '../../plugins/newsletterVisitors';

/**
 * How long a link works: to confirm from the mail's sending, and to choose interests from
 * confirming.
 */
export const linkValidityMs = 7 * 24 * 60 * 60 * 1000;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts (or restarts) the pending subscription of an address and returns the token of its
 * confirmation link: 256 random bits, of which only the hash is kept; a former link stops
 * working. A confirmed subscription stays as it is: null.
 */
export async function startVisitorSubscription(
  orm: Orm,
  { email, locale, now = new Date() }: { email: string; locale: string; now?: Date },
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    status: 'pending' as const,
    locale,
    tokenHash: tokenHash(token),
    tokenExpiresAt: new Date(now.getTime() + linkValidityMs),
    requestedAt: now,
    confirmedAt: null,
  };
  const started = await orm
    .insert(newsletterVisitors)
    .values({ email: email.toLowerCase(), ...values })
    .onConflictDoUpdate({
      target: newsletterVisitors.email,
      set: values,
      setWhere: eq(newsletterVisitors.status, 'pending'),
    })
    .returning({ email: newsletterVisitors.email });
  return started.length > 0 ? token : null;
}

async function subscriptionOfToken(orm: Orm, token: string): Promise<NewsletterVisitorRow | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await orm
    .select()
    .from(newsletterVisitors)
    .where(eq(newsletterVisitors.tokenHash, tokenHash(token)));
  return row ?? null;
}

/**
 * Follows a confirmation link: confirms once, and from then on the link lets the visitor choose
 * the interests until it expires, 7 days after confirming.
 */
export async function confirmVisitorSubscription(
  orm: Orm,
  token: string,
  now = new Date(),
): Promise<{ outcome: NewsletterConfirmationOutcome; locale: string | null }> {
  const row = await subscriptionOfToken(orm, token);
  if (!row) return { outcome: 'invalid', locale: null };
  const { locale } = row;
  if (row.tokenExpiresAt <= now) return { outcome: 'expired', locale };
  if (row.status === 'subscribed') return { outcome: 'alreadyConfirmed', locale };
  await orm
    .update(newsletterVisitors)
    .set({
      status: 'subscribed',
      confirmedAt: now,
      tokenExpiresAt: new Date(now.getTime() + linkValidityMs),
    })
    .where(and(eq(newsletterVisitors.email, row.email), eq(newsletterVisitors.status, 'pending')));
  return { outcome: 'confirmed', locale };
}

export type InterestsChange =
  | { outcome: 'saved'; interests: NewsletterTopic[] }
  | { outcome: 'invalid' | 'expired' | 'notSubscribed' };

/** Sets the interests of the subscription whose link carries the token, and only of it. */
export async function saveVisitorInterests(
  orm: Orm,
  token: string,
  interests: NewsletterTopic[],
  now = new Date(),
): Promise<InterestsChange> {
  const row = await subscriptionOfToken(orm, token);
  if (!row) return { outcome: 'invalid' };
  if (row.status !== 'subscribed') return { outcome: 'notSubscribed' };
  if (row.tokenExpiresAt <= now) return { outcome: 'expired' };
  await orm
    .update(newsletterVisitors)
    .set({ interests })
    .where(eq(newsletterVisitors.email, row.email));
  return { outcome: 'saved', interests };
}

/** The interests of the confirmed subscription whose link carries the token. */
export async function loadVisitorInterests(
  orm: Orm,
  token: string,
  now = new Date(),
): Promise<InterestsChange> {
  const row = await subscriptionOfToken(orm, token);
  if (!row) return { outcome: 'invalid' };
  if (row.status !== 'subscribed') return { outcome: 'notSubscribed' };
  if (row.tokenExpiresAt <= now) return { outcome: 'expired' };
  return { outcome: 'saved', interests: row.interests as NewsletterTopic[] };
}
