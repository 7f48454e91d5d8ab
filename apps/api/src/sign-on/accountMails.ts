import type { Locale } from '@lindner/i18n/core';
import type { Mail } from '../mail/mail';
import { framedMail, type MailParagraph } from '../mail/mailFrame';
import { textsFor } from '../plugins/texts';
import { signOnMessages } from './signOnMessages';

/** The mails of the registration and the password reset, in the language of the page asked. */

interface Recipient {
  to: string;
  userId?: string;
  /** Whom the greeting names. */
  name: string | null;
}

type Text = (name: keyof typeof signOnMessages) => string;
type Paragraphs = readonly MailParagraph[];

/** A provider's mail in the frame of every mail: its subject and paragraphs from its texts. */
function accountMail(
  locale: Locale,
  recipient: Recipient,
  compose: (t: Text) => { subject: string; paragraphs: Paragraphs },
): Mail {
  const texts = textsFor(locale);
  const { subject, paragraphs } = compose((name) => texts.t(signOnMessages[name]));
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject,
    greet: recipient.name,
    paragraphs,
  });
}

export function verificationMail(locale: Locale, recipient: Recipient, link: string): Mail {
  return accountMail(locale, recipient, (t) => ({
    subject: t('verifyMailSubject'),
    paragraphs: [[t('verifyMailRequest'), link], t('verifyMailValidity'), t('verifyMailNotYou')],
  }));
}

/** To the owner of an address someone tried to register again: nothing changed. */
export function addressTakenMail(locale: Locale, recipient: Recipient, resetLink: string): Mail {
  return accountMail(locale, recipient, (t) => ({
    subject: t('takenMailSubject'),
    paragraphs: [t('takenMailText'), [t('takenMailForgot'), resetLink], t('takenMailNotYou')],
  }));
}

export function resetMail(locale: Locale, recipient: Recipient, link: string): Mail {
  return accountMail(locale, recipient, (t) => ({
    subject: t('resetMailSubject'),
    paragraphs: [[t('resetMailRequest'), link], t('resetMailValidity'), t('resetMailNotYou')],
  }));
}
