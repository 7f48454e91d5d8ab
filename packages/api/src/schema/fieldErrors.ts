import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { FieldErrorKey } from './envelope';

// The wording of every field error key, React-free: the portal's forms show it when the shared
// schemas find a problem before sending, and the reference backend sends it in `errors` when it
// finds one. Ids `api.fieldError.<key>`, in the personal-area part of the package's catalogs.

/** A message per field error key, the same on client and server. */
export const fieldErrorMessages = defineMessages({
  required: { id: 'api.fieldError.required', defaultMessage: 'Dieses Feld ist erforderlich.' },
  invalid: { id: 'api.fieldError.invalid', defaultMessage: 'Dieser Wert ist nicht gültig.' },
  tooLong: { id: 'api.fieldError.tooLong', defaultMessage: 'Dieser Text ist zu lang.' },
  year: {
    id: 'api.fieldError.year',
    defaultMessage: 'Bitte eine vierstellige Jahreszahl eingeben.',
  },
  yearInFuture: {
    id: 'api.fieldError.yearInFuture',
    defaultMessage: 'Das Jahr darf nicht in der Zukunft liegen.',
  },
  nonNegative: {
    id: 'api.fieldError.nonNegative',
    defaultMessage: 'Der Wert darf nicht negativ sein.',
  },
  tooLarge: { id: 'api.fieldError.tooLarge', defaultMessage: 'Dieser Wert ist zu groß.' },
  option: {
    id: 'api.fieldError.option',
    defaultMessage: 'Bitte eine der angebotenen Möglichkeiten wählen.',
  },
  controlCharacters: {
    id: 'api.fieldError.controlCharacters',
    defaultMessage: 'Dieser Text enthält unzulässige Steuerzeichen. Bitte entferne sie.',
  },
  email: {
    id: 'api.fieldError.email',
    defaultMessage: 'Bitte eine gültige E-Mail-Adresse eingeben.',
  },
  phone: {
    id: 'api.fieldError.phone',
    defaultMessage:
      'Bitte eine gültige Telefonnummer eingeben (Ziffern, optional mit + am Anfang).',
  },
  zip: { id: 'api.fieldError.zip', defaultMessage: 'Bitte eine gültige Postleitzahl eingeben.' },
  date: { id: 'api.fieldError.date', defaultMessage: 'Bitte ein gültiges Datum eingeben.' },
  dateInFuture: {
    id: 'api.fieldError.dateInFuture',
    defaultMessage: 'Das Datum darf nicht in der Zukunft liegen.',
  },
  dateNotAhead: {
    id: 'api.fieldError.dateNotAhead',
    defaultMessage: 'Bitte einen Termin ab morgen wählen.',
  },
  dateTooFar: {
    id: 'api.fieldError.dateTooFar',
    defaultMessage: 'Bitte einen Termin innerhalb der nächsten zwölf Monate wählen.',
  },
  dateRepeated: {
    id: 'api.fieldError.dateRepeated',
    defaultMessage: 'Diesen Termin hast Du schon genannt. Bitte wähle drei verschiedene Tage.',
  },
  fileRequired: { id: 'api.fieldError.fileRequired', defaultMessage: 'Bitte ein Bild auswählen.' },
  fileType: {
    id: 'api.fieldError.fileType',
    defaultMessage: 'Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
  },
  fileTooLarge: {
    id: 'api.fieldError.fileTooLarge',
    defaultMessage: 'Das Bild ist zu groß: höchstens 10 MB.',
  },
  imageTooLarge: {
    id: 'api.fieldError.imageTooLarge',
    defaultMessage: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel.',
  },
}) satisfies Record<FieldErrorKey, MessageDescriptor>;
