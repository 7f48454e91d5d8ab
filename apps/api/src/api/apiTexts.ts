import type { FieldErrorKey } from '@lindner/api/schema';
import type { TextLanguage } from '../language';

interface ApiTexts {
  invalidInput: string;
  invalidBody: string;
  invalidJson: string;
  notFound: string;
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
    },
  },
  en: {
    invalidInput: 'Please check the highlighted fields.',
    invalidBody: 'The request does not contain valid data.',
    invalidJson: 'The request body is not valid JSON.',
    notFound: 'Not found.',
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
    },
  },
  fr: {
    invalidInput: 'Veuillez vérifier les champs signalés.',
    invalidBody: 'La requête ne contient pas de données valides.',
    invalidJson: "Le corps de la requête n'est pas du JSON valide.",
    notFound: 'Introuvable.',
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
    },
  },
};
