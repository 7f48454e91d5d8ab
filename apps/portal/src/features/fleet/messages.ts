import { defineMessage, defineMessages } from 'react-intl';

// The fleet pages' texts: catalog part `fleet` (messages/parts.json), loaded with those pages.

export const fleetMessages = defineMessages({
  addVehicle: { id: 'portal.fleet.addVehicle', defaultMessage: 'Fahrzeug hinzufügen' },
  vehicles: { id: 'portal.fleet.vehicles', defaultMessage: 'Deine Fahrzeuge' },
  emptyTitle: { id: 'portal.fleet.empty.title', defaultMessage: 'Noch kein Fahrzeug' },
  emptyText: {
    id: 'portal.fleet.empty.text',
    defaultMessage:
      'Füge Deinen Lindner mit seiner Fahrgestellnummer hinzu. Danach führst Du hier sein Tagebuch und siehst Betriebsstunden und Verbrauch.',
  },
  vin: { id: 'portal.fleet.vin', defaultMessage: 'Fahrgestellnummer' },
  model: { id: 'portal.fleet.model', defaultMessage: 'Modell' },
  operatingHours: { id: 'portal.fleet.operatingHours', defaultMessage: 'Betriebsstunden' },
  noOperatingHours: {
    id: 'portal.fleet.noOperatingHours',
    defaultMessage: 'Noch keine Betriebsstunden',
  },
  fuelUsed: { id: 'portal.fleet.fuelUsed', defaultMessage: 'Getankt' },
  consumption: { id: 'portal.fleet.consumption', defaultMessage: 'Durchschnittsverbrauch' },
  dataSource: { id: 'portal.fleet.dataSource', defaultMessage: 'Datenquelle' },
  lastEntry: { id: 'portal.fleet.lastEntry', defaultMessage: 'Letzter Eintrag' },
  noImage: { id: 'portal.fleet.noImage', defaultMessage: 'Noch kein Bild' },
});

export const statusMessages = defineMessages({
  pending: { id: 'portal.fleet.status.pending', defaultMessage: 'In Prüfung' },
  approved: { id: 'portal.fleet.status.approved', defaultMessage: 'Freigegeben' },
  rejected: { id: 'portal.fleet.status.rejected', defaultMessage: 'Abgelehnt' },
  pendingNotice: {
    id: 'portal.fleet.status.pendingNotice',
    defaultMessage:
      'Wir prüfen Dein Fahrzeug in 1-2 Werktagen. Danach schalten wir Fahrertrainings und TracLink dafür frei.',
  },
});

export const dataSourceMessages = defineMessages({
  traclinkMobile: {
    id: 'portal.fleet.dataSource.traclinkMobile',
    defaultMessage: 'TracLink Mobile',
  },
  fuelDiary: { id: 'portal.fleet.dataSource.fuelDiary', defaultMessage: 'Tankbuch' },
  averageConsumption: {
    id: 'portal.fleet.dataSource.averageConsumption',
    defaultMessage: 'Durchschnittsverbrauch',
  },
  traclinkMobileHint: {
    id: 'portal.fleet.dataSource.traclinkMobileHint',
    defaultMessage:
      'TracLink Mobile: Betriebsstunden und Verbrauch kommen von der App auf dem Traktor.',
  },
  fuelDiaryHint: {
    id: 'portal.fleet.dataSource.fuelDiaryHint',
    defaultMessage: 'Tankbuch: Du trägst jeden Tankstopp mit den Betriebsstunden ein.',
  },
  averageConsumptionHint: {
    id: 'portal.fleet.dataSource.averageConsumptionHint',
    defaultMessage:
      'Durchschnittsverbrauch: Du trägst für einen Zeitraum den Verbrauch je Einsatzart ein.',
  },
});

