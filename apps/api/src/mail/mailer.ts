import { createTransport } from 'nodemailer';
import type { Orm } from '../database/connection';
import { keepMail } from './repository';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text body; the mailbox page shows this one. */
  text: string;
  html?: string;
  /**
   * Files sent along (a calendar file); SMTP sends them, the development mailbox keeps only
   * the text and html.
   */
  attachments?: MailAttachment[];
  /** The user the mail is for, if any; their mails go when the user goes. */
  userId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  orm: Orm;
}

/**
 * Sends e-mail through SMTP when `SMTP_URL` is set; otherwise keeps each mail in the database's
 * mailbox, which the development mailbox page lists.
 */
export function createMailer({ smtpUrl, from, orm }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments?.length
            ? {
                attachments: mail.attachments.map(({ filename, contentType, content }) => ({
                  filename,
                  contentType,
                  content,
                })),
              }
            : {}),
        });
      },
    };
  }
  return {
    send: (mail) => keepMail(orm, mail),
  };
}
