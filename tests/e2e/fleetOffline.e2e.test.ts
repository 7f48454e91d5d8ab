import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, waitForOfflineCode, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

const vehiclePath = localizePath('fleet-detail', { id: demoIds.farmerGeotrac }, 'de-at');
const today = new Date().toISOString().slice(0, 10);

describe('the fleet diary without a connection', () => {
  it('keeps a fuel stop on the device and sends it once when the connection returns', async () => {
    const { page, context } = session;
    await openSignedIn(page, `${portal}${vehiclePath}`);
    const diary = page.getByRole('region', { name: 'Tagebuch' });
    await diary
      .getByText(/Tankstopp/)
      .first()
      .waitFor();
    await waitForOfflineCode(page);
    const posted: number[] = [];
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/fuel-stops')) {
        void request.response().then((response) => posted.push(response?.status() ?? 0));
      }
    });

    await page.getByRole('link', { name: 'Tagebuch eintragen' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Getankte Liter').fill('47,3');
    await form.getByLabel('Betriebsstunden beim Tanken').fill('3131');
    await form.getByLabel('Datum').fill(today);
    await context.setOffline(true);
    await form.getByRole('button', { name: /speichern/i }).click();

    await page.getByText('Ohne Verbindung auf diesem Gerät gespeichert.').first().waitFor();
    const kept = page.getByRole('region', { name: 'Noch nicht gesendet' });
    await kept.getByText('Wartet auf Versand').waitFor();
    await expect(kept.getByText(/47,3\s*l/).count()).resolves.toBe(1);

    await context.setOffline(false);
    await page.getByText('Ein wartender Tagebucheintrag wurde gesendet.').first().waitFor();
    await kept.waitFor({ state: 'detached' });
    await diary.getByText(/47,3\s*l/).waitFor();

    // Read from the server again: the entry is there once.
    await page.reload();
    await diary
      .getByText(/Tankstopp/)
      .first()
      .waitFor();
    await expect(diary.getByText(/47,3\s*l/).count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Noch nicht gesendet' }).count()).resolves.toBe(
      0,
    );
    expect(posted).toEqual([200]);
  });

  it('shows an entry the server refuses with its reason, to correct and save', async () => {
    const { page, context } = session;
    await page.goto(`${portal}${vehiclePath}`);
    const diary = page.getByRole('region', { name: 'Tagebuch' });
    await diary
      .getByText(/Tankstopp/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Tagebuch eintragen' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Getankte Liter').fill('41,9');
    // Lower than the 3131 hours of the fuel stop before: only the server can tell.
    await form.getByLabel('Betriebsstunden beim Tanken').fill('3000');
    await form.getByLabel('Datum').fill(today);
    await context.setOffline(true);
    await form.getByRole('button', { name: /speichern/i }).click();
    const kept = page.getByRole('region', { name: 'Noch nicht gesendet' });
    await kept.getByText('Wartet auf Versand').waitFor();

    await context.setOffline(false);
    await kept
      .getByText(/Die Betriebsstunden dürfen nicht zurückgehen/)
      .first()
      .waitFor();
    await expect(kept.getByText(/41,9\s*l/).count()).resolves.toBe(1);

    await kept.getByRole('button', { name: /^Tankstopp vom .* korrigieren$/ }).click();
    await expect(form.getByLabel('Getankte Liter').inputValue()).resolves.toBe('41,9');
    await form.getByLabel('Betriebsstunden beim Tanken').fill('3140');
    await form.getByRole('button', { name: /speichern/i }).click();
    await page.getByText('Tagebucheintrag gespeichert.').first().waitFor();

    await diary.getByText(/41,9\s*l/).waitFor();
    await expect(page.getByRole('region', { name: 'Noch nicht gesendet' }).count()).resolves.toBe(
      0,
    );
    await page.reload();
    await diary
      .getByText(/Tankstopp/)
      .first()
      .waitFor();
    await expect(diary.getByText(/41,9\s*l/).count()).resolves.toBe(1);
  });
});
