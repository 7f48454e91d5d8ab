import { describe, expect, it } from 'vitest';
import { localizedRoutes, localizePath, matchLocalizedPath } from './routes';

describe('localizePath', () => {
  it('builds the localized path of a personal-area route', () => {
    expect(localizePath('fleet-detail-warranty', { id: '42' }, 'de-at')).toBe(
      '/de-at/mein-lindner/fuhrpark/42/garantie',
    );
    expect(localizePath('fleet-detail-traclink-checkout', { id: '42' }, 'fr-fr')).toBe(
      '/fr-fr/mon-lindner/flotte/42/traclink/caisse',
    );
    expect(localizePath('settings-newsletter-contact', {}, 'de-at')).toBe(
      '/de-at/mein-lindner/einstellungen/newsletter-kontakt',
    );
    expect(localizePath('dashboard', {}, 'en')).toBe('/en/my-lindner');
  });

  it('keeps the literal public paths of SPEC.md', () => {
    expect(localizePath('dealer-finder', {}, 'de-at')).toBe('/de-at/service-kontakt/haendlersuche');
    expect(localizePath('events', {}, 'de-at')).toBe('/de-at/lindner-welt/news-events/events');
    expect(localizePath('events', {}, 'fr-fr')).toBe('/fr-fr/lindner/evenements');
    expect(localizePath('logout', {}, 'en')).toBe('/en/profile/logout');
    expect(localizePath('privacy', {}, 'de-at')).toBe('/de-at/datenschutz');
  });

  it('puts the home page at the locale root', () => {
    expect(localizePath('home', {}, 'de-at')).toBe('/de-at/');
    expect(localizePath('home', {}, 'en')).toBe('/en/');
    expect(localizePath('home', {}, 'fr-fr')).toBe('/fr-fr/');
  });

  it('builds the imprint, contact and financing enquiry in each language', () => {
    expect(localizePath('imprint', {}, 'de-at')).toBe('/de-at/impressum');
    expect(localizePath('imprint', {}, 'en')).toBe('/en/imprint');
    expect(localizePath('imprint', {}, 'fr')).toBe('/fr/mentions-legales');
    expect(localizePath('contact', {}, 'de')).toBe('/de/service-kontakt/kontakt');
    expect(localizePath('contact', {}, 'en')).toBe('/en/service-contact/contact');
    expect(localizePath('contact', {}, 'fr-fr')).toBe('/fr-fr/service-contact/contact');
    expect(localizePath('financing-enquiry', {}, 'de-at')).toBe(
      '/de-at/service-kontakt/finanzierungsanfrage',
    );
    expect(localizePath('financing-enquiry', {}, 'en')).toBe(
      '/en/service-contact/financing-enquiry',
    );
    expect(localizePath('financing-enquiry', {}, 'fr-fr')).toBe(
      '/fr-fr/service-contact/demande-de-financement',
    );
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(localizePath('trainings-detail', { slug: 'winter kurs' }, 'de')).toBe(
      '/de/mein-lindner/fahrertrainings/winter%20kurs',
    );
    expect(() => localizePath('fleet-detail', {}, 'de')).toThrow(
      'Route "fleet-detail" needs the parameter "id"',
    );
  });
});

describe('matchLocalizedPath', () => {
  it('finds the route, its parameters and the locale', () => {
    expect(matchLocalizedPath('/de-at/mein-lindner/fuhrpark/42/garantie')).toEqual({
      name: 'fleet-detail-warranty',
      params: { id: '42' },
      locale: 'de-at',
    });
    expect(matchLocalizedPath('/en/my-lindner/')).toEqual({
      name: 'dashboard',
      params: {},
      locale: 'en',
    });
    expect(matchLocalizedPath('/fr/mon-lindner/formation/hiver%202027')).toEqual({
      name: 'trainings-detail',
      params: { slug: 'hiver 2027' },
      locale: 'fr',
    });
  });

  it('finds the home page at the locale root, with or without the slash', () => {
    for (const path of ['/de-at/', '/de-at']) {
      expect(matchLocalizedPath(path)).toEqual({ name: 'home', params: {}, locale: 'de-at' });
    }
    expect(matchLocalizedPath('/fr/')?.name).toBe('home');
    expect(matchLocalizedPath('/it/')).toBeNull();
    expect(matchLocalizedPath('/')).toBeNull();
  });

  it('finds the new public pages in the regional locales with the language’s segments', () => {
    expect(matchLocalizedPath('/de-at/impressum')).toEqual({
      name: 'imprint',
      params: {},
      locale: 'de-at',
    });
    expect(matchLocalizedPath('/fr-fr/service-contact/demande-de-financement')).toEqual({
      name: 'financing-enquiry',
      params: {},
      locale: 'fr-fr',
    });
    expect(matchLocalizedPath('/de-at/service-kontakt/kontakt')?.name).toBe('contact');
    expect(matchLocalizedPath('/en/service-kontakt/kontakt')).toBeNull();
  });

  it('prefers a fixed segment over a parameter', () => {
    expect(matchLocalizedPath('/de/mein-lindner/fuhrpark/traclink')?.name).toBe('fleet-traclink');
    expect(matchLocalizedPath('/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen')?.name).toBe(
      'fleet-add-vehicle',
    );
  });

  it('calls anything else under the base not-found, and anything else null', () => {
    expect(matchLocalizedPath('/de/mein-lindner/gibt-es-nicht')).toEqual({
      name: 'not-found',
      params: {},
      locale: 'de',
    });
    expect(matchLocalizedPath('/de/my-lindner/fleet')).toBeNull();
    expect(matchLocalizedPath('/it/mein-lindner')).toBeNull();
    expect(matchLocalizedPath('/de/irgendwas')).toBeNull();
  });

  it('matches every path it builds, in every locale', () => {
    for (const route of localizedRoutes) {
      const path = localizePath(route.name, { id: '7', slug: 'a-b' }, route.locale);
      expect(matchLocalizedPath(path)?.name).toBe(route.name);
    }
  });
});
