import { defineMessages } from '@lindner/i18n/core';

/** Answers of the order calls. */
export const orderMessages = defineMessages({
  orderNotFound: {
    id: 'server.orders.orderNotFound',
    defaultMessage: 'Diese Bestellung gibt es bei Deinen Bestellungen nicht.',
  },
  statusInvalid: {
    id: 'server.orders.statusInvalid',
    defaultMessage: 'Bitte gib einen gültigen Status an: ordered, completed oder cancelled.',
  },
  unknownOrder: {
    id: 'server.orders.unknownOrder',
    defaultMessage: 'Diese Bestellung gibt es nicht.',
  },
  notOrdered: {
    id: 'server.orders.notOrdered',
    defaultMessage:
      'Diese Bestellung ist nicht mehr in Bearbeitung: Sie ist bereits abgeschlossen oder storniert.',
  },
  completed: {
    id: 'server.orders.completed',
    defaultMessage: 'Bestellung abgeschlossen.',
  },
});
