import { describe, expect, it } from 'vitest';
import { signOnUiLocales } from './signOnLocale';

describe('signOnUiLocales', () => {
  it('asks for the language of the portal', () => {
    expect(signOnUiLocales('de')).toBe('de');
    expect(signOnUiLocales('en')).toBe('en');
    expect(signOnUiLocales('fr')).toBe('fr');
  });

  it('asks for a regional language first, then its language', () => {
    expect(signOnUiLocales('de-at')).toBe('de-AT de');
    expect(signOnUiLocales('fr-fr')).toBe('fr-FR fr');
  });
});
