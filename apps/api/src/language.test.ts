import { describe, expect, it } from 'vitest';
import { languageTag, pickLocale, textLanguage } from './language';

describe('pickLocale', () => {
  it('prefers an explicit choice over the browser language', () => {
    expect(pickLocale(['fr-fr'], 'de-AT,de;q=0.9')).toBe('fr-fr');
  });

  it('takes the first supported entry of a space-separated ui_locales list', () => {
    expect(pickLocale([undefined, 'it en'])).toBe('en');
  });

  it('orders Accept-Language by weight and maps regions to their language', () => {
    expect(pickLocale([], 'it;q=0.9, en-US;q=0.8, fr-CA')).toBe('fr');
    expect(pickLocale([], 'de-AT')).toBe('de-at');
  });

  it('falls back to German', () => {
    expect(pickLocale([], 'it, es;q=0.5, *')).toBe('de');
    expect(pickLocale([])).toBe('de');
  });
});

describe('textLanguage and languageTag', () => {
  it('reads de-at and fr-fr texts from de and fr', () => {
    expect(textLanguage('de-at')).toBe('de');
    expect(textLanguage('fr-fr')).toBe('fr');
    expect(languageTag('de-at')).toBe('de-AT');
    expect(languageTag('en')).toBe('en');
  });
});
