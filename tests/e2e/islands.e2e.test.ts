import { localizePath } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Public pages rendered as islands (apps/portal/src/app/server/islandRendering.tsx): the server's
// HTML is the page; the browser runs the frame's small script and hydrates only the islands.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const bannerName = 'Cookies und externe Inhalte';

/** The scripts a page loads, with their size on the wire. */
function collectScripts(page: Page) {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const length = Number((await response.allHeaders())['content-length'] ?? '0');
    scripts.push({ url: response.url(), bytes: length });
  });
  return scripts;
}

describe('public pages as islands', () => {
  it('loads no framework on a page of text and links, and its menus still close like menus', async () => {
    const context = await session.browser.newContext({
      locale: 'de-AT',
      viewport: { width: 1500, height: 900 },
    });
    const page = await context.newPage();
    const scripts = collectScripts(page);
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('home', {}, 'de-at')}`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map(({ url }) => url).filter((url) => /framework|react/i.test(url))).toEqual([]);
    // DESIGN.md's budget for a content page is 30 kB; the frame's script is a small part of it.
    expect(scripts.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThan(10_000);
    await expect(page.locator('#router-state').count()).resolves.toBe(0);

    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const section = menu.locator('summary', { hasText: 'Service & Kontakt' });
    await section.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Achslastrechner' }).isVisible()).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Achslastrechner' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(section.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the calculator alone: it answers, and the page around it is the server’s', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('finance-calculator', {}, 'de-at')}`);
    const island = page.locator('[data-lindner-island="finance-calculator"]');
    await expect(island.getAttribute('data-lindner-mounted')).resolves.toBe('mounted');
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).fill('60.000');
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).blur();
    await expect
      .poll(() => page.getByRole('link', { name: 'Finanzierung anfragen' }).getAttribute('href'))
      .toContain('60000');
    // The server's heading is still the one on the page: nothing rendered the page anew.
    await expect(heading?.evaluate((element) => element.isConnected)).resolves.toBe(true);
    await expect(page.locator('#router-state').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes the click that leaves a field, though the field’s message then pushes the form down', async () => {
    const page = await session.context.newPage();
    await page.goto(`${portal}${localizePath('contact', {}, 'de')}`);
    const message = page.getByLabel(/^Nachricht/);
    const consent = page.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    await consent.waitFor();
    // Hydrated: the form answers (the server's HTML alone would not show a message on leaving).
    await page.waitForFunction(
      () => document.querySelector('[data-lindner-island="contact-form"] form') !== null,
    );
    await message.click();
    const topOf = () => consent.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();
    // A real mouse: pressed over the box, released over whatever is there by then.
    await consent.click();
    // The message shows once the click is over, and the box took the click.
    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    expect(await topOf()).toBeGreaterThan(before);
    await expect(consent.isChecked()).resolves.toBe(true);
    await page.close();
  });

  it('takes the cookie banner’s choice without a reload, keeping what was typed', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    await openPortalPage(page, `${portal}${localizePath('finance-calculator', {}, 'de-at')}`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const price = page.getByRole('textbox', { name: 'Kaufpreis in Euro' });
    await price.fill('45.000');
    const banner = page.getByRole('region', { name: bannerName });
    // The categories open by keyboard, as the browser's own disclosure.
    await banner.locator('summary').focus();
    await page.keyboard.press('Enter');
    await banner.getByRole('checkbox', { name: 'Karten' }).check();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(price.inputValue()).resolves.toBe('45.000');
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    const [cookie] = (await context.cookies()).filter(({ name }) => name === 'lindner-consent');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '')).categories).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
    await context.close();
  });

  it('takes the cookie banner’s choice as a form without JavaScript, and opens it again from the footer', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    const imprint = localizePath('imprint', {}, 'de-at');
    await page.goto(`${portal}${imprint}`);
    await page
      .getByRole('region', { name: bannerName })
      .getByRole('button', { name: 'Alle akzeptieren' })
      .click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe(imprint);
    await expect(page.getByRole('region', { name: bannerName }).count()).resolves.toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    const banner = page.getByRole('region', { name: bannerName });
    await expect(banner.getByRole('checkbox', { name: 'Karten' }).isChecked()).resolves.toBe(true);
    await banner.getByRole('checkbox', { name: 'Karten' }).uncheck();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(imprint);
    await expect(page.getByRole('region', { name: bannerName }).count()).resolves.toBe(0);
    const [cookie] = (await context.cookies()).filter(({ name }) => name === 'lindner-consent');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '')).categories).toEqual({
      map: 'declined',
      media: 'accepted',
      statistics: 'accepted',
    });
    await context.close();
  });
});
