import { describe, expect, it } from 'vitest';
import { tokens } from '../theme/tokens';
import { contrastRatio, passesAa } from './contrast';
import { contrastPairs } from './contrastPairs';

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

describe('the colour pairs of the Foundations page', () => {
  it('all meet AA for their use', () => {
    const failing = contrastPairs
      .filter(({ foreground, background, use }) => {
        return !passesAa(tokens.color[foreground], tokens.color[background], use);
      })
      .map(({ foreground, background, use }) => `${foreground} on ${background} (${use})`);
    expect(failing).toEqual([]);
  });

  it('keep the brand fill and give brand-coloured text its own red, readable on surface', () => {
    expect(tokens.color.brand).toBe('#e2001a');
    // #b00014 on #f4f4f4 is 6.69:1, where the brand red has 4.49:1.
    expect(contrastRatio(tokens.color.brandText, tokens.color.surface)).toBeCloseTo(6.69, 2);
    expect(passesAa(tokens.color.brand, tokens.color.surface, 'text')).toBe(false);
    expect(contrastPairs).toContainEqual({
      foreground: 'brandText',
      background: 'surface',
      use: 'text',
    });
    expect(contrastPairs).not.toContainEqual({
      foreground: 'brand',
      background: 'surface',
      use: 'text',
    });
  });
});
