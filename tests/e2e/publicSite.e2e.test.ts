import { localizePath, locales } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

describe('the public website', () => {
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
    // Below the header's full width (1440 px) the languages sit in the menu, and in either
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
    await openPortalPage(page, `${portal}${localizePath('finance-calculator', {}, 'de-at')}`);
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).fill('60.000');
    await page.getByRole('textbox', { name: 'Kaufpreis in Euro' }).blur();
    await page.getByRole('link', { name: 'Finanzierung anfragen' }).click();
    await page.waitForURL((url) => url.pathname === localizePath('financing-enquiry', {}, 'de-at'));
    const form = page.locator('main form');
    // Input fields show numbers without grouping, as @lindner/ui's number fields do.
    await expect.poll(() => form.getByLabel(/Kaufpreis in Euro/).inputValue()).toBe('60000');
    await expect(form.getByRole('radio', { name: /Drittel/ }).isChecked()).resolves.toBe(true);
    await page.close();
  });

  it('refuses the contact form without the privacy consent, then mails the sales team', async () => {
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}${localizePath('contact', {}, 'de-at')}`);
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
    await page.close();
  });
});
