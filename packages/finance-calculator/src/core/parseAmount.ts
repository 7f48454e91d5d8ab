import type { Locale } from '@lindner/i18n/core';
import { parseNumber } from '@lindner/ui/numbers';

/**
 * A typed amount as a number, read as the locale writes numbers (`parseNumber` of
 * `@lindner/ui`: `60.000,50` in de and de-at, `60 000,50` in fr, `60,000.50` in en), with a
 * leading or trailing `€` or `EUR`. `NaN` for blank text and for anything that cannot be read
 * unambiguously, which validation turns into a message.
 */
export function parseAmount(text: string, locale: Locale): number {
  const amount = parseNumber(text.replace(/€|EUR/gi, ''), locale);
  return amount ?? Number.NaN;
}
