import { defineMessage, defineMessages } from 'react-intl';

// The user reports' texts (parts.json: `user-reports`), loaded with their pages.

export const listMessages = defineMessages({
  title: { id: 'portal.userReports.list.title', defaultMessage: 'Anwenderberichte' },
  description: {
    id: 'portal.userReports.list.description',
    defaultMessage:
      'Kundinnen und Kunden berichten von ihrer Arbeit mit Traktoren und Transportern von Lindner.',
  },
  intro: {
    id: 'portal.userReports.list.intro',
    defaultMessage:
      'Wie bewähren sich Lintrac, Geotrac und Unitrac im Alltag? Hier erzählen Kundinnen und Kunden von ihren Erfahrungen.',
  },
  write: { id: 'portal.userReports.list.write', defaultMessage: 'Bericht schreiben' },
  filters: {
    id: 'portal.userReports.list.filters',
    description: 'The accessible name of the filter form.',
    defaultMessage: 'Berichte nach Modell filtern',
  },
  model: { id: 'portal.userReports.list.model', defaultMessage: 'Modell' },
  anyModel: { id: 'portal.userReports.list.anyModel', defaultMessage: 'Alle Modelle' },
  apply: { id: 'portal.userReports.list.apply', defaultMessage: 'Anzeigen' },
  emptyTitle: { id: 'portal.userReports.list.emptyTitle', defaultMessage: 'Noch keine Berichte' },
  emptyText: {
    id: 'portal.userReports.list.emptyText',
    defaultMessage: 'Zu dieser Auswahl gibt es noch keinen Bericht. Schreib doch den ersten!',
  },
  showAll: { id: 'portal.userReports.list.showAll', defaultMessage: 'Alle Berichte zeigen' },
  paging: { id: 'portal.userReports.list.paging', defaultMessage: 'Seiten der Berichte' },
  previous: { id: 'portal.userReports.list.previous', defaultMessage: 'Vorherige Seite' },
  next: { id: 'portal.userReports.list.next', defaultMessage: 'Nächste Seite' },
});

export const reportCountMessage = defineMessage<{ count: number }>({
  id: 'portal.userReports.list.count',
  defaultMessage: '{count, plural, one {# Bericht} other {# Berichte}}',
});

export const pageNumberMessage = defineMessage<{ page: number }>({
  id: 'portal.userReports.list.page',
  defaultMessage: 'Seite {page}',
});

/** Who wrote a report: first name and region only. */
export const writerMessage = defineMessage<{ firstName: string; region: string }>({
  id: 'portal.userReports.writer',
  description: 'Who wrote a report, e.g. "Martina aus Tirol".',
  defaultMessage: '{firstName} aus {region}',
});

export const reportMessages = defineMessages({
  published: { id: 'portal.userReports.report.published', defaultMessage: 'Veröffentlicht' },
  model: { id: 'portal.userReports.report.model', defaultMessage: 'Modell' },
  writer: { id: 'portal.userReports.report.writer', defaultMessage: 'Geschrieben von' },
  pictures: { id: 'portal.userReports.report.pictures', defaultMessage: 'Bilder' },
  back: { id: 'portal.userReports.report.back', defaultMessage: 'Alle Anwenderberichte' },
});

export const pictureAltMessage = defineMessage<{ index: number; title: string }>({
  id: 'portal.userReports.report.pictureAlt',
  description: 'The text alternative of a report picture: the writers give none.',
  defaultMessage: 'Bild {index} zum Bericht „{title}“',
});

export const createMessages = defineMessages({
  title: { id: 'portal.userReports.create.title', defaultMessage: 'Anwenderbericht schreiben' },
  description: {
    id: 'portal.userReports.create.description',
    defaultMessage: 'Erzähl anderen von Deiner Arbeit mit Deinem Lindner.',
  },
  intro: {
    id: 'portal.userReports.create.intro',
    defaultMessage:
      'Erzähl anderen von Deiner Arbeit mit Deinem Lindner. Veröffentlicht werden nur Dein Vorname und Deine Region; Deine E-Mail-Adresse brauchen wir für Rückfragen.',
  },
  review: {
    id: 'portal.userReports.create.review',
    defaultMessage: 'Unsere Redaktion prüft jeden Bericht, bevor er erscheint.',
  },
});

/** A card's line: who wrote it and when it was published. */
export const bylineMessage = defineMessage<{ writer: string; date: string }>({
  id: 'portal.userReports.byline',
  description: 'E.g. "Martina aus Tirol · 16. November 2026".',
  defaultMessage: '{writer} · {date}',
});
