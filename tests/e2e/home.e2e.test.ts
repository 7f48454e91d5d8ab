import { localizePath } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Issue 29 point 5: the home page shows the range (three series with a picture each), the
// offers of the month from the used machines and the next events, all from the seed through the
// API on the server; and at 1280 px the header shows its navigation without a menu button.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The `data` of an API answer. */
async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers: { 'accept-language': 'de-AT' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { data: T } }).data.data;
}

/** The status a server answers for an address of the page, as a browser without script asks. */
async function statusOf(href: string) {
  const response = await fetch(new URL(href, portal), { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return response.status;
}

/** The links of a part of the home page, named by its h2. */
async function linksIn(page: Page, section: string) {
  return page
    .getByRole('region', { name: section })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    );
}

describe('the home page', () => {
  it('shows the series with pictures, the offers of the month and the next events, each leading to its page', async () => {
    const [machines, events] = await Promise.all([
      apiData<{ machines: { id: string; model: string }[] }>('/machines?offer=offerOfTheMonth'),
      apiData<{ events: { slug: string; title: string }[] }>('/events'),
    ]);
    // The seed holds offers of the month and upcoming events.
    expect(machines.machines.length).toBeGreaterThan(0);
    expect(events.events.length).toBeGreaterThan(0);

    const context = await session.browser.newContext({
      locale: 'de-AT',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await openPortalPage(page, `${portal}${localizePath('home', {}, 'de-at')}`);
    expect(response?.status()).toBe(200);

    // The range: three series, each with a picture whose size is set, leading to the overview.
    const series = page.getByRole('region', { name: 'Die Baureihen' });
    await expect(series.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Lintrac',
      'Geotrac',
      'Unitrac',
    ]);
    const pictures = await series.locator('img').evaluateAll((images) =>
      images.map((image) => ({
        src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
      })),
    );
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect(Number(picture.width)).toBeGreaterThan(0);
      expect(Number(picture.height)).toBeGreaterThan(0);
      const answer = await fetch(new URL(picture.src, portal));
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
    }

    // The offers of the month: the API's first three, each to its page.
    const offers = (await linksIn(page, 'Angebote des Monats')).filter(({ href }) =>
      /\/gebrauchtmaschinen\/[^/]+$/.test(href),
    );
    expect(offers.map(({ href }) => href)).toEqual(
      machines.machines
        .slice(0, 3)
        .map(({ id }) => localizePath('used-machine-detail', { id }, 'de-at')),
    );
    // The next events, soonest first, each to its page.
    const nextEvents = (await linksIn(page, 'Nächste Veranstaltungen')).filter(
      ({ href }) => href !== localizePath('events', {}, 'de-at'),
    );
    expect(nextEvents).toEqual(
      events.events.slice(0, 3).map(({ slug, title }) => ({
        name: title,
        href: localizePath('event-detail', { slug }, 'de-at'),
      })),
    );
    // Every link of the three parts answers: no link to a page that does not exist.
    const hrefs = new Set(
      [
        ...(await linksIn(page, 'Die Baureihen')),
        ...(await linksIn(page, 'Angebote des Monats')),
        ...(await linksIn(page, 'Nächste Veranstaltungen')),
      ].map(({ href }) => href),
    );
    for (const href of hrefs) expect([href, await statusOf(href)]).toEqual([href, 200]);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // At 1280 px the header shows its navigation, "Modelle" among it, without a menu button.
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.locator('summary', { hasText: 'Modelle' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('summary', { hasText: 'Menü' }).isVisible()).resolves.toBe(false);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(1280);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads from the Lintrac card to the overview, and from there to the Lintrac 130', async () => {
    const context = await session.browser.newContext({
      locale: 'de-AT',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('home', {}, 'de-at')}`);
    await page
      .getByRole('region', { name: 'Die Baureihen' })
      .getByRole('link', { name: 'Lintrac', exact: true })
      .click();
    await page.waitForURL(`${portal}${localizePath('models', {}, 'de-at')}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Modelle');
    await page.getByRole('link', { name: 'Lintrac 130', exact: true }).click();
    await page.waitForURL(
      `${portal}${localizePath('model-detail', { slug: 'lintrac-130' }, 'de-at')}`,
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Lintrac 130',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
