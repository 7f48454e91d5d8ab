import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PagesModule from '../router/pages';
import { sitemapXml } from './siteIndex';

describe('sitemap.xml', () => {
  it('lists the TracLink product pages in every locale, with their siblings', () => {
    const xml = sitemapXml('https://portal.example');
    expect(xml).toContain('<loc>https://portal.example/de-at/traclink/produkte/mobile</loc>');
    expect(xml).toContain('<loc>https://portal.example/en/traclink/products/smart</loc>');
    expect(xml).toContain(
      'hreflang="fr-FR" href="https://portal.example/fr-fr/traclink/produits/smart"',
    );
    expect(xml).not.toContain(':product');
  });

  it('lists the terms of sale and the cancellation policy in every locale', () => {
    const xml = sitemapXml('https://portal.example');
    expect(xml).toContain('<loc>https://portal.example/de-at/agb</loc>');
    expect(xml).toContain('<loc>https://portal.example/en/terms-and-conditions</loc>');
    expect(xml).toContain('<loc>https://portal.example/de/widerrufsbelehrung</loc>');
    expect(xml).toContain(
      'hreflang="fr-FR" href="https://portal.example/fr-fr/droit-de-retractation"',
    );
  });

  it('lists the used machines, not each machine or the comparison', () => {
    const xml = sitemapXml('https://portal.example');
    expect(xml).toContain('<loc>https://portal.example/de-at/gebrauchtmaschinen</loc>');
    expect(xml).toContain('<loc>https://portal.example/en/used-machines</loc>');
    expect(xml).toContain('hreflang="fr-FR" href="https://portal.example/fr-fr/occasions"');
    expect(xml).not.toContain('gebrauchtmaschinen/');
  });

  it('leaves out the page shown after an account is deleted', () => {
    const xml = sitemapXml('https://portal.example');
    expect(xml).toContain('<loc>https://portal.example/de-at/registrieren</loc>');
    expect(xml).not.toContain('konto-geloescht');
    expect(xml).not.toContain('account-deleted');
  });
});

describe('sitemap.xml with the models', () => {
  const xml = sitemapXml('https://portal.example', {
    models: [{ id: 'geotrac-84ep', sections: ['overview', 'four-wheel-steering'] }],
    oldTimers: [],
    news: [],
    pressReleases: [],
    userReports: [],
  });

  it('lists the overview, each model page and its sections in every locale', () => {
    expect(xml).toContain('<loc>https://portal.example/de-at/modelle</loc>');
    expect(xml).toContain('<loc>https://portal.example/en/models/geotrac-84ep</loc>');
    expect(xml).toContain(
      '<loc>https://portal.example/de-at/modelle/geotrac-84ep/ueberblick</loc>',
    );
    expect(xml).toContain(
      '<loc>https://portal.example/fr-fr/modeles/geotrac-84ep/quatre-roues-directrices</loc>',
    );
  });

  it('gives a section page its siblings with their own segments', () => {
    const entry = xml
      .split('<url>')
      .find((url) =>
        url.startsWith('<loc>https://portal.example/de/modelle/geotrac-84ep/allradlenkung</loc>'),
      );
    expect(entry).toContain(
      'hreflang="en" href="https://portal.example/en/models/geotrac-84ep/four-wheel-steering"',
    );
    expect(entry).toContain(
      'hreflang="fr" href="https://portal.example/fr/modeles/geotrac-84ep/quatre-roues-directrices"',
    );
  });

  it('lists no comparison of models and no pattern', () => {
    expect(xml).not.toContain('vergleich');
    expect(xml).not.toContain(':slug');
  });
});

