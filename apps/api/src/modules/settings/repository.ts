import { randomBytes } from 'node:crypto';
import {
  consentKinds,
  type ConsentDecision,
  type ConsentKind,
  type ContactChannel,
  type NewsletterConfirmationOutcome,
  type NewsletterTopic,
  type Settings,
} from '@lindner/api/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { tokenHash } from '../../mail/confirmationMails';
import { consentChanges, newsletterSubscriptions, userSettings } from './tables';

/** The settings of one user; `segmentReady` is whether the newsletter segment is set up. */
export async function loadSettings(
  orm: Orm,
  userId: string,
  segmentReady: boolean,
): Promise<Settings> {
  const [[stored], [subscription], changes] = await Promise.all([
    orm.select().from(userSettings).where(eq(userSettings.userId, userId)),
    orm.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)),
    orm
      .select()
      .from(consentChanges)
      .where(eq(consentChanges.userId, userId))
      .orderBy(desc(consentChanges.changedAt), desc(consentChanges.id)),
  ]);
  const consents = Object.fromEntries(
    consentKinds.map((kind) => {
      const latest = changes.find((change) => change.consent === kind);
      return [
        kind,
        latest
          ? { state: latest.state, changedAt: latest.changedAt.toISOString() }
          : { state: 'pending', changedAt: null },
      ];
    }),
  ) as Settings['consents'];
  return {
    interests: (stored?.interests ?? []) as NewsletterTopic[],
    contactChannel: stored?.contactChannel ?? null,
    newsletter: {
      status: subscription?.status ?? (segmentReady ? 'notSubscribed' : 'segmentNotSetUp'),
      email: subscription?.email ?? null,
      requestedAt: subscription?.requestedAt.toISOString() ?? null,
      confirmedAt: subscription?.confirmedAt?.toISOString() ?? null,
    },
    consents,
    consentHistory: changes.map((change) => ({
      consent: change.consent,
      state: change.state,
      changedAt: change.changedAt.toISOString(),
    })),
  };
}

export async function saveInterests(orm: Orm, userId: string, interests: NewsletterTopic[]) {
  await orm
    .insert(userSettings)
    .values({ userId, interests })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { interests, updatedAt: new Date() },
    });
}

export async function saveContactChannel(
  orm: Orm,
  userId: string,
  contactChannel: ContactChannel | null,
) {
  await orm
    .insert(userSettings)
    .values({ userId, contactChannel })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { contactChannel, updatedAt: new Date() },
    });
}

/**
 * Records each consent whose state changes; one that stays as it is adds nothing. The rows are
 * kept: the latest per consent is its state, all of them its history.
 */
export async function saveConsents(
  orm: Orm,
  userId: string,
  decisions: Partial<Record<ConsentKind, ConsentDecision>>,
) {
  await orm.transaction(async (tx) => {
    for (const kind of consentKinds) {
      const state = decisions[kind];
      if (!state) continue;
      const [latest] = await tx
        .select({ state: consentChanges.state })
        .from(consentChanges)
        .where(and(eq(consentChanges.userId, userId), eq(consentChanges.consent, kind)))
        .orderBy(desc(consentChanges.changedAt), desc(consentChanges.id))
        .limit(1);
      if (latest?.state === state) continue;
      await tx.insert(consentChanges).values({ userId, consent: kind, state });
    }
  });
}

// --- Newsletter ------------------------------------------------------------------------------
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
  const [subscription] = await orm
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId));
  return subscription?.status ?? null;
}

// --- Confirmation mails ----------------------------------------------------------------------
