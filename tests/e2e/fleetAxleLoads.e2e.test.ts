import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';

// A vehicle's page opens the public axle-load calculator with its model's weights (issue 33):
// the farmer's Lintrac 110 of the seed, whose demo figures are 4,600 kg unladen (40 % of it,
// 1,840 kg, on the front axle), a 2.4 m wheelbase and a front axle that must carry 20 % of the
// total weight.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

describe('axle loads from the fleet', () => {
  it('open the calculator filled in with the vehicle’s model and suggest front ballast', async () => {
    const { page } = session;
    const vehiclePage = localizePath('fleet-detail', { id: demoIds.farmerLintrac }, 'de-at');
    await openSignedIn(page, `${portal}${vehiclePage}`);
    await page.getByRole('link', { name: 'Achslasten berechnen' }).click();
    await page.waitForURL(/\/de-at\/service-kontakt\/achslastrechner\?model=lintrac-110$/);

    const calculator = page.locator('[data-lindner-island="axle-load-calculator"]');
    await expect.poll(() => calculator.getAttribute('data-lindner-mounted')).toBe('mounted');
    await expect
      .poll(() => page.getByLabel('Modell', { exact: true }).inputValue())
      .toBe('lintrac-110');
    await expect.poll(() => page.getByLabel('Leergewicht (kg)').inputValue()).toBe('4600');
    await expect(page.getByLabel('Vorderachslast leer (kg)').inputValue()).resolves.toBe('1840');
    await expect(page.getByLabel('Hinterachslast leer (kg)').inputValue()).resolves.toBe('2760');
    await expect(page.getByLabel('Radstand (m)').inputValue()).resolves.toBe('2,4');
    await expect(page.getByLabel('Zulässiges Gesamtgewicht (kg)').inputValue()).resolves.toBe(
      '8000',
    );

    // A 1,800 kg implement 3.5 m behind the front axle: total 6,400 kg, it takes
    // 1,800 · 3.5 / 2.4 = 2,625 kg onto the rear axle, leaving 1,015 kg on the front one, 265 kg
    // short of 20 % (1,280 kg). Ballast over the front axle counts there and in the total:
    // 265 / 0.8 = 331.25 → 340 kg.
    await page.getByLabel('Gewicht hinten (kg)').fill('1800');
    await page.getByLabel('Abstand hinten (m)').fill('3,5');
    await expect
      .poll(async () => (await calculator.textContent())?.replace(/[\u00a0\u202f]/g, ' '))
      .toContain('Die Vorderachse trägt weniger als 20 % des Gesamtgewichts');
    const text = (await calculator.textContent())?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      'Nötig sind mindestens 340 kg Ballast direkt über der Vorderachse, etwa als Radgewichte.',
    );
    expect(text).toContain('Mindestballast vorne: 340 kg');
  });
});