export const addVehicleMessages = defineMessages({
  vinHint: {
    id: 'portal.fleet.add.vinHint',
    defaultMessage: '17 Zeichen, beginnt mit VBLA; zu finden im Typenschein und am Rahmen.',
  },
  modelPlaceholder: { id: 'portal.fleet.add.modelPlaceholder', defaultMessage: 'Modell wählen' },
  dataSourceHint: {
    id: 'portal.fleet.add.dataSourceHint',
    defaultMessage:
      'Woher die Betriebsstunden und der Verbrauch kommen. Du kannst das später ändern lassen.',
  },
  save: { id: 'portal.fleet.add.save', defaultMessage: 'Fahrzeug speichern' },
  savedTitle: { id: 'portal.fleet.add.savedTitle', defaultMessage: 'Fahrzeug gespeichert' },
  toVehicle: { id: 'portal.fleet.add.toVehicle', defaultMessage: 'Zum Fahrzeug' },
  another: { id: 'portal.fleet.add.another', defaultMessage: 'Weiteres Fahrzeug hinzufügen' },
});

export const vehicleMessages = defineMessages({
  vehicle: { id: 'portal.fleet.vehicle', defaultMessage: 'Fahrzeug' },
  figures: { id: 'portal.fleet.vehicle.figures', defaultMessage: 'Kennzahlen' },
  needsTwoFullFillUps: {
    id: 'portal.fleet.vehicle.needsTwoFullFillUps',
    defaultMessage: 'Für den Verbrauch braucht es zwei Tankstopps mit vollem Tank.',
  },
  needsAverageEntry: {
    id: 'portal.fleet.vehicle.needsAverageEntry',
    defaultMessage: 'Trage einen Durchschnittsverbrauch ein, dann steht er hier.',
  },
  image: { id: 'portal.fleet.vehicle.image', defaultMessage: 'Bild des Fahrzeugs' },
  imageFile: { id: 'portal.fleet.vehicle.imageFile', defaultMessage: 'Neues Bild' },
  imageHint: {
    id: 'portal.fleet.vehicle.imageHint',
    defaultMessage: 'JPEG, PNG oder WebP, höchstens 10 MB.',
  },
  imageUpload: { id: 'portal.fleet.vehicle.imageUpload', defaultMessage: 'Bild hochladen' },
  imagePreview: { id: 'portal.fleet.vehicle.imagePreview', defaultMessage: 'Vorschau' },
  delete: { id: 'portal.fleet.vehicle.delete', defaultMessage: 'Fahrzeug löschen' },
  deleteConfirm: { id: 'portal.fleet.vehicle.deleteConfirm', defaultMessage: 'Ja, löschen' },
  cancel: { id: 'portal.fleet.vehicle.cancel', defaultMessage: 'Abbrechen' },
  deleted: { id: 'portal.fleet.vehicle.deleted', defaultMessage: 'Fahrzeug gelöscht.' },
  tabDiaryEntry: { id: 'portal.fleet.vehicle.tabDiaryEntry', defaultMessage: 'Tagebuch eintragen' },
  tabAverage: { id: 'portal.fleet.vehicle.tabAverage', defaultMessage: 'Durchschnitt eintragen' },
});

