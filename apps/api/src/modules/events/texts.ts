import { defineMessages } from '@lindner/i18n/core';

/** Answers of the event and training calls (SPEC.md section 8: event states and notices). */
export const eventMessages = defineMessages({
  notFound: {
    id: 'server.events.notFound',
    defaultMessage: 'Diese Veranstaltung gibt es nicht.',
  },
  formatInvalid: {
    id: 'server.events.formatInvalid',
    defaultMessage: 'Bitte wähle als Format „onSite“ (vor Ort) oder „online“.',
  },
  regionInvalid: {
    id: 'server.events.regionInvalid',
    defaultMessage: 'In dieser Region gibt es keine kommenden Veranstaltungen.',
  },
  trainingInvalid: {
    id: 'server.events.trainingInvalid',
    defaultMessage: 'Der Filter „training“ kennt nur „true“ oder „false“.',
  },
  full: {
    id: 'server.events.full',
    defaultMessage: 'Leider ausgebucht: Für diese Veranstaltung sind nicht mehr genug Plätze frei.',
  },
  alreadyRegistered: {
    id: 'server.events.alreadyRegistered',
    defaultMessage:
      'Du bist für diese Veranstaltung bereits angemeldet. Du kannst Deine Anmeldung ändern oder Dich abmelden.',
  },
  notRegistered: {
    id: 'server.events.notRegistered',
    defaultMessage: 'Du bist für diese Veranstaltung nicht angemeldet.',
  },
  started: {
    id: 'server.events.started',
    defaultMessage:
      'Diese Veranstaltung hat bereits begonnen oder ist vorbei: An- und Abmelden ist nicht mehr möglich.',
  },
  tooManyCompanions: {
    id: 'server.events.tooManyCompanions',
    description: 'max: how many companions the event allows per sign-up',
    defaultMessage:
      '{max, plural, =0 {Zu dieser Veranstaltung kannst Du keine Begleitpersonen mitbringen.} one {Zu dieser Veranstaltung kannst Du höchstens eine Begleitperson mitbringen.} other {Zu dieser Veranstaltung kannst Du höchstens # Begleitpersonen mitbringen.}}',
  },
  registered: {
    id: 'server.events.registered',
    defaultMessage: 'Du bist zur Veranstaltung angemeldet.',
  },
  trainingRegistered: {
    id: 'server.events.trainingRegistered',
    defaultMessage: 'Du bist zum Fahrtraining angemeldet.',
  },
  changed: {
    id: 'server.events.changed',
    defaultMessage: 'Deine Anmeldung wurde geändert.',
  },
  cancelled: {
    id: 'server.events.cancelled',
    defaultMessage: 'Du bist abgemeldet.',
  },
  noCustomerNumber: {
    id: 'server.events.noCustomerNumber',
    defaultMessage:
      'Für ein Fahrtraining brauchst Du eine Kundennummer. Bitte trage sie in Deinem Profil ein.',
  },
  noApprovedVehicle: {
    id: 'server.events.noApprovedVehicle',
    defaultMessage:
      'Für ein Fahrtraining brauchst Du ein von Lindner freigegebenes Fahrzeug in Deinem Fuhrpark.',
  },
  notEligibleModel: {
    id: 'server.events.notEligibleModel',
    defaultMessage: 'Für Dein Fahrzeug gibt es kein Fahrtraining.',
  },
  saved: {
    id: 'server.events.saved',
    defaultMessage: 'Veranstaltung gespeichert.',
  },
  tooMany: {
    id: 'server.events.tooMany',
    description: 'minutes: how long to wait',
    defaultMessage:
      'Zu viele An- und Abmeldungen in kurzer Zeit. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} wieder.',
  },
});

/** Field errors of an event staff write, besides the general ones. */
export const eventFieldMessages = defineMessages({
  endsBeforeStart: {
    id: 'server.events.field.endsBeforeStart',
    defaultMessage: 'Das Ende muss nach dem Beginn liegen.',
  },
  venueRequired: {
    id: 'server.events.field.venueRequired',
    defaultMessage: 'Eine Veranstaltung vor Ort braucht einen Veranstaltungsort.',
  },
  onlineUrlRequired: {
    id: 'server.events.field.onlineUrlRequired',
    defaultMessage: 'Eine Online-Veranstaltung braucht einen Link zur Teilnahme.',
  },
  onlineUrlHttps: {
    id: 'server.events.field.onlineUrlHttps',
    defaultMessage: 'Bitte gib einen sicheren Link an, der mit https:// beginnt.',
  },
  capacityBelowTaken: {
    id: 'server.events.field.capacityBelowTaken',
    description: 'taken: places already taken by sign-ups',
    defaultMessage: 'Es sind bereits {taken} Plätze vergeben; weniger Plätze gehen nicht.',
  },
});

/** The confirmation mails of a sign-up, its change and its cancellation. */
export const eventMailMessages = defineMessages({
  registeredSubject: {
    id: 'server.events.mail.registeredSubject',
    description: 'title: the event',
    defaultMessage: 'Deine Anmeldung: {title}',
  },
  changedSubject: {
    id: 'server.events.mail.changedSubject',
    description: 'title: the event',
    defaultMessage: 'Deine Anmeldung wurde geändert: {title}',
  },
  cancelledSubject: {
    id: 'server.events.mail.cancelledSubject',
    description: 'title: the event',
    defaultMessage: 'Deine Abmeldung: {title}',
  },
  registered: {
    id: 'server.events.mail.registered',
    description: 'title: the event',
    defaultMessage: 'danke für Deine Anmeldung zu „{title}“. Wir freuen uns auf Dich!',
  },
  changed: {
    id: 'server.events.mail.changed',
    description: 'title: the event',
    defaultMessage: 'wir haben Deine Anmeldung zu „{title}“ geändert.',
  },
  cancelled: {
    id: 'server.events.mail.cancelled',
    description: 'title: the event',
    defaultMessage:
      'Du bist von „{title}“ abgemeldet. Schade, dass Du nicht dabei bist – vielleicht beim nächsten Mal!',
  },
  when: {
    id: 'server.events.mail.when',
    description: 'from, to: date and time as the locale writes them (Vienna time)',
    defaultMessage: 'Wann: {from} bis {to}',
  },
  where: {
    id: 'server.events.mail.where',
    description: 'venue: name and address of the venue',
    defaultMessage: 'Wo: {venue}',
  },
  online: {
    id: 'server.events.mail.online',
    description: 'url: where to take part',
    defaultMessage: 'Online dabei: {url}',
  },
  companions: {
    id: 'server.events.mail.companions',
    description: 'count: companions of the sign-up',
    defaultMessage:
      '{count, plural, =0 {Du kommst ohne Begleitperson.} one {Du kommst mit einer Begleitperson.} other {Du kommst mit # Begleitpersonen.}}',
  },
  calendar: {
    id: 'server.events.mail.calendar',
    description: 'url: the address of the calendar file',
    defaultMessage: 'Den Termin für Deinen Kalender findest Du im Anhang und unter {url}',
  },
});
