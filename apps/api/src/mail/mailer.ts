import { createTransport } from 'nodemailer';
import type { Orm } from '../database/connection';
import type { Mail } from './mail';
import { keepMail } from './repository';

export type { Mail, MailAttachment } from './mail';

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
