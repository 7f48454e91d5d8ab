import { describe, expect, it } from 'vitest';
import { intlTag, isLocale, languageOf, localeChain, toLocale } from './locales';

describe('locales', () => {
  it('accepts the five portal locales only', () => {
    expect(['de', 'de-at', 'en', 'fr', 'fr-fr'].every(isLocale)).toBe(true);
    expect(isLocale('de-AT')).toBe(false);
    expect(isLocale('it')).toBe(false);
  });

  it('reads a root attribute and falls back to German', () => {
    expect(toLocale('de-AT')).toBe('de-at');
    expect(toLocale('fr-fr')).toBe('fr-fr');
    expect(toLocale('it')).toBe('de');
    expect(toLocale(undefined)).toBe('de');
  });

  it('lets regional locales fall back to their language, then to German', () => {
    expect(localeChain('de-at')).toEqual(['de-at', 'de']);
    expect(localeChain('fr-fr')).toEqual(['fr-fr', 'fr', 'de']);
    expect(localeChain('en')).toEqual(['en', 'de']);
    expect(localeChain('de')).toEqual(['de']);
  });

  it('speaks BCP 47 to Intl', () => {
    expect(intlTag('de-at')).toBe('de-AT');
    expect(intlTag('fr-fr')).toBe('fr-FR');
    expect(intlTag('en')).toBe('en');
    expect(languageOf('fr-fr')).toBe('fr');
  });
});
