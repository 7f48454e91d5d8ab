import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, parseAmount } from './parseAmount';

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
  ])('reads %s with a decimal comma as %s', (text, amount) => {
    expect(parseAmount(text, ',')).toBe(amount);
  });

  it.each([
    ['60,000.50', 60000.5],
    ['60000.5', 60000.5],
    ['EUR 1,000', 1000],
  ])('reads %s with a decimal point as %s', (text, amount) => {
    expect(parseAmount(text, '.')).toBe(amount);
  });

  it.each(['', '  ', 'abc', '1,2,3', '60.00.0', '12a', ',', '1.2345,6'])(
    'gives NaN for %j',
    (text) => {
      expect(parseAmount(text, ',')).toBeNaN();
    },
  );
});

describe('decimalSeparatorOf', () => {
  it('knows the locales of the portal', () => {
    expect(decimalSeparatorOf('de-AT')).toBe(',');
    expect(decimalSeparatorOf('fr-FR')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
  });
});
