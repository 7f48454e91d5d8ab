import { defineMessages } from '@lindner/i18n/core';

/** Answers of the contract and checkout calls. */
export const contractMessages = defineMessages({
  userIdRequired: {
    id: 'server.contracts.userIdRequired',
    description: 'Kept as SPEC.md words it in English: "User ID is required"',
    defaultMessage: 'Die Benutzer-ID ist erforderlich.',
  },
  itemNotFound: {
    id: 'server.contracts.itemNotFound',
    defaultMessage: 'Diesen Vertrag gibt es bei Deinen Fahrzeugen nicht.',
  },
  kindInvalid: {
    id: 'server.contracts.kindInvalid',
    defaultMessage: 'Bitte gib die Art an: traclink (Lizenz) oder warranty (Garantie).',
  },
  vehicleIdRequired: {
    id: 'server.contracts.vehicleIdRequired',
    defaultMessage: 'Bitte gib das Fahrzeug an (vehicleId).',
  },
  productNotFound: {
    id: 'server.contracts.productNotFound',
    defaultMessage: 'Dieses Produkt gibt es in unserem Angebot nicht.',
  },
  productNotForVehicle: {
    id: 'server.contracts.productNotForVehicle',
    defaultMessage: 'Dieses Produkt gibt es für dieses Fahrzeug nicht.',
  },
  invoiceAddressMissing: {
    id: 'server.contracts.invoiceAddressMissing',
    defaultMessage:
      'Bitte gib eine Rechnungsadresse an: In Deinem Profil fehlt eine vollständige Adresse.',
  },
  pricesChanged: {
    id: 'server.contracts.pricesChanged',
    defaultMessage:
      'Die Preise haben sich inzwischen geändert. Bitte prüfe die neue Zusammenfassung und sende die Bestellung noch einmal ab.',
  },
  orderReceived: {
    id: 'server.contracts.orderReceived',
    defaultMessage: 'Erfolgreich abgesendet.',
  },
  tooManyOrders: {
    id: 'server.contracts.tooManyOrders',
    description: 'minutes: whole minutes until the next order is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Bestellungen abgeschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
  notCancellable: {
    id: 'server.contracts.notCancellable',
    defaultMessage:
      'Diesen Vertrag kannst Du nicht kündigen: Nur eine laufende Lizenz lässt sich kündigen.',
  },
  cancelled: {
    id: 'server.contracts.cancelled',
    description: 'validTo: the last day of the paid period as the locale writes it',
    defaultMessage:
      'Gekündigt. Deine Lizenz läuft bis zum {validTo} und verlängert sich nicht mehr.',
  },
  notRenewable: {
    id: 'server.contracts.notRenewable',
    description: 'Also when the licence has no price for the period asked for',
    defaultMessage:
      'Diesen Vertrag kannst Du nicht verlängern: Nur eine TracLink-Lizenz aus unserem Angebot lässt sich jetzt verlängern.',
  },
  renewed: {
    id: 'server.contracts.renewed',
    defaultMessage: 'Verlängert. Vielen Dank für Deine Bestellung.',
  },
  vehicleNotFound: {
    id: 'server.contracts.vehicleNotFound',
    defaultMessage: 'Dieses Fahrzeug gibt es in Deinem Fuhrpark nicht.',
  },
  notLicence: {
    id: 'server.contracts.notLicence',
    defaultMessage:
      'Eine Garantie verlängert sich nicht automatisch: Das lässt sich nur bei einer Lizenz einstellen.',
  },
  autoRenewNotChangeable: {
    id: 'server.contracts.autoRenewNotChangeable',
    defaultMessage:
      'Das geht bei dieser Lizenz jetzt nicht: Abschalten lässt sich die automatische Verlängerung nur bei einer laufenden Lizenz, einschalten nur bei einer gekündigten, die noch gilt.',
  },
  autoRenewOn: {
    id: 'server.contracts.autoRenewOn',
    description: 'validTo: the last day of the paid period as the locale writes it',
    defaultMessage:
      'Kündigung zurückgenommen. Deine Lizenz verlängert sich nach dem {validTo} wieder automatisch.',
  },
  tooManyCouponLookups: {
    id: 'server.contracts.tooManyCouponLookups',
    description: 'minutes: whole minutes until the next lookup is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit sehr viele Gutscheincodes geprüft. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});
