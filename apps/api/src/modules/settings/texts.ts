import {
  defineMessages,
  localizePath,
  type Locale,
  type MessageDescriptor,
} from '@lindner/i18n/core';
import type { NewsletterConfirmationOutcome } from '@lindner/api/schema';

/** Answers of the newsletter calls (SPEC.md section 8). */
export const settingsMessages = defineMessages({
  confirmFirst: {
    id: 'server.settings.confirmFirst',
    defaultMessage:
      'Bitte bestätige zuerst Deine Newsletter-Anmeldung über den Link in der E-Mail; danach kannst Du Deine Interessen wählen.',
  },
  alreadySubscribed: {
    id: 'server.settings.alreadySubscribed',
    defaultMessage: 'Für diese E-Mail-Adresse besteht bereits ein Newsletter-Abonnement.',
  },
  notSubscribed: {
    id: 'server.settings.notSubscribed',
    defaultMessage: 'Du bist nicht für den Newsletter angemeldet.',
  },
  segmentNotSetUp: {
    id: 'server.settings.segmentNotSetUp',
    defaultMessage:
      'Die Newsletter-Anmeldung ist derzeit nicht eingerichtet. Bitte versuche es später noch einmal.',
  },
  emailNotConfirmed: {
    id: 'server.settings.emailNotConfirmed',
    defaultMessage:
      'Bitte bestätige zuerst Deine E-Mail-Adresse über den Link, den wir Dir geschickt haben; erst dann schicken wir Dir den Newsletter.',
  },
  emailMissing: {
    id: 'server.settings.emailMissing',
    defaultMessage: 'Bitte trage zuerst Deine E-Mail-Adresse in Deinem Profil ein.',
  },
});

/** The newsletter's confirmation e-mail (greeting and signature: mail/mailFrame.ts). */
export const confirmationMailMessages = defineMessages({
  subject: {
    id: 'server.settings.mail.subject',
    defaultMessage: 'Bitte bestätige Deine Anmeldung zum Lindner-Newsletter',
  },
  request: {
    id: 'server.settings.mail.request',
    defaultMessage: 'bitte bestätige Deine Anmeldung zum Lindner-Newsletter mit diesem Link:',
  },
  validity: {
    id: 'server.settings.mail.validity',
    defaultMessage: 'Der Link ist 7 Tage gültig und kann einmal verwendet werden.',
  },
  notYou: {
    id: 'server.settings.mail.notYou',
    defaultMessage:
      'Wenn Du Dich nicht angemeldet hast, musst Du nichts tun: Ohne Bestätigung bekommst Du keinen Newsletter.',
  },
});

/** Headings of the page the confirmation link opens, per outcome. */
export const confirmationPageTitles = defineMessages({
  confirmed: {
    id: 'server.settings.page.confirmed.title',
    defaultMessage: 'Newsletter-Anmeldung bestätigt',
  },
  alreadyConfirmed: {
    id: 'server.settings.page.alreadyConfirmed.title',
    defaultMessage: 'Bereits bestätigt',
  },
  expired: { id: 'server.settings.page.expired.title', defaultMessage: 'Link abgelaufen' },
  invalid: { id: 'server.settings.page.invalid.title', defaultMessage: 'Link ungültig' },
}) satisfies Record<NewsletterConfirmationOutcome, MessageDescriptor>;

/** Texts of the page the confirmation link opens, per outcome. */
export const confirmationPageTexts = defineMessages({
  confirmed: {
    id: 'server.settings.page.confirmed.text',
    defaultMessage:
      'Danke! Du bekommst ab jetzt den Lindner-Newsletter. In Deinen Einstellungen kannst Du nun Deine Interessen wählen.',
  },
  alreadyConfirmed: {
    id: 'server.settings.page.alreadyConfirmed.text',
    defaultMessage: 'Deine Newsletter-Anmeldung ist schon bestätigt.',
  },
  expired: {
    id: 'server.settings.page.expired.text',
    defaultMessage:
      'Dieser Bestätigungslink ist abgelaufen. Bitte melde Dich in Deinen Einstellungen erneut an; wir schicken Dir dann einen neuen Link.',
  },
  invalid: {
    id: 'server.settings.page.invalid.text',
    defaultMessage:
      'Dieser Bestätigungslink ist ungültig oder wurde durch einen neueren ersetzt. Bitte verwende den Link aus der neuesten E-Mail oder melde Dich erneut an.',
  },
}) satisfies Record<NewsletterConfirmationOutcome, MessageDescriptor>;

export const confirmationPageMessages = defineMessages({
  toSettings: {
    id: 'server.settings.page.toSettings',
    defaultMessage: 'Zu meinen Newsletter-Einstellungen',
  },
});

/** The portal's newsletter settings page in a locale, from the one route table. */
export function newsletterSettingsPath(locale: Locale): string {
  return localizePath('settings-newsletter-contact', {}, locale);
}
