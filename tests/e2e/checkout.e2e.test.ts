import { localizePath } from '@lindner/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';

// The farmer's TracLink Smart licence (seed: EUR 149.00 net a year, ending 20 days from today)
// renewed now from the expiry banner with the coupon JAHR10 (10 % off yearly prices), then
// cancelled. Run as one story: each step builds on the one before. Then a warranty extension for
// the farmer's Geotrac of last year, which has none (seed), ordered from its warranty tab.
const portal = inject('portalUrl');
let session: BrowserSession;
let page: Page;

const dashboard = localizePath('dashboard', {}, 'de-at');
const licencePage = localizePath('fleet-detail-traclink', { id: demoIds.farmerLintrac }, 'de-at');
const geotracWarrantyPage = localizePath(
  'fleet-detail-warranty',
  { id: demoIds.farmerGeotrac },
  'de-at',
);

/**
 * The licence's end before the renewal, as the expiry banner shows it. Read from the page, not
 * counted from today: the server seeded it when it started, maybe before midnight.
 */
let oldEnd: Date;

/** A de-AT medium date ("17.12.2026") as the UTC day it names. */
function austrianDay(text: string): Date {
  const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? [];
  if (!year) throw new Error(`No date in "${text}"`);
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

/** The same calendar day a year later: a yearly renewal runs from the day after the old end. */
function aYearAfter(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate()));
}

const austrianDate = (day: Date) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
/** Intl writes a no-break space inside amounts and dates; the page's text has it too. */
const loose = (text: string) => new RegExp(text.replace(/[.]/g, '\\.').replace(/ /g, '\\s'));

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
  page = session.page;
});
afterAll(async () => {
  await session?.close();
});

describe('the licence shop, as farmer', () => {
  it('renews the expiring licence from the banner, with a coupon, on invoice', async () => {
    await openSignedIn(page, `${portal}${dashboard}`);
    const banner = page.getByRole('region', { name: 'Vertrag läuft bald ab' });
    const licenceNotice = banner.getByText(/Die Lizenz für Deinen .* ist bis .* gültig\./);
    oldEnd = austrianDay((await licenceNotice.textContent()) ?? '');
    await banner.getByRole('link', { name: 'Lizenz verlängern' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname ===
          localizePath('fleet-detail-traclink-checkout', { id: demoIds.farmerLintrac }, 'de-at') &&
        url.searchParams.get('renew') === demoIds.farmerTracLinkLicence,
    );
    await page.getByRole('heading', { name: 'Lizenz jetzt verlängern' }).waitFor();

    await page.getByRole('radio', { name: /^Jährlich/ }).check();
    await page.getByLabel('Gutscheincode (optional)').fill('jahr10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByText(/Gutschein JAHR10 eingelöst/).waitFor();

    // 149.00 net, less 10 % (14.90) = 134.10, plus 20 % VAT (26.82) = 160.92 a year.
    const summary = page.getByRole('region', { name: 'Zusammenfassung' });
    await expect(summary.textContent()).resolves.toMatch(loose('€ 14,90'));
    await expect(summary.textContent()).resolves.toMatch(loose('€ 26,82'));
    await expect(summary.textContent()).resolves.toMatch(loose('€ 160,92'));

    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // Without the terms nothing is sent.
    await page.getByText('Bitte akzeptiere die AGB und die Widerrufsbelehrung.').first().waitFor();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText('Erfolgreich abgesendet').waitFor();
  });

  it('lists the renewal in the orders, in processing, and mails its confirmation', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Zu Deinen Bestellungen' }).click();
    await page.waitForURL(`${portal}${localizePath('orders', {}, 'de-at')}`);
    const order = page.getByRole('article').filter({ hasText: 'TracLink Smart' }).first();
    await order.getByText('Verlängerung').first().waitFor();
    await order.getByText('In Bearbeitung').first().waitFor();
    // The order banner of the bottom area shows it too, and the expiry banner is gone.
    await page.getByText(/Deine Bestellung „TracLink Smart“ vom .* wird bearbeitet\./).waitFor();
    await expect(page.getByRole('link', { name: 'Lizenz verlängern' }).count()).resolves.toBe(0);

    const mailbox = await session.context.newPage();
    try {
      await mailbox.goto(`${portal}/dev/mailbox`);
      const mail = mailbox
        .locator('article')
        .filter({ hasText: 'josef.brunner@example.com' })
        .filter({ hasText: 'TracLink Smart' })
        .first();
      await expect(mail.textContent()).resolves.toMatch(loose('160,92'));
    } finally {
      await mailbox.close();
    }
  });

  it('cancels the licence at the end of its paid period', async () => {
    await page.goto(`${portal}${licencePage}`);
    const licence = page.getByRole('article').filter({ hasText: 'TracLink Smart' });
    await licence.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await licence.getByRole('button', { name: 'Kündigung bestätigen' }).click();

    // The renewal paid a year from the day after the old end.
    const paidUntil = austrianDate(aYearAfter(oldEnd));
    await licence.getByText(loose(`Wird gekündigt, gültig bis ${paidUntil}`)).waitFor();
    await expect(
      licence.getByRole('switch', { name: 'Automatisch verlängern' }).getAttribute('aria-checked'),
    ).resolves.toBe('false');
  });
});

describe('the warranty extension, as farmer', () => {
  it('offers the Geotrac’s extension with its price and orders it on invoice', async () => {
    await page.goto(`${portal}${geotracWarrantyPage}`);
    await page.getByRole('main').getByRole('link', { name: 'Garantie bestellen' }).click();
    await page.waitForURL(
      `${portal}${localizePath('fleet-detail-warranty-checkout', { id: demoIds.farmerGeotrac }, 'de-at')}`,
    );
    await page.getByRole('heading', { name: 'Garantieverlängerung bestellen' }).waitFor();

    // The catalogue's Geotrac extension (migration 0014): EUR 890.00 net, paid once.
    const offer = page.getByRole('radio', { name: /Garantieverlängerung Geotrac bis 4 Jahre/ });
    await expect(offer.isChecked()).resolves.toBe(true);
    const products = page.getByRole('group', { name: 'Produkt' });
    await expect(products.textContent()).resolves.toMatch(loose('Einmalig: € 890,00'));
    await expect(
      page.getByText('Für dieses Fahrzeug gibt es keine Garantieverlängerung.').count(),
    ).resolves.toBe(0);

    // 890.00 net plus 20 % VAT (178.00) = 1,068.00 once.
    const summary = page.getByRole('region', { name: 'Zusammenfassung' });
    await expect(summary.textContent()).resolves.toMatch(loose('€ 890,00'));
    await expect(summary.textContent()).resolves.toMatch(loose('€ 178,00'));
    await expect(summary.textContent()).resolves.toMatch(loose('€ 1.068,00'));

    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText('Erfolgreich abgesendet').waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Zu Deinen Bestellungen' }).click();
    await page.waitForURL(`${portal}${localizePath('orders', {}, 'de-at')}`);
    const order = page
      .getByRole('article')
      .filter({ hasText: 'Garantieverlängerung Geotrac bis 4 Jahre' })
      .first();
    await order.getByText('In Bearbeitung').first().waitFor();
  });
});
