import { desc } from 'drizzle-orm';
import type { Orm } from '../database/connection';
import type { Mail } from './mail';
import { mailbox, type MailboxRow } from './tables';

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
