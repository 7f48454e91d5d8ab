import { describe, expect, it } from 'vitest';
import { routeParamsIn } from './modelSections';
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

  it('builds an order’s confirmation and the TracLink product pages in each language', () => {
    expect(localizePath('order-confirmation', { id: '42' }, 'en')).toBe('/en/my-lindner/orders/42');
    expect(localizePath('order-confirmation', { id: '42' }, 'de-at')).toBe(
      '/de-at/mein-lindner/bestellungen/42',
    );
    expect(localizePath('order-confirmation', { id: '42' }, 'fr')).toBe(
      '/fr/mon-lindner/commandes/42',
    );
    expect(localizePath('orders-review', {}, 'de')).toBe('/de/mein-lindner/bestellungen/pruefung');
    expect(localizePath('traclink-product', { product: 'smart' }, 'de-at')).toBe(
      '/de-at/traclink/produkte/smart',
    );
    expect(localizePath('traclink-product', { product: 'mobile' }, 'en')).toBe(
      '/en/traclink/products/mobile',
    );
    expect(matchLocalizedPath('/fr-fr/traclink/produits/mobile')).toMatchObject({
      name: 'traclink-product',
      params: { product: 'mobile' },
    });
  });

  it('builds the used machines, a machine and the comparison in each language', () => {
    expect(localizePath('used-machines', {}, 'de-at')).toBe('/de-at/gebrauchtmaschinen');
    expect(localizePath('used-machine-detail', { id: 'm-1' }, 'en')).toBe('/en/used-machines/m-1');
    expect(localizePath('used-machines-compare', {}, 'fr-fr')).toBe('/fr-fr/occasions/comparer');
    expect(matchLocalizedPath('/de/gebrauchtmaschinen/vergleich')).toMatchObject({
      name: 'used-machines-compare',
    });
    expect(matchLocalizedPath('/fr/occasions/m-7')).toMatchObject({
      name: 'used-machine-detail',
      params: { id: 'm-7' },
    });
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

  it('builds the terms of sale and the cancellation policy in each language', () => {
    expect(localizePath('terms-of-sale', {}, 'de')).toBe('/de/agb');
    expect(localizePath('terms-of-sale', {}, 'de-at')).toBe('/de-at/agb');
    expect(localizePath('terms-of-sale', {}, 'en')).toBe('/en/terms-and-conditions');
    expect(localizePath('terms-of-sale', {}, 'fr-fr')).toBe('/fr-fr/conditions-generales-de-vente');
    expect(localizePath('cancellation-policy', {}, 'de-at')).toBe('/de-at/widerrufsbelehrung');
    expect(localizePath('cancellation-policy', {}, 'en')).toBe('/en/cancellation-policy');
    expect(localizePath('cancellation-policy', {}, 'fr')).toBe('/fr/droit-de-retractation');
    expect(matchLocalizedPath('/fr-fr/droit-de-retractation')).toEqual({
      name: 'cancellation-policy',
      params: {},
      locale: 'fr-fr',
    });
    expect(matchLocalizedPath('/de/agb')?.name).toBe('terms-of-sale');
    expect(matchLocalizedPath('/en/agb')).toBeNull();
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
    expect(matchLocalizedPath('/de/mein-lindner/bestellungen/pruefung')?.name).toBe(
      'orders-review',
    );
    expect(matchLocalizedPath('/en/my-lindner/orders/review')?.name).toBe('orders-review');
    expect(matchLocalizedPath('/fr-fr/mon-lindner/commandes/verification')?.name).toBe(
      'orders-review',
    );
    expect(matchLocalizedPath('/de-at/mein-lindner/bestellungen/42')).toMatchObject({
      name: 'order-confirmation',
      params: { id: '42' },
    });
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
      const path = localizePath(
        route.name,
        { id: '7', slug: 'a-b', product: 'smart', token: 'c-d', section: 'e', code: 'f-g' },
        route.locale,
      );
      expect(matchLocalizedPath(path)?.name).toBe(route.name);
    }
  });
});

describe('a route’s parameters in another locale', () => {
  it('translates the segment of a model’s section and keeps the rest', () => {
    expect(
      routeParamsIn('model-section', { slug: 'lintrac-130', section: 'ueberblick' }, 'de', 'fr'),
    ).toEqual({ slug: 'lintrac-130', section: 'apercu' });
    expect(routeParamsIn('model-detail', { slug: 'lintrac-130' }, 'de', 'en')).toEqual({
      slug: 'lintrac-130',
    });
    expect(routeParamsIn('fleet-detail', { id: '42' }, 'de', 'fr')).toEqual({ id: '42' });
  });

  it('leaves a segment that names no section as it is', () => {
    expect(
      routeParamsIn('model-section', { slug: 'lintrac-130', section: 'preise' }, 'de', 'en'),
    ).toEqual({ slug: 'lintrac-130', section: 'preise' });
  });
});
