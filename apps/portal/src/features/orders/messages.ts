import type { OrderStatus, OrderType, PricePeriod } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const orderStatusMessages: Record<OrderStatus, MessageDescriptor> = defineMessages({
  ordered: { id: 'portal.orders.status.ordered', defaultMessage: 'In Bearbeitung' },
  completed: { id: 'portal.orders.status.completed', defaultMessage: 'Erledigt' },
  cancelled: { id: 'portal.orders.status.cancelled', defaultMessage: 'Storniert' },
});

export const orderTypeMessages: Record<OrderType, MessageDescriptor> = defineMessages({
  order: { id: 'portal.orders.type.order', defaultMessage: 'Bestellung' },
  renewal: { id: 'portal.orders.type.renewal', defaultMessage: 'Verlängerung' },
  automaticRenewal: {
    id: 'portal.orders.type.automaticRenewal',
    defaultMessage: 'Automatische Verlängerung',
  },
});

export const linePeriodMessages: Record<PricePeriod, MessageDescriptor> = defineMessages({
  once: { id: 'portal.orders.period.once', defaultMessage: 'Einmalig' },
  setup: { id: 'portal.orders.period.setup', defaultMessage: 'Einrichtungsgebühr' },
  monthly: { id: 'portal.orders.period.monthly', defaultMessage: 'Monatlich' },
  yearly: { id: 'portal.orders.period.yearly', defaultMessage: 'Jährlich' },
});

export const orderMessages = defineMessages({
  title: { id: 'portal.orders.title', defaultMessage: 'Bestellungen' },
  empty: { id: 'portal.orders.empty', defaultMessage: 'Du hast noch nichts bestellt.' },
  product: { id: 'portal.orders.product', defaultMessage: 'Produkt' },
  vehicle: { id: 'portal.orders.vehicle', defaultMessage: 'Fahrzeug' },
  type: { id: 'portal.orders.type', defaultMessage: 'Art' },
  date: { id: 'portal.orders.date', defaultMessage: 'Bestellt am' },
  history: { id: 'portal.orders.history', defaultMessage: 'Verlauf' },
  oneTimeTotal: { id: 'portal.orders.oneTimeTotal', defaultMessage: 'Einmalig (brutto)' },
  showConfirmation: {
    id: 'portal.orders.showConfirmation',
    defaultMessage: 'Bestätigung ansehen',
  },
  confirmationTitle: {
    id: 'portal.orders.confirmation.title',
    defaultMessage: 'Bestellbestätigung',
  },
  orderNumber: { id: 'portal.orders.confirmation.number', defaultMessage: 'Bestellnummer' },
  prices: { id: 'portal.orders.confirmation.prices', defaultMessage: 'Preise' },
  line: { id: 'portal.orders.confirmation.line', defaultMessage: 'Posten' },
  net: { id: 'portal.orders.net', defaultMessage: 'Netto' },
  discount: { id: 'portal.orders.discount', defaultMessage: 'Rabatt' },
  gross: { id: 'portal.orders.gross', defaultMessage: 'Brutto' },
  oneTime: { id: 'portal.orders.confirmation.oneTime', defaultMessage: 'Summe einmalig' },
  invoiceAddress: {
    id: 'portal.orders.confirmation.invoiceAddress',
    defaultMessage: 'Rechnungsadresse',
  },
  payment: { id: 'portal.orders.confirmation.payment', defaultMessage: 'Zahlungsart' },
  paymentOnInvoice: {
    id: 'portal.orders.confirmation.paymentOnInvoice',
    defaultMessage: 'Zahlung auf Rechnung',
  },
  print: { id: 'portal.orders.confirmation.print', defaultMessage: 'Drucken' },
  reviewTitle: { id: 'portal.orders.review.title', defaultMessage: 'Bestellungen erledigen' },
  reviewEmpty: {
    id: 'portal.orders.review.empty',
    defaultMessage: 'Keine Bestellung wartet auf die Bearbeitung.',
  },
  complete: { id: 'portal.orders.review.complete', defaultMessage: 'Als erledigt markieren' },
  completed: {
    id: 'portal.orders.review.completed',
    defaultMessage: 'Die Bestellung ist als erledigt markiert.',
  },
  customer: { id: 'portal.orders.review.customer', defaultMessage: 'Kunde' },
  notAllowedTitle: { id: 'portal.orders.review.notAllowedTitle', defaultMessage: 'Kein Zugriff' },
  notAllowedText: {
    id: 'portal.orders.review.notAllowedText',
    defaultMessage: 'Diese Seite ist nur für Mitarbeiter von Lindner.',
  },
});

/** A recurring total's label: "Jährlich (brutto)". */
export const recurringTotal = defineMessage<{ period: string }>({
  id: 'portal.orders.recurringTotal',
  defaultMessage: '{period} (brutto)',
});

/** The VAT line: "MwSt. 20 %". */
export const vatLine = defineMessage<{ rate: number }>({
  id: 'portal.orders.vat',
  defaultMessage: 'MwSt. {rate} %',
});

/** The total of a period with its label: "Summe jährlich". */
export const periodTotal = defineMessage<{ period: string }>({
  id: 'portal.orders.periodTotal',
  defaultMessage: 'Summe {period}',
});

/** A link's or button's accessible name with its order: "Bestätigung ansehen: TracLink Smart". */
export const actionOfOrder = defineMessage<{ action: string; product: string; date: string }>({
  id: 'portal.orders.actionOf',
  defaultMessage: '{action}: {product} vom {date}',
});

/** One step of the history: "In Bearbeitung: 3. März 2026". */
export const historyStep = defineMessage<{ status: string; date: string }>({
  id: 'portal.orders.historyStep',
  defaultMessage: '{status}: {date}',
});
