import type { FieldErrorKey } from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import { textLanguage, type TextLanguage } from './language';

interface ApiTexts {
  invalidInput: string;
  invalidBody: string;
  invalidJson: string;
  notFound: string;
  methodNotAllowed: string;
  unsupportedMediaType: string;
  bodyTooLarge: string;
  /** Any other request the server cannot read. */
  badRequest: string;
  serverError: string;
  fields: Record<FieldErrorKey, string>;
}

/** Messages of the API in the caller's language; the portal shows them as they are. */
export const apiTexts: Record<TextLanguage, ApiTexts> = {
  de: {
    invalidInput: 'Bitte prüfe die markierten Felder.',
    invalidBody: 'Die Anfrage enthält keine gültigen Daten.',
    invalidJson: 'Die Anfrage ist kein gültiges JSON.',
    notFound: 'Nicht gefunden.',
    methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
    unsupportedMediaType: 'Dieses Datenformat wird hier nicht angenommen.',
    bodyTooLarge: 'Die Anfrage ist zu groß.',
    badRequest: 'Die Anfrage ist ungültig.',
    serverError: 'Es ist ein Fehler aufgetreten.',
    fields: {
      required: 'Dieses Feld ist erforderlich.',
      invalid: 'Dieser Wert ist nicht gültig.',
      tooLong: 'Dieser Text ist zu lang.',
      year: 'Bitte eine vierstellige Jahreszahl eingeben.',
      yearInFuture: 'Das Jahr darf nicht in der Zukunft liegen.',
      nonNegative: 'Der Wert darf nicht negativ sein.',
      tooLarge: 'Dieser Wert ist zu groß.',
      option: 'Bitte eine der angebotenen Möglichkeiten wählen.',
      email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
      phone: 'Bitte eine gültige Telefonnummer eingeben (Ziffern, optional mit + am Anfang).',
      zip: 'Bitte eine gültige Postleitzahl eingeben.',
      date: 'Bitte ein gültiges Datum eingeben.',
      dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
      fileRequired: 'Bitte ein Bild auswählen.',
      fileType: 'Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
      fileTooLarge: 'Das Bild ist zu groß: höchstens 10 MB.',
      imageTooLarge: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel.',
    },
  },
  en: {
    invalidInput: 'Please check the highlighted fields.',
    invalidBody: 'The request does not contain valid data.',
    invalidJson: 'The request body is not valid JSON.',
    notFound: 'Not found.',
    methodNotAllowed: 'This method is not allowed here.',
    unsupportedMediaType: 'This content type is not accepted here.',
    bodyTooLarge: 'The request is too large.',
    badRequest: 'The request is not valid.',
    serverError: 'There has been an error.',
    fields: {
      required: 'This field is required.',
      invalid: 'This value is not valid.',
      tooLong: 'This text is too long.',
      year: 'Please enter a four-digit year.',
      yearInFuture: 'The year cannot be in the future.',
      nonNegative: 'The value cannot be negative.',
      tooLarge: 'This value is too large.',
      option: 'Please choose one of the options offered.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number (digits, optionally starting with +).',
      zip: 'Please enter a valid postcode.',
      date: 'Please enter a valid date.',
      dateInFuture: 'The date cannot be in the future.',
      fileRequired: 'Please choose a picture.',
      fileType: 'Please upload a JPEG, PNG or WebP picture.',
      fileTooLarge: 'The picture is too large: 10 MB at most.',
      imageTooLarge: 'The picture has too many pixels: 40 megapixels at most.',
    },
  },
  fr: {
    invalidInput: 'Veuillez vérifier les champs signalés.',
    invalidBody: 'La requête ne contient pas de données valides.',
    invalidJson: "Le corps de la requête n'est pas du JSON valide.",
    notFound: 'Introuvable.',
    methodNotAllowed: "Cette méthode n'est pas autorisée ici.",
    unsupportedMediaType: "Ce format de données n'est pas accepté ici.",
    bodyTooLarge: 'La requête est trop volumineuse.',
    badRequest: "La requête n'est pas valide.",
    serverError: 'Une erreur est survenue.',
    fields: {
      required: 'Ce champ est obligatoire.',
      invalid: "Cette valeur n'est pas valide.",
      tooLong: 'Ce texte est trop long.',
      year: 'Veuillez saisir une année à quatre chiffres.',
      yearInFuture: "L'année ne peut pas être dans le futur.",
      nonNegative: 'La valeur ne peut pas être négative.',
      tooLarge: 'Cette valeur est trop grande.',
      option: 'Veuillez choisir une des options proposées.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      phone:
        'Veuillez saisir un numéro de téléphone valide (chiffres, éventuellement précédés de +).',
      zip: 'Veuillez saisir un code postal valide.',
      date: 'Veuillez saisir une date valide.',
      dateInFuture: 'La date ne peut pas être dans le futur.',
      fileRequired: 'Veuillez choisir une image.',
      fileType: 'Veuillez téléverser une image JPEG, PNG ou WebP.',
      fileTooLarge: "L'image est trop volumineuse : 10 Mo au maximum.",
      imageTooLarge: "L'image a trop de pixels : 40 mégapixels au maximum.",
    },
  },
};

/** The API's messages in the caller's language. */
export function textsOf(request: FastifyRequest): ApiTexts {
  return apiTexts[textLanguage(request)];
}
