import type { DiaryEntryKind, OperationType, UseCategory } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

/** Answers of the fleet calls (success notices of SPEC.md section 8 and refusals). */
export const fleetMessages = defineMessages({
  vehicleNotFound: {
    id: 'server.fleet.vehicleNotFound',
    defaultMessage: 'Dieses Fahrzeug gibt es in Deinem Fuhrpark nicht.',
  },
  entryNotFound: {
    id: 'server.fleet.entryNotFound',
    defaultMessage: 'Diesen Eintrag gibt es im Tagebuch dieses Fahrzeugs nicht.',
  },
  entryIdTaken: {
    id: 'server.fleet.entryIdTaken',
    defaultMessage: 'Diese Eintrags-ID gehört bereits zu einem anderen Eintrag.',
  },
  vehicleAdded: {
    id: 'server.fleet.vehicleAdded',
    defaultMessage:
      'Fahrzeug gespeichert. Wir prüfen die Daten in 1–2 Werktagen und geben das Fahrzeug dann frei.',
  },
  vehicleDeleted: {
    id: 'server.fleet.vehicleDeleted',
    defaultMessage: 'Das Fahrzeug wurde aus Deinem Fuhrpark entfernt.',
  },
  imageUpdated: { id: 'server.fleet.imageUpdated', defaultMessage: 'Bild aktualisiert.' },
  entrySaved: { id: 'server.fleet.entrySaved', defaultMessage: 'Eintrag gespeichert.' },
  entryDeleted: { id: 'server.fleet.entryDeleted', defaultMessage: 'Eintrag gelöscht.' },
  unknownModel: {
    id: 'server.fleet.unknownModel',
    defaultMessage: 'Dieses Modell kennen wir nicht. Bitte wähle ein Modell aus der Liste.',
  },
  hoursBelowEarlier: {
    id: 'server.fleet.hoursBelowEarlier',
    description: 'date: a diary date as the locale writes it; hours: operating hours',
    defaultMessage:
      'Die Betriebsstunden dürfen nicht zurückgehen: Am {date} hast Du bereits {hours} Betriebsstunden eingetragen.',
  },
  hoursAboveLater: {
    id: 'server.fleet.hoursAboveLater',
    description: 'date: a diary date as the locale writes it; hours: operating hours',
    defaultMessage:
      'Die Betriebsstunden dürfen nicht zurückgehen: Am {date} hast Du erst {hours} Betriebsstunden eingetragen.',
  },
  rangeInvalid: {
    id: 'server.fleet.rangeInvalid',
    defaultMessage: 'Bitte gib den Zeitraum mit gültigen Daten an (JJJJ-MM-TT).',
  },
  rangeOrder: {
    id: 'server.fleet.rangeOrder',
    defaultMessage: 'Das Ende des Zeitraums darf nicht vor seinem Anfang liegen.',
  },
});

/** Answers of the staff's review calls. */
export const reviewMessages = defineMessages({
  vehicleNotFound: {
    id: 'server.review.vehicleNotFound',
    defaultMessage: 'Dieses Fahrzeug gibt es nicht.',
  },
  approved: { id: 'server.review.approved', defaultMessage: 'Fahrzeug freigegeben.' },
  rejected: { id: 'server.review.rejected', defaultMessage: 'Fahrzeug abgelehnt.' },
});

/** The diary's spreadsheet (`GET /fleet/{id}/diary.csv`). */
export const csvMessages = defineMessages({
  fileName: {
    id: 'server.fleet.csv.fileName',
    description: 'The start of the file name: letters, digits and dashes only',
    defaultMessage: 'Tagebuch',
  },
  date: { id: 'server.fleet.csv.date', defaultMessage: 'Datum' },
  kind: { id: 'server.fleet.csv.kind', defaultMessage: 'Eintrag' },
  operatingHours: { id: 'server.fleet.csv.operatingHours', defaultMessage: 'Betriebsstunden' },
  liters: { id: 'server.fleet.csv.liters', defaultMessage: 'Liter' },
  fullTank: { id: 'server.fleet.csv.fullTank', defaultMessage: 'Volltank' },
  operationType: { id: 'server.fleet.csv.operationType', defaultMessage: 'Einsatzart' },
  duration: { id: 'server.fleet.csv.duration', defaultMessage: 'Dauer (h)' },
  noteOrConsumption: {
    id: 'server.fleet.csv.noteOrConsumption',
    defaultMessage: 'Notiz / Verbrauch',
  },
  yes: { id: 'server.fleet.csv.yes', defaultMessage: 'ja' },
  no: { id: 'server.fleet.csv.no', defaultMessage: 'nein' },
  consumption: {
    id: 'server.fleet.csv.consumption',
    description: 'category: a use category; value: litres per hour as the locale writes it',
    defaultMessage: '{category}: {value} l/h',
  },
});

export const entryKindLabels = defineMessages({
  fuelStop: { id: 'server.fleet.kind.fuelStop', defaultMessage: 'Tankstopp' },
  operation: { id: 'server.fleet.kind.operation', defaultMessage: 'Einsatz' },
  average: { id: 'server.fleet.kind.average', defaultMessage: 'Durchschnittsverbrauch' },
  note: { id: 'server.fleet.kind.note', defaultMessage: 'Notiz' },
}) satisfies Record<DiaryEntryKind, MessageDescriptor>;

export const operationTypeLabels = defineMessages({
  fieldEasy: { id: 'server.fleet.operationType.fieldEasy', defaultMessage: 'Feld leicht' },
  fieldHard: { id: 'server.fleet.operationType.fieldHard', defaultMessage: 'Feld schwer' },
  grasEasy: { id: 'server.fleet.operationType.grasEasy', defaultMessage: 'Grünland leicht' },
  grasHard: { id: 'server.fleet.operationType.grasHard', defaultMessage: 'Grünland schwer' },
  otherEasy: { id: 'server.fleet.operationType.otherEasy', defaultMessage: 'Sonstiges leicht' },
  otherHard: { id: 'server.fleet.operationType.otherHard', defaultMessage: 'Sonstiges schwer' },
}) satisfies Record<OperationType, MessageDescriptor>;

export const useCategoryLabels = defineMessages({
  field: { id: 'server.fleet.useCategory.field', defaultMessage: 'Feld' },
  gras: { id: 'server.fleet.useCategory.gras', defaultMessage: 'Grünland' },
  other: { id: 'server.fleet.useCategory.other', defaultMessage: 'Sonstiges' },
}) satisfies Record<UseCategory, MessageDescriptor>;
