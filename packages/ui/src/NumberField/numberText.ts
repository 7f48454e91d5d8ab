import { intlTag, type Locale } from '@lindner/i18n';
import { parseDecimal } from '../validation/rules';

/** A number field's value: the number, the text while it is no number, undefined when empty. */
export type NumberValue = number | string | undefined;

/** The value of what the user typed; text that is no number stays text for validation. */
export function numberFromText(text: string): NumberValue {
  if (text.trim() === '') return undefined;
  const number = parseDecimal(text);
  return Number.isNaN(number) ? text : number;
}

/** How a value is written in the field: the locale's decimal sign, no thousands separators. */
export function textFromNumber(value: NumberValue, locale: Locale): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(intlTag(locale), {
    useGrouping: false,
    maximumFractionDigits: 20,
  }).format(value);
}
