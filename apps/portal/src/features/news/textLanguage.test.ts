import { describe, expect, it } from 'vitest';
import { textLangOf } from './textLanguage';

describe('textLangOf', () => {
  it('marks texts only where they are not in the page’s language', () => {
    expect(textLangOf('de', 'de-at')).toBeUndefined();
    expect(textLangOf('de', 'de')).toBeUndefined();
    expect(textLangOf('en', 'en')).toBeUndefined();
    expect(textLangOf('fr', 'fr-fr')).toBeUndefined();
    expect(textLangOf('de', 'en')).toBe('de');
    expect(textLangOf('de', 'fr-fr')).toBe('de');
  });
});