describe('sitemap.xml with the old-timers', () => {
  // The sitemap lists a route's pages once the portal has the page (`pages`); the old-timer
  // pages are the portal's to add. Here they exist: the file's own copy of the module sees a
  // `pages` with them, and the files after this one load the real module again.
  let withOldTimerPages: typeof sitemapXml;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock('../router/pages', async (importOriginal) => {
      const { pages } = await importOriginal<typeof PagesModule>();
      const page = async () => ({ default: () => null });
      return { pages: { ...pages, 'old-timers': page, 'old-timer-detail': page } };
    });
    ({ sitemapXml: withOldTimerPages } = await import('./siteIndex'));
  });
  afterAll(() => {
    vi.doUnmock('../router/pages');
    vi.resetModules();
  });

  const xml = () =>
    withOldTimerPages('https://portal.example', {
      models: [],
      oldTimers: [{ id: 'bf-15' }, { id: 'lindner-1700-a' }],
      news: [],
      pressReleases: [],
      userReports: [],
    });

  it('lists the list of old-timers and each old-timer’s page in every locale', () => {
    expect(xml()).toContain('<loc>https://portal.example/de/oldtimer</loc>');
    expect(xml()).toContain('<loc>https://portal.example/en/vintage-tractors</loc>');
    expect(xml()).toContain('<loc>https://portal.example/de-at/oldtimer/bf-15</loc>');
    expect(xml()).toContain('<loc>https://portal.example/en/vintage-tractors/lindner-1700-a</loc>');
    expect(xml()).toContain('<loc>https://portal.example/fr/tracteurs-anciens/bf-15</loc>');
    expect(xml()).toContain(
      '<loc>https://portal.example/fr-fr/tracteurs-anciens/lindner-1700-a</loc>',
    );
    expect(xml()).not.toContain(':slug');
  });

  it('gives an old-timer’s page its siblings in the other locales', () => {
    const entry = xml()
      .split('<url>')
      .find((url) => url.startsWith('<loc>https://portal.example/de/oldtimer/bf-15</loc>'));
    expect(entry).toContain('hreflang="de-AT" href="https://portal.example/de-at/oldtimer/bf-15"');
    expect(entry).toContain(
      'hreflang="en" href="https://portal.example/en/vintage-tractors/bf-15"',
    );
    expect(entry).toContain(
      'hreflang="fr-FR" href="https://portal.example/fr-fr/tracteurs-anciens/bf-15"',
    );
  });
});

describe('sitemap.xml with the news, the press releases and the user reports', () => {
  const xml = sitemapXml('https://portal.example', {
    models: [],
    oldTimers: [],
    news: [{ slug: 'sommerfest-kundl' }],
    pressReleases: [{ slug: 'lindner-bilanz-2025' }],
    userReports: [{ slug: 'lintrac-130-im-steilhang' }],
  });

  it('lists each article, release and report in every locale', () => {
    expect(xml).toContain(
      '<loc>https://portal.example/de-at/lindner-welt/news-events/news/sommerfest-kundl</loc>',
    );
    expect(xml).toContain('<loc>https://portal.example/en/lindner/news/sommerfest-kundl</loc>');
    expect(xml).toContain(
      '<loc>https://portal.example/fr-fr/lindner/actualites/sommerfest-kundl</loc>',
    );
    expect(xml).toContain(
      '<loc>https://portal.example/de/lindner-welt/presse/lindner-bilanz-2025</loc>',
    );
    expect(xml).toContain('<loc>https://portal.example/en/lindner/press/lindner-bilanz-2025</loc>');
    expect(xml).toContain(
      '<loc>https://portal.example/de/community/anwenderberichte/lintrac-130-im-steilhang</loc>',
    );
    expect(xml).toContain(
      '<loc>https://portal.example/fr/community/rapports-utilisateurs/lintrac-130-im-steilhang</loc>',
    );
    expect(xml).not.toContain(':slug');
  });

  it('gives a user report’s page its siblings in the other locales', () => {
    const entry = xml
      .split('<url>')
      .find((url) =>
        url.startsWith(
          '<loc>https://portal.example/de-at/community/anwenderberichte/lintrac-130-im-steilhang</loc>',
        ),
      );
    expect(entry).toContain(
      'hreflang="en" href="https://portal.example/en/community/user-reports/lintrac-130-im-steilhang"',
    );
  });

  it('lists no article, release or report it was not given', () => {
    const bare = sitemapXml('https://portal.example');
    expect(bare).toContain('<loc>https://portal.example/de/lindner-welt/news-events/news</loc>');
    expect(bare).not.toContain('news/sommerfest-kundl');
    expect(bare).not.toContain('lindner-bilanz-2025');
    expect(bare).not.toContain('lintrac-130-im-steilhang');
  });
});
