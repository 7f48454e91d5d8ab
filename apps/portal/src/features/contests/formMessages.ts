import { defineMessages } from 'react-intl';

// The entry form's texts (`portal.contests.form.`): a part of their own, the island carries them.
// The checks say what the server would (its field errors, modules/contests/texts.ts).

export const entryFormMessages = defineMessages({
  termsLink: { id: 'portal.contests.form.termsLink', defaultMessage: 'Teilnahmebedingungen' },
  privacyLink: { id: 'portal.contests.form.privacyLink', defaultMessage: 'Datenschutzerklärung' },
  ageUpTo6: { id: 'portal.contests.form.ageUpTo6', defaultMessage: 'bis 6 Jahre' },
  age7To10: { id: 'portal.contests.form.age7To10', defaultMessage: '7 bis 10 Jahre' },
  age11To14: { id: 'portal.contests.form.age11To14', defaultMessage: '11 bis 14 Jahre' },
  heading: { id: 'portal.contests.form.heading', defaultMessage: 'Jetzt mitmachen' },
  firstName: { id: 'portal.contests.form.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'portal.contests.form.lastName', defaultMessage: 'Nachname' },
  email: { id: 'portal.contests.form.email', defaultMessage: 'E-Mail-Adresse' },
  picture: { id: 'portal.contests.form.picture', defaultMessage: 'Bild (JPEG, PNG oder WebP)' },
  drawing: {
    id: 'portal.contests.form.drawing',
    defaultMessage: 'Foto oder Scan der Zeichnung (JPEG, PNG oder WebP)',
  },
  title: { id: 'portal.contests.form.title', defaultMessage: 'Titel des Fotos' },
  drawerFirstName: {
    id: 'portal.contests.form.drawerFirstName',
    defaultMessage: 'Vorname des Kindes',
  },
  ageBand: { id: 'portal.contests.form.ageBand', defaultMessage: 'Alter des Kindes' },
  chooseAge: { id: 'portal.contests.form.chooseAge', defaultMessage: 'Bitte wählen' },
  street: { id: 'portal.contests.form.street', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'portal.contests.form.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'portal.contests.form.city', defaultMessage: 'Ort' },
  videoUrl: {
    id: 'portal.contests.form.videoUrl',
    defaultMessage: 'Link zum Video (https://…)',
  },
  description: {
    id: 'portal.contests.form.description',
    defaultMessage: 'Kurze Beschreibung (höchstens 500 Zeichen)',
  },
  terms: {
    id: 'portal.contests.form.terms',
    defaultMessage: 'Ich akzeptiere die Teilnahmebedingungen.',
  },
  privacy: {
    id: 'portal.contests.form.privacy',
    defaultMessage: 'Ich stimme der Datenschutzerklärung zu.',
  },
  submit: { id: 'portal.contests.form.submit', defaultMessage: 'Beitrag senden' },
  sending: { id: 'portal.contests.form.sending', defaultMessage: 'Wird gesendet …' },
  failed: {
    id: 'portal.contests.form.failed',
    defaultMessage: 'Der Beitrag konnte nicht gesendet werden. Bitte versuche es noch einmal.',
  },
  fix: {
    id: 'portal.contests.form.fix',
    defaultMessage: 'Bitte prüfe die markierten Felder.',
  },
  required: {
    id: 'portal.contests.form.required',
    defaultMessage: 'Dieses Feld ist erforderlich.',
  },
  email_: {
    id: 'portal.contests.form.emailInvalid',
    defaultMessage: 'Bitte eine gültige E-Mail-Adresse eingeben.',
  },
  zip_: {
    id: 'portal.contests.form.zipInvalid',
    defaultMessage: 'Bitte eine gültige Postleitzahl eingeben.',
  },
  fileRequired: {
    id: 'portal.contests.form.fileRequired',
    defaultMessage: 'Bitte ein Bild auswählen.',
  },
  termsRequired: {
    id: 'portal.contests.form.termsRequired',
    defaultMessage: 'Bitte akzeptiere die Teilnahmebedingungen.',
  },
  privacyRequired: {
    id: 'portal.contests.form.privacyRequired',
    defaultMessage: 'Bitte stimme der Datenschutzerklärung zu.',
  },
  videoUrl_: {
    id: 'portal.contests.form.videoUrlInvalid',
    defaultMessage: 'Bitte gib einen Link zum Video ein, der mit https:// beginnt.',
  },
  videoOrPicture: {
    id: 'portal.contests.form.videoOrPicture',
    defaultMessage: 'Bitte gib einen Link zum Video ein oder lade ein Bild hoch.',
  },
  tooLong: { id: 'portal.contests.form.tooLong', defaultMessage: 'Dieser Text ist zu lang.' },
  sendAnother: {
    id: 'portal.contests.form.sendAnother',
    defaultMessage: 'Noch einen Beitrag senden',
  },
});
