import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Issue 31 point 4: the personal area under the site's header (apps/portal/src/shell/
// PersonalAreaLayout/SiteHeader.tsx): the wordmark back to the public home page, and the
// language switch that keeps the page shown, and the notifications of contract items ending soon.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

describe('the personal area’s frame', () => {
  it('switches the language on the fleet page and stays on it, signed in', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, `${portal}${localizePath('fleet', {}, 'de-at')}`);
    await page.getByRole('heading', { level: 1, name: 'Fuhrpark' }).waitFor();
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: 'Lindner – zur Startseite' }).getAttribute('href'),
    ).resolves.toBe('/de-at/');

    await header.locator('summary').filter({ hasText: 'Deutsch (Österreich)' }).click();
    await header.getByRole('link', { name: 'Français (France)' }).click();
    await page.waitForURL(`${portal}${localizePath('fleet', {}, 'fr-fr')}`);
    await page.getByRole('heading', { level: 1, name: 'Flotte' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');
    // Still signed in: the side navigation's sign-out is there, no sign-on page in between.
    await page.getByRole('link', { name: 'Se déconnecter' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lists the licence ending soon in the notifications and leads to its vehicle’s tab', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, `${portal}${localizePath('fleet', {}, 'de')}`);
    await page.getByRole('heading', { level: 1, name: 'Fuhrpark' }).waitFor();
    const header = page.getByRole('banner');
    // The seed's TracLink Smart licence of the Lintrac ends in 20 days.
    // A <summary>, as the header's other menus: named by its label, with the count.
    const button = header.locator('summary[aria-label^="Benachrichtigungen,"]');
    await button.waitFor();
    await expect(button.getAttribute('aria-label')).resolves.toMatch(
      /^Benachrichtigungen, \d+ aktuelle$/,
    );

    // From the keyboard: Enter opens, Escape closes and gives the focus back, Space opens.
    await button.focus();
    await page.keyboard.press('Enter');
    const list = header.getByRole('region', { name: 'Benachrichtigungen' });
    const licence = list.getByRole('link', { name: /TracLink Smart/ });
    await licence.waitFor();
    await expect(licence.textContent()).resolves.toContain('Lintrac');
    await expect(licence.textContent()).resolves.toMatch(/Gültig bis \d{2}\.\d{2}\.\d{4}/);
    await page.keyboard.press('Escape');
    await licence.waitFor({ state: 'hidden' });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press(' ');
    await licence.click();

    const tab = localizePath('fleet-detail-traclink', { id: demoIds.farmerLintrac }, 'de');
    await page.waitForURL(`${portal}${tab}`);
    await licence.waitFor({ state: 'hidden' });
    // The vehicle's header tab of that page is the current one.
    await page.locator(`a[href="${tab}"][aria-current="page"]:not([hreflang])`).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the notifications within reach on a phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await openSignedIn(page, `${portal}${localizePath('fleet', {}, 'en')}`);
    await page.getByRole('heading', { level: 1, name: 'Fleet' }).waitFor();
    const header = page.getByRole('banner');
    await header.locator('summary[aria-label^="Notifications,"]').click();
    await header
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /TracLink Smart/ })
      .waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  it('folds the header into a menu on a phone, without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await openSignedIn(page, `${portal}${localizePath('fleet', {}, 'de-at')}`);
    await page.getByRole('heading', { level: 1, name: 'Fuhrpark' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByText('Menü').click();
    await header.getByRole('link', { name: 'English' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
