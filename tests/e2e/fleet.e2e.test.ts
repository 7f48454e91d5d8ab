import { readFile } from 'node:fs/promises';
import { localizePath } from '@lindner/i18n';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openSignedIn, signedInContext, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;
let staff: BrowserContext;
/** A VIN no seeded vehicle has: 17 characters of ISO 3779, beginning with VBLA. */
const vin = 'VBLAGT74EP0000123';
const today = new Date().toISOString().slice(0, 10);
let vehiclePath = '';

// Signed in as the newcomer, and as staff beside, with the sessions made once for the run.
beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'newcomer' });
  staff = await signedInContext(session.browser, 'staff');
});
afterAll(async () => {
  await staff?.close();
  await session?.close();
});

async function addDiaryEntry(page: Page, kind: string, fill: (form: Locator) => Promise<void>) {
  await page.goto(`${portal}${vehiclePath}`);
  await page.getByRole('link', { name: 'Tagebuch eintragen' }).click();
  await page.getByRole('tab', { name: kind }).click();
  // Only the chosen kind's panel is there.
  const form = page.getByRole('tabpanel');
  await fill(form);
  await form.getByRole('button', { name: /speichern/i }).click();
  await page.getByText('Tagebucheintrag gespeichert.').first().waitFor();
}

describe('the fleet', () => {
  it('takes a vehicle only with a valid VIN, then shows it pending', async () => {
    const { page } = session;
    await openSignedIn(page, `${portal}${localizePath('fleet-add-vehicle', {}, 'de-at')}`);

    const vinField = page.getByLabel('Fahrgestellnummer');
    await vinField.fill('VBLA123');
    await vinField.blur();
    await page.getByText('Die Fahrgestellnummer hat genau 17 Zeichen.').waitFor();
    await vinField.fill('WBLAGT74EP0000123');
    await vinField.blur();
    await page
      .getByText('Die Fahrgestellnummer eines Lindner-Fahrzeugs beginnt mit VBLA.')
      .waitFor();

    await vinField.fill(vin);
    await page.getByRole('combobox', { name: /^Modell/ }).selectOption({ label: 'Geotrac 74ep' });
    await page.getByRole('radio', { name: /^Tankbuch/ }).check();
    await page.getByRole('button', { name: 'Fahrzeug speichern' }).click();

    await page
      .getByText('Fuhrparkdaten gespeichert. Fahrzeugdaten prüfen wir in 1-2 Werktagen.')
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Zum Fahrzeug' }).click();
    await page.waitForURL((url) => /\/fuhrpark\/[0-9a-f-]{36}$/.test(url.pathname));
    vehiclePath = new URL(page.url()).pathname;
    await page.getByText('In Prüfung').first().waitFor();
  });

  it('lets staff approve it, and the owner sees it approved', async () => {
    const page = await staff.newPage();
    await openSignedIn(page, `${portal}${localizePath('fleet-review', {}, 'de-at')}`);
    await page
      .getByRole('navigation', { name: 'Persönlicher Bereich' })
      .getByRole('link', { name: 'Fahrzeuge prüfen' })
      .waitFor();
    const pending = page.getByRole('listitem').filter({ hasText: vin });
    await pending.getByRole('button', { name: 'Freigeben' }).click();
    await page.getByText('Fahrzeug freigegeben.').first().waitFor();
    await page.close();

    await session.page.goto(`${portal}${vehiclePath}`);
    await session.page.getByText('Freigegeben').first().waitFor();
  });

  it('computes the consumption from two full fill-ups and lists an operation', async () => {
    const { page } = session;
    for (const [liters, hours] of [
      ['80', '1000'],
      ['60', '1010'],
    ] as const) {
      await addDiaryEntry(page, 'Tankstopp', async (form) => {
        await form.getByLabel('Getankte Liter').fill(liters);
        await form.getByLabel('Betriebsstunden beim Tanken').fill(hours);
        await form.getByLabel('Datum').fill(today);
        await form.getByRole('radio', { name: 'Ja' }).check();
      });
    }
    await addDiaryEntry(page, 'Einsatz', async (form) => {
      await form.getByLabel('Art des Einsatzes').selectOption({ label: 'Feld, schwer' });
      await form.getByLabel('Dauer (Stunden)').fill('2');
      await form.getByLabel('Datum').fill(today);
    });

    await page.goto(`${portal}${vehiclePath}`);
    // 60 l after the first full fill-up, over the 10 hours between the two.
    await page
      .getByText(/6\s*l\/h/)
      .first()
      .waitFor();
    const diary = page.getByRole('region', { name: 'Tagebuch' });
    await diary.getByText('Feld, schwer').first().waitFor();
    await expect(diary.getByText(/Tankstopp/).count()).resolves.toBeGreaterThanOrEqual(2);

    // The charts, each read through its table: 140 l this month, 2 hours of heavy field work.
    const fuelChart = page.getByRole('figure', { name: 'Kraftstoff pro Monat' });
    const thisMonth = new Intl.DateTimeFormat('de-AT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${today.slice(0, 7)}-01T00:00:00Z`));
    await expect(
      fuelChart.getByRole('row', { name: thisMonth }).getByRole('cell').textContent(),
    ).resolves.toMatch(/^140\s*l$/);
    const hoursChart = page.getByRole('figure', { name: 'Einsatzstunden pro Einsatzart' });
    await expect(
      hoursChart.getByRole('row', { name: 'Feld, schwer' }).getByRole('cell').textContent(),
    ).resolves.toMatch(/^2\s*Std\.$/);
  });

  it('filters the diary by dates, prints it and downloads it as CSV', async () => {
    const { page } = session;
    await page.goto(`${portal}${vehiclePath}`);
    await page.getByLabel('Von').fill('2020-01-01');
    await page.getByLabel('Bis').fill('2020-01-31');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByText('Keine Einträge in diesem Zeitraum.').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('2020-01-01');

    await page.getByLabel('Von').fill(today);
    await page.getByLabel('Bis').fill(today);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByText('Feld, schwer').first().waitFor();

    // The print view: the diary on paper, without the navigation around it.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    await expect(
      page.evaluate(() => (window as unknown as { printed: number }).printed),
    ).resolves.toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('navigation', { name: 'Persönlicher Bereich' }).isVisible(),
    ).resolves.toBe(false);
    await expect(page.getByText('Feld, schwer').first().isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain(';');
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.includes('1010') && row.includes('60'))).toBe(true);
  });
});
