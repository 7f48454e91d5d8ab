import { readFile } from 'node:fs/promises';
import { localizePath } from '@lindner/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, signedInContext, type BrowserSession } from './browser';
import { newestMailText } from './devMailbox';

// Transfer of ownership (issue 33 point 3): the farmer hands his Geotrac 94ep of the seed to the
// newcomer (lena.gruber@example.com, verified in the seed) with its diary; the newcomer accepts
// and finds its file, service history and diary; the farmer no longer has it. Then the newcomer
// hands it back the same way, and the farmer deletes the service this test entered, so that the
// files after this one (the data export) find the farmer's fleet as the seed made it.
const portal = inject('portalUrl');
const geotrac = demoIds.farmerGeotrac;
const vin = 'VBLA09400G0023456';
const workDone = `Vorderachse abgeschmiert (e2e ${Date.now()})`;
let farmer: BrowserSession;
let newcomer: Page;

const de = (name: Parameters<typeof localizePath>[0], params: Record<string, string> = {}) =>
  `${portal}${localizePath(name, params, 'de')}`;

beforeAll(async () => {
  farmer = await openBrowser({ signedInAs: 'farmer' });
  const context = await signedInContext(farmer.browser, 'newcomer');
  newcomer = await context.newPage();
});
afterAll(async () => {
  await farmer?.close();
});

/** Offers the vehicle on its page to an address, the diary going along. */
async function offer(page: Page, to: string) {
  const section = page.getByRole('region', { name: 'Fahrzeug übergeben' });
  await section.getByLabel(/^E-Mail-Adresse der Person/).fill(to);
  await section.getByRole('radio', { name: 'Geht mit dem Fahrzeug' }).check();
  await section.getByRole('checkbox', { name: /will es übergeben/ }).check();
  await section.getByRole('button', { name: 'Übergabe anbieten' }).click();
  await page
    .getByText('Übergabe angeboten. Wir haben die Person per E-Mail benachrichtigt.')
    .first()
    .waitFor();
  await section.getByText(`an ${to} angeboten`, { exact: false }).waitFor();
}

/** Accepts the vehicle's offer on the transfers page: the vehicle's page opens. */
async function accept(page: Page) {
  await openSignedIn(page, de('fleet-transfers'));
  const offered = page
    .getByRole('region', { name: 'Dir angebotene Fahrzeuge' })
    .getByRole('listitem')
    .filter({ hasText: vin });
  await offered.getByRole('button', { name: 'Annehmen' }).click();
  await offered.getByRole('button', { name: 'Übernehmen' }).click();
  await page.waitForURL(de('fleet-detail', { id: geotrac }));
}

describe('handing a vehicle over', () => {
  it('moves the Geotrac with its file, service history and diary to the newcomer, and back', async () => {
    const { page } = farmer;
    await openSignedIn(page, de('fleet-detail', { id: geotrac }));

    // A service in the Geotrac's history, to find it at the new owner's.
    const file = page.getByRole('region', { name: 'Maschinenakte' });
    await file.getByRole('button', { name: 'Service eintragen' }).click();
    const form = file.getByRole('form', { name: 'Service eintragen' });
    await form.getByLabel(/^Betriebsstunden/).fill('3125');
    await form.getByLabel(/^Durchgeführte Arbeiten/).fill(workDone);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Service gespeichert.').first().waitFor();

    await offer(page, 'lena.gruber@example.com');
    const mail = await newestMailText(
      farmer.context,
      portal,
      'lena.gruber@example.com',
      `Fahrgestellnummer ${vin}`,
    );
    expect(mail).toContain('Josef Brunner möchte Dir den Geotrac 94ep');
    expect(mail).toContain(de('fleet-transfers'));

    // The newcomer accepts and finds the file, the service history and the diary.
    await accept(newcomer);
    const newFile = newcomer.getByRole('region', { name: 'Maschinenakte' });
    await newFile.getByRole('list', { name: 'Servicehistorie' }).getByText(workDone).waitFor();
    await newcomer.getByRole('heading', { name: 'Geotrac 94ep', level: 1 }).waitFor();
    const diary = newcomer.getByRole('list', { name: 'Tagebuch', exact: true });
    await expect.poll(() => diary.getByRole('listitem').count()).toBeGreaterThan(0);

    // The farmer no longer has it, and keeps his copy of the diary.
    await openSignedIn(page, de('fleet'));
    await page.getByRole('link', { name: 'Lintrac 110' }).waitFor();
    expect(await page.getByRole('link', { name: 'Geotrac 94ep' }).count()).toBe(0);
    await openSignedIn(page, de('fleet-transfers'));
    const handed = page
      .getByRole('region', { name: 'Deine Übergaben' })
      .getByRole('listitem')
      .filter({ hasText: 'lena.gruber@example.com' })
      .first();
    await handed.getByText(/^Angenommen am /).waitFor();
    const download = page.waitForEvent('download');
    await handed.getByRole('button', { name: 'Deine Kopie des Tagebuchs (CSV)' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain('Tankstopp');

    // Back to the farmer, the same way.
    await openSignedIn(newcomer, de('fleet-detail', { id: geotrac }));
    await offer(newcomer, 'josef.brunner@example.com');
    await accept(page);
    const history = page
      .getByRole('region', { name: 'Maschinenakte' })
      .getByRole('list', { name: 'Servicehistorie' });
    const entry = history.getByRole('listitem').filter({ hasText: workDone });
    await entry.getByRole('button', { name: /^Löschen: Service vom / }).click();
    await entry.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByText('Service gelöscht.').first().waitFor();
  });
});
