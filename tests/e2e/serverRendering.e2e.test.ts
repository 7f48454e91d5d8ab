import { localizePath, locales } from '@lindner/i18n/core';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, waitForPortal, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

const portal = inject('portalUrl');
let session: BrowserSession;
let withoutJavaScript: BrowserContext;

beforeAll(async () => {
  session = await openBrowser();
  withoutJavaScript = await session.browser.newContext({
    javaScriptEnabled: false,
    locale: 'de-AT',
    viewport: { width: 360, height: 800 },
  });
});
afterAll(async () => {
  await session?.close();
});

describe('pages rendered on the server', () => {
  it('shows a public page’s content, title and frame with JavaScript switched off', async () => {
    const page = await withoutJavaScript.newPage();
    const response = await page.goto(
      `${portal}${localizePath('axle-load-calculator', {}, 'de-at')}`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Achslastrechner',
    );
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    expect(await page.title()).toMatch(/Achslastrechner/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-AT');
    await page.close();
  });

  it('names the page’s canonical address and its siblings in every locale', async () => {
    const page = await withoutJavaScript.newPage();
    const path = localizePath('dealer-finder', {}, 'en');
    await page.goto(`${portal}${path}`);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      `${portal}${path}`,
    );
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['de', 'de-AT', 'en', 'fr', 'fr-FR', 'x-default']);
    await expect(
      page.locator('link[rel="alternate"][hreflang="fr-FR"]').getAttribute('href'),
    ).resolves.toBe(`${portal}${localizePath('dealer-finder', {}, 'fr-fr')}`);
    await page.close();
  });

  it('answers an unknown address with 404 and the not-found page, leading on in its area', async () => {
    const page = await withoutJavaScript.newPage();
    const response = await page.goto(`${portal}/de-at/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Fehler 404: Seite nicht gefunden',
    );
    const waysOn = page.getByRole('navigation', { name: 'Weiter zu' });
    await expect(
      waysOn
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['/de-at/', '/de-at/gebrauchtmaschinen', '/de-at/service-kontakt/kontakt']);
    const personal = await page.goto(`${portal}/de-at/mein-lindner/gibt-es-nicht`);
    expect(personal?.status()).toBe(404);
    await page.close();
  });

  it('answers a POST or PUT to a page with 405 and the page that says so', async () => {
    for (const [method, path] of [
      ['POST', localizePath('contact', {}, 'de-at')],
      ['PUT', localizePath('guestbook', {}, 'en')],
    ] as const) {
      const response = await fetch(`${portal}${path}`, {
        method,
        headers: {
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'firstName=Maria',
      });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      const html = await response.text();
      expect(html).toContain(
        method === 'POST'
          ? 'Fehler 405: Seite nicht mehr verfügbar'
          : 'Error 405: Page no longer available',
      );
    }
    // The same address still reads as before.
    const read = await fetch(`${portal}${localizePath('contact', {}, 'de-at')}`, {
      headers: { accept: 'text/html' },
    });
    expect(read.status).toBe(200);
  });

  it('renders the cookie banner into the page until the visitor has decided', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    const bannerInHtml = async (path: string) =>
      // The banner's heading as markup: the messages sent along as JSON hold its text too.
      (await (await page.request.get(`${portal}${path}`)).text()).includes(
        '>Cookies und externe Inhalte</h2>',
      );
    const home = localizePath('home', {}, 'de-at');
    const imprint = localizePath('imprint', {}, 'de-at');
    // Painted with the page, before any code has run.
    expect(await bannerInHtml(home)).toBe(true);
    await openPortalPage(page, `${portal}${home}`);
    await page
      .getByRole('region', { name: 'Cookies und externe Inhalte' })
      .getByRole('button', { name: 'Nur notwendige' })
      .click();
    await page
      .getByRole('region', { name: 'Cookies und externe Inhalte' })
      .waitFor({ state: 'detached' });
    // Decided: the next page arrives without it, and does not show it once hydrated either.
    expect(await bannerInHtml(imprint)).toBe(false);
    const errors = collectErrors(page);
    await page.goto(`${portal}${imprint}`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('region', { name: 'Cookies und externe Inhalte' }).count(),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts with the texts and the models sent in the page, without loading either first', async () => {
    const page = await session.context.newPage();
    const catalogs: string[] = [];
    const modelRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[\w-]*de-at-[\w-]+\.js$/.test(request.url())) catalogs.push(request.url());
      if (new URL(request.url()).pathname.endsWith('/models')) modelRequests.push(request.url());
    });
    const errors = collectErrors(page);
    await page.goto(`${portal}${localizePath('axle-load-calculator', {}, 'de-at')}`, {
      waitUntil: 'networkidle',
    });
    // The calculator's own texts (a widget package's catalog) came with the page too.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Achslastrechner',
    );
    expect(catalogs).toEqual([]);
    // The model range came with the page (its loader, on the server): the list is there at once.
    const models = page.getByRole('combobox', { name: 'Modell' });
    await expect(models.isEnabled()).resolves.toBe(true);
    await expect(models.locator('option').count()).resolves.toBeGreaterThan(2);
    expect(modelRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the personal area’s frame with a loading state before the sign-on', async () => {
    const page = await withoutJavaScript.newPage();
    const response = await page.goto(`${portal}${localizePath('dashboard', {}, 'de-at')}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('navigation', { name: 'Persönlicher Bereich' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('status', { name: 'Wird geladen …' }).count()).resolves.toBe(1);
    // The sign-on client comes with the page's first scripts, not after its code has asked for
    // it; those are asked for after the first paint (the start script), so the HTML lists them.
    const scripts = JSON.parse((await page.locator('#page-scripts').textContent()) ?? '{}');
    expect(scripts.modulePreloads).toContainEqual(expect.stringContaining('keycloakAdapter'));
    await expect(page.locator('link[rel="modulepreload"], script[src]').count()).resolves.toBe(0);
    await page.close();
  });

  it('hydrates public pages in every locale without a mismatch or any error', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    for (const locale of locales) {
      for (const name of [
        'dealer-finder',
        'axle-load-calculator',
        'finance-calculator',
        // A page the browser still hydrates whole: numbers and prices, formatted by Node's ICU
        // on the server and the browser's in the page.
        'used-machines',
      ] as const) {
        await page.goto(`${portal}${localizePath(name, {}, locale)}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The start script ran (the policy allows it by its hash) and asked for the page's code,
        // which hydrated the page or its islands.
        await expect(page.locator('link[rel="modulepreload"]').count()).resolves.toBeGreaterThan(0);
        await waitForPortal(page);
        for (const island of await page.locator('[data-lindner-island]').all()) {
          await expect(island.getAttribute('data-lindner-mounted')).resolves.toBe('mounted');
        }
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the islands of an event’s and an ad’s page in every locale without a mismatch or any error', async () => {
    const response = await fetch(`${portal}/api/portal/classified-ads`);
    const { data } = (await response.json()) as { data: { data: { ads: { id: string }[] } } };
    const adId = data.data.ads[0]?.id ?? '';
    expect(adId).not.toBe('');
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    for (const locale of locales) {
      for (const path of [
        localizePath('event-detail', { slug: 'hoftag-rosenheim' }, locale),
        localizePath('marketplace-detail', { id: adId }, locale),
      ]) {
        await openPortalPage(page, `${portal}${path}`);
        const islands = await page.locator('[data-lindner-island]').all();
        expect(islands.length).toBeGreaterThan(0);
        for (const island of islands) {
          await expect(island.getAttribute('data-lindner-mounted')).resolves.toBe('mounted');
        }
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists the public pages for search engines and keeps them out of the personal area', async () => {
    const sitemap = await (await fetch(`${portal}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${portal}${localizePath('home', {}, 'fr-fr')}</loc>`);
    expect(sitemap).toContain(
      `hreflang="de-AT" href="${portal}${localizePath('dealer-finder', {}, 'de-at')}"`,
    );
    expect(sitemap).not.toContain(localizePath('dashboard', {}, 'de-at'));
    const robots = await (await fetch(`${portal}/robots.txt`)).text();
    expect(robots).toContain(`Disallow: ${localizePath('dashboard', {}, 'de-at')}/`);
    expect(robots).toContain(`Sitemap: ${portal}/sitemap.xml`);
  });

  it('sends pages and their files compressed with brotli', async () => {
    const page = await session.context.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      // Files under 1 kB are sent as they are: compressing them saves next to nothing.
      if (/javascript|css|html/.test(type) && (await response.body()).length > 1024) {
        encodings.set(response.url(), (await response.allHeaders())['content-encoding']);
      }
    });
    await page.goto(`${portal}${localizePath('dealer-finder', {}, 'de')}`, {
      waitUntil: 'networkidle',
    });
    expect(encodings.size).toBeGreaterThan(2);
    for (const [url, encoding] of encodings) expect([url, encoding]).toEqual([url, 'br']);
    await page.close();
  });
});
