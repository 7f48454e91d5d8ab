import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Issue 31 point 4: the personal area under the site's header (apps/portal/src/shell/
// PersonalAreaLayout/SiteHeader.tsx): the wordmark back to the public home page, and the
// language switch that keeps the page shown.
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
