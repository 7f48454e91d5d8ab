import { toLocale } from '@lindner/i18n/core';
import { escapeHtml } from '../../mail/htmlPages';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';
import { orderMailMessages } from '../contracts/orderMail';
import { adMailMessages } from './texts';

export interface AdMailRecipient {
  to: string;
  userId: string;
  name: string;
  /** The language the recipient used the portal in (stored with the ad or the reply). */
  locale: string;
}

function mailOf(recipient: AdMailRecipient, subject: string, paragraphs: string[]): Mail {
  return {
    to: recipient.to,
    userId: recipient.userId,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
  };
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
  return mailOf(recipient, texts.t(adMailMessages.replySubject, { title }), [
    texts.t(orderMailMessages.greeting, { name: recipient.name }),
    texts.t(adMailMessages.reply, { name: replierName, title }),
    content,
    texts.t(adMailMessages.replyHow),
    texts.t(orderMailMessages.signature),
  ]);
}

/** The mail that relays the owner's answer to the replier, nothing of the owner's address. */
export function answerMail(
  recipient: AdMailRecipient,
  { title, content }: { title: string; content: string },
): Mail {
  const texts = textsFor(toLocale(recipient.locale));
  return mailOf(recipient, texts.t(adMailMessages.answerSubject, { title }), [
    texts.t(orderMailMessages.greeting, { name: recipient.name }),
    texts.t(adMailMessages.answer, { title }),
    content,
    texts.t(adMailMessages.answerNote),
    texts.t(orderMailMessages.signature),
  ]);
}
