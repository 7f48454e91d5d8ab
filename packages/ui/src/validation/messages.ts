/**
 * Validation messages per language, as ICU message patterns. A plain table rather than
 * react-intl messages: `validate` runs without React (and on the server).
 * Arguments: `field` (the field's label) and the rule's parameter (`length`, `max`, `size`).
 */
export type ValidationLanguage = 'de' | 'en' | 'fr';

export type MessageKey =
  'default' | 'required' | 'length' | 'numeric' | 'max_value' | 'max_size' | 'accept';

export const validationMessages: Record<ValidationLanguage, Record<MessageKey, string>> = {
  de: {
    default: '{field} ist ungültig.',
    required: '{field} ist ein Pflichtfeld.',
    length: '{field} muss genau {length, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
    numeric: '{field} darf nur Ziffern enthalten.',
    max_value: '{field} darf höchstens {max, number, ::group-off} sein.',
    max_size: '{field} darf höchstens {size} groß sein.',
    accept: '{field} hat kein erlaubtes Dateiformat.',
  },
  en: {
    default: '{field} is not valid.',
    required: '{field} is required.',
    length:
      '{field} must be exactly {length, plural, one {# character} other {# characters}} long.',
    numeric: '{field} may contain digits only.',
    max_value: '{field} must be at most {max, number, ::group-off}.',
    max_size: '{field} must be at most {size}.',
    accept: '{field} is not an allowed file type.',
  },
  fr: {
    default: "{field} n'est pas valide.",
    required: '{field} est obligatoire.',
    length:
      '{field} doit comporter exactement {length, plural, one {# caractère} other {# caractères}}.',
    numeric: '{field} ne doit contenir que des chiffres.',
    max_value: '{field} ne doit pas dépasser {max, number, ::group-off}.',
    max_size: '{field} ne doit pas dépasser {size}.',
    accept: "{field} n'est pas un type de fichier autorisé.",
  },
};
