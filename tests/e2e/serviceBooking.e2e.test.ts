import { localizePath } from '@lindner/i18n';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';
import { newestMailText } from './devMailbox';

// Booking a service at the dealer (issue 33 point 2) on the farmer's Lintrac 110 of the seed,
// at the farmer's own dealer, Landtechnik Gwiggner in Kundl (the customer register). The
// maintenance test marks the Lintrac's engine oil done at its 1843.5 h (due again at 2343.5 h):
// a fill-up at 2300 h makes it due again whichever test ran first (sequencer.ts runs this one
// after it).
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
});
afterAll(async () => {
  await session?.close();
});

const dealerAddress = 'office@landtechnik-gwiggner-kundl.at.example';
const vehiclePage = localizePath('fleet-detail', { id: demoIds.farmerLintrac }, 'de');
/** A day some days from today as a date field takes it (UTC). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

function engineOil(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Wartung', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Motoröl und Ölfilter wechseln' });
}

describe('booking a service at the dealer', () => {
  it('books the Lintrac’s engine oil at the dealer, who confirms and enters it by the mail’s link', async () => {
    const { page } = session;
    const date = inDays(7);
    await openSignedIn(page, `${portal}${vehiclePage}`);
    await page.getByRole('link', { name: 'Tagebuch eintragen' }).click();
    await page.getByRole('tab', { name: 'Tankstopp' }).click();
    const entry = page.getByRole('tabpanel');
    await entry.getByLabel('Getankte Liter').fill('120');
    await entry.getByLabel('Betriebsstunden beim Tanken').fill('2300');
    await entry.getByLabel('Datum').fill(inDays(0));
    await entry.getByRole('radio', { name: 'Ja' }).check();
    await entry.getByRole('button', { name: /speichern/i }).click();
    await page.getByText('Tagebucheintrag gespeichert.').first().waitFor();

    await page.goto(`${portal}${vehiclePage}`);
    const oil = engineOil(page);
    await oil.getByText(/Bald fällig|Überfällig/).waitFor();
    await oil
      .getByRole('button', { name: 'Motoröl und Ölfilter wechseln: beim Händler buchen' })
      .click();
    const form = oil.getByRole('form', { name: 'Service beim Händler buchen' });
    await expect
      .poll(() =>
        form.getByRole('radio', { name: /Landtechnik Gwiggner.*Dein Händler/ }).isChecked(),
      )
      .toBe(true);
    await form.getByLabel(/^Wunschtermin/).fill(date);
    await form.getByLabel(/^Nachricht an den Händler/).fill('Bitte am Vormittag.');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Deine Anfrage ist an den Händler gegangen.').first().waitFor();
    await oil.getByText(/^Angefragt bei Landtechnik Gwiggner/).waitFor();

    // The dealer's mail, with the link to its page.
    const mail = await newestMailText(
      session.context,
      portal,
      dealerAddress,
      'Serviceanfrage',
      'VBLA11000L0012345',
    );
    expect(mail).toContain('Josef Brunner');
    expect(mail).toContain('Motoröl und Ölfilter wechseln');
    expect(mail).toContain('Bitte am Vormittag.');
    const link = /https?:\/\/\S+\/service-bookings\/dealer\/[A-Za-z0-9_-]{43}/.exec(mail)![0];

    // The dealer confirms the date, without an account, on a phone.
    const dealer = await session.context.browser()!.newContext({
      viewport: { width: 360, height: 740 },
    });
    try {
      const dealerPage = await dealer.newPage();
      await dealerPage.goto(link);
      await dealerPage.getByRole('heading', { name: 'Serviceanfrage' }).waitFor();
      await expect(
        dealerPage.evaluate(() => document.documentElement.scrollWidth),
      ).resolves.toBeLessThanOrEqual(360);
      await dealerPage.getByRole('radio').first().check();
      await dealerPage.getByRole('button', { name: 'Termin bestätigen' }).click();
      await dealerPage.getByText('Der Termin ist bestätigt.').waitFor();

      await page.reload();
      const shown = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
      await expect
        .poll(async () => plain(await engineOil(page).textContent()))
        .toContain(`Termin bei Landtechnik Gwiggner bestätigt: ${shown}`);

      // After the service the dealer enters it: the link is used up.
      await dealerPage.goto(link);
      await dealerPage.getByLabel('Durchgeführte Arbeiten').fill('Motoröl und Ölfilter gewechselt');
      await dealerPage.getByRole('button', { name: 'Service eintragen' }).click();
      await dealerPage.getByText(/Service steht jetzt in der Servicehistorie/).waitFor();
      const used = await dealerPage.goto(link);
      expect(used?.status()).toBe(410);
    } finally {
      await dealer.close();
    }

    await page.reload();
    const history = page
      .getByRole('region', { name: 'Maschinenakte' })
      .getByRole('list', { name: 'Servicehistorie' });
    await expect
      .poll(async () => (await history.getByRole('listitem').first().textContent()) ?? '')
      .toContain('Motoröl und Ölfilter gewechselt');
    expect(await history.getByRole('listitem').first().textContent()).toContain(
      'Landtechnik Gwiggner',
    );
    await engineOil(page).getByText('In Ordnung').waitFor();
  });
});
