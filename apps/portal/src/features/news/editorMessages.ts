import { defineMessage, defineMessages } from 'react-intl';

// Staff's news editor in the personal area (part "news-editor" of parts.json).

export const editorMessages = defineMessages({
  title: { id: 'portal.newsEditor.title', defaultMessage: 'News schreiben' },
  intro: {
    id: 'portal.newsEditor.intro',
    defaultMessage:
      'Hier schreibst Du die öffentlichen News. Ein neuer Artikel ist ein Entwurf, bis Du ihn veröffentlichst.',
  },
  notAllowedTitle: { id: 'portal.newsEditor.notAllowedTitle', defaultMessage: 'Kein Zugriff' },
  notAllowedText: {
    id: 'portal.newsEditor.notAllowedText',
    defaultMessage:
      'Die News schreibt die Redaktion von Lindner. Dein Konto hat dafür keine Rechte.',
  },
  empty: {
    id: 'portal.newsEditor.empty',
    defaultMessage: 'Noch keine Artikel. Schreib den ersten.',
  },
  newArticle: { id: 'portal.newsEditor.newArticle', defaultMessage: 'Neuen Artikel schreiben' },
  editArticle: { id: 'portal.newsEditor.editArticle', defaultMessage: 'Artikel bearbeiten' },
  edit: { id: 'portal.newsEditor.edit', defaultMessage: 'Bearbeiten' },
  cancel: { id: 'portal.newsEditor.cancel', defaultMessage: 'Abbrechen' },
  draft: { id: 'portal.newsEditor.draft', defaultMessage: 'Entwurf' },
  publish: { id: 'portal.newsEditor.publish', defaultMessage: 'Veröffentlichen' },
  unpublish: { id: 'portal.newsEditor.unpublish', defaultMessage: 'Zurückziehen' },
  confirmPublish: { id: 'portal.newsEditor.confirmPublish', defaultMessage: 'Ja, veröffentlichen' },
  confirmUnpublish: {
    id: 'portal.newsEditor.confirmUnpublish',
    defaultMessage: 'Ja, zurückziehen',
  },
  publishQuestion: {
    id: 'portal.newsEditor.publishQuestion',
    defaultMessage: 'Diesen Artikel jetzt veröffentlichen? Alle sehen ihn dann in den News.',
  },
  unpublishQuestion: {
    id: 'portal.newsEditor.unpublishQuestion',
    defaultMessage:
      'Diesen Artikel zurückziehen? Er wird wieder ein Entwurf, und seine Seite ist nicht mehr erreichbar.',
  },
  published: { id: 'portal.newsEditor.published', defaultMessage: 'Artikel veröffentlicht.' },
  unpublished: { id: 'portal.newsEditor.unpublished', defaultMessage: 'Artikel zurückgezogen.' },
  saved: { id: 'portal.newsEditor.saved', defaultMessage: 'Artikel gespeichert.' },
  view: { id: 'portal.newsEditor.view', defaultMessage: 'Ansehen' },
  category: { id: 'portal.newsEditor.category', defaultMessage: 'Kategorie' },
  slug: { id: 'portal.newsEditor.slug', defaultMessage: 'Adresse (Slug)' },
  slugHint: {
    id: 'portal.newsEditor.slugHint',
    defaultMessage:
      'Kleinbuchstaben, Ziffern und Bindestriche, z. B. techdays-kundl. Leer lassen: Sie entsteht aus dem deutschen Titel.',
  },
  slugInvalid: {
    id: 'portal.newsEditor.slugInvalid',
    defaultMessage:
      'Die Adresse darf nur Kleinbuchstaben ohne Umlaute, Ziffern und einzelne Bindestriche enthalten.',
  },
  german: { id: 'portal.newsEditor.german', defaultMessage: 'Deutsch' },
  english: { id: 'portal.newsEditor.english', defaultMessage: 'Englisch (optional)' },
  french: { id: 'portal.newsEditor.french', defaultMessage: 'Französisch (optional)' },
  optionalHint: {
    id: 'portal.newsEditor.optionalHint',
    defaultMessage:
      'Leer lassen, wenn es keine Übersetzung gibt: Die Seite zeigt dann den deutschen Text und sagt, dass es ihn nur auf Deutsch gibt.',
  },
  articleTitle: { id: 'portal.newsEditor.articleTitle', defaultMessage: 'Titel' },
  teaser: { id: 'portal.newsEditor.teaser', defaultMessage: 'Kurztext' },
  body: { id: 'portal.newsEditor.body', defaultMessage: 'Text' },
  bodyHint: {
    id: 'portal.newsEditor.bodyHint',
    defaultMessage: 'Eine Leerzeile beginnt einen neuen Absatz.',
  },
  richBodyHint: {
    id: 'portal.newsEditor.richBodyHint',
    defaultMessage:
      'Dieser Text hat Überschriften, Listen, Zitate, Hervorhebungen oder Links. Sie bleiben erhalten, solange Du ihn nicht änderst; geänderter Text wird zu einfachen Absätzen.',
  },
  save: { id: 'portal.newsEditor.save', defaultMessage: 'Speichern' },
  createDraft: { id: 'portal.newsEditor.createDraft', defaultMessage: 'Als Entwurf speichern' },
  languageEn: { id: 'portal.newsEditor.languageEn', defaultMessage: 'Englisch' },
  languageFr: { id: 'portal.newsEditor.languageFr', defaultMessage: 'Französisch' },
});

/** Under an article's title: "Entwurf · Produkte · Sprachen: Deutsch, Englisch". */
export const entrySummary = defineMessage<{ state: string; category: string; languages: string }>({
  id: 'portal.newsEditor.entrySummary',
  defaultMessage: '{state} · {category} · Sprachen: {languages}',
});

/** "Veröffentlicht seit 21. November 2026". */
export const publishedSince = defineMessage<{ date: string }>({
  id: 'portal.newsEditor.publishedSince',
  defaultMessage: 'Veröffentlicht seit {date}',
});

/** "Erscheint am 30. November 2026": published from a time still to come. */
export const publishedFrom = defineMessage<{ date: string }>({
  id: 'portal.newsEditor.publishedFrom',
  defaultMessage: 'Erscheint am {date}',
});
