import { checkoutFieldErrorMessages } from '@lindner/api/schema';
import { defineMessages } from '@lindner/i18n/core';

/** Answers of the checkout: the catalogue, coupons, orders and renewals. */
export const checkoutMessages = defineMessages({
  kindInvalid: {
    id: 'server.checkout.kindInvalid',
    defaultMessage: 'Bitte gib die Art an: traclink (Lizenz) oder warranty (Garantie).',
  },
  vehicleIdRequired: {
    id: 'server.checkout.vehicleIdRequired',
    defaultMessage: 'Bitte gib das Fahrzeug an (vehicleId).',
  },
  vehicleNotFound: {
    id: 'server.checkout.vehicleNotFound',
    defaultMessage: 'Dieses Fahrzeug gibt es in Deinem Fuhrpark nicht.',
  },
  productNotFound: {
    id: 'server.checkout.productNotFound',
    defaultMessage: 'Dieses Produkt gibt es in unserem Angebot nicht.',
  },
  productNotForVehicle: {
    id: 'server.checkout.productNotForVehicle',
    defaultMessage: 'Dieses Produkt gibt es für dieses Fahrzeug nicht.',
  },
  warrantyRunning: {
    id: 'server.checkout.warrantyRunning',
    description: 'The vehicle has a warranty extension that is ordered or running.',
    defaultMessage:
      'Für dieses Fahrzeug läuft schon eine Garantieverlängerung. Eine zweite kannst Du nicht bestellen.',
  },
  invoiceAddressMissing: {
    id: 'server.checkout.invoiceAddressMissing',
    defaultMessage:
      'Bitte gib eine Rechnungsadresse an: In Deinem Profil fehlt eine vollständige Adresse.',
  },
  pricesChanged: {
    id: 'server.checkout.pricesChanged',
    defaultMessage:
      'Die Preise haben sich inzwischen geändert. Bitte prüfe die neue Zusammenfassung und sende die Bestellung noch einmal ab.',
  },
  orderReceived: {
    id: 'server.checkout.orderReceived',
    defaultMessage: 'Erfolgreich abgesendet.',
  },
  tooManyOrders: {
    id: 'server.checkout.tooManyOrders',
    description: 'minutes: whole minutes until the next order is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Bestellungen abgeschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  itemNotFound: {
    id: 'server.checkout.itemNotFound',
    defaultMessage: 'Diesen Vertrag gibt es bei Deinen Fahrzeugen nicht.',
  },
  notRenewable: {
    id: 'server.checkout.notRenewable',
    description: 'Also when the licence has no price for the period asked for',
    defaultMessage:
      'Diesen Vertrag kannst Du nicht verlängern: Nur eine TracLink-Lizenz aus unserem Angebot lässt sich jetzt verlängern.',
  },
  renewed: {
    id: 'server.checkout.renewed',
    defaultMessage: 'Verlängert. Vielen Dank für Deine Bestellung.',
  },
  tooManyCouponLookups: {
    id: 'server.checkout.tooManyCouponLookups',
    description: 'minutes: whole minutes until the next lookup is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit sehr viele Gutscheincodes geprüft. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

/** The wording of the checkout's field error keys (`errors` of a 400) besides the general ones. */
export const checkoutFieldErrors = {
  ...checkoutFieldErrorMessages,
  checkoutKind: checkoutMessages.kindInvalid,
  vehicleIdRequired: checkoutMessages.vehicleIdRequired,
};
