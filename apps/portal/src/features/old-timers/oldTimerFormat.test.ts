import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { bf15, bf450 } from './oldTimerFixtures';
import {
  catalogueSize,
  formatBuiltYears,
  formatCatalogueSize,
  formatDecade,
  formatFact,
} from './oldTimerFormat';

// The German source texts; the catalogs' own wording is checked by scripts/messages.mjs.
const intlOf = (locale: string, messages: Record<string, string> = {}) =>
  createIntl({ locale, defaultLocale: 'de', messages, onError: () => {} });
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('an old-timer’s years', () => {
  it('names a decade by its first year, without grouping', () => {
    expect(formatDecade(intlOf('de'), 1950)).toBe('1950er');
    expect(formatDecade(intlOf('en', { 'portal.oldTimers.list.decade': '{decade}s' }), 1950)).toBe(
      '1950s',
    );
    expect(
      formatDecade(intlOf('fr', { 'portal.oldTimers.list.decade': 'années {decade}' }), 1960),
    ).toBe('années 1960');
  });

  it('writes the years built as a range, one year, or an open start', () => {
    const de = intlOf('de');
    expect(formatBuiltYears(de, { builtFrom: 1953, builtTo: 1958 })).toBe('1953–1958');
    expect(formatBuiltYears(de, { builtFrom: 1966, builtTo: 1966 })).toBe('1966');
    expect(formatBuiltYears(de, { builtFrom: 1974, builtTo: null })).toBe('ab 1974');
    // Years are digits, never grouped ("1.953").
    expect(formatBuiltYears(intlOf('de-AT'), { builtFrom: 1953, builtTo: 1958 })).toBe('1953–1958');
  });
});

describe('an old-timer’s facts', () => {
  it('writes each with its unit, grouped as the language groups', () => {
    const de = intlOf('de');
    const { facts } = bf15;
    expect(formatFact(de, 'powerHp', facts)).toBe('15 PS');
    expect(formatFact(de, 'engine', facts)).toBe('Warchalowski WM 1');
    expect(formatFact(de, 'cylinders', facts)).toBe('1');
    expect(spaces(formatFact(de, 'displacementCcm', facts)!)).toBe('1.100 cm³');
    expect(spaces(formatFact(de, 'topSpeedKmh', facts)!)).toBe('18 km/h');
    expect(spaces(formatFact(de, 'weightKg', facts)!)).toBe('1.050 kg');
    expect(formatFact(de, 'unitsBuilt', facts)).toBe('2.400');
    expect(spaces(formatFact(intlOf('fr'), 'weightKg', facts)!)).toBe('1 050 kg');
    expect(formatFact(intlOf('en'), 'unitsBuilt', facts)).toBe('2,400');
  });

  it('gives nothing for a fact the records do not have', () => {
    const de = intlOf('de');
    expect(formatFact(de, 'engine', bf450.facts)).toBeNull();
    expect(formatFact(de, 'weightKg', bf450.facts)).toBeNull();
    expect(formatFact(de, 'cylinders', bf450.facts)).toBe('3');
  });
});

describe('a catalogue’s size', () => {
  it('is whole kilobytes below a megabyte and megabytes with one decimal above', () => {
    expect(catalogueSize(640_000)).toEqual({ value: 640, unit: 'kilobyte' });
    expect(catalogueSize(120)).toEqual({ value: 1, unit: 'kilobyte' });
    expect(catalogueSize(999_400)).toEqual({ value: 999, unit: 'kilobyte' });
    expect(catalogueSize(999_600)).toEqual({ value: 1, unit: 'megabyte' });
    expect(catalogueSize(2_430_000)).toEqual({ value: 2.4, unit: 'megabyte' });
  });

  it('is written in the language’s way', () => {
    expect(spaces(formatCatalogueSize(intlOf('de'), 2_430_000))).toBe('2,4 MB');
    expect(spaces(formatCatalogueSize(intlOf('en'), 5_120_000))).toBe('5.1 MB');
    expect(spaces(formatCatalogueSize(intlOf('fr'), 850_000))).toBe('850 ko');
    expect(spaces(formatCatalogueSize(intlOf('de'), 3_000_000))).toBe('3 MB');
  });
});
