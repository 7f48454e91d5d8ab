import { createHash, randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '@lindner/i18n/core';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../../../database/connection';
import { maintenanceReminderMails, maintenanceReminderRecipients } from './tables';

/** A new unsubscribe token: 32 random bytes as base64url. */
export function newReminderToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function reminderTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The language the user last opened maintenance in: the reminder mail's language. */
export async function rememberReminderLocale(orm: Orm, userId: string, locale: Locale) {
  await orm
    .insert(maintenanceReminderRecipients)
    .values({ userId, locale })
    .onConflictDoUpdate({
      target: maintenanceReminderRecipients.userId,
      set: { locale, updatedAt: new Date() },
    });
}

export interface ReminderRecipient {
  userId: string;
  locale: Locale;
  unsubscribed: boolean;
}

/** The user whose reminder mail carried `token`, null for a token no mail carried. */
export async function recipientOfToken(orm: Orm, token: string): Promise<ReminderRecipient | null> {
  const [row] = await orm
    .select({
      userId: maintenanceReminderMails.userId,
      locale: maintenanceReminderRecipients.locale,
      unsubscribedAt: maintenanceReminderRecipients.unsubscribedAt,
    })
    .from(maintenanceReminderMails)
    .leftJoin(
      maintenanceReminderRecipients,
      eq(maintenanceReminderRecipients.userId, maintenanceReminderMails.userId),
    )
    .where(eq(maintenanceReminderMails.tokenHash, reminderTokenHash(token)));
  if (!row) return null;
  return {
    userId: row.userId,
    locale: row.locale !== null && isLocale(row.locale) ? row.locale : 'de',
    unsubscribed: row.unsubscribedAt !== null,
  };
}

/** Unsubscribes the user from the reminder mail (`at`), or subscribes again (null). */
export async function setUnsubscribed(orm: Orm, recipient: ReminderRecipient, at: Date | null) {
  await orm
    .insert(maintenanceReminderRecipients)
    .values({ userId: recipient.userId, locale: recipient.locale, unsubscribedAt: at })
    .onConflictDoUpdate({
      target: maintenanceReminderRecipients.userId,
      set: { unsubscribedAt: at, updatedAt: new Date() },
    });
}
