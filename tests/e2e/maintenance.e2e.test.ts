import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';

// Maintenance by operating hours (issue 33 point 2) on the farmer's Lintrac 110 of the seed
// (seed/maintenancePlans.ts): 1843.5 h, its engine oil last changed at 1360 h, so due at
// 1860 h, due soon; everything else of its plan and of the Geotrac's is fine.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('maintenance by operating hours', () => {
  it('lists the Lintrac’s due engine oil on the dashboard; marked done, it is in order', async () => {
    const { page } = session;
    await openSignedIn(page, `${portal}${localizePath('dashboard', {}, 'de')}`);
    const dashboard = page.getByRole('region', { name: 'Fällige Wartungen' });
    const due = dashboard.getByRole('listitem');
    await expect.poll(() => due.count()).toBe(1);
    expect(plain(await due.textContent())).toContain('Bald fällig · Fällig bei 1.860 Std.');
    expect(plain(await due.textContent())).toContain('Lintrac 110, jetzt 1.843,5 Std.');

    await due.getByRole('link', { name: 'Motoröl und Ölfilter wechseln' }).click();
    const vehiclePage = localizePath('fleet-detail', { id: demoIds.farmerLintrac }, 'de');
    await page.waitForURL(`${portal}${vehiclePage}#maintenance`);

    const section = page.getByRole('region', { name: 'Wartung', exact: true });
    const oil = section.getByRole('listitem').filter({ hasText: 'Motoröl und Ölfilter wechseln' });
    await oil.getByText('Bald fällig').waitFor();
    await oil
      .getByRole('button', { name: 'Motoröl und Ölfilter wechseln: als erledigt eintragen' })
      .click();
    const form = oil.getByRole('form', { name: 'Motoröl und Ölfilter wechseln erledigt' });
    // The form starts with today and the vehicle's latest hours.
    await expect
      .poll(() => form.getByLabel(/^Betriebsstunden/).inputValue())
      .toMatch(/^1\.?843,5$/);
    await form.getByRole('button', { name: 'Eintragen' }).click();
    await page.getByText('Als erledigt eingetragen.').first().waitFor();

    await oil.getByText('In Ordnung').waitFor();
    expect(plain(await oil.textContent())).toContain('Fällig bei 2.343,5 Std.');

    await page.goto(`${portal}${localizePath('dashboard', {}, 'de')}`);
    await dashboard.getByText('Alles erledigt').waitFor();
    expect(await dashboard.getByRole('listitem').count()).toBe(0);
  });
});
