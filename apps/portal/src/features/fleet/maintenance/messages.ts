import type { MaintenanceState } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const maintenanceMessages = defineMessages({
  heading: { id: 'portal.fleet.maintenance.heading', defaultMessage: 'Wartung' },
  intro: {
    id: 'portal.fleet.maintenance.intro',
    defaultMessage:
      'Fällig nach Betriebsstunden oder Monaten, je nachdem, was zuerst kommt. Die Intervalle sind Beispielwerte.',
  },
  noPlan: {
    id: 'portal.fleet.maintenance.noPlan',
    defaultMessage: 'Für dieses Modell gibt es noch keinen Wartungsplan.',
  },
  notDueAgain: { id: 'portal.fleet.maintenance.notDueAgain', defaultMessage: 'Nicht mehr fällig' },
  neverDone: { id: 'portal.fleet.maintenance.neverDone', defaultMessage: 'Noch nicht erledigt' },
  markDone: { id: 'portal.fleet.maintenance.markDone', defaultMessage: 'Erledigt' },
  date: { id: 'portal.fleet.maintenance.date', defaultMessage: 'Erledigt am' },
  hours: { id: 'portal.fleet.maintenance.hours', defaultMessage: 'Betriebsstunden' },
  save: { id: 'portal.fleet.maintenance.save', defaultMessage: 'Eintragen' },
  cancel: { id: 'portal.fleet.maintenance.cancel', defaultMessage: 'Abbrechen' },
  saved: { id: 'portal.fleet.maintenance.saved', defaultMessage: 'Als erledigt eingetragen.' },
});

export const maintenanceStateMessages: Record<MaintenanceState, MessageDescriptor> = defineMessages(
  {
    ok: { id: 'portal.fleet.maintenance.state.ok', defaultMessage: 'In Ordnung' },
    dueSoon: { id: 'portal.fleet.maintenance.state.dueSoon', defaultMessage: 'Bald fällig' },
    overdue: { id: 'portal.fleet.maintenance.state.overdue', defaultMessage: 'Überfällig' },
  },
);

export const dueAtHoursOrOnMessage = defineMessage<{ hours: string; date: string }>({
  id: 'portal.fleet.maintenance.dueAtHoursOrOn',
  description: 'hours: operating hours with their unit; date: a date',
  defaultMessage: 'Fällig bei {hours} oder am {date}',
});

export const dueAtHoursMessage = defineMessage<{ hours: string }>({
  id: 'portal.fleet.maintenance.dueAtHours',
  description: 'hours: operating hours with their unit',
  defaultMessage: 'Fällig bei {hours}',
});

export const dueOnMessage = defineMessage<{ date: string }>({
  id: 'portal.fleet.maintenance.dueOn',
  description: 'date: a date',
  defaultMessage: 'Fällig am {date}',
});

export const lastDoneMessage = defineMessage<{ date: string; hours: string }>({
  id: 'portal.fleet.maintenance.lastDone',
  description: 'date: a date; hours: operating hours with their unit',
  defaultMessage: 'Zuletzt erledigt am {date} bei {hours}',
});

export const markDoneLabelMessage = defineMessage<{ item: string }>({
  id: 'portal.fleet.maintenance.markDoneLabel',
  description: 'The accessible name of the "Erledigt" button; item: the maintenance item',
  defaultMessage: '{item}: als erledigt eintragen',
});

export const formHeadingMessage = defineMessage<{ item: string }>({
  id: 'portal.fleet.maintenance.formHeading',
  description: 'item: the maintenance item',
  defaultMessage: '{item} erledigt',
});
