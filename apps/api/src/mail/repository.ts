import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../database/connection';
import type { Mail } from './mailer';
import {
  confirmationMailSends,
  mailbox,
  type ConfirmationMailKind,
  type MailboxRow,
} from './tables';

/** Keeps a mail in the database's mailbox instead of sending it. */
export async function keepMail(orm: Orm, mail: Mail): Promise<void> {
  await orm.insert(mailbox).values({
    userId: mail.userId ?? null,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
}

/** The newest mails of the mailbox, newest first. */
export async function latestMails(orm: Orm, limit: number): Promise<MailboxRow[]> {
  return orm.select().from(mailbox).orderBy(desc(mailbox.createdAt), desc(mailbox.id)).limit(limit);
}

/** At most one confirmation mail of a kind (newsletter or address) per address in this time. */
export const confirmationMailIntervalMs = 10 * 60 * 1000;

/**
 * Claims the sending of a confirmation mail of a kind to an address: `{ allowed: true }` when
 * none of that kind went there in the last 10 minutes (and records this one), otherwise when the next is possible.
 * One statement, so that parallel requests for one address send one mail; kept in the
 * database, so that it holds across the API's instances. Separate from plugins/throttling.ts,
 * which limits callers; this limits what one address receives, whoever asks.
 */
export async function claimConfirmationMail(
  orm: Orm,
  kind: ConfirmationMailKind,
  email: string,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; nextAt: Date }> {
  const address = email.toLowerCase();
  const cutoff = new Date(now.getTime() - confirmationMailIntervalMs);
  const claimed = await orm
    .insert(confirmationMailSends)
    .values({ kind, email: address, sentAt: now })
    .onConflictDoUpdate({
      target: [confirmationMailSends.kind, confirmationMailSends.email],
      set: { sentAt: now },
      setWhere: sql`${confirmationMailSends.sentAt} <= ${cutoff.toISOString()}`,
    })
    .returning({ email: confirmationMailSends.email });
  if (claimed.length > 0) return { allowed: true };
  const [last] = await orm
    .select({ sentAt: confirmationMailSends.sentAt })
    .from(confirmationMailSends)
    .where(and(eq(confirmationMailSends.kind, kind), eq(confirmationMailSends.email, address)));
  const sentAt = last?.sentAt ?? now;
  return { allowed: false, nextAt: new Date(sentAt.getTime() + confirmationMailIntervalMs) };
}
