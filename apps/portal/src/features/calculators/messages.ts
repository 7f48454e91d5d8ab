import { defineMessages } from 'react-intl';

export const axleLoadPageMessages = defineMessages({
  title: { id: 'portal.calculators.axleLoad.title', defaultMessage: 'Achslastrechner' },
  description: {
    id: 'portal.calculators.axleLoad.description',
    defaultMessage:
      'Berechne Gesamtgewicht und Achslasten Deines Lindner mit Front- und Heckanbaugerät und sieh sofort, ob die zulässigen Werte eingehalten sind.',
  },
});

export const financePageMessages = defineMessages({
  title: { id: 'portal.calculators.finance.title', defaultMessage: 'Finanzierungsrechner' },
  description: {
    id: 'portal.calculators.finance.description',
    defaultMessage:
      'Rechne die Finanzierung Deines neuen Lindner in Dritteln oder Fünfteln durch: Raten, Zinsen und Gebühren auf einen Blick.',
  },
});
