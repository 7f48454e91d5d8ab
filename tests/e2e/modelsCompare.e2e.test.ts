import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForPortal, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// The model comparison (apps/portal/src/features/models/pages/models-compare), server-rendered
// from the API's models with the seed's range: two Geotracs chosen on the overview.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Ticks the two Geotracs on the overview and sends the form; the comparison shows. */
async function compareTwoGeotracs(page: Page) {
  await page.goto(`${portal}/de-at/modelle`);
  await page.getByRole('checkbox', { name: 'Vergleichen Geotrac 84ep' }).check();
  await page.getByRole('checkbox', { name: 'Vergleichen Geotrac 124' }).check();
  await page.getByRole('button', { name: 'Ausgewählte vergleichen' }).first().click();
  await page.waitForURL(`${portal}/de-at/modelle/vergleich?models=geotrac-84ep&models=geotrac-124`);
}

/** The comparison's two columns, a differing row and an equal one; then only the differences. */
async function expectComparison(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
    'Modelle vergleichen',
  );
  const table = page.getByRole('table', { name: 'Vergleich der Modelle' });
  const columns = await table
    .locator('thead th')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.querySelector('a')?.textContent));
  expect(columns).toEqual(['Geotrac 84ep', 'Geotrac 124']);
  // 95 and 126 hp: marked, in words.
  await expect(
    table.getByRole('rowheader', { name: 'Leistung in PS unterschiedlich', exact: true }).count(),
  ).resolves.toBe(1);
  // Both at 40 km/h: an equal row, not marked.
  const speed = table.getByRole('rowheader', { name: 'Höchstgeschwindigkeit', exact: true });
  await expect(speed.count()).resolves.toBe(1);

  await page.getByRole('link', { name: 'Nur Unterschiede zeigen' }).click();
  await page.waitForURL(
    `${portal}/de-at/modelle/vergleich?models=geotrac-84ep,geotrac-124&differences=only`,
  );
  await expect(speed.count()).resolves.toBe(0);
  await expect(
    table.getByRole('rowheader', { name: 'Leistung in PS unterschiedlich', exact: true }).count(),
  ).resolves.toBe(1);
  await expect(page.getByRole('link', { name: 'Alle Merkmale zeigen' }).count()).resolves.toBe(1);
}

describe('the model comparison', () => {
  it('compares two models ticked on the overview, differences marked, with Print', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await compareTwoGeotracs(page);
    await waitForPortal(page);
    const print = page.locator('[data-lindner-island="models-compare-print"]');
    await expect.poll(() => print.getAttribute('data-lindner-mounted')).toBe('mounted');
    await expect.poll(() => print.getByRole('button', { name: 'Drucken' }).count()).toBe(1);
    await expectComparison(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works the same without JavaScript, with the hint to the browser’s print', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await compareTwoGeotracs(page);
    await expect(page.getByRole('button', { name: 'Drucken' }).count()).resolves.toBe(0);
    await expect(
      page.getByText('Zum Drucken nutze die Druckfunktion Deines Browsers').count(),
    ).resolves.toBe(1);
    await expectComparison(page);
    await context.close();
  });

  it('drops unknown and repeated models with a notice, never an error page', async () => {
    const response = await fetch(
      `${portal}/de/modelle/vergleich?models=geotrac-84ep,geotrac-84ep,no-such-model,geotrac-124`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Das Modell no-such-model gibt es nicht; es fehlt im Vergleich.');
    expect(html).toContain('Ein Modell stand doppelt in der Adresse');
    expect(html).toContain('>Geotrac 124</a>');
  });
});