export const diaryMessages = defineMessages({
  title: { id: 'portal.fleet.diary.title', defaultMessage: 'Tagebuch' },
  range: { id: 'portal.fleet.diary.range', defaultMessage: 'Zeitraum' },
  from: { id: 'portal.fleet.diary.from', defaultMessage: 'Von' },
  to: { id: 'portal.fleet.diary.to', defaultMessage: 'Bis' },
  apply: { id: 'portal.fleet.diary.apply', defaultMessage: 'Anzeigen' },
  reset: { id: 'portal.fleet.diary.reset', defaultMessage: 'Alle Einträge' },
  rangeOrder: {
    id: 'portal.fleet.diary.rangeOrder',
    defaultMessage: '„Bis“ darf nicht vor „Von“ liegen.',
  },
  rangeOpen: { id: 'portal.fleet.diary.rangeOpen', defaultMessage: 'offen' },
  print: { id: 'portal.fleet.diary.print', defaultMessage: 'Drucken' },
  download: { id: 'portal.fleet.diary.download', defaultMessage: 'CSV herunterladen' },
  downloadFailed: {
    id: 'portal.fleet.diary.downloadFailed',
    defaultMessage: 'Die Datei konnte nicht geladen werden. Bitte versuche es erneut.',
  },
  empty: {
    id: 'portal.fleet.diary.empty',
    defaultMessage: 'Keine Einträge in diesem Zeitraum.',
  },
  addEntry: { id: 'portal.fleet.diary.addEntry', defaultMessage: 'Eintrag hinzufügen' },
  fuelStop: { id: 'portal.fleet.diary.fuelStop', defaultMessage: 'Tankstopp' },
  operation: { id: 'portal.fleet.diary.operation', defaultMessage: 'Einsatz' },
  average: { id: 'portal.fleet.diary.average', defaultMessage: 'Durchschnitt' },
  note: { id: 'portal.fleet.diary.note', defaultMessage: 'Notiz' },
  fullTank: { id: 'portal.fleet.diary.fullTank', defaultMessage: 'Vollgetankt' },
  partTank: { id: 'portal.fleet.diary.partTank', defaultMessage: 'Nicht vollgetankt' },
  delete: { id: 'portal.fleet.diary.delete', defaultMessage: 'Löschen' },
  deleted: { id: 'portal.fleet.diary.deleted', defaultMessage: 'Eintrag gelöscht.' },
});

// The charts of the dashboard show them too: shared/ holds them, under the same ids.
export { operationTypeMessages } from '../../shared/fleetCharts/messages';

export const useCategoryMessages = defineMessages({
  field: { id: 'portal.fleet.useCategory.field', defaultMessage: 'Feldarbeit (l/h)' },
  gras: { id: 'portal.fleet.useCategory.gras', defaultMessage: 'Grünland (l/h)' },
  other: { id: 'portal.fleet.useCategory.other', defaultMessage: 'Sonstiges (l/h)' },
});

export const entryFormMessages = defineMessages({
  kind: { id: 'portal.fleet.entry.kind', defaultMessage: 'Art des Eintrags' },
  date: { id: 'portal.fleet.entry.date', defaultMessage: 'Datum' },
  liters: { id: 'portal.fleet.entry.liters', defaultMessage: 'Getankte Liter' },
  operatingHours: {
    id: 'portal.fleet.entry.operatingHours',
    defaultMessage: 'Betriebsstunden beim Tanken',
  },
  fullTank: { id: 'portal.fleet.entry.fullTank', defaultMessage: 'Vollgetankt?' },
  fullTankHint: {
    id: 'portal.fleet.entry.fullTankHint',
    defaultMessage: 'Der Verbrauch wird zwischen zwei vollen Tankfüllungen berechnet.',
  },
  yes: { id: 'portal.fleet.entry.yes', defaultMessage: 'Ja' },
  no: { id: 'portal.fleet.entry.no', defaultMessage: 'Nein' },
  type: { id: 'portal.fleet.entry.type', defaultMessage: 'Art des Einsatzes' },
  durationHours: { id: 'portal.fleet.entry.durationHours', defaultMessage: 'Dauer (Stunden)' },
  note: { id: 'portal.fleet.entry.note', defaultMessage: 'Notiz' },
  text: { id: 'portal.fleet.entry.text', defaultMessage: 'Text der Notiz' },
  dateStart: { id: 'portal.fleet.entry.dateStart', defaultMessage: 'Von (Datum)' },
  dateEnd: { id: 'portal.fleet.entry.dateEnd', defaultMessage: 'Bis (Datum)' },
  hoursStart: { id: 'portal.fleet.entry.hoursStart', defaultMessage: 'Betriebsstunden am Anfang' },
  hoursEnd: { id: 'portal.fleet.entry.hoursEnd', defaultMessage: 'Betriebsstunden am Ende' },
  consumption: {
    id: 'portal.fleet.entry.consumption',
    defaultMessage: 'Verbrauch je Einsatzart',
  },
  consumptionHint: {
    id: 'portal.fleet.entry.consumptionHint',
    defaultMessage: 'Liter pro Stunde; mindestens eine Einsatzart.',
  },
  averageIntro: {
    id: 'portal.fleet.entry.averageIntro',
    defaultMessage:
      'Für einen Zeitraum: die Betriebsstunden am Anfang und am Ende und der durchschnittliche Verbrauch je Einsatzart.',
  },
});

