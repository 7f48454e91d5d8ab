import { describe, expect, it } from 'vitest';
import { parseAmount } from './parseAmount';

describe('parseAmount', () => {
  it.each([
    ['60000', 60000],
    ['60.000', 60000],
    ['60.000,50', 60000.5],
    ['60 000,5', 60000.5],
    ['60\u202f000,50 €', 60000.5],
    ['1.234.567,89', 1234567.89],
    ['0,99', 0.99],
    ['-5', -5],
  ])('reads %s in German as %s', (text, amount) => {
    expect(parseAmount(text, 'de')).toBe(amount);
    expect(parseAmount(text, 'de-at')).toBe(amount);
  });

  it.each([
    ['60,000.50', 60000.5],
    ['60000.5', 60000.5],
    ['EUR 1,000', 1000],
  ])('reads %s in English as %s', (text, amount) => {
    expect(parseAmount(text, 'en')).toBe(amount);
  });

  it.each([
    ['60 000,50 €', 60000.5],
    ['2,4', 2.4],
  ])('reads %s in French as %s', (text, amount) => {
    expect(parseAmount(text, 'fr')).toBe(amount);
    expect(parseAmount(text, 'fr-fr')).toBe(amount);
  });

  it.each(['', '  ', 'abc', '1,2,3', '60.00.0', '12a', ',', '1.2345,6', '12.5'])(
    'gives NaN for %j in German',
    (text) => {
      expect(parseAmount(text, 'de')).toBeNaN();
    },
  );

  it('gives NaN rather than another number for text the locale cannot read unambiguously', () => {
    expect(parseAmount('60.000', 'fr')).toBeNaN();
    expect(parseAmount('2,4', 'en')).toBeNaN();
  });
});
