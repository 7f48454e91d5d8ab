import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The report form's texts (parts.json: `user-reports`), apart from the list's and the report's so
// that the form's island carries only its own.

export const formMessages = defineMessages({
  model: { id: 'portal.userReports.form.model', defaultMessage: 'Modell' },
  reportTitle: { id: 'portal.userReports.form.title', defaultMessage: 'Überschrift' },
  text: { id: 'portal.userReports.form.text', defaultMessage: 'Dein Bericht' },
  pictures: { id: 'portal.userReports.form.pictures', defaultMessage: 'Bilder' },
  addPictures: { id: 'portal.userReports.form.addPictures', defaultMessage: 'Bilder auswählen' },
  uploading: { id: 'portal.userReports.form.uploading', defaultMessage: 'Wird hochgeladen …' },
  remove: { id: 'portal.userReports.form.remove', defaultMessage: 'Entfernen' },
  firstName: { id: 'portal.userReports.form.firstName', defaultMessage: 'Vorname' },
  region: { id: 'portal.userReports.form.region', defaultMessage: 'Region' },
  regionHint: {
    id: 'portal.userReports.form.regionHint',
    defaultMessage: 'Zum Beispiel Dein Bundesland. Wird mit Deinem Vornamen veröffentlicht.',
  },
  email: { id: 'portal.userReports.form.email', defaultMessage: 'E-Mail-Adresse' },
  emailHint: {
    id: 'portal.userReports.form.emailHint',
    defaultMessage: 'Wird nicht veröffentlicht. Wir schreiben Dir, wenn Dein Bericht geprüft ist.',
  },
  requiredHint: {
    id: 'portal.userReports.form.requiredHint',
    defaultMessage: 'Felder mit * sind Pflichtfelder.',
  },
  privacyConsent: {
    id: 'portal.userReports.form.privacyConsent',
    defaultMessage:
      'Ich bin einverstanden, dass Lindner meine Angaben zur Prüfung und Veröffentlichung meines Berichts verarbeitet.',
  },
  send: { id: 'portal.userReports.form.send', defaultMessage: 'Bericht senden' },
  notSent: { id: 'portal.userReports.form.notSent', defaultMessage: 'Nicht gesendet' },
  generalError: {
    id: 'portal.userReports.form.generalError',
    defaultMessage: 'Es ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
  },
  uploadFailed: {
    id: 'portal.userReports.form.uploadFailed',
    defaultMessage: 'Das Bild konnte nicht hochgeladen werden. Bitte versuche es noch einmal.',
  },
  sentTitle: { id: 'portal.userReports.form.sentTitle', defaultMessage: 'Bericht gesendet' },
  sent: {
    id: 'portal.userReports.form.sent',
    description: 'SPEC.md section 8: user report published after editorial review.',
    defaultMessage:
      'Vielen Dank für Deinen Bericht! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
  },
  writeAnother: {
    id: 'portal.userReports.form.writeAnother',
    defaultMessage: 'Weiteren Bericht schreiben',
  },
  signInHint: {
    id: 'portal.userReports.form.signInHint',
    defaultMessage:
      'Du hast ein Konto? Melde Dich an, dann siehst Du unter „Meine Beiträge“, wann Dein Bericht erscheint.',
  },
  signIn: { id: 'portal.userReports.form.signIn', defaultMessage: 'Anmelden' },
  signedIn: {
    id: 'portal.userReports.form.signedIn',
    defaultMessage: 'Du bist angemeldet. Dein Bericht erscheint unter „Meine Beiträge“.',
  },
});

export const picturesHintMessage = defineMessage<{ max: number }>({
  id: 'portal.userReports.form.picturesHint',
  defaultMessage: 'Bis zu {max} Bilder im Format JPEG, PNG oder WebP, je höchstens 10 MB.',
});

export const removePictureMessage = defineMessage<{ name: string }>({
  id: 'portal.userReports.form.removePicture',
  defaultMessage: 'Bild „{name}“ entfernen',
});

export const tooManyPicturesMessage = defineMessage<{ max: number }>({
  id: 'portal.userReports.form.tooManyPictures',
  description: 'The same words as the server’s server.userReports.tooManyPictures.',
  defaultMessage: 'Höchstens {max} Bilder pro Bericht.',
});

export const privacyNoteMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.userReports.form.privacyNote',
  defaultMessage:
    'Wie wir mit Deinen Daten umgehen, steht in unserer <link>Datenschutzerklärung</link>.',
});