/** The success notice of SPEC.md section 8 for fleet and vehicle data. */
export const fleetSavedNotice = defineMessage({
  id: 'portal.fleet.saved',
  defaultMessage: 'Fuhrparkdaten gespeichert. Fahrzeugdaten prüfen wir in 1-2 Werktagen.',
});

export const diaryEntrySavedNotice = defineMessage({
  id: 'portal.fleet.entrySaved',
  defaultMessage: 'Tagebucheintrag gespeichert.',
});

export const reviewMessages = defineMessages({
  title: { id: 'portal.fleet.review.title', defaultMessage: 'Fahrzeuge prüfen' },
  notAllowedTitle: {
    id: 'portal.fleet.review.notAllowedTitle',
    defaultMessage: 'Kein Zugriff',
  },
  notAllowedText: {
    id: 'portal.fleet.review.notAllowedText',
    defaultMessage: 'Diese Seite ist nur für Mitarbeiterinnen und Mitarbeiter von Lindner.',
  },
  empty: {
    id: 'portal.fleet.review.empty',
    defaultMessage: 'Keine Fahrzeuge warten auf eine Prüfung.',
  },
  owner: { id: 'portal.fleet.review.owner', defaultMessage: 'Besitzer' },
  addedAt: { id: 'portal.fleet.review.addedAt', defaultMessage: 'Eingetragen am' },
  approve: { id: 'portal.fleet.review.approve', defaultMessage: 'Freigeben' },
  reject: { id: 'portal.fleet.review.reject', defaultMessage: 'Ablehnen' },
  reason: { id: 'portal.fleet.review.reason', defaultMessage: 'Begründung für den Besitzer' },
  sendRejection: { id: 'portal.fleet.review.sendRejection', defaultMessage: 'Ablehnung senden' },
  approved: { id: 'portal.fleet.review.approved', defaultMessage: 'Fahrzeug freigegeben.' },
  rejected: { id: 'portal.fleet.review.rejected', defaultMessage: 'Fahrzeug abgelehnt.' },
});

export const rejectedNotice = defineMessage<{ reason: string }>({
  id: 'portal.fleet.status.rejectedNotice',
  defaultMessage: 'Begründung: {reason}',
});

export const deleteVehicleQuestion = defineMessage<{ model: string }>({
  id: 'portal.fleet.vehicle.deleteQuestion',
  defaultMessage:
    '{model} mit seinem ganzen Tagebuch löschen? Das lässt sich nicht rückgängig machen.',
});

export const diaryPrintTitle = defineMessage<{ model: string; vin: string }>({
  id: 'portal.fleet.diary.printTitle',
  defaultMessage: 'Tagebuch {model}, {vin}',
});

export const diaryRangeShown = defineMessage<{ from: string; to: string }>({
  id: 'portal.fleet.diary.rangeShown',
  defaultMessage: 'Zeitraum: {from} bis {to}',
});

export const diaryPeriod = defineMessage<{ start: string; end: string }>({
  id: 'portal.fleet.diary.period',
  defaultMessage: '{start} bis {end}',
});

export const deleteEntryLabel = defineMessage<{ entry: string; date: string }>({
  id: 'portal.fleet.diary.deleteLabel',
  defaultMessage: '{entry} vom {date} löschen',
});

export const deleteEntryQuestion = defineMessage<{ entry: string; date: string }>({
  id: 'portal.fleet.diary.deleteQuestion',
  defaultMessage: '{entry} vom {date} löschen?',
});

