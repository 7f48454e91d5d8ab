import { defineMessage, defineMessages } from 'react-intl';

// The texts of saved searches ("Suchaufträge", issue 16 point 4): saving one from the list, the
// list of them on the bookmarks page, and the page a mail's link ends one on. They belong to the
// used machines' catalog part (`portal.usedMachines.`, messages/parts.json).

/** The list's "Suche speichern" control. */
export const saveSearchMessages = defineMessages({
  open: { id: 'portal.usedMachines.saveSearch.open', defaultMessage: 'Suche speichern' },
  intro: {
    id: 'portal.usedMachines.saveSearch.intro',
    defaultMessage:
      'Wir schicken Dir neue Maschinen zu dieser Suche höchstens einmal am Tag per E-Mail.',
  },
  name: { id: 'portal.usedMachines.saveSearch.name', defaultMessage: 'Name des Suchauftrags' },
  submit: { id: 'portal.usedMachines.saveSearch.submit', defaultMessage: 'Suchauftrag speichern' },
  saved: {
    id: 'portal.usedMachines.saveSearch.saved',
    defaultMessage:
      'Suchauftrag gespeichert. Neue Treffer schicken wir Dir höchstens einmal am Tag per E-Mail.',
  },
  toBookmarks: {
    id: 'portal.usedMachines.saveSearch.toBookmarks',
    defaultMessage: 'Zu Deinen Suchaufträgen',
  },
  notSaved: {
    id: 'portal.usedMachines.saveSearch.notSaved',
    defaultMessage: 'Der Suchauftrag wurde nicht gespeichert.',
  },
  generalError: {
    id: 'portal.usedMachines.saveSearch.generalError',
    defaultMessage: 'Bitte versuche es gleich noch einmal; Deine Eingabe bleibt erhalten.',
  },
  nameRequired: {
    id: 'portal.usedMachines.saveSearch.nameRequired',
    defaultMessage: 'Bitte gib dem Suchauftrag einen Namen.',
  },
  signInHint: {
    id: 'portal.usedMachines.saveSearch.signInHint',
    defaultMessage: 'Zum Speichern meldest Du Dich an.',
  },
});

/** The saved searches on the bookmarks page. */
export const savedSearchesMessages = defineMessages({
  title: { id: 'portal.usedMachines.savedSearches.title', defaultMessage: 'Suchaufträge' },
  dailyNote: {
    id: 'portal.usedMachines.savedSearches.dailyNote',
    defaultMessage: 'Neue Treffer schicken wir Dir höchstens einmal am Tag per E-Mail.',
  },
  empty: {
    id: 'portal.usedMachines.savedSearches.empty',
    defaultMessage:
      'Du hast noch keine Suche gespeichert. Stelle in der Liste der Gebrauchtmaschinen Deine Filter ein und wähle „Suche speichern“: Dann melden wir Dir neue passende Maschinen per E-Mail.',
  },
  toList: {
    id: 'portal.usedMachines.savedSearches.toList',
    defaultMessage: 'Zu den Gebrauchtmaschinen',
  },
  open: { id: 'portal.usedMachines.savedSearches.open', defaultMessage: 'Suche öffnen' },
  end: { id: 'portal.usedMachines.savedSearches.end', defaultMessage: 'Beenden' },
  confirmEnd: {
    id: 'portal.usedMachines.savedSearches.confirmEnd',
    defaultMessage: 'Diesen Suchauftrag wirklich beenden?',
  },
  confirmYes: {
    id: 'portal.usedMachines.savedSearches.confirmYes',
    defaultMessage: 'Ja, beenden',
  },
  cancel: { id: 'portal.usedMachines.savedSearches.cancel', defaultMessage: 'Abbrechen' },
  endFailed: {
    id: 'portal.usedMachines.savedSearches.endFailed',
    defaultMessage: 'Der Suchauftrag konnte gerade nicht beendet werden.',
  },
  neverMailed: {
    id: 'portal.usedMachines.savedSearches.neverMailed',
    defaultMessage: 'Noch keine E-Mail verschickt',
  },
  saveTitle: {
    id: 'portal.usedMachines.savedSearches.saveTitle',
    defaultMessage: 'Neuen Suchauftrag speichern',
  },
});

