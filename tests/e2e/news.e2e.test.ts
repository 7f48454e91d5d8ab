import { localizePath } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signInAt,
  type BrowserSession,
} from './browser';
import { collectErrors } from './pageWatch';

// Issue 30 points 1 and 6: the public news (apps/portal/src/features/news, apps/api/src/modules/
// news), read in English, and staff writing, publishing and withdrawing an article. The seed's
// news (apps/api/src/seed/news.ts): `geotrac-134ep-stufe-5` (products, English too), newer than it
// `agritechnica-2026-rueckblick`, the newest; `haendlertag-suedtirol` exists only in German.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const englishList = localizePath('news', {}, 'en');
const articlePath = (slug: string, locale: 'en' | 'de-at' | 'fr' = 'en') =>
  localizePath('news-detail', { slug }, locale);

/** The status a server answers for a page, as a browser without JavaScript asks. */
async function statusOf(path: string) {
  const response = await fetch(`${portal}${path}`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return response.status;
}

/** The HTML a server answers for a page. */
async function htmlOf(path: string) {
  const response = await fetch(`${portal}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

const headingOne = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

describe('the public news', () => {
  it('lets an English visitor filter by category, read an article in English and go on to the next', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${englishList}`);
    await expect(headingOne(page).textContent()).resolves.toBe('News');
    await page.getByRole('link', { name: 'Agritechnica 2026: Lindner takes stock' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'products');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.count()).resolves.toBe(5);
    for (const card of await cards.all()) {
      await expect(card.getByText('Products', { exact: true }).count()).resolves.toBe(1);
    }

    await page.getByRole('link', { name: 'Geotrac 134ep: now with a Stage V engine' }).click();
    await page.waitForURL(`${portal}${articlePath('geotrac-134ep-stufe-5')}`);
    await expect(headingOne(page).textContent()).resolves.toBe(
      'Geotrac 134ep: now with a Stage V engine',
    );
    await page.getByText(/^The Geotrac 134ep gets an engine meeting emission Stage V/).waitFor();
    await expect(page.getByText('This article is only available in German.').count()).resolves.toBe(
      0,
    );

    await page.getByRole('link', { name: /^Next article/ }).click();
    await page.waitForURL(`${portal}${articlePath('agritechnica-2026-rueckblick')}`);
    await expect(headingOne(page).textContent()).resolves.toBe(
      'Agritechnica 2026: Lindner takes stock',
    );
    await expect(page.getByRole('link', { name: /^Next article/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('marks an article that exists only in German lang="de" on the English site, and says so', async () => {
    const { page } = session;
    await page.goto(`${portal}${articlePath('haendlertag-suedtirol')}`);
    const title = headingOne(page);
    await expect(title.textContent()).resolves.toBe('Händlertag in Südtirol: neue Servicepartner');
    await expect(title.getAttribute('lang')).resolves.toBe('de');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    const note = page.getByText('This article is only available in German.');
    await expect(note.count()).resolves.toBe(1);
    await expect(note.evaluate((element) => element.closest('[lang="de"]'))).resolves.toBeNull();
    await expect(
      page
        .getByText(/^Beim Händlertag in Bozen/)
        .evaluate((element) => element.closest('[lang]')?.getAttribute('lang')),
    ).resolves.toBe('de');
  });

  it('lets staff write a draft, publish it and withdraw it again', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const editor = `${portal}${localizePath('editorial-news', {}, 'de-at')}`;
    const slug = `e2e-wintertour-${Date.now()}`;
    const title = `Wintertour ${slug.slice(-6)}: Lindner auf Tour`;
    await signInAt(page, editor, 'staff');
    await page.getByRole('button', { name: 'Neuen Artikel schreiben' }).click();
    await page.locator('[name="category"]').selectOption('events');
    await page.locator('[name="slug"]').fill(slug);
    await page.locator('[name="deTitle"]').fill(title);
    await page.locator('[name="deTeaser"]').fill('Zehn Stationen in Tirol und Salzburg.');
    await page
      .locator('[name="deBody"]')
      .fill('Wir kommen zu Dir.\n\nDie Termine stehen auf der Eventseite.');
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();

    const entry = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await entry.getByText(/^Entwurf · Messen & Events/).waitFor();
    // A draft: not public.
    expect(await statusOf(articlePath(slug, 'de-at'))).toBe(404);
    expect(await htmlOf(localizePath('news', {}, 'de-at'))).not.toContain(title);

    await entry.getByRole('button', { name: 'Veröffentlichen' }).click();
    await entry.getByRole('button', { name: 'Ja, veröffentlichen' }).click();
    await entry.getByText(/^Veröffentlicht seit/).waitFor();
    expect(await htmlOf(localizePath('news', {}, 'de-at'))).toContain(title);
    const published = await htmlOf(articlePath(slug, 'de-at'));
    expect(published).toContain('Die Termine stehen auf der Eventseite.');
    // On the English site: German, marked so.
    expect(await htmlOf(articlePath(slug, 'en'))).toContain(
      'This article is only available in German.',
    );

    await entry.getByRole('button', { name: 'Zurückziehen' }).click();
    await entry.getByRole('button', { name: 'Ja, zurückziehen' }).click();
    await entry.getByText(/^Entwurf/).waitFor();
    expect(await statusOf(articlePath(slug, 'de-at'))).toBe(404);
    expect(await htmlOf(localizePath('news', {}, 'de-at'))).not.toContain(title);
    await context.close();
  });

  it('shows the list, its categories, its pages and an article without JavaScript on a 360 px phone', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    const response = await page.goto(`${portal}${localizePath('news', {}, 'fr')}`);
    expect(response?.status()).toBe(200);
    await expect(headingOne(page).textContent()).resolves.toBe('Actualités');
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(6);
    expect(await width()).toBeLessThanOrEqual(360);

    await page
      .getByRole('navigation', { name: 'Pages des actualités' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(6);

    await page
      .getByRole('navigation', { name: 'Filtrer par catégorie' })
      .getByRole('link', { name: 'Communauté' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'community');
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(3);

    await page
      .getByRole('link', { name: 'Reportage : faucher en forte pente dans le Zillertal' })
      .click();
    await page.waitForURL(
      (url) => url.pathname === articlePath('bergbauern-reportage-zillertal', 'fr'),
    );
    await expect(headingOne(page).textContent()).resolves.toBe(
      'Reportage : faucher en forte pente dans le Zillertal',
    );
    await page.getByText(/^En pente, chaque centimètre compte/).waitFor();
    expect(await width()).toBeLessThanOrEqual(360);
    await context.close();
  });
});
