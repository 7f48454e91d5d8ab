import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  fanName: { id: 'portal.dashboard.fanName', defaultMessage: 'Lindner-Fan' },
  statistics: { id: 'portal.dashboard.statistics', defaultMessage: 'Dein Fuhrpark in Zahlen' },
  vehicleCount: { id: 'portal.dashboard.vehicleCount', defaultMessage: 'Fahrzeuge' },
  operatingHours: { id: 'portal.dashboard.operatingHours', defaultMessage: 'Betriebsstunden' },
  fuelUsed: { id: 'portal.dashboard.fuelUsed', defaultMessage: 'Verbrauchter Kraftstoff' },
  averageConsumption: {
    id: 'portal.dashboard.averageConsumption',
    defaultMessage: 'Durchschnittsverbrauch',
  },
  noAverage: { id: 'portal.dashboard.noAverage', defaultMessage: 'Noch keine Daten' },
  toFleet: { id: 'portal.dashboard.toFleet', defaultMessage: 'Zum Fuhrpark' },
  vehicles: { id: 'portal.dashboard.vehicles', defaultMessage: 'Deine Fahrzeuge' },
  emptyTitle: {
    id: 'portal.dashboard.empty.title',
    defaultMessage: 'Noch kein Fahrzeug in Deinem Fuhrpark',
  },
  emptyText: {
    id: 'portal.dashboard.empty.text',
    defaultMessage:
      'Füge Deinen Lindner hinzu, dann siehst Du hier Betriebsstunden und Verbrauch und kannst TracLink und Garantie verwalten.',
  },
  addVehicle: { id: 'portal.dashboard.empty.addVehicle', defaultMessage: 'Fahrzeug hinzufügen' },
});

export const greeting = defineMessage<{ name: string }>({
  id: 'portal.dashboard.greeting',
  defaultMessage: 'Willkommen, {name}',
});