/** A figure with its label, e.g. "Betriebsstunden: 1.834,5" (French puts a space before ":"). */
export const labelledValue = defineMessage<{ label: string; value: string }>({
  id: 'portal.fleet.labelledValue',
  defaultMessage: '{label}: {value}',
});

/** Two facts of one line, e.g. "95 l · Vollgetankt". */
export const twoFacts = defineMessage<{ first: string; second: string }>({
  id: 'portal.fleet.twoFacts',
  defaultMessage: '{first} · {second}',
});

/** A vehicle as one line: model and VIN. */
export const vehicleLine = defineMessage<{ model: string; vin: string }>({
  id: 'portal.fleet.vehicleLine',
  defaultMessage: '{model}, {vin}',
});

export const ownerWithEmail = defineMessage<{ name: string; email: string }>({
  id: 'portal.fleet.review.ownerWithEmail',
  defaultMessage: '{name} ({email})',
});

/** The diary entries kept on the device while there is no connection. */
export const offlineMessages = defineMessages({
  keptNotice: {
    id: 'portal.fleet.offline.kept',
    defaultMessage:
      'Ohne Verbindung auf diesem Gerät gespeichert. Der Eintrag wird gesendet, sobald Du wieder Verbindung hast.',
  },
  title: { id: 'portal.fleet.offline.title', defaultMessage: 'Noch nicht gesendet' },
  intro: {
    id: 'portal.fleet.offline.intro',
    defaultMessage:
      'Diese Einträge sind auf diesem Gerät gespeichert und werden gesendet, sobald Verbindung besteht.',
  },
  waiting: { id: 'portal.fleet.offline.waiting', defaultMessage: 'Wartet auf Versand' },
  heldBack: {
    id: 'portal.fleet.offline.heldBack',
    defaultMessage: 'Wartet, bis der abgelehnte Eintrag davor korrigiert oder verworfen ist.',
  },
  refused: { id: 'portal.fleet.offline.refused', defaultMessage: 'Nicht gespeichert' },
  sendNow: { id: 'portal.fleet.offline.sendNow', defaultMessage: 'Jetzt senden' },
  fix: { id: 'portal.fleet.offline.fix', defaultMessage: 'Korrigieren' },
  drop: { id: 'portal.fleet.offline.drop', defaultMessage: 'Verwerfen' },
});

/** Shown on any page of the personal area (its catalog part, parts.json: `portal.notice.`). */
export const keptEntriesSent = defineMessage<{ count: number }>({
  id: 'portal.notice.keptDiaryEntriesSent',
  defaultMessage:
    '{count, plural, one {Ein wartender Tagebucheintrag wurde gesendet.} other {# wartende Tagebucheinträge wurden gesendet.}}',
});

export const refusedEntryMessage = defineMessage<{ message: string }>({
  id: 'portal.fleet.offline.refusedBecause',
  defaultMessage: 'Der Server hat den Eintrag abgelehnt: {message}',
});

export const fixEntryLabel = defineMessage<{ entry: string; date: string }>({
  id: 'portal.fleet.offline.fixLabel',
  defaultMessage: '{entry} vom {date} korrigieren',
});

export const dropEntryLabel = defineMessage<{ entry: string; date: string }>({
  id: 'portal.fleet.offline.dropLabel',
  defaultMessage: '{entry} vom {date} verwerfen',
});

export const dropEntryQuestion = defineMessage<{ entry: string; date: string }>({
  id: 'portal.fleet.offline.dropQuestion',
  defaultMessage:
    '{entry} vom {date} verwerfen? Er wird nicht gesendet und ist dann auch auf diesem Gerät gelöscht.',
});

export const correctingNotice = defineMessage<{ message: string }>({
  id: 'portal.fleet.offline.correcting',
  defaultMessage:
    'Du korrigierst einen Eintrag, den der Server nicht gespeichert hat: {message} Speichere ihn, wenn er stimmt.',
});
