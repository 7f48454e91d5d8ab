import type { MaintenanceState } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const dueMaintenanceMessages = defineMessages({
  heading: { id: 'portal.dashboard.maintenance.heading', defaultMessage: 'Fällige Wartungen' },
  allDone: { id: 'portal.dashboard.maintenance.allDone', defaultMessage: 'Alles erledigt' },
  allDoneText: {
    id: 'portal.dashboard.maintenance.allDoneText',
    defaultMessage: 'Bei keinem Deiner Fahrzeuge ist gerade eine Wartung fällig.',
  },
});

export const dueStateMessages: Record<
  Exclude<MaintenanceState, 'ok'>,
  MessageDescriptor
> = defineMessages({
  dueSoon: { id: 'portal.dashboard.maintenance.state.dueSoon', defaultMessage: 'Bald fällig' },
  overdue: { id: 'portal.dashboard.maintenance.state.overdue', defaultMessage: 'Überfällig' },
});

export const dueAtHoursOrOnMessage = defineMessage<{ hours: string; date: string }>({
  id: 'portal.dashboard.maintenance.dueAtHoursOrOn',
  description: 'hours: operating hours with their unit; date: a date',
  defaultMessage: 'Fällig bei {hours} oder am {date}',
});

export const dueAtHoursMessage = defineMessage<{ hours: string }>({
  id: 'portal.dashboard.maintenance.dueAtHours',
  description: 'hours: operating hours with their unit',
  defaultMessage: 'Fällig bei {hours}',
});

export const dueOnMessage = defineMessage<{ date: string }>({
  id: 'portal.dashboard.maintenance.dueOn',
  description: 'date: a date',
  defaultMessage: 'Fällig am {date}',
});

export const vehicleHoursMessage = defineMessage<{ model: string; hours: string }>({
  id: 'portal.dashboard.maintenance.vehicleHours',
  description: 'model: the vehicle’s model; hours: its operating hours with their unit',
  defaultMessage: '{model}, jetzt {hours}',
});
