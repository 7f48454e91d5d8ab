import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The public forms' texts: a catalog part of their own (messages/parts.json,
// `portal.publicForms.`), loaded with these pages only.

export const contactMessages = defineMessages({
  title: { id: 'portal.publicForms.contact.title', defaultMessage: 'Kontakt' },
  description: {
    id: 'portal.publicForms.contact.description',
    defaultMessage:
      'Schreib Lindner: Fragen zu Traktoren und Transportern, zu Service, Ersatzteilen oder Mein Lindner.',
  },
  intro: {
    id: 'portal.publicForms.contact.intro',
    defaultMessage:
      'Fragen zu Modellen, Service, Ersatzteilen oder Mein Lindner? Schreib uns, wir melden uns so bald wie möglich bei Dir.',
  },
  send: { id: 'portal.publicForms.contact.send', defaultMessage: 'Nachricht senden' },
  sendAnother: {
    id: 'portal.publicForms.contact.sendAnother',
    defaultMessage: 'Weitere Nachricht schreiben',
  },
});

export const financingMessages = defineMessages({
  title: { id: 'portal.publicForms.financing.title', defaultMessage: 'Finanzierungsanfrage' },
  description: {
    id: 'portal.publicForms.financing.description',
    defaultMessage:
      'Frag die Finanzierung Deines neuen Lindner an: in Dritteln oder Fünfteln, mit Kaufpreis und Modell.',
  },
  intro: {
    id: 'portal.publicForms.financing.intro',
    defaultMessage:
      'Frag die Finanzierung Deines neuen Lindner an. Wir prüfen Deine Anfrage mit unseren Finanzierungspartnern und melden uns mit einem Angebot bei Dir.',
  },
  fromCalculator: {
    id: 'portal.publicForms.financing.fromCalculator',
    defaultMessage:
      'Kaufpreis und Finanzierungsmodell sind aus dem Finanzierungsrechner übernommen.',
  },
  planThird: {
    id: 'portal.publicForms.financing.plan.third',
    defaultMessage: 'Drittel: je ein Drittel bei Kauf, nach 1 und nach 2 Jahren, 0,99 % Zinsen',
  },
  planFifth: {
    id: 'portal.publicForms.financing.plan.fifth',
    defaultMessage: 'Fünftel: fünf gleiche Teile bei Kauf und nach 1 bis 4 Jahren, 1,99 % Zinsen',
  },
  fees: {
    id: 'portal.publicForms.financing.fees',
    defaultMessage:
      'Gültig in Österreich. Bearbeitungsgebühr von 99 € und Rechtsgeschäftsgebühr von 1 % nicht enthalten.',
  },
  send: { id: 'portal.publicForms.financing.send', defaultMessage: 'Anfrage senden' },
  sendAnother: {
    id: 'portal.publicForms.financing.sendAnother',
    defaultMessage: 'Weitere Anfrage stellen',
  },
});

/** The fields' labels, the same in both forms. */
export const fieldMessages = defineMessages({
  firstName: { id: 'portal.publicForms.field.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'portal.publicForms.field.lastName', defaultMessage: 'Nachname' },
  email: { id: 'portal.publicForms.field.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'portal.publicForms.field.phone', defaultMessage: 'Telefonnummer' },
  company: { id: 'portal.publicForms.field.company', defaultMessage: 'Firma' },
  country: { id: 'portal.publicForms.field.country', defaultMessage: 'Land' },
  zip: { id: 'portal.publicForms.field.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'portal.publicForms.field.city', defaultMessage: 'Ort' },
  modelName: { id: 'portal.publicForms.field.modelName', defaultMessage: 'Modell' },
  modelNameHint: {
    id: 'portal.publicForms.field.modelNameHint',
    defaultMessage: 'Zum Beispiel Lintrac 130 oder Unitrac 122 LDrive',
  },
  price: { id: 'portal.publicForms.field.price', defaultMessage: 'Kaufpreis in Euro' },
  plan: { id: 'portal.publicForms.field.plan', defaultMessage: 'Finanzierungsmodell' },
  message: { id: 'portal.publicForms.field.message', defaultMessage: 'Nachricht' },
});

export const dealerHintMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.contact.dealerHint',
  defaultMessage:
    'Für eine Probefahrt, ein Angebot oder eine Reparatur ist Dein Lindner-Händler vor Ort am schnellsten: <link>Händler in Deiner Nähe finden</link>.',
});

export const calculatorHintMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.financing.calculatorHint',
  defaultMessage:
    'Noch nicht gerechnet? Im <link>Finanzierungsrechner</link> siehst Du die Raten vorab.',
});

export const calculatorTotalMessage = defineMessage<{ total: string }>({
  id: 'portal.publicForms.financing.calculatorTotal',
  defaultMessage: 'Gesamtbetrag laut Rechner: {total}',
});

export const priceShownMessage = defineMessage<{ price: string }>({
  id: 'portal.publicForms.financing.priceShown',
  defaultMessage: 'Kaufpreis: {price}',
  description: 'The typed purchase price, written out as money below its field',
});

// The texts of every public form's frame (required hint, privacy consent, outcome) are shared.
export { chooseMessage, formMessages, privacyNoteMessage } from '../../shared/publicForm/messages';
