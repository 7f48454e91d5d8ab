import type { AccountDeletionSummary } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { UserRow } from '../../plugins/users';

/** How many years an order is kept after the end of its year: tax records (SPEC.md section 9). */
export const orderRetentionYears = 10;

/**
 * What deleting the account removes, counted, and what it keeps: the orders (with the invoice
 * address they name) for ten years after the end of the latest order's year.
 */
export async function deletionSummary(
  database: Database,
  user: UserRow,
): Promise<AccountDeletionSummary> {
  const [counts] = await database.transaction((session) =>
    session.rows<Record<string, number | string | null>>(
      `SELECT
        (SELECT count(*) FROM farms WHERE user_id = $1) AS farm,
        (SELECT count(*) FROM vehicles WHERE user_id = $1) AS vehicles,
        (SELECT count(*) FROM diary_entries WHERE user_id = $1) AS diary_entries,
        (SELECT count(*) FROM contract_items WHERE user_id = $1) AS contracts,
        (SELECT count(*) FROM classified_ads WHERE user_id = $1) AS classified_ads,
        (SELECT count(*) FROM classified_ad_replies WHERE user_id = $1) AS ad_replies,
        (SELECT count(*) FROM event_registrations WHERE user_id = $1) AS event_registrations,
        (SELECT count(*) FROM guestbook_entries WHERE user_id = $1)
          + (SELECT count(*) FROM user_reports WHERE user_id = $1)
          + (SELECT count(*) FROM contest_entries WHERE user_id = $1) AS posts,
        (SELECT count(*) FROM machine_bookmarks WHERE user_id = $1)
          + (SELECT count(*) FROM saved_machine_searches WHERE user_id = $1) AS saved_machines,
        (SELECT count(*) FROM consent_changes WHERE user_id = $1) AS consents,
        (SELECT count(*) FROM newsletter_subscriptions WHERE user_id = $1) AS newsletter,
        (SELECT count(*) FROM orders WHERE user_id = $1) AS orders,
        (SELECT max(extract(year FROM created_at AT TIME ZONE 'UTC'))::int FROM orders
          WHERE user_id = $1) AS last_order_year`,
      [user.id],
    ),
  );
  const count = (name: string) => Number(counts?.[name] ?? 0);
  const lastOrderYear = counts?.last_order_year == null ? null : Number(counts.last_order_year);
  return {
    deleted: [
      { item: 'profile', count: 1 },
      { item: 'farm', count: count('farm') },
      { item: 'vehicles', count: count('vehicles') },
      { item: 'diaryEntries', count: count('diary_entries') },
      { item: 'contracts', count: count('contracts') },
      { item: 'classifiedAds', count: count('classified_ads') },
      { item: 'adReplies', count: count('ad_replies') },
      { item: 'eventRegistrations', count: count('event_registrations') },
      { item: 'posts', count: count('posts') },
      { item: 'savedMachines', count: count('saved_machines') },
      { item: 'consents', count: count('consents') },
      { item: 'newsletter', count: count('newsletter') },
    ],
    kept: {
      orders: count('orders'),
      until: lastOrderYear === null ? null : `${lastOrderYear + orderRetentionYears}-12-31`,
    },
  };
}

/**
 * Deletes the account and everything of it but the orders, in one transaction. The user's own
 * public posts (guestbook entries, user reports, contest entries with their pictures and the
 * votes they got) are deleted, not anonymised: they carry the writer's name and words. What the
 * user did in others' posts stays without the account: votes cast count on. Orders and their
 * status history are kept as tax records: they name the invoice address and no longer point at
 * the account or its vehicles (migrations/0043). The users row is also the development sign-on
 * provider's account: with it the user can no longer sign in.
 */
export async function deleteAccount(database: Database, user: UserRow): Promise<void> {
  const address = user.email?.toLowerCase();
  await database.transaction(async (session) => {
    const byUser = (query: string) => session.rows(query, [user.id]);
    await byUser('DELETE FROM guestbook_entries WHERE user_id = $1');
    await byUser('DELETE FROM user_reports WHERE user_id = $1');
    await byUser(
      `DELETE FROM contest_pictures WHERE upload_id IN
        (SELECT picture_id FROM contest_entries WHERE user_id = $1)`,
    );
    await byUser('DELETE FROM contest_entries WHERE user_id = $1');
    if (address) {
      // Kept by address, not by account: the newsletter of visitors and the machine inquiries.
      await session.rows('DELETE FROM newsletter_visitors WHERE email = $1', [address]);
      await session.rows('DELETE FROM confirmation_mail_sends WHERE lower(email) = $1', [address]);
      await session.rows('DELETE FROM machine_inquiries WHERE lower(email) = $1', [address]);
    }
    // Everything else of the account goes with its row (ON DELETE CASCADE, or SET NULL where
    // the row is someone else's: a staff member's reviews, a vote).
    await byUser('DELETE FROM users WHERE id = $1');
    await byUser('INSERT INTO deleted_accounts (id) VALUES ($1) ON CONFLICT DO NOTHING');
  });
}
