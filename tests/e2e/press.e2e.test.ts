import { localizePath } from '@lindner/i18n/core';
import type { Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextOptions, openBrowser, signInAt, type BrowserSession } from './browser';

// Issue 30 point 1: the press pages (apps/portal/src/features/press) over the API's press area
// (apps/api/src/modules/press) and its seed (apps/api/src/seed/pressReleases.ts, pressPhotos.ts).
// The newest seeded release is `lintrac-130-ls-weltpremiere` with two PDFs; the seeded photos
// include one of a Unitrac with a snow blower and four of events.
const portal = inject('portalUrl');
const releasesPath = localizePath('press', {}, 'de-at');
const photosPath = localizePath('press-photos', {}, 'de-at');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The whole file a browser saved. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The photos' captions in the result grid. */
const captionsOf = (page: Page) =>
  page.getByRole('article').locator('p:first-of-type').allTextContents();

describe('the press pages', () => {
  it('let a visitor read the releases, open the newest and download its press kit', async () => {
    const context = await session.browser.newContext({ ...contextOptions, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${portal}${releasesPath}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Presse' }).isVisible()).resolves.toBe(
      true,
    );
    const titles = await page
      .getByRole('list', { name: 'Pressemitteilungen' })
      .getByRole('heading')
      .allTextContents();
    expect(titles.slice(0, 2)).toEqual([
      'Weltpremiere: Der Lintrac 130 LS',
      'Unitrac 122 LDrive räumt den Alpenpass',
    ]);
    await page.getByRole('link', { name: 'Weltpremiere: Der Lintrac 130 LS' }).click();
    await page.waitForURL(`${portal}${releasesPath}/lintrac-130-ls-weltpremiere`);
    await expect(page.getByRole('heading', { name: 'Pressekontakt' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page.getByRole('link', { name: /presse@lindner-traktoren\.at/ }).getAttribute('href'),
    ).resolves.toBe('mailto:presse@lindner-traktoren.at');
    const kit = page.getByRole('link', { name: /Pressemappe \(PDF\)/ });
    await expect(kit.textContent()).resolves.toMatch(/PDF, \d+ kB/);
    const response = await fetch(new URL((await kit.getAttribute('href'))!, portal));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="lintrac-130-ls-pressemappe.pdf"',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), kit.click()]);
    expect(download.suggestedFilename()).toBe('lintrac-130-ls-pressemappe.pdf');
    expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });

  it('search photos by a word and by category without JavaScript', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${portal}${photosPath}`);
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Schneefräse');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Schneefräse');
    expect(await captionsOf(page)).toEqual(['Unitrac 122 LDrive im Winterdienst mit Schneefräse']);
    await expect(page.getByText('1 Foto gefunden').isVisible()).resolves.toBe(true);

    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('');
    await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('events');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'events');
    const events = await captionsOf(page);
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events).toContain('Das Festzelt der Landtechnik-Tage am Abend');
    expect(events).not.toContain('Unitrac 122 LDrive im Winterdienst mit Schneefräse');
    const print = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Druck: 2.?400 × 1.?600 px/u });
    const photo = await fetch(new URL((await print.getAttribute('href'))!, portal));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 2400, height: 1600 });

    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Schneefräse');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Schneefräse');
    await expect(
      page.getByRole('heading', { name: 'Keine Fotos gefunden' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('show an English visitor English captions', async () => {
    const context = await session.browser.newContext({ ...contextOptions, locale: 'en' });
    const page = await context.newPage();
    await page.goto(`${portal}${localizePath('press-photos', {}, 'en')}?q=snow`);
    expect(await captionsOf(page)).toEqual([
      'Unitrac 122 LDrive with a snow blower in winter service',
    ]);
    await expect(page.getByText('Photo: Anna Pichler').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('let staff upload a photo that the public search then finds by its caption', async () => {
    const caption = `Pressefoto Test ${Date.now()}`;
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const staffPath = localizePath('editorial-press-photos', {}, 'de-at');
    await signInAt(page, `${portal}${staffPath}`, 'staff');
    await page.getByRole('heading', { name: 'Foto hochladen' }).waitFor();
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#c8102e' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(/^Foto\*?$/)
      .setInputFiles({ name: 'halle.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('combobox', { name: /Kategorie/ }).selectOption('company');
    await page.getByRole('textbox', { name: /Bildunterschrift auf Deutsch/ }).fill(caption);
    await page.getByRole('textbox', { name: /^Bildnachweis/ }).fill('Foto: Lindner (Test)');
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByText('Das Foto ist hochgeladen und veröffentlicht.').first().waitFor();

    const visitor = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const search = await visitor.newPage();
    await search.goto(`${portal}${photosPath}?q=${encodeURIComponent(caption.toLowerCase())}`);
    expect(await captionsOf(search)).toEqual([caption]);
    await expect(
      search.getByRole('link', { name: /^Web: 1.?280 × 800 px/u }).isVisible(),
    ).resolves.toBe(true);

    // Delete it again, so that the seed's photos stay as they were for other runs.
    const card = page.getByRole('article').filter({ hasText: caption });
    await card.getByRole('button', { name: `Foto „${caption}“ löschen` }).click();
    await card.getByRole('button', { name: 'Ja, löschen' }).click();
    await page.getByText('Das Foto ist gelöscht.').first().waitFor();
    await search.reload();
    await expect(
      search.getByRole('heading', { name: 'Keine Fotos gefunden' }).isVisible(),
    ).resolves.toBe(true);
    await Promise.all([context.close(), visitor.close()]);
  });

  it('fit a 360 px phone', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    for (const path of [
      releasesPath,
      `${releasesPath}/lintrac-130-ls-weltpremiere`,
      `${photosPath}?category=tractors`,
    ]) {
      await page.goto(`${portal}${path}`);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });
});
