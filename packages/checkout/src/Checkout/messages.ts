import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  titleTraclink: { id: 'checkout.titleTraclink', defaultMessage: 'TracLink bestellen' },
  titleWarranty: { id: 'checkout.titleWarranty', defaultMessage: 'Garantieverlängerung bestellen' },
  titleRenewal: { id: 'checkout.titleRenewal', defaultMessage: 'Lizenz jetzt verlängern' },
  loading: { id: 'checkout.loading', defaultMessage: 'Die Bestellung wird vorbereitet …' },
  error: {
    id: 'checkout.error',
    defaultMessage: 'Die Bestellung kann gerade nicht angezeigt werden.',
  },
  vehicleSection: { id: 'checkout.vehicleSection', defaultMessage: 'Fahrzeug' },
  vehicleLegend: { id: 'checkout.vehicleLegend', defaultMessage: 'Für welches Fahrzeug?' },
  noVehicles: {
    id: 'checkout.noVehicles',
    defaultMessage:
      'In Deinem Fuhrpark ist noch kein geprüftes Fahrzeug. Neue Fahrzeuge prüfen wir in 1-2 Werktagen.',
  },
  chooseVehicleFirst: {
    id: 'checkout.chooseVehicleFirst',
    defaultMessage: 'Wähle zuerst Dein Fahrzeug.',
  },
  productSection: { id: 'checkout.productSection', defaultMessage: 'Produkt und Laufzeit' },
  productLegend: { id: 'checkout.productLegend', defaultMessage: 'Produkt' },
  periodLegend: { id: 'checkout.periodLegend', defaultMessage: 'Zahlungsweise' },
  noWarranty: {
    id: 'checkout.noWarranty',
    defaultMessage: 'Für dieses Fahrzeug gibt es keine Garantieverlängerung.',
  },
  noTraclink: {
    id: 'checkout.noTraclink',
    defaultMessage: 'Für dieses Fahrzeug gibt es keine TracLink-Lizenz.',
  },
  renewalProductGone: {
    id: 'checkout.renewalProductGone',
    defaultMessage:
      'Diese Lizenz kann nicht online verlängert werden. Wende Dich an Deinen Händler.',
  },
  paidOnce: { id: 'checkout.paidOnce', defaultMessage: 'Einmalige Zahlung' },
  couponSection: { id: 'checkout.couponSection', defaultMessage: 'Gutschein' },
  couponLabel: { id: 'checkout.couponLabel', defaultMessage: 'Gutscheincode (optional)' },
  redeem: { id: 'checkout.redeem', defaultMessage: 'Einlösen' },
  couponNotRedeemed: {
    id: 'checkout.couponNotRedeemed',
    defaultMessage: 'Löse den Gutscheincode ein oder lösche ihn.',
  },
  couponFailed: {
    id: 'checkout.couponFailed',
    defaultMessage: 'Der Gutschein konnte nicht geprüft werden. Bitte versuche es erneut.',
  },
  addressSection: { id: 'checkout.addressSection', defaultMessage: 'Rechnungsadresse' },
  profileAddress: {
    id: 'checkout.profileAddress',
    defaultMessage: 'Die Rechnung geht an die Adresse aus Deinem Profil:',
  },
  profileAddressIncomplete: {
    id: 'checkout.profileAddressIncomplete',
    defaultMessage:
      'In Deinem Profil fehlt eine vollständige Adresse. Gib die Rechnungsadresse hier ein.',
  },
  differentAddress: {
    id: 'checkout.differentAddress',
    defaultMessage: 'Abweichende Rechnungsadresse',
  },
  company: { id: 'checkout.company', defaultMessage: 'Firma (optional)' },
  firstName: { id: 'checkout.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'checkout.lastName', defaultMessage: 'Nachname' },
  street: { id: 'checkout.street', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'checkout.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'checkout.city', defaultMessage: 'Ort' },
  country: { id: 'checkout.country', defaultMessage: 'Land' },
  chooseCountry: { id: 'checkout.chooseCountry', defaultMessage: 'Bitte wählen' },
  summarySection: { id: 'checkout.summarySection', defaultMessage: 'Zusammenfassung' },
  net: { id: 'checkout.net', defaultMessage: 'Netto' },
  discount: { id: 'checkout.discount', defaultMessage: 'Gutschein' },
  gross: { id: 'checkout.gross', defaultMessage: 'Brutto' },
  oneTimeTotal: { id: 'checkout.oneTimeTotal', defaultMessage: 'Einmalig gesamt' },
  serverCounts: {
    id: 'checkout.serverCounts',
    defaultMessage:
      'Vorschau: Es gelten die Beträge, die wir bei der Bestellung berechnen. Ändern sie sich, fragen wir Dich vorher.',
  },
  paymentOnInvoice: {
    id: 'checkout.paymentOnInvoice',
    defaultMessage: 'Zahlungsart: Kauf auf Rechnung.',
  },
  termsSection: { id: 'checkout.termsSection', defaultMessage: 'Bestätigung' },
  submit: { id: 'checkout.submit', defaultMessage: 'Zahlungspflichtig bestellen' },
  submitting: { id: 'checkout.submitting', defaultMessage: 'Die Bestellung wird gesendet …' },
  success: { id: 'checkout.success', defaultMessage: 'Erfolgreich abgesendet' },
  toOrders: { id: 'checkout.toOrders', defaultMessage: 'Zu Deinen Bestellungen' },
  pricesChanged: {
    id: 'checkout.pricesChanged',
    defaultMessage: 'Die Preise haben sich geändert',
  },
  pricesChangedHint: {
    id: 'checkout.pricesChangedHint',
    defaultMessage: 'Prüfe die neue Zusammenfassung und bestelle erneut.',
  },
  refused: { id: 'checkout.refused', defaultMessage: 'Die Bestellung wurde nicht angenommen' },
  networkError: {
    id: 'checkout.networkError',
    defaultMessage:
      'Die Bestellung konnte nicht gesendet werden. Prüfe Deine Verbindung und versuche es erneut; Du bestellst dabei nicht doppelt.',
  },
  retry: { id: 'checkout.retry', defaultMessage: 'Erneut senden' },
  generalError: { id: 'checkout.generalError', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
  signedOutTitle: {
    id: 'checkout.signedOutTitle',
    defaultMessage: 'Zum Bestellen anmelden',
  },
  signedOutText: {
    id: 'checkout.signedOutText',
    defaultMessage: 'Bestellen kannst Du in Mein Lindner, mit Deinem Fuhrpark und Deinen Daten.',
  },
  signIn: { id: 'checkout.signIn', defaultMessage: 'Bei Mein Lindner anmelden' },
});

export const periodMessage = defineMessage<{ period: string }>({
  id: 'checkout.period',
  defaultMessage:
    '{period, select, monthly {Monatlich} yearly {Jährlich} setup {Einrichtung} other {Einmalig}}',
});

export const pricePerPeriodMessage = defineMessage<{ price: string; period: string }>({
  id: 'checkout.pricePerPeriod',
  defaultMessage:
    '{price} {period, select, monthly {pro Monat} yearly {pro Jahr} setup {Einrichtung} other {einmalig}}',
});

export const netPlusVatMessage = defineMessage<{ rate: string }>({
  id: 'checkout.netPlusVat',
  defaultMessage: 'netto, zzgl. {rate} MwSt.',
});

export const vatMessage = defineMessage<{ rate: string }>({
  id: 'checkout.vat',
  defaultMessage: 'MwSt. {rate}',
});

export const recurringTotalMessage = defineMessage<{ period: string }>({
  id: 'checkout.recurringTotal',
  defaultMessage: '{period, select, monthly {Monatlich gesamt} other {Jährlich gesamt}}',
});

export const freeMonthsMessage = defineMessage<{ months: number }>({
  id: 'checkout.freeMonths',
  defaultMessage: '{months, plural, one {# Monat} other {# Monate}} kostenlos',
});

export const couponAppliedMessage = defineMessage<{ code: string; lines: string }>({
  id: 'checkout.couponApplied',
  defaultMessage: 'Gutschein {code} eingelöst: Er gilt für {lines}.',
});

export const vehicleLabelMessage = defineMessage<{ vin: string }>({
  id: 'checkout.vehicleLabel',
  defaultMessage: 'Fahrgestellnummer {vin}',
});

export const orderedMessage = defineMessage<{ product: string; model: string }>({
  id: 'checkout.ordered',
  defaultMessage:
    'Wir haben Deine Bestellung von {product} für {model} erhalten und bearbeiten sie.',
});

export const priceLineMessage = defineMessage<{ period: string; price: string }>({
  id: 'checkout.priceLine',
  defaultMessage: '{period}: {price}',
});

export const termsMessage = defineMessage<{ terms: MessageTag; policy: MessageTag }>({
  id: 'checkout.terms',
  defaultMessage:
    'Ich akzeptiere die <terms>AGB</terms> und die <policy>Widerrufsbelehrung</policy>.',
});
