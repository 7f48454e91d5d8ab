import { intlTag, locales, localizePath } from '@lindner/i18n/core';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signIn,
  type BrowserSession,
} from './browser';
import { collectChunks, collectErrors, islandsOf } from './pageWatch';

// Issue 29 point 4: the old-timers' public pages (apps/portal/src/features/old-timers), server-
// rendered from the API's old-timers (apps/api/src/modules/old-timers). The seed's `bf-15` has an
// open sales brochure and a restricted operating manual; `farmer` has a customer number in the
// profile, `newcomer` none.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const oldTimerId = 'bf-15';
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface ListedOldTimer {
  id: string;
  name: string;
  decade: number;
}

interface Catalogue {
  id: string;
  title: string;
  restricted: boolean;
}

/** What the API answers a public GET, in a language. */
async function apiData<T>(path: string, locale = 'de-at'): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers: { 'accept-language': locale } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: { data: T } }).data.data;
}

/** The page a server answers for a path, as a browser without JavaScript gets it. */
async function serverPage(path: string) {
  const response = await fetch(`${portal}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The first bytes of a file the browser saved: a PDF starts with `%PDF-`. */
async function startOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 5).toString('latin1');
}

/** A catalogue's box on the old-timer's page, by its title. */
const catalogueBox = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

describe('the old-timers', () => {
  it('lead a visitor from the menu to the BF 15, whose open brochure is a PDF to download', async () => {
    const oldTimers = await apiData<ListedOldTimer[]>('/old-timers');
    const bf15 = oldTimers.find((each) => each.id === oldTimerId);
    expect(bf15).toBeDefined();
    // Wide enough for the header to show its navigation rather than the menu button.
    const context = await session.browser.newContext({
      locale: 'de-AT',
      viewport: { width: 1500, height: 900 },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('home', {}, 'de-at')}`);
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.locator('summary', { hasText: 'Modelle' }).click();
    await menu.getByRole('link', { name: 'Oldtimer', exact: true }).click();
    await page.waitForURL(`${portal}/de-at/oldtimer`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Oldtimer');
    // By decade: "1940er", "1950er" …, each once, oldest first.
    const decades = [...new Set(oldTimers.map((each) => each.decade))].sort();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
    ).resolves.toEqual(decades.map((decade) => `${decade}er`));
    // A page of text: no island.
    await expect(page.locator('[data-lindner-island]').count()).resolves.toBe(0);

    await page.getByRole('link', { name: bf15!.name, exact: true }).click();
    await page.waitForURL(`${portal}/de-at/oldtimer/${oldTimerId}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(bf15!.name);
    await expect
      .poll(() => islandsOf(page))
      .toEqual(['old-timer-gallery: mounted', 'old-timer-catalogues: mounted']);

    const { catalogues } = await apiData<{ catalogues: Catalogue[] }>(`/old-timers/${oldTimerId}`);
    const open = catalogues.find((catalogue) => !catalogue.restricted);
    expect(open).toBeDefined();
    const link = catalogueBox(page, open!.title).getByRole('link', { name: /^PDF herunterladen/ });
    const href = await link.getAttribute('href');
    expect(href).toBe(`${api}/old-timers/${oldTimerId}/catalogues/${open!.id}`);
    const answer = await fetch(href!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(startOf(download)).resolves.toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('let the farmer sign in for the restricted manual, come back and download it', async () => {
    const { catalogues } = await apiData<{ catalogues: Catalogue[] }>(`/old-timers/${oldTimerId}`);
    const manual = catalogues.find((catalogue) => catalogue.restricted);
    expect(manual).toBeDefined();
    // Without a session the API refuses it.
    const refused = await fetch(`${api}/old-timers/${oldTimerId}/catalogues/${manual!.id}`);
    expect(refused.status).toBe(401);

    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const chunks = collectChunks(page);
    const path = localizePath('old-timer-detail', { slug: oldTimerId }, 'de-at');
    await openPortalPage(page, `${portal}${path}`);
    const box = catalogueBox(page, manual!.title);
    await box.getByText('Nur für Kundinnen und Kunden mit Kundennummer').waitFor();
    await expect(box.getByRole('link').count()).resolves.toBe(0);
    await expect.poll(() => islandsOf(page)).toContain('old-timer-catalogues: mounted');
    await page.waitForLoadState('networkidle');
    // Islands only: neither the app that hydrates pages whole nor the page's own module.
    expect(chunks).not.toContain('portal');
    await expect(page.locator('#router-state').count()).resolves.toBe(0);

    await box.getByRole('button', { name: 'Anmelden und herunterladen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    const downloaded = page.waitForEvent('download');
    await signIn(page, 'farmer');
    await page.waitForURL((url) => url.pathname === path);
    // Back on the page, the manual downloads without another click.
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(startOf(download)).resolves.toBe('%PDF-');
    await box.getByText('Der Katalog ist heruntergeladen.').waitFor();

    // And again, with the button.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      box.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    await expect(startOf(again)).resolves.toBe('%PDF-');
    await context.close();
  });

  it('tell the newcomer, who has no customer number, why and where to add one', async () => {
    const { catalogues } = await apiData<{ catalogues: Catalogue[] }>(`/old-timers/${oldTimerId}`);
    const manual = catalogues.find((catalogue) => catalogue.restricted);
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const path = localizePath('old-timer-detail', { slug: oldTimerId }, 'de-at');
    await openPortalPage(page, `${portal}${path}`);
    const box = catalogueBox(page, manual!.title);
    await expect.poll(() => islandsOf(page)).toContain('old-timer-catalogues: mounted');
    await box.getByRole('button', { name: 'Anmelden und herunterladen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`/old-timers/${oldTimerId}/catalogues/${manual!.id}`),
    );
    await signIn(page, 'newcomer');
    await page.waitForURL((url) => url.pathname === path);
    const response = await answer;
    expect(response.status()).toBe(403);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/Kundennummer/);
    await expect(box.getByRole('alert').textContent()).resolves.toBe(message);
    await expect(
      box.getByRole('link', { name: 'Kundennummer im Profil eintragen' }).getAttribute('href'),
    ).resolves.toBe(localizePath('profile', {}, 'de-at'));
    await context.close();
  });

  it('answer every old-timer page in all five locales with its own title, server-rendered', async () => {
    const oldTimers = await apiData<ListedOldTimer[]>('/old-timers');
    expect(oldTimers.length).toBeGreaterThan(1);
    const listTitles = {
      de: 'Oldtimer',
      en: 'Vintage tractors',
      fr: 'Tracteurs anciens',
    } as const;
    for (const locale of locales) {
      const list = await serverPage(localizePath('old-timers', {}, locale));
      expect(list.status, locale).toBe(200);
      expect(titleOf(list.html)).toBe(`${listTitles[locale.slice(0, 2) as 'de']} | Lindner`);
      for (const { id, name } of oldTimers) {
        const path = localizePath('old-timer-detail', { slug: id }, locale);
        const { status, html } = await serverPage(path);
        expect(status, path).toBe(200);
        expect(decodeEntities(titleOf(html) ?? ''), path).toBe(`${name} | Lindner`);
        expect(html, path).toContain(`<link rel="canonical" href="${portal}${path}"`);
        // React writes the attribute `hrefLang`; HTML does not mind its case.
        const alternates = html.toLowerCase();
        for (const each of locales) {
          const sibling = `${portal}${localizePath('old-timer-detail', { slug: id }, each)}`;
          expect(alternates, path).toContain(
            `hreflang="${intlTag(each).toLowerCase()}" href="${sibling.toLowerCase()}"`,
          );
        }
        expect(html, path).toContain('property="og:image"');
        // Every old-timer is linked from the list.
        expect(list.html, locale).toContain(`href="${path}"`);
      }
    }
    const unknown = await serverPage(localizePath('old-timer-detail', { slug: 'bf-999' }, 'en'));
    expect(unknown.status).toBe(404);
  });

  it('hydrate the BF 15’s islands in every locale without a mismatch or any error', async () => {
    const galleryTexts = {
      de: { next: 'Nächstes Bild', second: /^Bild 2 von/ },
      en: { next: 'Next picture', second: /^Picture 2 of/ },
      fr: { next: 'Photo suivante', second: /^Photo 2 sur/ },
    };
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const locale of locales) {
      await openPortalPage(
        page,
        `${portal}${localizePath('old-timer-detail', { slug: oldTimerId }, locale)}`,
      );
      await expect
        .poll(() => islandsOf(page))
        .toEqual(['old-timer-gallery: mounted', 'old-timer-catalogues: mounted']);
      // The gallery answers: its second picture.
      const { next, second } = galleryTexts[locale.slice(0, 2) as 'de'];
      const gallery = page.locator('[data-lindner-island="old-timer-gallery"]');
      await gallery.getByRole('button', { name: next }).click();
      await gallery.getByRole('group', { name: second }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show the list, its filter and an old-timer whole with JavaScript switched off', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const { catalogues, name } = await apiData<{ catalogues: Catalogue[]; name: string }>(
      `/old-timers/${oldTimerId}`,
      'fr',
    );
    const response = await page.goto(
      `${portal}${localizePath('old-timer-detail', { slug: oldTimerId }, 'fr')}`,
    );
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
    await expect(main.getByRole('table', { name: 'Caractéristiques' }).count()).resolves.toBe(1);
    for (const catalogue of catalogues) {
      const box = catalogueBox(page, catalogue.title);
      if (catalogue.restricted) {
        await expect(
          box.getByText('Réservé aux clients ayant un numéro client').count(),
        ).resolves.toBe(1);
        await expect(
          box.getByRole('button', { name: 'Se connecter et télécharger' }).count(),
        ).resolves.toBe(1);
        await expect(box.getByRole('link').count()).resolves.toBe(0);
      } else {
        await expect(
          box.getByRole('link', { name: /^Télécharger le PDF/ }).getAttribute('download'),
        ).resolves.not.toBeNull();
      }
    }

    // The series filter is a plain GET form.
    await page.goto(`${portal}${localizePath('old-timers', {}, 'de-at')}`);
    const select = page.getByRole('combobox', { name: 'Baureihe' });
    const series = (await select.locator('option').allTextContents()).slice(1);
    expect(series.length).toBeGreaterThan(1);
    await select.selectOption(series[1]!);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL((url) => url.searchParams.get('series') === series[1]);
    await expect(page.getByRole('combobox', { name: 'Baureihe' }).inputValue()).resolves.toBe(
      series[1],
    );
    const oldTimers = await apiData<(ListedOldTimer & { series: string })[]>('/old-timers');
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(
      oldTimers.filter((each) => each.series === series[1]).length,
    );
    await context.close();
  });
});
