import { defineMessages } from '@lindner/i18n/core';

/** Answers of the press calls (issue 30 point 1). */
export const pressMessages = defineMessages({
  releaseNotFound: {
    id: 'server.press.releaseNotFound',
    description: 'GET /press/{slug} for a slug that no press release has.',
    defaultMessage: 'Diese Pressemitteilung gibt es nicht.',
  },
  downloadNotFound: {
    id: 'server.press.downloadNotFound',
    description: 'A download of an unknown press release, or a file it does not have.',
    defaultMessage: 'Diese Datei gibt es nicht.',
  },
  photoNotFound: {
    id: 'server.press.photoNotFound',
    description: 'A press photo (or one of its sizes) that does not exist, or no longer does.',
    defaultMessage: 'Dieses Pressefoto gibt es nicht.',
  },
  photoAdded: {
    id: 'server.press.photoAdded',
    description: 'Staff uploaded a press photo; it is public from now on.',
    defaultMessage: 'Das Pressefoto ist hochgeladen und veröffentlicht.',
  },
  photoDeleted: {
    id: 'server.press.photoDeleted',
    description: 'Staff deleted a press photo; it is no longer public.',
    defaultMessage: 'Das Pressefoto ist gelöscht.',
  },
  tooManyUploads: {
    id: 'server.press.tooManyUploads',
    description: 'The limit of press photo uploads per user or address was reached (HTTP 429).',
    defaultMessage:
      'Du hast in kurzer Zeit sehr viele Pressefotos hochgeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
