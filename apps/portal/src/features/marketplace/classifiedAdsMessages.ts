import type { AdCondition, AdKind, AdStatus } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';

// The texts of the personal area's classified-ads pages: in their own catalog part
// (`portal.classifiedAds.`, parts.json), which those pages load.

export const adFieldMessages = defineMessages({
  kind: { id: 'portal.classifiedAds.field.kind', defaultMessage: 'Art der Anzeige' },
  title: { id: 'portal.classifiedAds.field.title', defaultMessage: 'Titel' },
  description: { id: 'portal.classifiedAds.field.description', defaultMessage: 'Beschreibung' },
  price: { id: 'portal.classifiedAds.field.price', defaultMessage: 'Preis in Euro' },
  priceHint: {
    id: 'portal.classifiedAds.field.priceHint',
    defaultMessage: 'Leer lassen, wenn Du keinen Preis nennen möchtest.',
  },
  condition: { id: 'portal.classifiedAds.field.condition', defaultMessage: 'Zustand' },
  conditionPlaceholder: {
    id: 'portal.classifiedAds.field.conditionPlaceholder',
    defaultMessage: 'Zustand wählen',
  },
  yearOfConstruction: {
    id: 'portal.classifiedAds.field.yearOfConstruction',
    defaultMessage: 'Baujahr',
  },
  yearHint: {
    id: 'portal.classifiedAds.field.yearHint',
    defaultMessage: 'Vierstellig, zum Beispiel 2018.',
  },
  model: { id: 'portal.classifiedAds.field.model', defaultMessage: 'Modell' },
  modelPlaceholder: {
    id: 'portal.classifiedAds.field.modelPlaceholder',
    defaultMessage: 'Modell wählen',
  },
  privacyConsent: {
    id: 'portal.classifiedAds.field.privacyConsent',
    defaultMessage:
      'Ich bin einverstanden, dass Lindner meine Angaben verarbeitet, um meine Anzeige zu veröffentlichen.',
  },
  privacyConsentMissing: {
    id: 'portal.classifiedAds.field.privacyConsentMissing',
    defaultMessage: 'Bitte stimme der Verarbeitung Deiner Angaben zu.',
  },
});

export const privacyNote = defineMessage<{ link: MessageTag }>({
  id: 'portal.classifiedAds.privacyNote',
  defaultMessage:
    'Wie wir Deine Angaben verarbeiten, steht in unserer <link>Datenschutzerklärung</link>.',
});

export const kindMessages: Record<AdKind, MessageDescriptor> = defineMessages({
  offer: { id: 'portal.classifiedAds.kind.offer', defaultMessage: 'Biete' },
  purchase: { id: 'portal.classifiedAds.kind.purchase', defaultMessage: 'Suche' },
});

export const conditionMessages: Record<AdCondition, MessageDescriptor> = defineMessages({
  used: { id: 'portal.classifiedAds.condition.used', defaultMessage: 'Gebraucht' },
  'slightly-used': {
    id: 'portal.classifiedAds.condition.slightlyUsed',
    defaultMessage: 'Leicht gebraucht',
  },
  'like-new': { id: 'portal.classifiedAds.condition.likeNew', defaultMessage: 'Wie neu' },
  unknown: { id: 'portal.classifiedAds.condition.unknown', defaultMessage: 'Unbekannt' },
});

export const statusMessages: Record<AdStatus, MessageDescriptor> = defineMessages({
  active: { id: 'portal.classifiedAds.status.active', defaultMessage: 'Aktiv' },
  inactive: { id: 'portal.classifiedAds.status.inactive', defaultMessage: 'Inaktiv' },
  sold: { id: 'portal.classifiedAds.status.sold', defaultMessage: 'Verkauft' },
});

