import { defineMessage, defineMessages } from 'react-intl';

export const bookingMessages = defineMessages({
  book: { id: 'portal.fleet.maintenance.booking.book', defaultMessage: 'Beim Händler buchen' },
  formHeading: {
    id: 'portal.fleet.maintenance.booking.formHeading',
    defaultMessage: 'Service beim Händler buchen',
  },
  dealer: { id: 'portal.fleet.maintenance.booking.dealer', defaultMessage: 'Händler' },
  noDealers: {
    id: 'portal.fleet.maintenance.booking.noDealers',
    defaultMessage:
      'Wir finden keinen Händler für Dich. Trage Deine Postleitzahl in Deinem Profil ein, dann zeigen wir Dir die Händler in Deiner Nähe.',
  },
  date1: { id: 'portal.fleet.maintenance.booking.date1', defaultMessage: 'Wunschtermin' },
  date2: {
    id: 'portal.fleet.maintenance.booking.date2',
    defaultMessage: 'Zweiter Termin (freiwillig)',
  },
  date3: {
    id: 'portal.fleet.maintenance.booking.date3',
    defaultMessage: 'Dritter Termin (freiwillig)',
  },
  datesHint: {
    id: 'portal.fleet.maintenance.booking.datesHint',
    defaultMessage: 'Der Händler bestätigt einen der Termine oder schlägt Dir einen anderen vor.',
  },
  note: {
    id: 'portal.fleet.maintenance.booking.note',
    defaultMessage: 'Nachricht an den Händler (freiwillig)',
  },
  send: { id: 'portal.fleet.maintenance.booking.send', defaultMessage: 'Anfrage senden' },
  cancel: { id: 'portal.fleet.maintenance.booking.cancel', defaultMessage: 'Abbrechen' },
  sent: {
    id: 'portal.fleet.maintenance.booking.sent',
    defaultMessage: 'Deine Anfrage ist an den Händler gegangen.',
  },
  withdraw: {
    id: 'portal.fleet.maintenance.booking.withdraw',
    defaultMessage: 'Buchung zurückziehen',
  },
  withdrawn: {
    id: 'portal.fleet.maintenance.booking.withdrawn',
    defaultMessage: 'Die Buchung ist zurückgezogen.',
  },
  accept: { id: 'portal.fleet.maintenance.booking.accept', defaultMessage: 'Termin annehmen' },
  accepted: {
    id: 'portal.fleet.maintenance.booking.accepted',
    defaultMessage: 'Du hast den Termin des Händlers angenommen.',
  },
});

export const bookedItemsMessage = defineMessage<{ items: string }>({
  id: 'portal.fleet.maintenance.booking.items',
  description: 'items: the due maintenance items, as a list',
  defaultMessage: 'Gebucht werden die fälligen Punkte: {items}',
});

export const dealerOptionMessage = defineMessage<{ name: string; place: string }>({
  id: 'portal.fleet.maintenance.booking.dealerOption',
  description: 'name: the dealer; place: its zip and town',
  defaultMessage: '{name}, {place}',
});

export const dealerDistanceMessage = defineMessage<{
  name: string;
  place: string;
  km: string;
}>({
  id: 'portal.fleet.maintenance.booking.dealerDistance',
  description: 'name: the dealer; place: its zip and town; km: the distance with its unit',
  defaultMessage: '{name}, {place} ({km} entfernt)',
});

export const ownDealerMessage = defineMessage<{ dealer: string }>({
  id: 'portal.fleet.maintenance.booking.ownDealer',
  description: 'dealer: a dealer option’s text; the user’s own dealer',
  defaultMessage: '{dealer} – Dein Händler',
});

export const requestedMessage = defineMessage<{ dealer: string; dates: string }>({
  id: 'portal.fleet.maintenance.booking.requested',
  description: 'dealer: the dealer; dates: the proposed dates, as a list',
  defaultMessage: 'Angefragt bei {dealer} für {dates}',
});

export const confirmedMessage = defineMessage<{ dealer: string; date: string }>({
  id: 'portal.fleet.maintenance.booking.confirmed',
  description: 'dealer: the dealer; date: the confirmed date',
  defaultMessage: 'Termin bei {dealer} bestätigt: {date}',
});

export const proposedMessage = defineMessage<{ dealer: string; date: string }>({
  id: 'portal.fleet.maintenance.booking.proposed',
  description: 'dealer: the dealer; date: the date the dealer proposes',
  defaultMessage: '{dealer} schlägt den {date} vor',
});

export const dealerMessageMessage = defineMessage<{ message: string }>({
  id: 'portal.fleet.maintenance.booking.dealerMessage',
  description: 'message: the dealer’s message, as the dealer wrote it',
  defaultMessage: 'Nachricht des Händlers: {message}',
});

export const bookLabelMessage = defineMessage<{ item: string }>({
  id: 'portal.fleet.maintenance.booking.bookLabel',
  description: 'The accessible name of "Beim Händler buchen"; item: the maintenance item',
  defaultMessage: '{item}: beim Händler buchen',
});

export const withdrawLabelMessage = defineMessage<{ item: string }>({
  id: 'portal.fleet.maintenance.booking.withdrawLabel',
  description: 'The accessible name of "Buchung zurückziehen"; item: the maintenance item',
  defaultMessage: '{item}: Buchung zurückziehen',
});

export const acceptLabelMessage = defineMessage<{ item: string }>({
  id: 'portal.fleet.maintenance.booking.acceptLabel',
  description: 'The accessible name of "Termin annehmen"; item: the maintenance item',
  defaultMessage: '{item}: Termin annehmen',
});
