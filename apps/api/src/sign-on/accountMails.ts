import type { Locale } from '@lindner/i18n/core';
import type { Mail } from '../mail/mail';
import { framedMail } from '../mail/mailFrame';
import { textsFor } from '../plugins/texts';
import { signOnMessages } from './signOnMessages';

/** The mails of the registration and the password reset, in the language of the page asked. */

interface Recipient {
  to: string;
  userId?: string;
  /** Whom the greeting names. */
  name: string | null;
}

export function verificationMail(locale: Locale, recipient: Recipient, link: string): Mail {
  const texts = textsFor(locale);
  const t = (name: keyof typeof signOnMessages) => texts.t(signOnMessages[name]);
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: t('verifyMailSubject'),
    greet: recipient.name,
    paragraphs: [[t('verifyMailRequest'), link], t('verifyMailValidity'), t('verifyMailNotYou')],
  });
}

/** To the owner of an address someone tried to register again: nothing changed. */
export function addressTakenMail(locale: Locale, recipient: Recipient, resetLink: string): Mail {
  const texts = textsFor(locale);
  const t = (name: keyof typeof signOnMessages) => texts.t(signOnMessages[name]);
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: t('takenMailSubject'),
    greet: recipient.name,
    paragraphs: [t('takenMailText'), [t('takenMailForgot'), resetLink], t('takenMailNotYou')],
  });
}

export function resetMail(locale: Locale, recipient: Recipient, link: string): Mail {
  const texts = textsFor(locale);
  const t = (name: keyof typeof signOnMessages) => texts.t(signOnMessages[name]);
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: t('resetMailSubject'),
    greet: recipient.name,
    paragraphs: [[t('resetMailRequest'), link], t('resetMailValidity'), t('resetMailNotYou')],
  });
}
