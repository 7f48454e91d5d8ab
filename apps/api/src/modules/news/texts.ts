import { defineMessages } from '@lindner/i18n/core';

/** Answers of the upfront news calls. */
export const newsMessages = defineMessages({
  notFound: {
    id: 'server.news.notFound',
    defaultMessage: 'Diese Vorab-News gibt es nicht (mehr).',
  },
  linkRefused: {
    id: 'server.news.linkRefused',
    defaultMessage:
      'Links in Vorab-News müssen mit https:// oder mit / (eine Seite des Portals) beginnen.',
  },
  created: { id: 'server.news.created', defaultMessage: 'Vorab-News veröffentlicht.' },
  saved: { id: 'server.news.saved', defaultMessage: 'Vorab-News gespeichert.' },
});
