import { defineMessages } from '@lindner/i18n/core';

/** Answers of the old-timer calls (SPEC.md sections 1 and 6: catalogues for customers). */
export const oldTimerMessages = defineMessages({
  notFound: {
    id: 'server.oldTimers.notFound',
    description: 'GET /old-timers/{id} for an id that no old-timer (historic model) has.',
    defaultMessage: 'Diesen Oldtimer gibt es nicht.',
  },
  catalogueNotFound: {
    id: 'server.oldTimers.catalogueNotFound',
    description: 'A catalogue download of an unknown old-timer, or a catalogue it does not have.',
    defaultMessage: 'Diesen Katalog gibt es nicht.',
  },
  signInForCatalogue: {
    id: 'server.oldTimers.signInForCatalogue',
    description: 'A restricted catalogue asked for without signing in (HTTP 401).',
    defaultMessage: 'Melde Dich an, um diesen Katalog herunterzuladen.',
  },
  customerNumberNeeded: {
    id: 'server.oldTimers.customerNumberNeeded',
    description:
      'A restricted catalogue asked for by a signed-in user whose profile has no customer number (HTTP 403).',
    defaultMessage:
      'Diesen Katalog können nur Kundinnen und Kunden von Lindner herunterladen. Trage dazu Deine Kundennummer in Deinem Profil ein.',
  },
  tooManyDownloads: {
    id: 'server.oldTimers.tooManyDownloads',
    description: 'The limit of restricted catalogue downloads per user was reached (HTTP 429).',
    defaultMessage:
      'Du hast in kurzer Zeit sehr viele Kataloge heruntergeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
