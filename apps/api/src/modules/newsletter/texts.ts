import { defineMessages } from '@lindner/i18n/core';

/** Answers of the public newsletter sign-up (SPEC.md sections 4 and 8). */
export const newsletterMessages = defineMessages({
  checkMailbox: {
    id: 'server.newsletter.checkMailbox',
    description: 'After a visitor subscribed: the confirmation mail is on its way.',
    defaultMessage:
      'Fast geschafft: Wir haben Dir eine E-Mail geschickt. Bitte bestätige Deine Anmeldung mit dem Link darin.',
  },
  alreadySubscribed: {
    id: 'server.newsletter.alreadySubscribed',
    description: 'SPEC.md flag already-subscribed: the address has a confirmed subscription.',
    defaultMessage: 'Für diese E-Mail-Adresse besteht bereits ein Newsletter-Abonnement.',
  },
  notSubscribed: {
    id: 'server.newsletter.notSubscribed',
    description:
      'SPEC.md flag not-subscribed: interests chosen for an address whose subscription is not confirmed.',
    defaultMessage:
      'Diese E-Mail-Adresse ist nicht für den Newsletter angemeldet. Bitte bestätige zuerst Deine Anmeldung mit dem Link in der E-Mail.',
  },
  segmentNotSetUp: {
    id: 'server.newsletter.segmentNotSetUp',
    description: 'SPEC.md flag: the newsletter default segment is not set up.',
    defaultMessage:
      'Die Newsletter-Anmeldung ist derzeit nicht eingerichtet. Bitte versuche es später noch einmal.',
  },
  linkInvalid: {
    id: 'server.newsletter.linkInvalid',
    description: 'Interests chosen with a token that no subscription has.',
    defaultMessage:
      'Dieser Link ist ungültig. Bitte nutze den Link aus der neuesten E-Mail oder melde Dich erneut an.',
  },
  linkExpired: {
    id: 'server.newsletter.linkExpired',
    description: 'Interests chosen with the token of an expired link.',
    defaultMessage: 'Dieser Link ist abgelaufen. Bitte melde Dich erneut an.',
  },
  tooMany: {
    id: 'server.newsletter.tooMany',
    description: 'Too many sign-ups from one client address in 10 minutes.',
    defaultMessage:
      'Von Deiner Verbindung aus kamen gerade viele Anmeldungen. Bitte versuche es in ein paar Minuten noch einmal.',
  },
  interestsSaved: {
    id: 'server.newsletter.interestsSaved',
    defaultMessage: 'Deine Interessen sind gespeichert.',
  },
});

/** The visitor's confirmation e-mail (greeting and signature: mail/mailFrame.ts). */
export const newsletterMailMessages = defineMessages({
  subject: {
    id: 'server.newsletter.mail.subject',
    defaultMessage: 'Bitte bestätige Deine Anmeldung zum Lindner-Newsletter',
  },
  request: {
    id: 'server.newsletter.mail.request',
    defaultMessage:
      'bitte bestätige Deine Anmeldung zum Lindner-Newsletter mit diesem Link; danach kannst Du Deine Interessen wählen:',
  },
  validity: {
    id: 'server.newsletter.mail.validity',
    defaultMessage: 'Der Link ist 7 Tage gültig.',
  },
  notYou: {
    id: 'server.newsletter.mail.notYou',
    defaultMessage:
      'Wenn Du Dich nicht angemeldet hast, musst Du nichts tun: Ohne Bestätigung bekommst Du keinen Newsletter.',
  },
});
