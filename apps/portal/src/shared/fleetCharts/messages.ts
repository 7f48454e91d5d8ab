import { defineMessages } from 'react-intl';

/**
 * The six operation types: the diary's forms and entries (fleet) and the charts (fleet and
 * dashboard) name them alike. In the personal area's catalog part (parts.json), which both load.
 */
export const operationTypeMessages = defineMessages({
  fieldEasy: { id: 'portal.fleet.operationType.fieldEasy', defaultMessage: 'Feld, leicht' },
  fieldHard: { id: 'portal.fleet.operationType.fieldHard', defaultMessage: 'Feld, schwer' },
  grasEasy: { id: 'portal.fleet.operationType.grasEasy', defaultMessage: 'Grünland, leicht' },
  grasHard: { id: 'portal.fleet.operationType.grasHard', defaultMessage: 'Grünland, schwer' },
  otherEasy: { id: 'portal.fleet.operationType.otherEasy', defaultMessage: 'Sonstiges, leicht' },
  otherHard: { id: 'portal.fleet.operationType.otherHard', defaultMessage: 'Sonstiges, schwer' },
});

export const fleetChartMessages = defineMessages({
  fuelTitle: { id: 'portal.fleetCharts.fuel.title', defaultMessage: 'Kraftstoff pro Monat' },
  fuelTitleLastYear: {
    id: 'portal.fleetCharts.fuel.titleLastYear',
    defaultMessage: 'Kraftstoff pro Monat, letzte 12 Monate',
  },
  fuelMonth: { id: 'portal.fleetCharts.fuel.month', defaultMessage: 'Monat' },
  fuelLiters: { id: 'portal.fleetCharts.fuel.liters', defaultMessage: 'Getankt' },
  fuelEmpty: {
    id: 'portal.fleetCharts.fuel.empty',
    defaultMessage: 'Keine Tankstopps in diesem Zeitraum.',
  },
  hoursTitle: {
    id: 'portal.fleetCharts.hours.title',
    defaultMessage: 'Einsatzstunden pro Einsatzart',
  },
  hoursTitleLastYear: {
    id: 'portal.fleetCharts.hours.titleLastYear',
    defaultMessage: 'Einsatzstunden pro Einsatzart, letzte 12 Monate',
  },
  hoursType: { id: 'portal.fleetCharts.hours.type', defaultMessage: 'Einsatzart' },
  hoursValue: { id: 'portal.fleetCharts.hours.value', defaultMessage: 'Stunden' },
  hoursEmpty: {
    id: 'portal.fleetCharts.hours.empty',
    defaultMessage: 'Keine Einsätze in diesem Zeitraum.',
  },
});
