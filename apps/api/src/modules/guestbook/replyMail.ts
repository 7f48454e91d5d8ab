import { toLocale } from '@lindner/i18n/core';
import { framedMail } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';
import type { GuestbookEntryFacts } from './repository';
import { guestbookReplyMailMessages as messages } from './texts';

/**
 * Lindner's answer to whoever wrote an entry, in the language they wrote in: what they wrote,
 * the answer, and that it shows under the entry once the entry is approved.
 */
export function replyMail(entry: GuestbookEntryFacts): Mail {
  const texts = textsFor(toLocale(entry.locale));
  const date = texts.dateTime(entry.createdAt, { dateStyle: 'long', timeZone: 'Europe/Vienna' });
  const question = entry.kind === 'question';
  return framedMail(texts, {
    to: entry.writerEmail,
    ...(entry.userId ? { userId: entry.userId } : {}),
    subject: texts.t(question ? messages.subjectQuestion : messages.subjectEntry),
    greet: entry.writerName,
    paragraphs: [
      texts.t(question ? messages.introQuestion : messages.introEntry, { date }),
      entry.text,
      [texts.t(messages.answer), entry.reply ?? ''],
      texts.t(messages.public),
    ],
  });
}
