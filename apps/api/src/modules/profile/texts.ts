import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { EmailConfirmationOutcome } from './repository';

/** Answers of the address confirmation calls. */
export const emailConfirmationMessages = defineMessages({
  noEmail: {
    id: 'server.profile.emailConfirmation.noEmail',
    defaultMessage: 'Bitte trage zuerst Deine E-Mail-Adresse in Deinem Profil ein.',
  },
  alreadyConfirmed: {
    id: 'server.profile.emailConfirmation.alreadyConfirmed',
    defaultMessage: 'Deine E-Mail-Adresse ist bereits bestätigt.',
  },
});

/** The mail that asks to confirm a new address (greeting and signature: mail/mailFrame.ts). */
export const emailConfirmationMailMessages = defineMessages({
  subject: {
    id: 'server.profile.emailConfirmation.mail.subject',
    defaultMessage: 'Bitte bestätige Deine E-Mail-Adresse für das Lindner-Portal',
  },
  request: {
    id: 'server.profile.emailConfirmation.mail.request',
    defaultMessage:
      'bitte bestätige mit diesem Link, dass diese E-Mail-Adresse Dir gehört. Erst danach schicken wir Dir andere E-Mails an diese Adresse:',
  },
  validity: {
    id: 'server.profile.emailConfirmation.mail.validity',
    defaultMessage: 'Der Link ist 7 Tage gültig und kann einmal verwendet werden.',
  },
  notYou: {
    id: 'server.profile.emailConfirmation.mail.notYou',
    defaultMessage:
      'Wenn Du diese Adresse nicht eingetragen hast, musst Du nichts tun: Ohne Bestätigung schicken wir Dir nichts.',
  },
});

/** Headings of the page the confirmation link opens, per outcome. */
export const emailConfirmationPageTitles = defineMessages({
  confirmed: {
    id: 'server.profile.emailConfirmation.page.confirmed.title',
    defaultMessage: 'E-Mail-Adresse bestätigt',
  },
  expired: {
    id: 'server.profile.emailConfirmation.page.expired.title',
    defaultMessage: 'Link abgelaufen',
  },
  invalid: {
    id: 'server.profile.emailConfirmation.page.invalid.title',
    defaultMessage: 'Link ungültig',
  },
}) satisfies Record<EmailConfirmationOutcome, MessageDescriptor>;

/** Texts of the page the confirmation link opens, per outcome. */
export const emailConfirmationPageTexts = defineMessages({
  confirmed: {
    id: 'server.profile.emailConfirmation.page.confirmed.text',
    defaultMessage: 'Danke! Deine E-Mail-Adresse ist bestätigt.',
  },
  expired: {
    id: 'server.profile.emailConfirmation.page.expired.text',
    defaultMessage:
      'Dieser Bestätigungslink ist abgelaufen. Bitte fordere in Deinem Profil einen neuen an.',
  },
  invalid: {
    id: 'server.profile.emailConfirmation.page.invalid.text',
    defaultMessage:
      'Dieser Bestätigungslink ist ungültig, wurde schon verwendet oder durch einen neueren ersetzt. Bitte verwende den Link aus der neuesten E-Mail.',
  },
}) satisfies Record<EmailConfirmationOutcome, MessageDescriptor>;

/** Answers of `PUT /user/profile/customer-number` (customerNumber.ts). */
export const customerNumberMessages = defineMessages({
  unknown: {
    id: 'server.profile.customerNumber.unknown',
    description: 'The number is not in the register, or the register has another postal code.',
    defaultMessage:
      'Diese Kundennummer kennen wir mit dieser Postleitzahl nicht. Beides steht auf Deiner Rechnung und Deiner Lindner-Kundenkarte.',
  },
  cardUnknown: {
    id: 'server.profile.customerNumber.cardUnknown',
    description: 'No (valid) loyalty card carries the code the user followed.',
    defaultMessage:
      'Zu dieser Kundenkarte haben wir keinen Kunden gefunden. Trage Deine Kundennummer mit Deiner Postleitzahl ein oder wende Dich an den Kundenservice.',
  },
  taken: {
    id: 'server.profile.customerNumber.taken',
    description: 'Another account holds the number already.',
    defaultMessage:
      'Diese Kundennummer gehört schon zu einem anderen Konto. Bitte wende Dich an den Kundenservice.',
  },
  alreadySet: {
    id: 'server.profile.customerNumber.alreadySet',
    description: 'The caller has a customer number already; it is not changed here.',
    defaultMessage:
      'In Deinem Profil steht schon eine Kundennummer. Ändern kann sie nur der Kundenservice: Bitte wende Dich an ihn.',
  },
  tooManyAttempts: {
    id: 'server.profile.customerNumber.tooManyAttempts',
    description: 'The limit of attempts per hour was reached (429).',
    defaultMessage:
      'Du hast zu oft in kurzer Zeit eine Kundennummer eingegeben. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
