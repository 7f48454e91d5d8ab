import { defineMessage, defineMessages } from 'react-intl';

// The events' texts: a catalog part of their own (messages/parts.json, `portal.events.`), loaded
// with the events' and the trainings' pages only. The trainings' own texts are in
// trainingMessages.ts; what both share (an event's facts, the sign-up box) in
// eventSignUpMessages.ts.

export const listMessages = defineMessages({
  title: { id: 'portal.events.list.title', defaultMessage: 'Veranstaltungen' },
  description: {
    id: 'portal.events.list.description',
    defaultMessage:
      'Kommende Lindner Veranstaltungen und Fahrertrainings, vor Ort und online: Termine, freie Plätze und Anmeldung.',
  },
  intro: {
    id: 'portal.events.list.intro',
    defaultMessage:
      'Triff uns vor Ort oder online: Vorführungen, Hausmessen und Fahrertrainings. Melde Dich direkt bei der Veranstaltung an.',
  },
  filters: { id: 'portal.events.list.filters', defaultMessage: 'Veranstaltungen filtern' },
  format: { id: 'portal.events.list.format', defaultMessage: 'Form' },
  anyFormat: { id: 'portal.events.list.anyFormat', defaultMessage: 'Alle' },
  region: { id: 'portal.events.list.region', defaultMessage: 'Region' },
  anyRegion: { id: 'portal.events.list.anyRegion', defaultMessage: 'Alle Regionen' },
  trainingsOnly: {
    id: 'portal.events.list.trainingsOnly',
    defaultMessage: 'Nur Fahrertrainings',
  },
  apply: { id: 'portal.events.list.apply', defaultMessage: 'Filtern' },
  reset: { id: 'portal.events.list.reset', defaultMessage: 'Filter zurücksetzen' },
  results: { id: 'portal.events.list.results', defaultMessage: 'Kommende Veranstaltungen' },
  emptyTitle: {
    id: 'portal.events.list.emptyTitle',
    defaultMessage: 'Keine kommenden Veranstaltungen',
  },
  emptyText: {
    id: 'portal.events.list.emptyText',
    defaultMessage:
      'Gerade ist keine Veranstaltung geplant, die zu Deiner Auswahl passt. Setze die Filter zurück oder schau bald wieder vorbei.',
  },
});

export const detailMessages = defineMessages({
  backToList: { id: 'portal.events.detail.backToList', defaultMessage: 'Alle Veranstaltungen' },
  onlyInGerman: {
    id: 'portal.events.detail.onlyInGerman',
    defaultMessage: 'Diese Veranstaltung ist nur auf Deutsch beschrieben.',
  },
  loadFailed: {
    id: 'portal.events.detail.loadFailed',
    defaultMessage: 'Die Veranstaltung konnte nicht geladen werden.',
  },
});

export const eventCountMessage = defineMessage<{ count: number }>({
  id: 'portal.events.list.count',
  defaultMessage:
    '{count, plural, one {# kommende Veranstaltung} other {# kommende Veranstaltungen}}',
});
