import type { PressPhotoCategory, PressPhotoSize } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The press area's texts (part "press" of parts.json, loaded with its pages); the staff page's
// are `portal.press.editorial.*` (part "press-editorial").

export const pressMessages = defineMessages({
  title: { id: 'portal.press.title', defaultMessage: 'Presse' },
  description: {
    id: 'portal.press.description',
    defaultMessage:
      'Pressemitteilungen, Pressemappen und Pressefotos von Lindner zum Herunterladen.',
  },
  intro: {
    id: 'portal.press.intro',
    defaultMessage:
      'Hier findest Du die Pressemitteilungen von Lindner mit Pressemappen zum Herunterladen, dazu Pressefotos in Druckqualität.',
  },
  photosLink: { id: 'portal.press.photosLink', defaultMessage: 'Zu den Pressefotos' },
  releasesHeading: { id: 'portal.press.releasesHeading', defaultMessage: 'Pressemitteilungen' },
  empty: {
    id: 'portal.press.empty',
    defaultMessage: 'Auf dieser Seite gibt es keine Pressemitteilungen.',
  },
  firstPage: { id: 'portal.press.firstPage', defaultMessage: 'Zur ersten Seite' },
  germanOnly: {
    id: 'portal.press.germanOnly',
    description: 'Beside a text that exists only in German, on an English or French page.',
    defaultMessage: 'Nur auf Deutsch verfügbar.',
  },
  pagingLabel: { id: 'portal.press.pagingLabel', defaultMessage: 'Seiten der Liste' },
  previous: { id: 'portal.press.previous', defaultMessage: 'Zurück' },
  next: { id: 'portal.press.next', defaultMessage: 'Weiter' },
  loadFailed: {
    id: 'portal.press.loadFailed',
    defaultMessage: 'Die Pressemitteilungen konnten nicht geladen werden.',
  },
});

export const releasedOnMessage = defineMessage<{ date: string }>({
  id: 'portal.press.releasedOn',
  defaultMessage: 'Veröffentlicht am {date}',
});

export const pageNumberMessage = defineMessage<{ page: number }>({
  id: 'portal.press.pageNumber',
  defaultMessage: 'Seite {page}',
});

export const releaseMessages = defineMessages({
  back: { id: 'portal.press.release.back', defaultMessage: 'Alle Pressemitteilungen' },
  loadFailed: {
    id: 'portal.press.release.loadFailed',
    defaultMessage: 'Die Pressemitteilung konnte nicht geladen werden.',
  },
  downloads: { id: 'portal.press.release.downloads', defaultMessage: 'Downloads' },
  noDownloads: {
    id: 'portal.press.release.noDownloads',
    defaultMessage: 'Zu dieser Pressemitteilung gibt es keine Dateien.',
  },
  contact: { id: 'portal.press.release.contact', defaultMessage: 'Pressekontakt' },
});

/** A download's type and size: "PDF, 2 kB". */
export const fileFactsMessage = defineMessage<{ type: string; size: string }>({
  id: 'portal.press.release.fileFacts',
  defaultMessage: '{type}, {size}',
});

export const emailMessage = defineMessage<{ name: string; email: string }>({
  id: 'portal.press.release.email',
  defaultMessage: 'E-Mail an {name}: {email}',
});

export const phoneMessage = defineMessage<{ name: string; phone: string }>({
  id: 'portal.press.release.phone',
  defaultMessage: '{name} anrufen: {phone}',
});

