import { describe, expect, it } from 'vitest';
import { numberFromText, textFromNumber } from './numberText';

describe('number field text', () => {
  it('reads numbers with either decimal sign', () => {
    expect(numberFromText('12,5')).toBe(12.5);
    expect(numberFromText('12.5')).toBe(12.5);
    expect(numberFromText('12,')).toBe(12);
    expect(numberFromText(' 40 ')).toBe(40);
  });

  it('keeps text that is no number, for validation to reject', () => {
    expect(numberFromText('zwölf')).toBe('zwölf');
    expect(numberFromText('1.000,5')).toBe('1.000,5');
  });

  it('reads blank text as no value', () => {
    expect(numberFromText('')).toBeUndefined();
    expect(numberFromText('  ')).toBeUndefined();
  });

  it('writes numbers as the locale does, without grouping', () => {
    expect(textFromNumber(12.5, 'de')).toBe('12,5');
    expect(textFromNumber(12.5, 'de-at')).toBe('12,5');
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
