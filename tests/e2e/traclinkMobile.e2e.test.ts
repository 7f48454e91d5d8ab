import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Issue 31 point 5: the fleet detail's TracLink Mobile tab. The seed gives the farmer's Lintrac
// an active TracLink Mobile licence (seed/traclinkMobile.ts); the Geotrac has none.
const portal = inject('portalUrl');
const tab = (id: string) => localizePath('fleet-detail-traclinkmobile', { id }, 'de-at');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

describe('the TracLink Mobile tab', () => {
  it('shows the Lintrac’s licence, its state and how to pair the app', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, `${portal}${tab(demoIds.farmerLintrac)}`);
    await page.getByRole('heading', { level: 1, name: 'TracLink Mobile' }).waitFor();
    const licence = page.getByRole('article', { name: 'TracLink Mobile' });
    await licence.getByText('Aktiv').waitFor();
    const qr = page.getByRole('img', { name: 'QR-Code zum Koppeln der App: Lintrac 110' });
    await qr.waitFor();
    await expect(qr.evaluate((element) => element.tagName.toLowerCase())).resolves.toBe('svg');
    const link = page.getByRole('link', { name: 'In der App öffnen' });
    await expect(link.getAttribute('href')).resolves.toMatch(
      /^traclinkmobile:\/\/pair\?code=[0-9A-HJKMNP-TV-Z]{26}$/,
    );
    expect(errors).toEqual([]);
  });

  it('offers the licence shop for the Geotrac, which has none', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, `${portal}${tab(demoIds.farmerGeotrac)}`);
    await page.getByText(/hat keine TracLink-Mobile-Lizenz/).waitFor();
    await expect(
      page.getByRole('link', { name: 'TracLink Mobile bestellen' }).getAttribute('href'),
    ).resolves.toBe(
      localizePath('fleet-detail-traclink-checkout', { id: demoIds.farmerGeotrac }, 'de-at'),
    );
    await expect(page.getByRole('img', { name: /QR-Code/ }).count()).resolves.toBe(0);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, `${portal}${tab(demoIds.farmerLintrac)}`);
    await page.getByRole('link', { name: 'In der App öffnen' }).waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
  });
});
