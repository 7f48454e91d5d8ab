/**
 * Validation messages per language, as ICU message patterns (messages.json). A plain table rather
 * than react-intl messages: `validate` runs without React (and on the server). `npm run messages`
 * compiles it to ASTs (messages/compiled/validation.json), which `validate` formats: bundles
 * carry no ICU parser.
 * Arguments: `field` (the field's label), the rule's parameter (`length`, `max`, `size`) and
 * `example` (a number written as the locale writes it, for `decimal`).
 */
import patterns from './messages.json';

export type ValidationLanguage = 'de' | 'en' | 'fr';

export type MessageKey =
  | 'default'
  | 'required'
  | 'length'
  | 'numeric'
  | 'decimal'
  | 'email'
  | 'max_value'
  | 'max_size'
  | 'accept';

export const validationMessages: Record<ValidationLanguage, Record<MessageKey, string>> = patterns;
