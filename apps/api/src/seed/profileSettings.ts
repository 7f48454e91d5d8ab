import { eq } from 'drizzle-orm';
import type { Database } from '../database/connection';
import { consentChanges, newsletterSubscriptions, userSettings } from '../modules/settings/tables';

type Writer = Pick<Database['orm'], 'insert' | 'select'>;

const farmer = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01';
const day = 24 * 60 * 60 * 1000;

/**
 * Settings of the demo users: `farmer` reads the newsletter (confirmed) on tractors and
 * telematics, prefers e-mail, accepted the terms and declined the use of his pictures;
 * `newcomer` and `staff` have set nothing yet (not subscribed, every consent pending).
 * Running it again adds nothing and keeps what the user changed.
 */
export async function seedProfileSettings(orm: Writer, today = new Date()): Promise<void> {
  await orm
    .insert(userSettings)
    .values({ userId: farmer, contactChannel: 'email', interests: ['tractors', 'telematics'] })
    .onConflictDoNothing();
  const confirmedAt = new Date(today.getTime() - 90 * day);
  await orm
    .insert(newsletterSubscriptions)
    .values({
      userId: farmer,
      status: 'subscribed',
      email: 'josef.brunner@example.com',
      locale: 'de-at',
      requestedAt: new Date(confirmedAt.getTime() - 60_000),
      confirmedAt,
    })
    .onConflictDoNothing();
  const [anyConsent] = await orm
    .select({ id: consentChanges.id })
    .from(consentChanges)
    .where(eq(consentChanges.userId, farmer))
    .limit(1);
  if (anyConsent) return;
  await orm.insert(consentChanges).values([
    {
      userId: farmer,
      consent: 'terms',
      state: 'accepted',
      changedAt: new Date(today.getTime() - 400 * day),
    },
    {
      userId: farmer,
      consent: 'images',
      state: 'accepted',
      changedAt: new Date(today.getTime() - 400 * day),
    },
    {
      userId: farmer,
      consent: 'images',
      state: 'declined',
      changedAt: new Date(today.getTime() - 30 * day),
    },
  ]);
}
