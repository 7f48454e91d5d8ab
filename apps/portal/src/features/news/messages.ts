import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const newsMessages = defineMessages({
  intro: {
    id: 'portal.news.intro',
    defaultMessage:
      'Als registrierter Kunde liest Du hier Neuigkeiten von Lindner vor allen anderen.',
  },
  empty: {
    id: 'portal.news.empty',
    defaultMessage: 'Gerade gibt es keine Vorab-News. Schau bald wieder vorbei.',
  },
  unread: { id: 'portal.news.unread', defaultMessage: 'Ungelesen' },
  neighbours: { id: 'portal.news.neighbours', defaultMessage: 'Weitere Vorab-News' },
  previous: { id: 'portal.news.previous', defaultMessage: 'Vorheriger Artikel' },
  next: { id: 'portal.news.next', defaultMessage: 'Nächster Artikel' },
  notFoundTitle: {
    id: 'portal.news.notFound.title',
    defaultMessage: 'Artikel nicht gefunden',
  },
  notFoundText: {
    id: 'portal.news.notFound.text',
    defaultMessage:
      'Diesen Artikel gibt es nicht oder nicht mehr. Vielleicht ist er inzwischen öffentlich erschienen.',
  },
  toList: { id: 'portal.news.toList', defaultMessage: 'Alle Vorab-News ansehen' },
  germanOnly: {
    id: 'portal.news.germanOnly',
    defaultMessage: 'Diesen Artikel gibt es nur auf Deutsch.',
  },
});

/** The accessible name of a list entry's link: "Vorab: Der neue Lintrac 130 LS, ungelesen". */
export const unreadArticleName = defineMessage<{ title: string }>({
  id: 'portal.news.unreadArticleName',
  defaultMessage: '{title}, ungelesen',
});

/** The article's date, marked up as a `<time>` element: "Veröffentlicht am 21. November 2026". */
export const publishedOn = defineMessage<{ date: string; time: MessageTag }>({
  id: 'portal.news.publishedOn',
  defaultMessage: 'Veröffentlicht am <time>{date}</time>',
});
