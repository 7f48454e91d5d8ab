import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type {
  EmployeeCountBand,
  FinancingPlan,
  FormKind,
  Salutation,
  TurnoverBand,
  ValidForms,
} from '@lindner/api/schema';

/** Answers of `POST /forms/{kind}` besides the thanks (`formSuccessMessages` of @lindner/api). */
export const formMessages = defineMessages({
  tooMany: {
    id: 'server.forms.tooMany',
    description: 'minutes: whole minutes until the next submission is possible (at least 1)',
    defaultMessage:
      'Du hast in kurzer Zeit schon mehrere Anfragen geschickt. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  },
});

// The mail to the sales team. It goes to Lindner's staff and is always German; the other
// catalogs translate it only because every server text has every language.

/** The subject, per form; `name` is the sender's first and last name. */
export const salesMailSubjects = defineMessages({
  contact: {
    id: 'server.forms.mail.subject.contact',
    description: 'name: first and last name of the sender',
    defaultMessage: 'Neue Kontaktanfrage von {name}',
  },
  'financing-enquiry': {
    id: 'server.forms.mail.subject.financingEnquiry',
    description: 'name: first and last name of the sender',
    defaultMessage: 'Neue Finanzierungsanfrage von {name}',
  },
  'quote-request': {
    id: 'server.forms.mail.subject.quoteRequest',
    description: 'name: first and last name of the sender; model: the model asked about',
    defaultMessage: 'Angebotsanfrage für {model} von {name}',
  },
  'innovation-visit': {
    id: 'server.forms.mail.subject.innovationVisit',
    description: 'name: first and last name of the sender; model: the model to be shown',
    defaultMessage: 'Innovationsbesuch mit {model} gewünscht von {name}',
  },
  rmi: {
    id: 'server.forms.mail.subject.rmi',
    description: 'name: first and last name of the sender',
    defaultMessage: 'RMI-Anfrage von {name}',
  },
  'gvl-contact': {
    id: 'server.forms.mail.subject.gvlContact',
    description: 'name: first and last name of the sender',
    defaultMessage: 'Kontaktanfrage an den Gebietsverkaufsleiter von {name}',
  },
}) satisfies Record<FormKind, MessageDescriptor>;

/** The name of each form. */
export const formKindNames = defineMessages({
  contact: { id: 'server.forms.kind.contact', defaultMessage: 'Kontaktformular' },
  'financing-enquiry': {
    id: 'server.forms.kind.financingEnquiry',
    defaultMessage: 'Finanzierungsanfrage',
  },
  'quote-request': { id: 'server.forms.kind.quoteRequest', defaultMessage: 'Angebotsanfrage' },
  'innovation-visit': {
    id: 'server.forms.kind.innovationVisit',
    defaultMessage: 'Innovationsbesuch',
  },
  rmi: {
    id: 'server.forms.kind.rmi',
    defaultMessage: 'RMI-Anfrage (Reparatur- und Wartungsinformationen)',
  },
  'gvl-contact': {
    id: 'server.forms.kind.gvlContact',
    defaultMessage: 'Kontakt zum Gebietsverkaufsleiter',
  },
}) satisfies Record<FormKind, MessageDescriptor>;

export const salesMailMessages = defineMessages({
  intro: {
    id: 'server.forms.mail.intro',
    defaultMessage: 'Über die Website ist eine neue Anfrage eingegangen.',
  },
  kind: { id: 'server.forms.mail.kind', defaultMessage: 'Formular' },
  locale: { id: 'server.forms.mail.locale', defaultMessage: 'Sprache der Website' },
  receivedAt: { id: 'server.forms.mail.receivedAt', defaultMessage: 'Eingegangen am' },
  notGiven: { id: 'server.forms.mail.notGiven', defaultMessage: '(nicht angegeben)' },
  consentGiven: { id: 'server.forms.mail.consentGiven', defaultMessage: 'erteilt' },
  dealer: { id: 'server.forms.mail.dealer', defaultMessage: 'Zuständiger Händler' },
  dealerFound: {
    id: 'server.forms.mail.dealerFound',
    description: 'The dealer nearest to the sender. distance: km from the postal code',
    defaultMessage:
      '{name}, {zip} {city} ({distance, number, ::.# unit/kilometer} von der Postleitzahl des Absenders)',
  },
  noDealer: {
    id: 'server.forms.mail.noDealer',
    defaultMessage:
      'Kein Händler in der Nähe gefunden: Bitte übernimmt das Verkaufsteam die Anfrage.',
  },
  areaSalesManager: {
    id: 'server.forms.mail.areaSalesManager',
    defaultMessage: 'Gebietsverkaufsleiter',
  },
  model: {
    id: 'server.forms.mail.model',
    description: 'name: the model name; id: its id',
    defaultMessage: '{name} ({id})',
  },
  price: {
    id: 'server.forms.mail.price',
    description: 'amount: the price in euros',
    defaultMessage: '{amount, number, ::currency/EUR}',
  },
});

/** A field of any form. */
export type FormField = { [Kind in FormKind]: keyof ValidForms[Kind] }[FormKind];

/** The label of each field. */
export const formFieldLabels = defineMessages({
  firstName: { id: 'server.forms.field.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'server.forms.field.lastName', defaultMessage: 'Nachname' },
  email: { id: 'server.forms.field.email', defaultMessage: 'E-Mail' },
  phone: { id: 'server.forms.field.phone', defaultMessage: 'Telefon' },
  company: { id: 'server.forms.field.company', defaultMessage: 'Firma' },
  country: { id: 'server.forms.field.country', defaultMessage: 'Land' },
  street: { id: 'server.forms.field.street', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'server.forms.field.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'server.forms.field.city', defaultMessage: 'Ort' },
  modelName: { id: 'server.forms.field.modelName', defaultMessage: 'Modell' },
  modelId: { id: 'server.forms.field.modelId', defaultMessage: 'Modell' },
  firstDate: { id: 'server.forms.field.firstDate', defaultMessage: 'Wunschtermin 1' },
  secondDate: { id: 'server.forms.field.secondDate', defaultMessage: 'Wunschtermin 2' },
  thirdDate: { id: 'server.forms.field.thirdDate', defaultMessage: 'Wunschtermin 3' },
  priceCents: { id: 'server.forms.field.price', defaultMessage: 'Kaufpreis' },
  plan: { id: 'server.forms.field.plan', defaultMessage: 'Finanzierungsmodell' },
  message: { id: 'server.forms.field.message', defaultMessage: 'Nachricht' },
  vinOrModel: {
    id: 'server.forms.field.vinOrModel',
    defaultMessage: 'Fahrgestellnummer oder Modell',
  },
  salutation: { id: 'server.forms.field.salutation', defaultMessage: 'Anrede' },
  function: { id: 'server.forms.field.function', defaultMessage: 'Funktion im Unternehmen' },
  employeeCount: { id: 'server.forms.field.employeeCount', defaultMessage: 'Mitarbeiter' },
  turnover: { id: 'server.forms.field.turnover', defaultMessage: 'Jahresumsatz' },
  brand: { id: 'server.forms.field.brand', defaultMessage: 'Marke' },
  areaSalesManagerId: {
    id: 'server.forms.field.areaSalesManagerId',
    defaultMessage: 'Händler des Gebietsverkaufsleiters',
  },
  privacyConsent: {
    id: 'server.forms.field.privacyConsent',
    defaultMessage: 'Zustimmung zur Datenschutzerklärung',
  },
}) satisfies Record<FormField, MessageDescriptor>;

/** The financing plans of SPEC.md section 9. */
export const financingPlanNames = defineMessages({
  third: {
    id: 'server.forms.plan.third',
    defaultMessage: 'Drittelfinanzierung (je 1/3 beim Kauf, nach 1 und nach 2 Jahren)',
  },
  fifth: {
    id: 'server.forms.plan.fifth',
    defaultMessage: 'Fünftelfinanzierung (5 gleiche Teile: beim Kauf und nach 1 bis 4 Jahren)',
  },
}) satisfies Record<FinancingPlan, MessageDescriptor>;

/** The confirmation to who sent a quote request or an innovation visit, in their language. */
export const senderMailMessages = defineMessages({
  quoteSubject: {
    id: 'server.forms.senderMail.quoteSubject',
    description: 'model: the model name',
    defaultMessage: 'Deine Angebotsanfrage für den {model}',
  },
  visitSubject: {
    id: 'server.forms.senderMail.visitSubject',
    description: 'model: the model name',
    defaultMessage: 'Dein Innovationsbesuch mit dem {model}: Wir haben Deine Wunschtermine',
  },
  quoteReceived: {
    id: 'server.forms.senderMail.quoteReceived',
    description: 'model: the model name',
    defaultMessage: 'vielen Dank für Deine Anfrage. Du bekommst ein Angebot für den {model}.',
  },
  visitReceived: {
    id: 'server.forms.senderMail.visitReceived',
    description: 'model: the model name',
    defaultMessage:
      'vielen Dank für Deine Anfrage. Wir kommen mit dem {model} zu Dir. Deine Wunschtermine:',
  },
  dealerAnswers: {
    id: 'server.forms.senderMail.dealerAnswers',
    defaultMessage: 'Dein Lindner-Händler in der Nähe meldet sich in den nächsten Tagen bei Dir:',
  },
  visitDealerAnswers: {
    id: 'server.forms.senderMail.visitDealerAnswers',
    defaultMessage:
      'Dein Lindner-Händler in der Nähe ruft Dich in den nächsten Tagen an, um einen der Termine zu vereinbaren:',
  },
  salesAnswers: {
    id: 'server.forms.senderMail.salesAnswers',
    defaultMessage: 'Unser Verkaufsteam meldet sich in den nächsten Tagen bei Dir.',
  },
  notYou: {
    id: 'server.forms.senderMail.notYou',
    defaultMessage:
      'Du bekommst diese E-Mail, weil mit Deiner Adresse ein Formular auf der Lindner-Website geschickt wurde. Warst Du das nicht, kannst Du sie einfach löschen.',
  },
});

export const salutationNames = defineMessages({
  female: { id: 'server.forms.salutation.female', defaultMessage: 'Frau' },
  male: { id: 'server.forms.salutation.male', defaultMessage: 'Herr' },
}) satisfies Record<Salutation, MessageDescriptor>;

export const employeeCountNames = defineMessages({
  '1-9': { id: 'server.forms.employees.upTo9', defaultMessage: '1 bis 9' },
  '10-49': { id: 'server.forms.employees.upTo49', defaultMessage: '10 bis 49' },
  '50-249': { id: 'server.forms.employees.upTo249', defaultMessage: '50 bis 249' },
  '250+': { id: 'server.forms.employees.more', defaultMessage: '250 und mehr' },
}) satisfies Record<EmployeeCountBand, MessageDescriptor>;

export const turnoverNames = defineMessages({
  'under-2m': { id: 'server.forms.turnover.under2m', defaultMessage: 'unter 2 Mio. €' },
  '2m-10m': { id: 'server.forms.turnover.upTo10m', defaultMessage: '2 bis 10 Mio. €' },
  '10m-50m': { id: 'server.forms.turnover.upTo50m', defaultMessage: '10 bis 50 Mio. €' },
  'over-50m': { id: 'server.forms.turnover.over50m', defaultMessage: 'über 50 Mio. €' },
}) satisfies Record<TurnoverBand, MessageDescriptor>;

/** The confirmation of an RMI request or a GVL contact, in the sender's language. */
export const receiptMailMessages = defineMessages({
  rmiSubject: {
    id: 'server.forms.receiptMail.rmiSubject',
    defaultMessage: 'Deine Anfrage nach Reparatur- und Wartungsinformationen',
  },
  rmiReceived: {
    id: 'server.forms.receiptMail.rmiReceived',
    defaultMessage:
      'vielen Dank für Deine Anfrage. Unser RMI-Team prüft sie und schickt Dir die Reparatur- und Wartungsinformationen oder meldet sich mit Rückfragen bei Dir.',
  },
  gvlSubject: {
    id: 'server.forms.receiptMail.gvlSubject',
    defaultMessage: 'Deine Nachricht an Deinen Lindner-Gebietsverkaufsleiter',
  },
  gvlReceived: {
    id: 'server.forms.receiptMail.gvlReceived',
    defaultMessage:
      'vielen Dank für Deine Nachricht. Dein Lindner-Gebietsverkaufsleiter hat sie bekommen und meldet sich in den nächsten Tagen bei Dir.',
  },
});
