import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

/** Answers of the maintenance calls. */
export const maintenanceMessages = defineMessages({
  itemNotFound: {
    id: 'server.maintenance.itemNotFound',
    description:
      'POST …/maintenance/{item}/done for an item the vehicle’s plan does not have (404).',
    defaultMessage: 'Diesen Wartungspunkt gibt es im Wartungsplan dieses Fahrzeugs nicht.',
  },
  hoursAboveLatest: {
    id: 'server.maintenance.hoursAboveLatest',
    description: 'hours: the vehicle’s latest operating hours, as the locale writes numbers',
    defaultMessage:
      'Das Fahrzeug hat zuletzt {hours} Betriebsstunden erreicht: Mehr können es bei der Wartung nicht gewesen sein.',
  },
  doneSaved: {
    id: 'server.maintenance.doneSaved',
    description: 'A maintenance item was marked as done.',
    defaultMessage: 'Als erledigt eingetragen.',
  },
});

/** The names of the plans' items, by item key. */
export const maintenanceItemNames: Record<string, MessageDescriptor> = defineMessages({
  firstService: {
    id: 'server.maintenance.item.firstService',
    description:
      'A maintenance plan item: the first service of a new tractor (at 50 operating hours).',
    defaultMessage: 'Erstinspektion',
  },
  engineOil: {
    id: 'server.maintenance.item.engineOil',
    description: 'A maintenance plan item.',
    defaultMessage: 'Motoröl und Ölfilter wechseln',
  },
  fuelFilter: {
    id: 'server.maintenance.item.fuelFilter',
    description: 'A maintenance plan item.',
    defaultMessage: 'Kraftstofffilter wechseln',
  },
  airFilter: {
    id: 'server.maintenance.item.airFilter',
    description: 'A maintenance plan item: the engine’s air filter.',
    defaultMessage: 'Luftfilter wechseln',
  },
  hydraulicOil: {
    id: 'server.maintenance.item.hydraulicOil',
    description: 'A maintenance plan item.',
    defaultMessage: 'Hydrauliköl und Hydraulikfilter wechseln',
  },
  transmissionOil: {
    id: 'server.maintenance.item.transmissionOil',
    description: 'A maintenance plan item.',
    defaultMessage: 'Getriebeöl wechseln',
  },
  coolant: {
    id: 'server.maintenance.item.coolant',
    description: 'A maintenance plan item: the engine coolant.',
    defaultMessage: 'Kühlflüssigkeit wechseln',
  },
});
