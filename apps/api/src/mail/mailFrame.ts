import { defineMessages } from '@lindner/i18n/core';
import type { Texts } from '../plugins/texts';
import { linkedText } from './htmlPages';
import type { Mail, MailAttachment } from './mail';

/**
 * A paragraph of a mail: one line, or several kept together (an address, a list of amounts).
 * Every line is text: escaped in the HTML part, its line breaks kept.
 */
export type MailParagraph = string | readonly string[];

export interface FramedMail {
  to: string;
  /** The user the mail is for, if any; their mails go when the user goes. */
  userId?: string;
  subject: string;
  /** Whom the greeting names; without a name, the mail greets without one. */
  greet: string | null;
  /** What the mail says, between the greeting and the signature. */
  paragraphs: readonly MailParagraph[];
  attachments?: MailAttachment[];
}

/**
 * Every mail to a user in one frame: the greeting ("Hallo Josef Brunner,"), the paragraphs, the
 * team's signature, as plain text and as HTML in the recipient's language. Links in the text
 * become links in the HTML part.
 */
export function framedMail(texts: Texts, mail: FramedMail): Mail {
  const greeting =
    mail.greet === null
      ? texts.t(mailFrameMessages.greetingWithoutName)
      : texts.t(mailFrameMessages.greeting, { name: mail.greet });
  const paragraphs: (readonly string[])[] = [
    [greeting],
    ...mail.paragraphs.map((paragraph) =>
      typeof paragraph === 'string' ? [paragraph] : paragraph,
    ),
    [texts.t(mailFrameMessages.signature)],
  ];
  return {
    to: mail.to,
    ...(mail.userId ? { userId: mail.userId } : {}),
    subject: mail.subject,
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphs
      .map((lines) => `<p>${lines.map((line) => htmlLine(line)).join('<br>')}</p>`)
      .join('\n'),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };
}

function htmlLine(line: string): string {
  return linkedText(line).replace(/\r?\n/g, '<br>');
}

export const mailFrameMessages = defineMessages({
  greeting: {
    id: 'server.mail.greeting',
    description: 'name: the display name of the recipient',
    defaultMessage: 'Hallo {name},',
  },
  greetingWithoutName: { id: 'server.mail.greetingWithoutName', defaultMessage: 'Hallo,' },
  signature: { id: 'server.mail.signature', defaultMessage: 'Dein Lindner-Team' },
});
