import type { EventFormat } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// What the events' and the trainings' pages share: an event's facts and badges, and the sign-up
// box. In the events' catalog part (messages/parts.json, `portal.eventSignUp.`), loaded with
// those pages only.

export const formatMessages: Record<EventFormat, MessageDescriptor> = defineMessages({
  onSite: { id: 'portal.eventSignUp.format.onSite', defaultMessage: 'Vor Ort' },
  online: { id: 'portal.eventSignUp.format.online', defaultMessage: 'Online' },
});

export const badgeMessages = defineMessages({
  training: { id: 'portal.eventSignUp.badge.training', defaultMessage: 'Fahrertraining' },
  unlimited: { id: 'portal.eventSignUp.badge.unlimited', defaultMessage: 'Plätze unbegrenzt' },
  full: { id: 'portal.eventSignUp.badge.full', defaultMessage: 'ausgebucht' },
});

export const placesLeftMessage = defineMessage<{ count: number }>({
  id: 'portal.eventSignUp.badge.placesLeft',
  defaultMessage: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
});

export const factMessages = defineMessages({
  when: { id: 'portal.eventSignUp.facts.when', defaultMessage: 'Wann' },
  where: { id: 'portal.eventSignUp.facts.where', defaultMessage: 'Wo' },
  places: { id: 'portal.eventSignUp.facts.places', defaultMessage: 'Plätze' },
  companions: { id: 'portal.eventSignUp.facts.companions', defaultMessage: 'Begleitpersonen' },
  noCompanions: {
    id: 'portal.eventSignUp.facts.noCompanions',
    defaultMessage: 'Keine Begleitpersonen möglich',
  },
  unlimitedPlaces: {
    id: 'portal.eventSignUp.facts.unlimitedPlaces',
    defaultMessage: 'Unbegrenzt',
  },
  onlineWhere: {
    id: 'portal.eventSignUp.facts.onlineWhere',
    defaultMessage: 'Online: Den Link bekommst Du mit der Anmeldung.',
  },
  calendar: { id: 'portal.eventSignUp.facts.calendar', defaultMessage: 'In den Kalender (.ics)' },
  description: { id: 'portal.eventSignUp.facts.description', defaultMessage: 'Beschreibung' },
  onlineLink: {
    id: 'portal.eventSignUp.facts.onlineLink',
    defaultMessage: 'Zur Online-Veranstaltung',
  },
});

export const companionsAllowedMessage = defineMessage<{ count: number }>({
  id: 'portal.eventSignUp.facts.companionsAllowed',
  defaultMessage:
    '{count, plural, one {Bis zu # Begleitperson pro Anmeldung} other {Bis zu # Begleitpersonen pro Anmeldung}}',
});

export const mapLinkMessage = defineMessage<{ place: string }>({
  id: 'portal.eventSignUp.facts.map',
  defaultMessage: '{place} auf der Karte zeigen',
});

export const signUpMessages = defineMessages({
  heading: { id: 'portal.eventSignUp.heading', defaultMessage: 'Teilnehmen' },
  signIn: { id: 'portal.eventSignUp.signIn', defaultMessage: 'Anmelden und teilnehmen' },
  signInHint: {
    id: 'portal.eventSignUp.signInHint',
    defaultMessage:
      'Für die Teilnahme meldest Du Dich mit Deinem Lindner Konto an. Danach kommst Du hierher zurück.',
  },
  loading: { id: 'portal.eventSignUp.loading', defaultMessage: 'Deine Anmeldung wird geladen' },
  companions: { id: 'portal.eventSignUp.companions', defaultMessage: 'Begleitpersonen' },
  companionsHint: {
    id: 'portal.eventSignUp.companionsHint',
    defaultMessage: 'Jede Begleitperson braucht einen eigenen Platz.',
  },
  register: { id: 'portal.eventSignUp.register', defaultMessage: 'Jetzt anmelden' },
  full: { id: 'portal.eventSignUp.full', defaultMessage: 'Ausgebucht' },
  fullText: {
    id: 'portal.eventSignUp.fullText',
    defaultMessage: 'Alle Plätze sind vergeben. Eine Anmeldung ist nicht mehr möglich.',
  },
  save: { id: 'portal.eventSignUp.save', defaultMessage: 'Änderung speichern' },
  change: { id: 'portal.eventSignUp.change', defaultMessage: 'Begleitpersonen ändern' },
  keepCompanions: { id: 'portal.eventSignUp.keepCompanions', defaultMessage: 'Nicht ändern' },
  cancel: { id: 'portal.eventSignUp.cancel', defaultMessage: 'Abmelden' },
  confirmQuestion: {
    id: 'portal.eventSignUp.confirmQuestion',
    defaultMessage: 'Möchtest Du Dich wirklich von dieser Veranstaltung abmelden?',
  },
  confirmCancel: { id: 'portal.eventSignUp.confirmCancel', defaultMessage: 'Ja, abmelden' },
  keep: { id: 'portal.eventSignUp.keep', defaultMessage: 'Angemeldet bleiben' },
  registered: {
    id: 'portal.eventSignUp.registered',
    defaultMessage: 'Veranstaltung registriert: Du bist angemeldet.',
  },
  trainingRegistered: {
    id: 'portal.eventSignUp.trainingRegistered',
    defaultMessage: 'Training registriert: Du bist angemeldet.',
  },
  changed: { id: 'portal.eventSignUp.changed', defaultMessage: 'Änderung gespeichert' },
  cancelled: { id: 'portal.eventSignUp.cancelled', defaultMessage: 'Du bist abgemeldet.' },
  failed: {
    id: 'portal.eventSignUp.failed',
    defaultMessage: 'Fehler bei der Anmeldung. Wende Dich an den Kundenservice.',
  },
  trainingConditions: {
    id: 'portal.eventSignUp.trainingConditions',
    defaultMessage: 'Für dieses Fahrertraining fehlt Dir noch eine Voraussetzung.',
  },
  trainingConditionsLink: {
    id: 'portal.eventSignUp.trainingConditionsLink',
    defaultMessage: 'Voraussetzungen ansehen',
  },
  retry: { id: 'portal.eventSignUp.retry', defaultMessage: 'Erneut versuchen' },
  loadFailed: {
    id: 'portal.eventSignUp.loadFailed',
    defaultMessage: 'Deine Anmeldung konnte nicht geladen werden.',
  },
});

export const signedUpMessage = defineMessage<{ count: number }>({
  id: 'portal.eventSignUp.signedUp',
  defaultMessage:
    '{count, plural, =0 {Du bist angemeldet.} one {Du bist mit # Begleitperson angemeldet.} other {Du bist mit # Begleitpersonen angemeldet.}}',
});

export const companionOptionMessage = defineMessage<{ count: number }>({
  id: 'portal.eventSignUp.companionOption',
  defaultMessage:
    '{count, plural, =0 {Keine Begleitperson} one {# Begleitperson} other {# Begleitpersonen}}',
});
