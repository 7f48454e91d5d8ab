import { describe, expect, it } from 'vitest';
import { numberFromText, textFromNumber } from './numberText';

describe('number field text', () => {
  it('reads numbers as the locale writes them', () => {
    expect(numberFromText('12,5', 'de')).toBe(12.5);
    expect(numberFromText('12.5', 'en')).toBe(12.5);
    expect(numberFromText('12,', 'de')).toBe(12);
    expect(numberFromText(' 40 ', 'fr')).toBe(40);
  });

  it('reads a German point before three digits as thousands, not as decimals', () => {
    expect(numberFromText('4.200', 'de')).toBe(4200);
    expect(numberFromText('4.200', 'de-at')).toBe(4200);
    expect(numberFromText('1.000,5', 'de')).toBe(1000.5);
  });

  it('keeps text it cannot read unambiguously, for validation to reject', () => {
    expect(numberFromText('zwölf', 'de')).toBe('zwölf');
    expect(numberFromText('12.5', 'de')).toBe('12.5');
    expect(numberFromText('2,4', 'en')).toBe('2,4');
  });

  it('reads blank text as no value', () => {
    expect(numberFromText('', 'de')).toBeUndefined();
    expect(numberFromText('  ', 'de')).toBeUndefined();
  });

  it('writes numbers as the locale does, without grouping', () => {
    expect(textFromNumber(12.5, 'de')).toBe('12,5');
    expect(textFromNumber(2.4, 'de-at')).toBe('2,4');
    expect(textFromNumber(12.5, 'fr')).toBe('12,5');
    expect(textFromNumber(12.5, 'en')).toBe('12.5');
    expect(textFromNumber(12500, 'de')).toBe('12500');
    expect(textFromNumber(0.125, 'de')).toBe('0,125');
  });

  it('writes text and no value as they are', () => {
    expect(textFromNumber('zwölf', 'de')).toBe('zwölf');
    expect(textFromNumber(undefined, 'de')).toBe('');
  });
});
