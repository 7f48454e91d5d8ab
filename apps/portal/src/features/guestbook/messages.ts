import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The guestbook page's texts: a catalog part of their own (messages/parts.json,
// `portal.guestbook.`), loaded with the page and carried by its form island. What visitors wrote
// and Lindner's replies come from the API, as written.

export const pageMessages = defineMessages({
  title: { id: 'portal.guestbook.title', defaultMessage: 'Gästebuch' },
  description: {
    id: 'portal.guestbook.description',
    defaultMessage:
      'Das Gästebuch von Lindner: Was Fahrerinnen, Fahrer und Besucher über ihre Traktoren schreiben, ihre Fragen an Lindner und unsere Antworten.',
  },
  intro: {
    id: 'portal.guestbook.intro',
    defaultMessage:
      'Erzähl uns von Deinem Lindner oder stell uns eine Frage. Jeder Eintrag erscheint, sobald unser Team ihn geprüft hat; auf Fragen antworten wir direkt darunter.',
  },
  entriesHeading: { id: 'portal.guestbook.entriesHeading', defaultMessage: 'Einträge' },
  formHeading: { id: 'portal.guestbook.formHeading', defaultMessage: 'Ins Gästebuch schreiben' },
  emptyTitle: { id: 'portal.guestbook.emptyTitle', defaultMessage: 'Noch keine Einträge' },
  emptyText: {
    id: 'portal.guestbook.emptyText',
    defaultMessage: 'Schreib den ersten Eintrag in unser Gästebuch.',
  },
  pastLast: {
    id: 'portal.guestbook.pastLast',
    defaultMessage: 'Auf dieser Seite gibt es keine Einträge.',
  },
  firstPage: { id: 'portal.guestbook.firstPage', defaultMessage: 'Zur ersten Seite' },
  question: { id: 'portal.guestbook.question', defaultMessage: 'Frage an Lindner' },
  replyHeading: { id: 'portal.guestbook.replyHeading', defaultMessage: 'Antwort von Lindner' },
  pictureAlt: {
    id: 'portal.guestbook.pictureAlt',
    defaultMessage: 'Bild zum Eintrag',
  },
  pages: { id: 'portal.guestbook.pages', defaultMessage: 'Seiten des Gästebuchs' },
  previous: { id: 'portal.guestbook.previous', defaultMessage: 'Neuere Einträge' },
  next: { id: 'portal.guestbook.next', defaultMessage: 'Ältere Einträge' },
});

/** The link to an entry's PDF: "PDF-Datei: prospekt.pdf". */
export const pdfAttachmentMessage = defineMessage<{ name: string }>({
  id: 'portal.guestbook.pdfAttachment',
  description: 'name: the file name the writer gave the PDF',
  defaultMessage: 'Angehängte PDF-Datei: {name}',
});

/** A page number's accessible name. */
export const pageNumberMessage = defineMessage<{ page: number }>({
  id: 'portal.guestbook.page',
  defaultMessage: 'Seite {page}',
});

/** Who wrote an entry and when: "Maria Steiner am 25. November 2026". */
export const writtenByMessage = defineMessage<{ name: string; date: string }>({
  id: 'portal.guestbook.writtenBy',
  description: 'name: the writer as they signed; date: the day the entry was published',
  defaultMessage: '{name} am {date}',
});

/** The number of entries, in the list's heading. */
export const entryCountMessage = defineMessage<{ count: number }>({
  id: 'portal.guestbook.entryCount',
  defaultMessage: '{count, plural, one {# Eintrag} other {# Einträge}}',
});

/** The form's fields and states. */
export const formMessages = defineMessages({
  kind: { id: 'portal.guestbook.form.kind', defaultMessage: 'Was möchtest Du schreiben?' },
  kindEntry: { id: 'portal.guestbook.form.kindEntry', defaultMessage: 'Einen Gästebucheintrag' },
  kindQuestion: {
    id: 'portal.guestbook.form.kindQuestion',
    defaultMessage: 'Eine Frage an Lindner',
  },
  name: { id: 'portal.guestbook.form.name', defaultMessage: 'Name' },
  nameHint: {
    id: 'portal.guestbook.form.nameHint',
    defaultMessage: 'So steht er über Deinem Eintrag.',
  },
  email: { id: 'portal.guestbook.form.email', defaultMessage: 'E-Mail-Adresse' },
  emailHint: {
    id: 'portal.guestbook.form.emailHint',
    defaultMessage: 'Wird nicht veröffentlicht. Wir schreiben Dir, wenn wir antworten.',
  },
  text: { id: 'portal.guestbook.form.text', defaultMessage: 'Dein Text' },
  attachment: {
    id: 'portal.guestbook.form.attachment',
    defaultMessage: 'Bild oder PDF anhängen (freiwillig)',
  },
  attachmentHint: {
    id: 'portal.guestbook.form.attachmentHint',
    defaultMessage: 'JPEG, PNG, WebP oder PDF, höchstens 5 MB.',
  },
  spamAnswer: {
    id: 'portal.guestbook.form.spamAnswer',
    defaultMessage: 'In welcher Jahreszeit muss Schnee geräumt werden?',
  },
  spamHint: {
    id: 'portal.guestbook.form.spamHint',
    defaultMessage: 'Diese Frage hält Werbeprogramme fern.',
  },
  privacyConsent: {
    id: 'portal.guestbook.form.privacyConsent',
    defaultMessage:
      'Ich bin einverstanden, dass Lindner meinen Namen und meinen Eintrag veröffentlicht und meine E-Mail-Adresse speichert, um mir zu antworten.',
  },
  send: { id: 'portal.guestbook.form.send', defaultMessage: 'Eintrag senden' },
  sentTitle: { id: 'portal.guestbook.form.sentTitle', defaultMessage: 'Danke für Deinen Eintrag!' },
  sentText: {
    id: 'portal.guestbook.form.sentText',
    defaultMessage:
      'Dein Eintrag erscheint im Gästebuch, sobald unser Team ihn geprüft hat. Antworten wir Dir, bekommst Du eine E-Mail.',
  },
  writeAnother: {
    id: 'portal.guestbook.form.writeAnother',
    defaultMessage: 'Noch etwas schreiben',
  },
  notSent: { id: 'portal.guestbook.form.notSent', defaultMessage: 'Nicht gesendet' },
  generalError: {
    id: 'portal.guestbook.form.generalError',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
  requiredHint: {
    id: 'portal.guestbook.form.requiredHint',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  },
});

/** The privacy note above the consent, with the link to the privacy statement. */
export const privacyNoteMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.guestbook.form.privacyNote',
  defaultMessage:
    'Wie wir Deine Angaben verarbeiten, steht in unserer <link>Datenschutzerklärung</link>.',
});
