import type { NewsCategory } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';

// The public news pages (part "news-public" of parts.json).

export const publicNewsMessages = defineMessages({
  title: { id: 'portal.publicNews.title', defaultMessage: 'News' },
  description: {
    id: 'portal.publicNews.description',
    defaultMessage:
      'Neuigkeiten von Lindner aus Kundl in Tirol: neue Traktoren und Transporter, Messen, Händler, TracLink und Geschichten aus der Lindner-Welt.',
  },
  intro: {
    id: 'portal.publicNews.intro',
    defaultMessage:
      'Was es Neues gibt bei Lindner: Modelle, Messen und Veranstaltungen, Neuigkeiten aus dem Werk in Kundl und aus der Lindner-Gemeinschaft.',
  },
  categories: { id: 'portal.publicNews.categories', defaultMessage: 'Nach Kategorie filtern' },
  allCategories: { id: 'portal.publicNews.allCategories', defaultMessage: 'Alle' },
  category: { id: 'portal.publicNews.category', defaultMessage: 'Kategorie' },
  emptyTitle: { id: 'portal.publicNews.emptyTitle', defaultMessage: 'Keine Artikel' },
  emptyText: {
    id: 'portal.publicNews.emptyText',
    defaultMessage: 'In dieser Kategorie gibt es gerade keine Artikel.',
  },
  showAll: { id: 'portal.publicNews.showAll', defaultMessage: 'Alle News ansehen' },
  pages: { id: 'portal.publicNews.pages', defaultMessage: 'Seiten der News' },
  previousPage: { id: 'portal.publicNews.previousPage', defaultMessage: 'Vorherige Seite' },
  nextPage: { id: 'portal.publicNews.nextPage', defaultMessage: 'Nächste Seite' },
  loadFailed: {
    id: 'portal.publicNews.loadFailed',
    defaultMessage: 'Die News konnten nicht geladen werden.',
  },
  articleLoadFailed: {
    id: 'portal.publicNews.articleLoadFailed',
    defaultMessage: 'Der Artikel konnte nicht geladen werden.',
  },
  backToList: { id: 'portal.publicNews.backToList', defaultMessage: 'Zu allen News' },
  neighbours: { id: 'portal.publicNews.neighbours', defaultMessage: 'Weitere Artikel' },
  previous: { id: 'portal.publicNews.previous', defaultMessage: 'Vorheriger Artikel' },
  next: { id: 'portal.publicNews.next', defaultMessage: 'Nächster Artikel' },
  germanOnly: {
    id: 'portal.publicNews.germanOnly',
    defaultMessage: 'Diesen Artikel gibt es nur auf Deutsch.',
  },
  germanOnlyShort: { id: 'portal.publicNews.germanOnlyShort', defaultMessage: 'Nur auf Deutsch' },
});

/** A page number's accessible name: "Seite 2". */
export const newsPageMessage = defineMessage<{ page: number }>({
  id: 'portal.publicNews.page',
  defaultMessage: 'Seite {page}',
});

/** How many articles the list holds, for screen readers: "14 Artikel". */
export const newsCountMessage = defineMessage<{ count: number }>({
  id: 'portal.publicNews.count',
  defaultMessage: '{count, plural, one {# Artikel} other {# Artikel}}',
});

/** The article's date, marked up as a `<time>` element: "Veröffentlicht am 21. November 2026". */
export const newsPublishedOn = defineMessage<{ date: string; time: MessageTag }>({
  id: 'portal.publicNews.publishedOn',
  defaultMessage: 'Veröffentlicht am <time>{date}</time>',
});

/** The newsroom's categories. */
export const newsCategoryMessages: Record<NewsCategory, MessageDescriptor> = defineMessages({
  company: { id: 'portal.publicNews.category.company', defaultMessage: 'Unternehmen' },
  products: { id: 'portal.publicNews.category.products', defaultMessage: 'Produkte' },
  events: { id: 'portal.publicNews.category.events', defaultMessage: 'Messen & Events' },
  community: { id: 'portal.publicNews.category.community', defaultMessage: 'Community' },
});
