import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFigure, formatListPrice, formatYesNo } from './modelFormat';

// The German source texts: the catalogs' own wording is checked by scripts/messages.mjs.
const intlOf = (locale: string) =>
  createIntl({ locale, defaultLocale: 'de', messages: {}, onError: () => {} });
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a model’s figures', () => {
  it('writes each with its unit, grouped as the language groups', () => {
    const de = intlOf('de');
    expect(formatFigure(de, 'powerHp', 136)).toBe('136 PS');
    expect(formatFigure(de, 'powerKw', 100)).toBe('100 kW');
    expect(spaces(formatFigure(de, 'unladenWeightKg', 5200))).toBe('5.200 kg');
    expect(spaces(formatFigure(de, 'maxSpeedKmh', 50))).toBe('50 km/h');
    expect(spaces(formatFigure(de, 'wheelbaseMm', 2490))).toBe('2.490 mm');
    expect(spaces(formatFigure(intlOf('en'), 'lengthMm', 4230))).toBe('4,230 mm');
    expect(spaces(formatFigure(intlOf('fr'), 'permittedTotalWeightKg', 8500))).toBe('8 500 kg');
  });

  it('says yes or no', () => {
    expect(formatYesNo(intlOf('de'), true)).toBe('Ja');
    expect(formatYesNo(intlOf('de'), false)).toBe('Nein');
  });

  it('shows a list price in whole euros', () => {
    expect(spaces(formatListPrice(intlOf('de-AT'), 16_890_000))).toBe('€ 168.900');
    expect(formatListPrice(intlOf('en'), 16_890_000)).toBe('€168,900');
  });
});