export const photoMessages = defineMessages({
  title: { id: 'portal.press.photos.title', defaultMessage: 'Pressefotos' },
  description: {
    id: 'portal.press.photos.description',
    defaultMessage:
      'Pressefotos von Lindner: Traktoren, Transporter, Unternehmen und Veranstaltungen, in Web- und Druckgröße.',
  },
  intro: {
    id: 'portal.press.photos.intro',
    defaultMessage:
      'Suche nach Bildunterschrift oder Bildnachweis und lade jedes Foto in Web- oder Druckgröße herunter. Bitte nenne bei einer Veröffentlichung den angegebenen Bildnachweis.',
  },
  back: { id: 'portal.press.photos.back', defaultMessage: 'Zu den Pressemitteilungen' },
  search: { id: 'portal.press.photos.search', defaultMessage: 'Pressefotos suchen' },
  words: { id: 'portal.press.photos.words', defaultMessage: 'Suchbegriff' },
  category: { id: 'portal.press.photos.category', defaultMessage: 'Kategorie' },
  anyCategory: { id: 'portal.press.photos.anyCategory', defaultMessage: 'Alle Kategorien' },
  apply: { id: 'portal.press.photos.apply', defaultMessage: 'Suchen' },
  emptyTitle: { id: 'portal.press.photos.emptyTitle', defaultMessage: 'Keine Fotos gefunden' },
  emptyText: {
    id: 'portal.press.photos.emptyText',
    defaultMessage: 'Versuche es mit einem anderen Suchbegriff oder einer anderen Kategorie.',
  },
  showAll: { id: 'portal.press.photos.showAll', defaultMessage: 'Alle Fotos zeigen' },
  loadFailed: {
    id: 'portal.press.photos.loadFailed',
    defaultMessage: 'Die Pressefotos konnten nicht geladen werden.',
  },
});

export const photoCountMessage = defineMessage<{ count: number }>({
  id: 'portal.press.photos.count',
  defaultMessage: '{count, plural, =0 {Keine Fotos} one {# Foto} other {# Fotos}} gefunden',
});

/** A photo's download link: "Web: 1.280 × 853 px, 64 kB". */
export const photoDownloadMessage = defineMessage<{
  size: string;
  width: string;
  height: string;
  bytes: string;
}>({
  id: 'portal.press.photos.download',
  defaultMessage: '{size}: {width} × {height} px, {bytes}',
});

export const photoDownloadsMessage = defineMessage<{ caption: string }>({
  id: 'portal.press.photos.downloads',
  defaultMessage: 'Downloads: {caption}',
});

export const pictureAltMessage = defineMessage<{ caption: string }>({
  id: 'portal.press.photos.pictureAlt',
  defaultMessage: 'Vorschau: {caption}',
});

export const categoryMessages: Record<PressPhotoCategory, MessageDescriptor> = defineMessages({
  tractors: { id: 'portal.press.category.tractors', defaultMessage: 'Traktoren' },
  transporters: { id: 'portal.press.category.transporters', defaultMessage: 'Transporter' },
  company: { id: 'portal.press.category.company', defaultMessage: 'Unternehmen' },
  events: { id: 'portal.press.category.events', defaultMessage: 'Veranstaltungen' },
});

export const sizeMessages: Record<PressPhotoSize, MessageDescriptor> = defineMessages({
  web: { id: 'portal.press.size.web', defaultMessage: 'Web' },
  print: { id: 'portal.press.size.print', defaultMessage: 'Druck' },
  original: { id: 'portal.press.size.original', defaultMessage: 'Original' },
});

