import { describe, expect, it } from 'vitest';
import { normalizedVin, vinProblemOf } from './vin';

describe('the VIN rules of the add-vehicle form', () => {
  it('accepts a Lindner number of 17 characters in any case, spaces around it', () => {
    expect(vinProblemOf('VBLA1234567890123')).toBeNull();
    expect(vinProblemOf('  vbla1234567890123 ')).toBeNull();
    expect(normalizedVin(' vbla12 ')).toBe('VBLA12');
  });

  it('says which rule a number breaks', () => {
    expect(vinProblemOf('')).toBe('required');
    expect(vinProblemOf('   ')).toBe('required');
    expect(vinProblemOf(undefined)).toBe('required');
    expect(vinProblemOf('VBLA123')).toBe('vinLength');
    expect(vinProblemOf('VBLA12345678901234')).toBe('vinLength');
    expect(vinProblemOf('VBLA1234567890I23')).toBe('vinCharacters');
    expect(vinProblemOf('VBLAO234567890123')).toBe('vinCharacters');
    expect(vinProblemOf('VBLA12345678901_3')).toBe('vinCharacters');
    expect(vinProblemOf('WDB12345678901234')).toBe('vinPrefix');
  });
});