export const fileMessages = defineMessages({
  pictures: { id: 'portal.classifiedAds.files.pictures', defaultMessage: 'Bilder' },
  picturesHint: {
    id: 'portal.classifiedAds.files.picturesHint',
    defaultMessage: 'Bis zu 10 Bilder im Format JPEG, PNG oder WebP, je höchstens 10 MB.',
  },
  choosePictures: {
    id: 'portal.classifiedAds.files.choosePictures',
    defaultMessage: 'Bilder auswählen',
  },
  attachments: { id: 'portal.classifiedAds.files.attachments', defaultMessage: 'PDF-Dateien' },
  attachmentsHint: {
    id: 'portal.classifiedAds.files.attachmentsHint',
    defaultMessage: 'Bis zu 3 PDF-Dateien, je höchstens 10 MB, zum Beispiel ein Prospekt.',
  },
  chooseAttachments: {
    id: 'portal.classifiedAds.files.chooseAttachments',
    defaultMessage: 'PDF-Dateien auswählen',
  },
  remove: { id: 'portal.classifiedAds.files.remove', defaultMessage: 'Entfernen' },
  waiting: {
    id: 'portal.classifiedAds.files.waiting',
    defaultMessage: 'Wird mit der Anzeige hochgeladen',
  },
  uploading: { id: 'portal.classifiedAds.files.uploading', defaultMessage: 'Wird hochgeladen …' },
  uploaded: { id: 'portal.classifiedAds.files.uploaded', defaultMessage: 'Hochgeladen' },
  current: { id: 'portal.classifiedAds.files.current', defaultMessage: 'Bereits in der Anzeige' },
  refusedFallback: {
    id: 'portal.classifiedAds.files.refusedFallback',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
  pictureType: {
    id: 'portal.classifiedAds.files.pictureType',
    defaultMessage: 'Nur Bilder im Format JPEG, PNG oder WebP sind möglich.',
  },
  pictureSize: {
    id: 'portal.classifiedAds.files.pictureSize',
    defaultMessage: 'Das Bild ist zu groß: höchstens 10 MB.',
  },
  attachmentType: {
    id: 'portal.classifiedAds.files.attachmentType',
    defaultMessage: 'Nur PDF-Dateien sind möglich.',
  },
  attachmentSize: {
    id: 'portal.classifiedAds.files.attachmentSize',
    defaultMessage: 'Die Datei ist zu groß: höchstens 10 MB.',
  },
  tooManyPictures: {
    id: 'portal.classifiedAds.files.tooManyPictures',
    defaultMessage: 'Eine Anzeige hat höchstens 10 Bilder.',
  },
  tooManyAttachments: {
    id: 'portal.classifiedAds.files.tooManyAttachments',
    defaultMessage: 'Eine Anzeige hat höchstens 3 PDF-Dateien.',
  },
});

/** A file the client turned down: "traktor.gif: Nur Bilder … sind möglich." */
export const fileProblemLine = defineMessage<{ file: string; problem: string }>({
  id: 'portal.classifiedAds.files.problemLine',
  defaultMessage: '{file}: {problem}',
});

/** A file the server refused: "Nicht hochgeladen: Die Datei ist kein gültiges PDF." */
export const refusedWith = defineMessage<{ message: string }>({
  id: 'portal.classifiedAds.files.refusedWith',
  defaultMessage: 'Nicht hochgeladen: {message}',
});

/** A picture of the ad in the list of its files. */
export const pictureName = defineMessage<{ number: number }>({
  id: 'portal.classifiedAds.files.pictureName',
  defaultMessage: 'Bild {number}',
});

/** The accessible name of a chosen file's remove button. */
export const removeFileName = defineMessage<{ file: string }>({
  id: 'portal.classifiedAds.files.removeName',
  defaultMessage: '{file} entfernen',
});

export const fileSize = defineMessage<{ size: string }>({
  id: 'portal.classifiedAds.files.size',
  defaultMessage: '{size} MB',
});

export const uploadProgress = defineMessage<{ current: number; total: number }>({
  id: 'portal.classifiedAds.files.progress',
  defaultMessage: 'Datei {current} von {total} wird hochgeladen …',
});

export const uploadsRefused = defineMessage<{ count: number }>({
  id: 'portal.classifiedAds.files.refusedCount',
  defaultMessage:
    '{count, plural, one {Eine Datei wurde} other {# Dateien wurden}} nicht hochgeladen. Entferne sie oder versuche es erneut.',
});

export const adFormMessages = defineMessages({
  editTitle: { id: 'portal.classifiedAds.form.editTitle', defaultMessage: 'Anzeige bearbeiten' },
  intro: {
    id: 'portal.classifiedAds.form.intro',
    defaultMessage:
      'Biete Maschinen, Geräte oder Teile an oder such danach. Deine Anzeige erscheint im Lindner-Marktplatz, Antworten erreichen Dich hier.',
  },
  create: { id: 'portal.classifiedAds.form.create', defaultMessage: 'Anzeige veröffentlichen' },
  save: { id: 'portal.classifiedAds.form.save', defaultMessage: 'Änderungen speichern' },
  retryUploads: {
    id: 'portal.classifiedAds.form.retryUploads',
    defaultMessage: 'Dateien erneut hochladen',
  },
  notSaved: { id: 'portal.classifiedAds.form.notSaved', defaultMessage: 'Nicht gespeichert' },
  generalError: {
    id: 'portal.classifiedAds.form.generalError',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
  toManage: { id: 'portal.classifiedAds.form.toManage', defaultMessage: 'Zu meinen Anzeigen' },
  notFoundTitle: {
    id: 'portal.classifiedAds.form.notFoundTitle',
    defaultMessage: 'Anzeige nicht gefunden',
  },
  notFoundText: {
    id: 'portal.classifiedAds.form.notFoundText',
    defaultMessage: 'Diese Anzeige gibt es nicht oder nicht mehr unter Deinen Anzeigen.',
  },
});

/** The success notices (SPEC.md section 8: "ad created or reply saved"). */
export const adNotices = defineMessages({
  created: { id: 'portal.classifiedAds.notice.created', defaultMessage: 'Anzeige erstellt' },
  saved: { id: 'portal.classifiedAds.notice.saved', defaultMessage: 'Anzeige gespeichert' },
  statusChanged: {
    id: 'portal.classifiedAds.notice.statusChanged',
    defaultMessage: 'Status geändert',
  },
  deleted: { id: 'portal.classifiedAds.notice.deleted', defaultMessage: 'Anzeige gelöscht' },
  answered: { id: 'portal.classifiedAds.notice.answered', defaultMessage: 'Antwort gespeichert' },
});

export const manageMessages = defineMessages({
  transferVehicle: {
    id: 'portal.classifiedAds.manage.transferVehicle',
    description:
      'A sold ad: hand the vehicle over to the buyer in the fleet (transfer of ownership).',
    defaultMessage: 'Fahrzeug übergeben',
  },
  empty: {
    id: 'portal.classifiedAds.manage.empty',
    defaultMessage: 'Du hast noch keine Anzeigen.',
  },
  createFirst: {
    id: 'portal.classifiedAds.manage.createFirst',
    defaultMessage: 'Anzeige erstellen',
  },
  status: { id: 'portal.classifiedAds.manage.status', defaultMessage: 'Status' },
  saveStatus: { id: 'portal.classifiedAds.manage.saveStatus', defaultMessage: 'Status speichern' },
  edit: { id: 'portal.classifiedAds.manage.edit', defaultMessage: 'Bearbeiten' },
  delete: { id: 'portal.classifiedAds.manage.delete', defaultMessage: 'Löschen' },
  confirmDelete: {
    id: 'portal.classifiedAds.manage.confirmDelete',
    defaultMessage: 'Ja, löschen',
  },
  cancel: { id: 'portal.classifiedAds.manage.cancel', defaultMessage: 'Abbrechen' },
  viewPublic: {
    id: 'portal.classifiedAds.manage.viewPublic',
    defaultMessage: 'Im Marktplatz ansehen',
  },
  hiddenTitle: {
    id: 'portal.classifiedAds.manage.hiddenTitle',
    defaultMessage: 'Vom Lindner-Team ausgeblendet',
  },
  noPrice: { id: 'portal.classifiedAds.manage.noPrice', defaultMessage: 'Ohne Preisangabe' },
  noReplies: {
    id: 'portal.classifiedAds.manage.noReplies',
    defaultMessage: 'Noch keine Antworten.',
  },
  sendAnswer: { id: 'portal.classifiedAds.manage.sendAnswer', defaultMessage: 'Antwort senden' },
  notSent: { id: 'portal.classifiedAds.manage.notSent', defaultMessage: 'Nicht gesendet' },
});

export const deleteQuestion = defineMessage<{ title: string }>({
  id: 'portal.classifiedAds.manage.deleteQuestion',
  defaultMessage: 'Anzeige „{title}“ mit Bildern, Dateien und Antworten löschen?',
});

/** Accessible names where the visible word alone is ambiguous in a list of ads. */
export const adActionName = {
  edit: defineMessage<{ title: string }>({
    id: 'portal.classifiedAds.manage.editName',
    defaultMessage: '„{title}“ bearbeiten',
  }),
  delete: defineMessage<{ title: string }>({
    id: 'portal.classifiedAds.manage.deleteName',
    defaultMessage: '„{title}“ löschen',
  }),
  viewPublic: defineMessage<{ title: string }>({
    id: 'portal.classifiedAds.manage.viewPublicName',
    defaultMessage: 'Im Marktplatz ansehen: „{title}“',
  }),
  status: defineMessage<{ title: string }>({
    id: 'portal.classifiedAds.manage.statusName',
    defaultMessage: 'Status von „{title}“',
  }),
  transfer: defineMessage<{ title: string }>({
    id: 'portal.classifiedAds.manage.transferName',
    defaultMessage: 'Fahrzeug übergeben: „{title}“',
  }),
};

export const publishedOn = defineMessage<{ date: string }>({
  id: 'portal.classifiedAds.manage.publishedOn',
  defaultMessage: 'Erstellt am {date}',
});

export const repliesHeading = defineMessage<{ count: number }>({
  id: 'portal.classifiedAds.manage.replies',
  defaultMessage: '{count, plural, =0 {Antworten} one {Eine Antwort} other {# Antworten}}',
});

export const replyMeta = defineMessage<{ name: string; date: string }>({
  id: 'portal.classifiedAds.manage.replyMeta',
  defaultMessage: '{name} am {date}',
});

export const answeredOn = defineMessage<{ date: string }>({
  id: 'portal.classifiedAds.manage.answeredOn',
  defaultMessage: 'Deine Antwort vom {date}',
});

export const answerFieldName = defineMessage<{ name: string }>({
  id: 'portal.classifiedAds.manage.answerName',
  defaultMessage: 'Deine Antwort an {name}',
});
