import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'financeCalculator.title', defaultMessage: 'Finanzierungsrechner' },
  price: { id: 'financeCalculator.price', defaultMessage: 'Kaufpreis in Euro' },
  priceHint: {
    id: 'financeCalculator.priceHint',
    defaultMessage: 'Unverbindlicher Richtpreis inkl. MwSt., zum Beispiel 60.000',
  },
  plan: { id: 'financeCalculator.plan', defaultMessage: 'Finanzierungsmodell' },
  enterPrice: {
    id: 'financeCalculator.enterPrice',
    defaultMessage: 'Gib einen Kaufpreis ein, um den Zahlungsplan zu sehen.',
  },
  priceRequired: {
    id: 'financeCalculator.priceRequired',
    defaultMessage: 'Bitte gib einen Kaufpreis ein.',
  },
  priceNotANumber: {
    id: 'financeCalculator.priceNotANumber',
    defaultMessage: 'Bitte gib den Kaufpreis als Zahl ein, zum Beispiel 60.000,00.',
  },
  priceNotPositive: {
    id: 'financeCalculator.priceNotPositive',
    defaultMessage: 'Der Kaufpreis muss größer als 0 sein.',
  },
  priceTooManyDecimals: {
    id: 'financeCalculator.priceTooManyDecimals',
    defaultMessage: 'Der Kaufpreis darf höchstens zwei Nachkommastellen haben.',
  },
  planUnknown: {
    id: 'financeCalculator.planUnknown',
    defaultMessage: 'Bitte wähle ein Finanzierungsmodell.',
  },
  rateInvalid: {
    id: 'financeCalculator.rateInvalid',
    defaultMessage: 'Für dieses Angebot ist kein gültiger Zinssatz hinterlegt.',
  },
  due: { id: 'financeCalculator.due', defaultMessage: 'Fällig' },
  principal: { id: 'financeCalculator.principal', defaultMessage: 'Tilgung' },
  interest: { id: 'financeCalculator.interest', defaultMessage: 'Zinsen' },
  amount: { id: 'financeCalculator.amount', defaultMessage: 'Zahlung' },
  balanceAfter: { id: 'financeCalculator.balanceAfter', defaultMessage: 'Restschuld danach' },
  atPurchase: { id: 'financeCalculator.atPurchase', defaultMessage: 'Bei Kauf' },
  sum: { id: 'financeCalculator.sum', defaultMessage: 'Summe' },
  totals: { id: 'financeCalculator.totals', defaultMessage: 'Gesamt' },
  totalInterest: { id: 'financeCalculator.totalInterest', defaultMessage: 'Zinsen gesamt' },
  totalAmount: {
    id: 'financeCalculator.totalAmount',
    defaultMessage: 'Gesamtbetrag der Zahlungen',
  },
  processingFee: {
    id: 'financeCalculator.processingFee',
    defaultMessage: 'zzgl. Bearbeitungsgebühr',
  },
  effectiveRate: { id: 'financeCalculator.effectiveRate', defaultMessage: 'Effektiver Jahreszins' },
  effectiveWithoutFees: {
    id: 'financeCalculator.effectiveWithoutFees',
    defaultMessage: 'ohne Gebühren',
  },
  effectiveWithFees: {
    id: 'financeCalculator.effectiveWithFees',
    defaultMessage: 'mit Gebühren',
  },
  effectiveUnavailable: {
    id: 'financeCalculator.effectiveUnavailable',
    defaultMessage: 'nicht berechenbar',
  },
  effectiveMethod: {
    id: 'financeCalculator.effectiveMethod',
    defaultMessage:
      'Berechnet als interner Zinsfuß der Zahlungen bei jährlicher Verzinsung; die Gebühren gelten als bei Kauf bezahlt.',
  },
  enquiry: { id: 'financeCalculator.enquiry', defaultMessage: 'Finanzierung anfragen' },
  notes: { id: 'financeCalculator.notes', defaultMessage: 'Hinweise' },
  noteAustria: {
    id: 'financeCalculator.noteAustria',
    defaultMessage: 'Die Finanzierung gilt in Österreich.',
  },
  notePrices: {
    id: 'financeCalculator.notePrices',
    defaultMessage: 'Unverbindliche Richtpreise inkl. MwSt.',
  },
  error: {
    id: 'financeCalculator.error',
    defaultMessage: 'Der Finanzierungsrechner kann gerade nicht angezeigt werden.',
  },
});

export const fixedPriceMessage = defineMessage<{ model: string; price: string }>({
  id: 'financeCalculator.fixedPrice',
  defaultMessage: 'Kaufpreis {model}: {price}',
});

export const fixedPriceWithoutModelMessage = defineMessage<{ price: string }>({
  id: 'financeCalculator.fixedPriceWithoutModel',
  defaultMessage: 'Kaufpreis: {price}',
});

export const planThirdMessage = defineMessage<{ rate: string }>({
  id: 'financeCalculator.planThird',
  defaultMessage: 'Drittelfinanzierung: 3 gleiche Teile, {rate} Zinsen',
});

export const planFifthMessage = defineMessage<{ rate: string }>({
  id: 'financeCalculator.planFifth',
  defaultMessage: 'Fünftelfinanzierung: 5 gleiche Teile, {rate} Zinsen',
});

export const priceTooHighMessage = defineMessage<{ max: string }>({
  id: 'financeCalculator.priceTooHigh',
  defaultMessage: 'Der Kaufpreis darf höchstens {max} betragen.',
});

export const scheduleMessage = defineMessage<{ plan: string; price: string }>({
  id: 'financeCalculator.schedule',
  defaultMessage:
    'Zahlungsplan der {plan, select, fifth {Fünftelfinanzierung} other {Drittelfinanzierung}} für {price}',
});

export const afterYearsMessage = defineMessage<{ years: number }>({
  id: 'financeCalculator.afterYears',
  defaultMessage: 'Nach {years, plural, one {# Jahr} other {# Jahren}}',
});

export const legalFeeMessage = defineMessage<{ percent: string }>({
  id: 'financeCalculator.legalFee',
  defaultMessage: 'zzgl. Rechtsgeschäftsgebühr ({percent})',
});

export const validUntilMessage = defineMessage<{ date: string }>({
  id: 'financeCalculator.validUntil',
  defaultMessage: 'Angebot gültig bis {date}.',
});

export const endedMessage = defineMessage<{ date: string }>({
  id: 'financeCalculator.ended',
  defaultMessage:
    'Dieses Finanzierungsangebot ist am {date} abgelaufen. Frag Deinen Händler nach den aktuellen Konditionen.',
});

export const noteFeesMessage = defineMessage<{ processingFee: string; legalFee: string }>({
  id: 'financeCalculator.noteFees',
  defaultMessage:
    'Nicht enthalten: {processingFee} Bearbeitungsgebühr und {legalFee} Rechtsgeschäftsgebühr.',
});