export const savedSearchCreatedMessage = defineMessage<{ date: string }>({
  id: 'portal.usedMachines.savedSearches.created',
  defaultMessage: 'Gespeichert am {date}',
});

export const savedSearchMailedMessage = defineMessage<{ date: string }>({
  id: 'portal.usedMachines.savedSearches.lastMailed',
  defaultMessage: 'Letzte E-Mail am {date}',
});

/** An action's accessible name with the search it acts on: "Beenden: Lintrac bis 50.000 €". */
export const savedSearchActionMessage = defineMessage<{ action: string; name: string }>({
  id: 'portal.usedMachines.savedSearches.action',
  defaultMessage: '{action}: {name}',
});

/** A readable summary of a search's filters. */
export const searchSummaryMessages = defineMessages({
  everything: {
    id: 'portal.usedMachines.searchSummary.everything',
    defaultMessage: 'Alle Maschinen',
  },
});

export const summaryListMessage = defineMessage<{ label: string; values: string }>({
  id: 'portal.usedMachines.searchSummary.list',
  defaultMessage: '{label}: {values}',
});

export const summaryRangeMessage = defineMessage<{ min: string; max: string }>({
  id: 'portal.usedMachines.searchSummary.range',
  defaultMessage: '{min} bis {max}',
});

export const summaryFromMessage = defineMessage<{ min: string }>({
  id: 'portal.usedMachines.searchSummary.from',
  defaultMessage: 'ab {min}',
});

export const summaryUpToMessage = defineMessage<{ max: string }>({
  id: 'portal.usedMachines.searchSummary.upTo',
  defaultMessage: 'bis {max}',
});

export const summaryAroundMessage = defineMessage<{ distance: string; place: string }>({
  id: 'portal.usedMachines.searchSummary.around',
  defaultMessage: 'bis {distance} um {place}',
});

export const summaryPlaceMessages = defineMessages({
  here: {
    id: 'portal.usedMachines.searchSummary.here',
    defaultMessage: 'Deinen Standort',
  },
});

/** The page a saved search's mail links to, which ends that search. */
export const searchEndMessages = defineMessages({
  title: {
    id: 'portal.usedMachines.searchEnd.title',
    defaultMessage: 'Suchauftrag beenden',
  },
  submit: {
    id: 'portal.usedMachines.searchEnd.submit',
    defaultMessage: 'Suchauftrag beenden',
  },
  unknownTitle: {
    id: 'portal.usedMachines.searchEnd.unknownTitle',
    defaultMessage: 'Diesen Suchauftrag gibt es nicht mehr',
  },
  unknown: {
    id: 'portal.usedMachines.searchEnd.unknown',
    defaultMessage:
      'Der Link ist unbekannt oder der Suchauftrag wurde schon beendet. Du bekommst dazu keine E-Mails mehr.',
  },
  failed: {
    id: 'portal.usedMachines.searchEnd.failed',
    defaultMessage:
      'Der Suchauftrag konnte gerade nicht beendet werden. Bitte versuche es noch einmal.',
  },
  loadFailed: {
    id: 'portal.usedMachines.searchEnd.loadFailed',
    defaultMessage: 'Der Suchauftrag konnte gerade nicht geladen werden.',
  },
  toList: {
    id: 'portal.usedMachines.searchEnd.toList',
    defaultMessage: 'Zu den Gebrauchtmaschinen',
  },
  filters: { id: 'portal.usedMachines.searchEnd.filters', defaultMessage: 'Gesucht wird nach' },
});

export const searchEndQuestionMessage = defineMessage<{ name: string }>({
  id: 'portal.usedMachines.searchEnd.question',
  defaultMessage:
    'Mit dem Suchauftrag „{name}“ schicken wir Dir neue passende Maschinen per E-Mail. Möchtest Du ihn beenden?',
});

export const searchEndedMessage = defineMessage<{ name: string }>({
  id: 'portal.usedMachines.searchEnd.ended',
  defaultMessage: 'Der Suchauftrag „{name}“ ist beendet. Du bekommst dazu keine E-Mails mehr.',
});
