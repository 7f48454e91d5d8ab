import { NumberParser } from '@internationalized/number';
import { intlTag, type Locale } from '@lindner/i18n/core';

interface Separators {
  decimal: string;
  /** Characters that may group thousands; every kind of space is written as ' '. */
  groups: string[];
}

const anySpace = /[\s\u00a0\u202f]+/g;
const separatorCache = new Map<Locale, Separators>();
const parserCache = new Map<Locale, NumberParser>();

function separatorsOf(locale: Locale): Separators {
  let separators = separatorCache.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(intlTag(locale)).formatToParts(12345.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const group = (parts.find((part) => part.type === 'group')?.value ?? ' ').replace(
      anySpace,
      ' ',
    );
    // A space never separates decimals, so it reads as grouping in every locale.
    const groups = new Set([group, ' ']);
    // CLDR groups de-AT with a space, but Austrians write "4.200" every day.
    if (locale === 'de-at') groups.add('.');
    separators = { decimal, groups: [...groups].filter((each) => each !== decimal) };
    separatorCache.set(locale, separators);
  }
  return separators;
}

function parserOf(locale: Locale): NumberParser {
  let parser = parserCache.get(locale);
  if (!parser) {
    parser = new NumberParser(intlTag(locale), { maximumFractionDigits: 20 });
    parserCache.set(locale, parser);
  }
  return parser;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a number as people of the locale type it: the locale's decimal separator, thousands
 * grouped by the locale's separator or a space (in de-at also by a point), an optional minus.
 * `undefined` for blank text; `NaN` for text that cannot be read unambiguously ("2,4" in en,
 * "4.20" in de, "4.200" in fr): never a different number than the one meant.
 */
export function parseNumber(text: string, locale: Locale): number | undefined {
  const compact = text.replace(anySpace, ' ').trim();
  if (compact === '') return undefined;
  const { decimal, groups } = separatorsOf(locale);
  const sign = /^[-\u2212] ?/.exec(compact)?.[0] ?? '';
  const body = compact.slice(sign.length);
  const fraction = `(?:${escape(decimal)}(\\d*))?`;
  const plain = new RegExp(`^(\\d+)${fraction}$`).exec(body);
  const onlyFraction = new RegExp(`^${escape(decimal)}(\\d+)$`).exec(body);
  let integer: string | undefined;
  let decimals: string | undefined;
  if (plain) [, integer, decimals] = plain;
  else if (onlyFraction) [integer, decimals] = ['0', onlyFraction[1]];
  else {
    // One kind of grouping separator per number, each followed by exactly three digits.
    for (const group of groups) {
      const grouped = new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+)${fraction}$`).exec(body);
      if (grouped?.[1] !== undefined) {
        integer = grouped[1].split(group).join('');
        decimals = grouped[2];
        break;
      }
    }
  }
  if (integer === undefined) return Number.NaN;
  // The library reads the normalised text, so that the locale's own symbols decide the value.
  const normalised = `${sign ? '-' : ''}${integer}${decimals ? decimal + decimals : ''}`;
  const value = parserOf(locale).parse(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * How a number is written into a field: the locale's decimal separator, no grouping, so that
 * the field reads back the same number ("2,4" in de-at, "2.4" in en).
 */
export function formatNumberForInput(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    useGrouping: false,
    maximumFractionDigits: 20,
  }).format(value);
}
