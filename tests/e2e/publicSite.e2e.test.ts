import { localizePath, locales } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, waitForPortal, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const header = (page: Page) => page.getByRole('banner');

/** The scripts a page fetches, by file name (`assets/<name>-<hash>.js`). */
function collectScripts(page: Page) {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return files;
}

/** The chunks of the portal's own code that a form page must not load, by file name. */
const islandChunks = [
  'contact-form',
  'financing-enquiry-form',
  'finance-calculator',
  'axle-load-calculator',
  'dealer-finder',
];

/**
 * A form page as islands: its form hydrated alone, and of the portal's code only the frame's
 * script, the islands' hydration and that form's island, never the app that hydrates pages whole
 * (`portal-*.js`) nor another island.
 */
async function expectFormIsland(page: Page, scripts: string[], island: string) {
  const element = page.locator(`[data-lindner-island="${island}"]`);
  await expect.poll(() => element.getAttribute('data-lindner-mounted')).toBe('mounted');
  await page.waitForLoadState('networkidle');
  // Vite names a chunk `<module>-<8 characters of its hash>.js`.
  const chunkOf = (path: string) => /([^/]+)-[\w-]{8}\.js$/.exec(path)?.[1];
  const chunks = scripts.map(chunkOf);
  expect(chunks).toContain(island);
  expect(chunks).not.toContain('portal');
  expect(chunks.filter((chunk) => chunk !== island && islandChunks.includes(chunk ?? ''))).toEqual(
    [],
  );
  await expect(page.locator('#router-state').count()).resolves.toBe(0);
}

const footer = (page: Page) => page.getByRole('contentinfo');

