import type { RouteName } from '@lindner/i18n';
import { describe, expect, it } from 'vitest';
import { footerLinks, languageLinks, linkIfExists, navigationSections } from './publicNavigation';

const existing = (...names: RouteName[]) => new Set<RouteName>(names);

describe('the main navigation', () => {
  it('shows only the pages that exist, in their sections', () => {
    const sections = navigationSections(
      existing('dealer-finder', 'finance-calculator', 'contact', 'events'),
      'de-at',
    );
    expect(sections).toEqual([
      {
        section: 'service',
        links: [
          { name: 'dealer-finder', to: '/de-at/service-kontakt/haendlersuche' },
          { name: 'finance-calculator', to: '/de-at/service-kontakt/finanzierungsrechner' },
          { name: 'contact', to: '/de-at/service-kontakt/kontakt' },
        ],
      },
      {
        section: 'news-events',
        links: [{ name: 'events', to: '/de-at/lindner-welt/news-events/events' }],
      },
    ]);
  });

  it('lists the TracLink product pages under service once they exist', () => {
    const [service] = navigationSections(existing('contact', 'traclink-product'), 'de-at');
    expect(service).toEqual({
      section: 'service',
      links: [
        { name: 'contact', to: '/de-at/service-kontakt/kontakt' },
        { name: 'traclink-mobile', to: '/de-at/traclink/produkte/mobile' },
        { name: 'traclink-smart', to: '/de-at/traclink/produkte/smart' },
      ],
    });
    expect(navigationSections(existing('traclink-product'), 'en')[0]?.links[0]?.to).toBe(
      '/en/traclink/products/mobile',
    );
  });

  it('shows the used machines as a section of their own once their page exists', () => {
    expect(navigationSections(existing('used-machines', 'contact'), 'de-at')[0]).toEqual({
      section: 'used-machines',
      links: [{ name: 'used-machines', to: '/de-at/gebrauchtmaschinen' }],
    });
    expect(navigationSections(existing('contact'), 'en')[0]?.section).toBe('service');
  });

  it('shows the models first, as a section of their own, once their page exists', () => {
    const sections = navigationSections(existing('models', 'contact'), 'fr-fr');
    expect(sections[0]).toEqual({
      section: 'models',
      links: [{ name: 'models', to: '/fr-fr/modeles' }],
    });
    expect(navigationSections(existing('models'), 'de-at')[0]?.links[0]?.to).toBe('/de-at/modelle');
    expect(navigationSections(existing('models'), 'en')[0]?.links[0]?.to).toBe('/en/models');
  });

  it('lists the old-timers under the models once their page exists', () => {
    expect(navigationSections(existing('models', 'old-timers'), 'de-at')[0]).toEqual({
      section: 'models',
      links: [
        { name: 'models', to: '/de-at/modelle' },
        { name: 'old-timers', to: '/de-at/oldtimer' },
      ],
    });
    expect(navigationSections(existing('old-timers'), 'en')[0]?.links).toEqual([
      { name: 'old-timers', to: '/en/vintage-tractors' },
    ]);
    expect(navigationSections(existing('old-timers'), 'fr')[0]?.links[0]?.to).toBe(
      '/fr/tracteurs-anciens',
    );
  });

  it('lists the RMI form under service and the newsletter under news once they exist', () => {
    expect(navigationSections(existing('contact', 'rmi', 'news', 'newsletter'), 'de-at')).toEqual([
      {
        section: 'service',
        links: [
          { name: 'contact', to: '/de-at/service-kontakt/kontakt' },
          { name: 'rmi', to: '/de-at/service-kontakt/rmi' },
        ],
      },
      {
        section: 'news-events',
        links: [
          { name: 'news', to: '/de-at/lindner-welt/news-events/news' },
          { name: 'newsletter', to: '/de-at/newsletter' },
        ],
      },
    ]);
    expect(navigationSections(existing('rmi'), 'en')[0]?.links).toEqual([
      { name: 'rmi', to: '/en/service-contact/rmi' },
    ]);
  });

  it('leaves out a section without any page', () => {
    expect(navigationSections(existing('home', 'privacy'), 'en')).toEqual([]);
  });
});

