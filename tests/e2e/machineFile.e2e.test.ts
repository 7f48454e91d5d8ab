import { readFile } from 'node:fs/promises';
import { localizePath } from '@lindner/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, waitForOfflineCode, type BrowserSession } from './browser';

// The machine file (issue 33 point 1) of the farmer's Lintrac 110 of the seed: its demo manual,
// and a service entered with a picture of the invoice, shown in the history, then deleted again
// (so that nothing of this test stays for others).
const portal = inject('portalUrl');
let session: BrowserSession;
const workDone = `Hydrauliköl gewechselt (e2e ${Date.now()})`;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

describe('the machine file', () => {
  it('opens the manual (offline too, once opened), takes a service with an invoice picture, shows it and deletes it', async () => {
    const { page } = session;
    const vehiclePage = localizePath('fleet-detail', { id: demoIds.farmerLintrac }, 'de');
    await openSignedIn(page, `${portal}${vehiclePage}`);

    // The service worker controls the page: what it fetches from now on, the device keeps.
    await waitForOfflineCode(page);
    const file = page.getByRole('region', { name: 'Maschinenakte' });
    const manual = file.getByRole('button', { name: /^Betriebsanleitung Lintrac 110 \(\d{4}\)/ });
    const download = page.waitForEvent('download');
    await manual.click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(
      /^lindner-lintrac-110-betriebsanleitung-\d{4}-demo\.pdf$/,
    );
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('Demo-Dokument');

    await file.getByRole('button', { name: 'Service eintragen' }).click();
    const form = file.getByRole('form', { name: 'Service eintragen' });
    await form.getByLabel(/^Betriebsstunden/).fill('1850');
    await form.getByLabel(/^Durchgeführte Arbeiten/).fill(workDone);
    await form.getByLabel(/^Teile/).fill('Hydrauliköl 40 l');
    await form.getByLabel('Ein Händler').check();
    await form.getByLabel(/^Name des Händlers/).fill('Landtechnik Gwiggner');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Service gespeichert.').first().waitFor();

    const history = file.getByRole('list', { name: 'Servicehistorie' });
    // Newest first: today's service leads.
    const entry = history.getByRole('listitem').first();
    await expect.poll(() => entry.textContent()).toContain(workDone);
    expect(await entry.textContent()).toContain('Händler: Landtechnik Gwiggner');

    await entry.getByLabel(/^Rechnung: Service vom /).setInputFiles({
      name: 'rechnung.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 600, height: 840, channels: 3, background: '#fafafa' },
      })
        .png()
        .toBuffer(),
    });
    await entry.getByRole('button', { name: 'Rechnung hochladen' }).click();
    await page.getByText('Rechnung gespeichert.').first().waitFor();
    const invoice = entry.getByRole('button', { name: 'Rechnung: rechnung.webp' });
    await invoice.waitFor();
    const invoiceDownload = page.waitForEvent('download');
    await invoice.click();
    const picture = await (await invoiceDownload).path();
    expect((await readFile(picture!)).subarray(8, 12).toString('latin1')).toBe('WEBP');

    await entry.getByRole('button', { name: /^Löschen: Service vom / }).click();
    await entry.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByText('Service gelöscht.').first().waitFor();
    await expect.poll(async () => (await history.textContent()) ?? '').not.toContain(workDone);

    // The manual, opened once, opens without a connection too.
    await session.context.setOffline(true);
    try {
      const offline = page.waitForEvent('download');
      await manual.click();
      const kept = await readFile((await (await offline).path())!);
      expect(kept.equals(bytes)).toBe(true);
    } finally {
      await session.context.setOffline(false);
    }
  });
});
