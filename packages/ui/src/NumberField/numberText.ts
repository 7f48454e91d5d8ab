import type { Locale } from '@lindner/i18n';
import { formatNumberForInput, parseNumber } from '../numberParsing';

/** A number field's value: the number, the text while it is no number, undefined when empty. */
export type NumberValue = number | string | undefined;

/**
 * The value of what the user typed, read as the locale writes numbers ("4.200" is 4200 in
 * German); text that cannot be read unambiguously stays text, for validation to reject.
 */
export function numberFromText(text: string, locale: Locale): NumberValue {
  const number = parseNumber(text, locale);
  if (number === undefined) return undefined;
  return Number.isNaN(number) ? text : number;
}

/** How a value is written in the field: the locale's decimal sign, no thousands separators. */
export function textFromNumber(value: NumberValue, locale: Locale): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return formatNumberForInput(value, locale);
}
