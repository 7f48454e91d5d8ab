import type { Locale } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { formatNumberForInput, parseNumber } from './parseNumber';

const unreadable = Number.NaN;

/** What each typed text means in each locale; NaN: the field shows a message instead. */
const expected: Record<Locale, Record<string, number>> = {
  de: { '4.200': 4200, '4 200': 4200, '4200': 4200, '4.200,5': 4200.5, '2,4': 2.4 },
  'de-at': { '4.200': 4200, '4 200': 4200, '4200': 4200, '4.200,5': 4200.5, '2,4': 2.4 },
  en: { '4.200': 4.2, '4 200': 4200, '4200': 4200, '4.200,5': unreadable, '2,4': unreadable },
  fr: { '4.200': unreadable, '4 200': 4200, '4200': 4200, '4.200,5': unreadable, '2,4': 2.4 },
  'fr-fr': {
    '4.200': unreadable,
    '4 200': 4200,
    '4200': 4200,
    '4.200,5': unreadable,
    '2,4': 2.4,
  },
};

describe('parseNumber', () => {
  for (const [locale, cases] of Object.entries(expected) as [Locale, Record<string, number>][]) {
    it.each(Object.entries(cases))(
      `reads %j in ${locale} as %d, or not at all rather than as another number`,
      (text, number) => {
        expect(parseNumber(text, locale)).toBe(number);
      },
    );
  }

  it('reads German thousands with a point as thousands, not as decimals', () => {
    expect(parseNumber('4.200', 'de')).toBe(4200);
    expect(parseNumber('4.200', 'de-at')).toBe(4200);
    expect(parseNumber('1.250.000', 'de-at')).toBe(1250000);
  });

  it('groups with the spaces browsers and other programs put in, too', () => {
    expect(parseNumber('4\u00a0200,5', 'de-at')).toBe(4200.5);
    expect(parseNumber('4\u202f200,5', 'fr')).toBe(4200.5);
    expect(parseNumber('4,200.5', 'en')).toBe(4200.5);
  });

  it('refuses text that could mean two numbers or none', () => {
    for (const text of ['4.20', '1.5', '4.2.0', '1.0000', '4.200 000', '12 ha', 'zwölf', '--1']) {
      expect(parseNumber(text, 'de'), text).toBeNaN();
    }
    expect(parseNumber('4,20', 'en')).toBeNaN();
    expect(parseNumber('4.200.5', 'fr')).toBeNaN();
  });

  it('reads signs, a leading decimal separator and one still being typed', () => {
    expect(parseNumber('-3,5', 'de')).toBe(-3.5);
    expect(parseNumber('\u22123,5', 'fr')).toBe(-3.5);
    expect(parseNumber(',25', 'de-at')).toBe(0.25);
    expect(parseNumber('12,', 'de')).toBe(12);
    expect(parseNumber(' 40 ', 'en')).toBe(40);
  });

  it('reads blank text as no value', () => {
    expect(parseNumber('', 'de')).toBeUndefined();
    expect(parseNumber(' \u00a0', 'fr')).toBeUndefined();
  });
});

describe('formatNumberForInput', () => {
  it('writes prefilled values in the locale format, without grouping', () => {
    expect(formatNumberForInput(2.4, 'de-at')).toBe('2,4');
    expect(formatNumberForInput(2.4, 'de')).toBe('2,4');
    expect(formatNumberForInput(2.4, 'fr-fr')).toBe('2,4');
    expect(formatNumberForInput(2.4, 'en')).toBe('2.4');
    expect(formatNumberForInput(4200.5, 'de-at')).toBe('4200,5');
  });

  it('writes what it reads back as the same number', () => {
    for (const locale of ['de', 'de-at', 'en', 'fr', 'fr-fr'] as const) {
      for (const value of [4200.5, 2.4, 0.125, 12500, -3]) {
        expect(parseNumber(formatNumberForInput(value, locale), locale)).toBe(value);
      }
    }
  });
});
