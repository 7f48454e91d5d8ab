import { describe, expect, it } from 'vitest';
import { contrastRatio, passesAa } from './contrast';

describe('contrastRatio', () => {
  it('is 21:1 for black on white, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('is 1:1 for a colour on itself', () => {
    expect(contrastRatio('#e2001a', '#E2001A')).toBe(1);
  });

  it('matches the published ratio of #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('passesAa', () => {
  it('asks 4.5:1 of text and 3:1 of large text and non-text', () => {
    // #949494 on white is 3.03:1.
    expect(passesAa('#949494', '#ffffff', 'text')).toBe(false);
    expect(passesAa('#949494', '#ffffff', 'large text')).toBe(true);
    expect(passesAa('#949494', '#ffffff', 'non-text')).toBe(true);
    expect(passesAa('#777777', '#ffffff', 'text')).toBe(false);
  });
});