describe('the public website', () => {
  it('shows a TracLink product with its list prices without JavaScript, and loads no framework for it', async () => {
    const path = localizePath('traclink-product', { product: 'smart' }, 'de-at');
    const withoutScript = await session.browser.newContext({
      locale: 'de-AT',
      javaScriptEnabled: false,
    });
    const reader = await withoutScript.newPage();
    const response = await reader.goto(`${portal}${path}`);
    expect(response?.status()).toBe(200);
    const main = reader.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'TracLink Smart',
    );
    // The seed's list prices (apps/api/src/seed/checkoutCatalogue.ts), net and with 20 % VAT.
    const priceOf = (label: string) =>
      main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
    await expect(priceOf('Jährlich')).resolves.toMatch(/149,00\s*netto · €\s178,80 inkl\. MwSt\./);
    await expect(priceOf('Gratiszeit')).resolves.toBe('3 Monate kostenlos');
    await expect(
      main.getByRole('link', { name: 'Jetzt bestellen' }).getAttribute('href'),
    ).resolves.toBe(localizePath('fleet-traclink', {}, 'de-at'));
    await withoutScript.close();

    // With JavaScript: the frame's small script only, no island, no framework.
    const page = await session.context.newPage();
    const scripts = collectScripts(page);
    await openPortalPage(page, `${portal}${path}`);
    await page.waitForLoadState('networkidle');
    const chunks = scripts.map((file) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1]);
    expect(chunks).not.toContain('framework');
    expect(chunks).not.toContain('portal');
    expect(chunks).not.toContain('traclink-product');
    await expect(page.locator('[data-lindner-island]').count()).resolves.toBe(0);
    await expect(page.locator('#router-state').count()).resolves.toBe(0);
    await page.close();
  });

  it('opens / on the home page in the visitor’s language', async () => {
    const page = await session.context.newPage();
    const response = await page.goto(`${portal}/`);
    expect(response?.status()).toBe(200);
    // The browser of the session asks for Austrian German.
    expect(new URL(page.url()).pathname).toBe('/de-at/');
    await page.close();
  });

  it('shows the home page in all five locales with header, footer and cookie banner', async () => {
    const context = await session.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const languages: string[] = [];
    for (const locale of locales) {
      const response = await page.goto(`${portal}${localizePath('home', {}, locale)}`);
      expect(response?.status()).toBe(200);
      await expect(header(page).count()).resolves.toBe(1);
      await expect(footer(page).count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      languages.push((await page.locator('html').getAttribute('lang')) ?? '');
      // Nothing decided in this fresh browser: the banner asks, in the page's language.
      const banner = page.locator('section').filter({
        has: page.getByRole('button', { name: /akzeptieren|accept/i }),
      });
      await banner.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
    expect(languages).toEqual(['de', 'de-AT', 'en', 'fr', 'fr-FR']);
    // The phone's menu button shows one icon at a time: the bars, then the cross.
    const menuButton = header(page)
      .locator('summary')
      .filter({ hasText: /^(Menü|Menu)$/ });
    const shownIcons = () =>
      menuButton
        .locator('svg')
        .evaluateAll((icons) =>
          icons.map((icon) => getComputedStyle(icon).display).filter((shown) => shown !== 'none'),
        );
    await expect(shownIcons()).resolves.toHaveLength(1);
    await menuButton.click();
    await expect(shownIcons()).resolves.toHaveLength(1);
    await context.close();
  });

  it('switches the dealer finder to French and lands on the French dealer finder', async () => {
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}${localizePath('dealer-finder', {}, 'de-at')}`);
    const french = header(page)
      .locator(`a[href="${localizePath('dealer-finder', {}, 'fr')}"]`)
      .filter({ visible: true });
    // Below the header's full width (1280 px) the languages sit in the menu, and in either
    // place behind a disclosure of their own.
    const menu = header(page)
      .locator('summary')
      .filter({ visible: true, hasText: /^(Menü|Menu)$/ });
    if ((await menu.count()) > 0) await menu.click();
    if ((await french.count()) === 0) {
      await header(page)
        .locator('summary')
        .filter({ visible: true, hasText: /Sprache|Deutsch/ })
        .first()
        .click();
    }
    await french.first().click();
    await page.waitForURL(`${portal}${localizePath('dealer-finder', {}, 'fr')}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Recherche de revendeurs');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.close();
  });

  it('links only to pages that answer, never to a 404, from header and footer', async () => {
    const page = await session.context.newPage();
    for (const locale of locales) {
      await page.goto(`${portal}${localizePath('home', {}, locale)}`);
      const hrefs = await page
        .locator('header a[href], footer a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
      expect(internal.length).toBeGreaterThan(5);
      for (const href of internal) {
        const answer = await fetch(`${portal}${href}`, {
          headers: { accept: 'text/html' },
          redirect: 'manual',
        });
        expect([href, answer.status]).toEqual([href, 200]);
      }
    }
    await page.close();
  });

  it('takes the finance calculator’s figures to the financing enquiry, filled in', async () => {
    const page = await session.context.newPage();
    const scripts = collectScripts(page);
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('finance-calculator', {}, 'de-at')}`);
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).fill('60.000');
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).blur();
    scripts.length = 0;
    await page.getByRole('link', { name: 'Finanzierung anfragen' }).click();
    await page.waitForURL((url) => url.pathname === localizePath('financing-enquiry', {}, 'de-at'));
    await waitForPortal(page);
    await expectFormIsland(page, scripts, 'financing-enquiry-form');
    const form = page.locator('main form');
    // Input fields show numbers without grouping, as @lindner/ui's number fields do.
    await expect.poll(() => form.getByLabel(/Kaufpreis in Euro/).inputValue()).toBe('60000');
    await expect(form.getByRole('radio', { name: /Drittel/ }).isChecked()).resolves.toBe(true);

    await form.getByLabel('Vorname').fill('Johann');
    await form.getByLabel('Nachname').fill('Moser');
    await form.getByLabel('E-Mail-Adresse').fill('johann.moser@example.com');
    await form.getByLabel('Modell').fill('Lintrac 130');
    await form.getByRole('radio', { name: /Fünftel/ }).check();
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const mailbox = await session.context.newPage();
    await mailbox.goto(`${portal}/dev/mailbox`);
    const mail = mailbox.locator('article').filter({ hasText: 'johann.moser@example.com' }).first();
    await expect(mail.innerText()).resolves.toContain('Lintrac 130');
    await mailbox.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses the contact form without the privacy consent, then mails the sales team', async () => {
    const page = await session.context.newPage();
    const scripts = collectScripts(page);
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('contact', {}, 'de-at')}`);
    await expectFormIsland(page, scripts, 'contact-form');
    const form = page.locator('main form');
    await form.getByLabel('Vorname').fill('Maria');
    await form.getByLabel('Nachname').fill('Hofer');
    await form.getByLabel('E-Mail-Adresse').fill('maria.hofer@example.com');
    await form.getByLabel('Nachricht').fill('Bitte um Rückruf wegen eines Lintrac 130.');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    // The consent is missing: nothing is sent and the box says why.
    const consent = form.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true');
    await expect(form.getByLabel('Nachricht').inputValue()).resolves.toBe(
      'Bitte um Rückruf wegen eines Lintrac 130.',
    );

    await consent.click();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const mailbox = await session.context.newPage();
    await mailbox.goto(`${portal}/dev/mailbox`);
    const mail = mailbox.locator('article').filter({ hasText: 'maria.hofer@example.com' }).first();
    await expect(mail.innerText()).resolves.toContain('Bitte um Rückruf wegen eines Lintrac 130.');
    await expect(mail.innerText()).resolves.toContain('vertrieb@lindner.example');
    await mailbox.close();
    expect(errors).toEqual([]);
    await page.close();
  });
});
