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

export const quoteMessages = defineMessages({
  title: { id: 'portal.publicForms.quote.title', defaultMessage: 'Angebot anfordern' },
  description: {
    id: 'portal.publicForms.quote.description',
    defaultMessage:
      'Fordere ein Angebot für Deinen Lindner an: Dein Händler in der Nähe erstellt es und meldet sich bei Dir.',
  },
  intro: {
    id: 'portal.publicForms.quote.intro',
    defaultMessage:
      'Wähle das Modell und sag uns, wo Du zu Hause bist: Der Lindner-Händler in Deiner Nähe erstellt Dein Angebot und meldet sich bei Dir.',
  },
  send: { id: 'portal.publicForms.quote.send', defaultMessage: 'Angebot anfordern' },
  sendAnother: {
    id: 'portal.publicForms.quote.sendAnother',
    defaultMessage: 'Weiteres Angebot anfordern',
  },
  howItGoes: {
    id: 'portal.publicForms.quote.howItGoes',
    defaultMessage:
      'Deine Anfrage geht an den Lindner-Händler, der Deiner Postleitzahl am nächsten ist, und an unseren Gebietsverkaufsleiter. Du bekommst gleich eine Bestätigung per E-Mail.',
  },
});

export const visitMessages = defineMessages({
  title: { id: 'portal.publicForms.visit.title', defaultMessage: 'Innovationsbesuch' },
  description: {
    id: 'portal.publicForms.visit.description',
    defaultMessage:
      'Lindner kommt zu Dir: Dein Händler zeigt Dir das Modell Deiner Wahl auf Deinem Hof, an einem Deiner drei Wunschtermine.',
  },
  intro: {
    id: 'portal.publicForms.visit.intro',
    defaultMessage:
      'Probier den Lindner dort aus, wo er arbeiten soll: auf Deinem Hof. Nenne uns drei Wunschtermine, Dein Händler in der Nähe ruft Dich an und vereinbart einen davon.',
  },
  dates: { id: 'portal.publicForms.visit.dates', defaultMessage: 'Drei Wunschtermine' },
  send: { id: 'portal.publicForms.visit.send', defaultMessage: 'Besuch anfragen' },
  sendAnother: {
    id: 'portal.publicForms.visit.sendAnother',
    defaultMessage: 'Weiteren Besuch anfragen',
  },
  howItGoes: {
    id: 'portal.publicForms.visit.howItGoes',
    defaultMessage:
      'Der Besuch ist kostenlos und unverbindlich. Wähle drei verschiedene Tage ab morgen, höchstens ein Jahr im Voraus.',
  },
});

/** Beside the quote request: the visit instead, with the same model. */
export const visitInsteadMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.quote.visitInstead',
  defaultMessage: 'Lieber erst ausprobieren? <link>Innovationsbesuch anfragen</link>',
});

/** Beside the innovation visit: a quote instead, with the same model. */
export const quoteInsteadMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.visit.quoteInstead',
  defaultMessage: 'Schon entschieden? <link>Angebot anfordern</link>',
});

/** Beside either: the range to look at first. */
export const modelsLinkMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.publicForms.model.modelsLink',
  defaultMessage: 'Noch unsicher, welcher Lindner passt? <link>Alle Modelle ansehen</link>',
});

export const rmiMessages = defineMessages({
  title: {
    id: 'portal.publicForms.rmi.title',
    defaultMessage: 'Reparatur- und Wartungsinformationen (RMI)',
  },
  description: {
    id: 'portal.publicForms.rmi.description',
    defaultMessage:
      'Für freie Werkstätten: Frag Reparatur- und Wartungsinformationen zu einem Lindner an.',
  },
  intro: {
    id: 'portal.publicForms.rmi.intro',
    defaultMessage:
      'Du führst eine freie Werkstatt und reparierst oder wartest einen Lindner? Nenne uns die Fahrgestellnummer oder das Modell und was Du brauchst: Unser RMI-Team schickt Dir die Reparatur- und Wartungsinformationen.',
  },
  howItGoes: {
    id: 'portal.publicForms.rmi.howItGoes',
    defaultMessage:
      'Deine Anfrage geht an unser RMI-Team. Du bekommst gleich eine Bestätigung per E-Mail.',
  },
  vinOrModelHint: {
    id: 'portal.publicForms.rmi.vinOrModelHint',
    defaultMessage: 'Zum Beispiel LIN130A12345 oder Lintrac 130',
  },
  send: { id: 'portal.publicForms.rmi.send', defaultMessage: 'Anfrage senden' },
  sendAnother: {
    id: 'portal.publicForms.rmi.sendAnother',
    defaultMessage: 'Weitere Anfrage stellen',
  },
});

/** The fields' labels, the same in every form. */
export const fieldMessages = defineMessages({
  firstName: { id: 'portal.publicForms.field.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'portal.publicForms.field.lastName', defaultMessage: 'Nachname' },
  email: { id: 'portal.publicForms.field.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'portal.publicForms.field.phone', defaultMessage: 'Telefonnummer' },
  company: { id: 'portal.publicForms.field.company', defaultMessage: 'Firma' },
  country: { id: 'portal.publicForms.field.country', defaultMessage: 'Land' },
  zip: { id: 'portal.publicForms.field.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'portal.publicForms.field.city', defaultMessage: 'Ort' },
  street: { id: 'portal.publicForms.field.street', defaultMessage: 'Straße und Hausnummer' },
  model: { id: 'portal.publicForms.field.model', defaultMessage: 'Modell' },
  firstDate: { id: 'portal.publicForms.field.firstDate', defaultMessage: '1. Wunschtermin' },
  secondDate: { id: 'portal.publicForms.field.secondDate', defaultMessage: '2. Wunschtermin' },
  thirdDate: { id: 'portal.publicForms.field.thirdDate', defaultMessage: '3. Wunschtermin' },
  modelName: { id: 'portal.publicForms.field.modelName', defaultMessage: 'Modell' },
  modelNameHint: {
    id: 'portal.publicForms.field.modelNameHint',
    defaultMessage: 'Zum Beispiel Lintrac 130 oder Unitrac 122 LDrive',
  },
  price: { id: 'portal.publicForms.field.price', defaultMessage: 'Kaufpreis in Euro' },
  plan: { id: 'portal.publicForms.field.plan', defaultMessage: 'Finanzierungsmodell' },
  message: { id: 'portal.publicForms.field.message', defaultMessage: 'Nachricht' },
  workshop: { id: 'portal.publicForms.field.workshop', defaultMessage: 'Werkstatt (Firma)' },
  vinOrModel: {
    id: 'portal.publicForms.field.vinOrModel',
    defaultMessage: 'Fahrgestellnummer oder Modell',
  },
  needed: {
    id: 'portal.publicForms.field.needed',
    defaultMessage: 'Welche Informationen brauchst Du?',
  },
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
