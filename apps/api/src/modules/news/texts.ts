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

/** Answers of the public news calls and of staff's editing of them. */
export const publicNewsMessages = defineMessages({
  notFound: {
    id: 'server.publicNews.notFound',
    defaultMessage: 'Diesen Artikel gibt es nicht (mehr).',
  },
  categoryInvalid: {
    id: 'server.publicNews.categoryInvalid',
    defaultMessage: 'Diese Kategorie gibt es nicht.',
  },
  pageInvalid: {
    id: 'server.publicNews.pageInvalid',
    defaultMessage: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  },
  slugInvalid: {
    id: 'server.publicNews.slugInvalid',
    defaultMessage:
      'Die Adresse darf nur Kleinbuchstaben ohne Umlaute, Ziffern und einzelne Bindestriche enthalten.',
  },
  slugTaken: {
    id: 'server.publicNews.slugTaken',
    defaultMessage: 'Diese Adresse hat schon ein anderer Artikel. Bitte wähle eine andere.',
  },
  linkRefused: {
    id: 'server.publicNews.linkRefused',
    defaultMessage:
      'Links in Artikeln müssen mit https:// oder mit / (eine Seite des Portals) beginnen.',
  },
  created: { id: 'server.publicNews.created', defaultMessage: 'Entwurf gespeichert.' },
  saved: { id: 'server.publicNews.saved', defaultMessage: 'Artikel gespeichert.' },
  published: { id: 'server.publicNews.published', defaultMessage: 'Artikel veröffentlicht.' },
  unpublished: {
    id: 'server.publicNews.unpublished',
    defaultMessage: 'Artikel zurückgezogen: Er ist wieder ein Entwurf.',
  },
});
