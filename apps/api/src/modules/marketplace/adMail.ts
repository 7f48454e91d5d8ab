import { toLocale } from '@lindner/i18n/core';
import { framedMail } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';
import { adMailMessages } from './texts';

export interface AdMailRecipient {
  to: string;
  userId: string;
  name: string;
  /** The language the recipient used the portal in (stored with the ad or the reply). */
  locale: string;
}

/**
 * The mail that relays a reply to the ad's owner: the replier's name and message, nothing of
 * the replier's address; the owner answers in the portal. Sent from the system address.
 */
export function replyMail(
  recipient: AdMailRecipient,
  { title, replierName, content }: { title: string; replierName: string; content: string },
): Mail {
  const texts = textsFor(toLocale(recipient.locale));
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(adMailMessages.replySubject, { title }),
    greet: recipient.name,
    paragraphs: [
      texts.t(adMailMessages.reply, { name: replierName, title }),
      content,
      texts.t(adMailMessages.replyHow),
    ],
  });
}

/** The mail that relays the owner's answer to the replier, nothing of the owner's address. */
export function answerMail(
  recipient: AdMailRecipient,
  { title, content }: { title: string; content: string },
): Mail {
  const texts = textsFor(toLocale(recipient.locale));
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(adMailMessages.answerSubject, { title }),
    greet: recipient.name,
    paragraphs: [
      texts.t(adMailMessages.answer, { title }),
      content,
      texts.t(adMailMessages.answerNote),
    ],
  });
}
