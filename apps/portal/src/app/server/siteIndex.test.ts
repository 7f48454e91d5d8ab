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
