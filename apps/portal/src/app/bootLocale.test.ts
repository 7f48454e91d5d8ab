import { describe, expect, it } from 'vitest';
import { bootLocale } from './bootLocale';

describe('bootLocale', () => {
  it('takes the root element’s data-locale first', () => {
    expect(bootLocale('fr-fr', '/en/my-lindner')).toBe('fr-fr');
    expect(bootLocale(' DE-AT ', '/')).toBe('de-at');
  });

  it('takes the locale of the URL when the attribute is missing or unknown', () => {
    expect(bootLocale(undefined, '/en/my-lindner/fleet')).toBe('en');
    expect(bootLocale(null, '/de-at/mein-lindner')).toBe('de-at');
    expect(bootLocale('', '/fr/mon-lindner')).toBe('fr');
    expect(bootLocale('es', '/fr-fr/service-contact/recherche-revendeur')).toBe('fr-fr');
  });

  it('falls back to German', () => {
    expect(bootLocale(undefined, '/')).toBe('de');
    expect(bootLocale(undefined, '/es/mi-lindner')).toBe('de');
    expect(bootLocale('xx', '/english/my-lindner')).toBe('de');
  });
});
