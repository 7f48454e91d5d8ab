import { describe, expect, it } from 'vitest';
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
});

describe('sitemap.xml with the models', () => {
  const xml = sitemapXml('https://portal.example', {
    models: [{ id: 'geotrac-84ep', sections: ['overview', 'four-wheel-steering'] }],
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