describe('the footer', () => {
  it('links privacy, the terms, the cancellation policy, imprint and contact where they exist', () => {
    expect(
      footerLinks(
        existing(
          'cancellation-policy',
          'privacy',
          'imprint',
          'contact',
          'terms-of-sale',
          'participation-terms',
        ),
        'fr',
      ),
    ).toEqual([
      { name: 'privacy', to: '/fr/protection-des-donnees' },
      { name: 'participation-terms', to: '/fr/conditions-de-participation' },
      { name: 'terms-of-sale', to: '/fr/conditions-generales-de-vente' },
      { name: 'cancellation-policy', to: '/fr/droit-de-retractation' },
      { name: 'imprint', to: '/fr/mentions-legales' },
      { name: 'contact', to: '/fr/service-contact/contact' },
    ]);
    expect(footerLinks(existing('privacy'), 'en')).toEqual([
      { name: 'privacy', to: '/en/privacy-policy' },
    ]);
  });

  it('links the newsletter sign-up after contact once it exists', () => {
    expect(footerLinks(existing('newsletter', 'contact', 'imprint'), 'en')).toEqual([
      { name: 'imprint', to: '/en/imprint' },
      { name: 'contact', to: '/en/service-contact/contact' },
      { name: 'newsletter', to: '/en/newsletter' },
    ]);
  });

  it('has a single link only when its page exists', () => {
    expect(linkIfExists('dashboard', existing('dashboard'), 'de')).toEqual({
      name: 'dashboard',
      to: '/de/mein-lindner',
    });
    expect(linkIfExists('home', existing('dashboard'), 'de')).toBeNull();
    expect(linkIfExists('registration', existing('registration'), 'fr')).toEqual({
      name: 'registration',
      to: '/fr/inscription',
    });
    expect(linkIfExists('registration', existing('dashboard'), 'fr')).toBeNull();
  });
});

describe('the language switch', () => {
  const pages = existing('home', 'dealer-finder', 'dashboard');

  it('links the page shown in every locale and marks the current one', () => {
    expect(languageLinks({ name: 'dealer-finder', params: {} }, 'de-at', pages)).toEqual([
      { locale: 'de', to: '/de/service-kontakt/haendlersuche', current: false },
      { locale: 'de-at', to: '/de-at/service-kontakt/haendlersuche', current: true },
      { locale: 'en', to: '/en/service-contact/dealer-search', current: false },
      { locale: 'fr', to: '/fr/service-contact/recherche-revendeur', current: false },
      { locale: 'fr-fr', to: '/fr-fr/service-contact/recherche-revendeur', current: false },
    ]);
  });

  it('keeps the route’s parameters', () => {
    const links = languageLinks(
      { name: 'fleet-detail', params: { id: '42' } },
      'en',
      existing('home', 'fleet-detail'),
    );
    expect(links.map(({ to }) => to)).toEqual([
      '/de/mein-lindner/fuhrpark/42',
      '/de-at/mein-lindner/fuhrpark/42',
      '/en/my-lindner/fleet/42',
      '/fr/mon-lindner/flotte/42',
      '/fr-fr/mon-lindner/flotte/42',
    ]);
  });

  it('leads from a page without counterpart (404, or not built yet) to each home page', () => {
    for (const shown of [
      { name: 'not-found' as const, params: {} },
      { name: 'marketplace' as const, params: {} },
      null,
    ]) {
      expect(languageLinks(shown, 'fr', pages).map(({ to }) => to)).toEqual([
        '/de/',
        '/de-at/',
        '/en/',
        '/fr/',
        '/fr-fr/',
      ]);
    }
  });

  it('names a model’s section in each language', () => {
    const links = languageLinks(
      { name: 'model-section', params: { slug: 'lintrac-130', section: 'abmessungen' } },
      'de-at',
      existing('home', 'model-section'),
    );
    expect(links.map(({ to }) => to)).toEqual([
      '/de/modelle/lintrac-130/abmessungen',
      '/de-at/modelle/lintrac-130/abmessungen',
      '/en/models/lintrac-130/dimensions',
      '/fr/modeles/lintrac-130/dimensions',
      '/fr-fr/modeles/lintrac-130/dimensions',
    ]);
    expect(
      languageLinks(
        { name: 'model-section', params: { slug: 'geotrac-84ep', section: 'four-wheel-steering' } },
        'en',
        existing('model-section'),
      ).map(({ to }) => to),
    ).toEqual([
      '/de/modelle/geotrac-84ep/allradlenkung',
      '/de-at/modelle/geotrac-84ep/allradlenkung',
      '/en/models/geotrac-84ep/four-wheel-steering',
      '/fr/modeles/geotrac-84ep/quatre-roues-directrices',
      '/fr-fr/modeles/geotrac-84ep/quatre-roues-directrices',
    ]);
  });

  it('has no links where neither the page nor a home page exists', () => {
    expect(languageLinks(null, 'de', existing('dealer-finder'))).toEqual([]);
  });
});
