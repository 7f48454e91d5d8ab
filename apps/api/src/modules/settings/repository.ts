import {
  consentKinds,
  type ConsentDecision,
  type ConsentKind,
  type ContactChannel,
  type NewsletterTopic,
  type Settings,
} from '@lindner/api/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { adoptVisitorSubscription } from '../../plugins/newsletterVisitors';
import { consentChanges, newsletterSubscriptions, userSettings } from './tables';

/** The settings of one user; `segmentReady` is whether the newsletter segment is set up. */
export async function loadSettings(
  orm: Orm,
  userId: string,
  segmentReady: boolean,
): Promise<Settings> {
  // A subscription confirmed on the public sign-up with the user's address is the user's.
  await adoptVisitorSubscription(orm, userId);
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