export const editorialMessages = defineMessages({
  title: { id: 'portal.press.editorial.title', defaultMessage: 'Pressefotos verwalten' },
  notAllowedTitle: { id: 'portal.press.editorial.notAllowedTitle', defaultMessage: 'Kein Zugriff' },
  notAllowedText: {
    id: 'portal.press.editorial.notAllowedText',
    defaultMessage:
      'Pressefotos können nur Mitarbeiterinnen und Mitarbeiter von Lindner verwalten.',
  },
  uploadHeading: { id: 'portal.press.editorial.uploadHeading', defaultMessage: 'Foto hochladen' },
  file: { id: 'portal.press.editorial.file', defaultMessage: 'Foto' },
  fileHint: {
    id: 'portal.press.editorial.fileHint',
    defaultMessage: 'JPEG, PNG oder WebP, höchstens 10 MB.',
  },
  category: { id: 'portal.press.editorial.category', defaultMessage: 'Kategorie' },
  chooseCategory: { id: 'portal.press.editorial.chooseCategory', defaultMessage: 'Bitte wählen' },
  captionDe: {
    id: 'portal.press.editorial.captionDe',
    defaultMessage: 'Bildunterschrift auf Deutsch',
  },
  captionEn: {
    id: 'portal.press.editorial.captionEn',
    defaultMessage: 'Bildunterschrift auf Englisch (optional)',
  },
  captionFr: {
    id: 'portal.press.editorial.captionFr',
    defaultMessage: 'Bildunterschrift auf Französisch (optional)',
  },
  credit: { id: 'portal.press.editorial.credit', defaultMessage: 'Bildnachweis' },
  creditHint: {
    id: 'portal.press.editorial.creditHint',
    defaultMessage: 'Zum Beispiel „Foto: Lindner Traktorenwerk“.',
  },
  upload: { id: 'portal.press.editorial.upload', defaultMessage: 'Hochladen' },
  uploading: { id: 'portal.press.editorial.uploading', defaultMessage: 'Wird hochgeladen …' },
  fileMissing: {
    id: 'portal.press.editorial.fileMissing',
    defaultMessage: 'Bitte wähle ein Foto aus.',
  },
  fileType: {
    id: 'portal.press.editorial.fileType',
    defaultMessage: 'Bitte wähle ein Foto im Format JPEG, PNG oder WebP.',
  },
  fileTooLarge: {
    id: 'portal.press.editorial.fileTooLarge',
    defaultMessage: 'Das Foto ist zu groß: höchstens 10 MB.',
  },
  categoryMissing: {
    id: 'portal.press.editorial.categoryMissing',
    defaultMessage: 'Bitte wähle eine Kategorie.',
  },
  captionMissing: {
    id: 'portal.press.editorial.captionMissing',
    defaultMessage: 'Bitte gib eine Bildunterschrift auf Deutsch ein.',
  },
  creditMissing: {
    id: 'portal.press.editorial.creditMissing',
    defaultMessage: 'Bitte gib einen Bildnachweis ein.',
  },
  tooLong: {
    id: 'portal.press.editorial.tooLong',
    defaultMessage: 'Dieser Text ist zu lang.',
  },
  uploadFailed: {
    id: 'portal.press.editorial.uploadFailed',
    defaultMessage:
      'Das Foto konnte nicht hochgeladen werden. Bitte korrigiere die markierten Felder.',
  },
  uploaded: {
    id: 'portal.press.editorial.uploaded',
    defaultMessage: 'Das Foto ist hochgeladen und veröffentlicht.',
  },
  listHeading: {
    id: 'portal.press.editorial.listHeading',
    defaultMessage: 'Veröffentlichte Fotos',
  },
  empty: {
    id: 'portal.press.editorial.empty',
    defaultMessage: 'Es sind noch keine Pressefotos veröffentlicht.',
  },
  delete: { id: 'portal.press.editorial.delete', defaultMessage: 'Löschen' },
  deleteConfirm: { id: 'portal.press.editorial.deleteConfirm', defaultMessage: 'Ja, löschen' },
  deleteCancel: { id: 'portal.press.editorial.deleteCancel', defaultMessage: 'Abbrechen' },
  deleted: { id: 'portal.press.editorial.deleted', defaultMessage: 'Das Foto ist gelöscht.' },
  publicPage: {
    id: 'portal.press.editorial.publicPage',
    defaultMessage: 'Zur öffentlichen Seite der Pressefotos',
  },
});

export const deleteNamedMessage = defineMessage<{ caption: string }>({
  id: 'portal.press.editorial.deleteNamed',
  defaultMessage: 'Foto „{caption}“ löschen',
});

export const deleteQuestionMessage = defineMessage<{ caption: string }>({
  id: 'portal.press.editorial.deleteQuestion',
  defaultMessage:
    'Foto „{caption}“ endgültig löschen? Es verschwindet auch aus der öffentlichen Suche.',
});
