import { localizePath } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForPortal, type BrowserSession } from './browser';
import { actionLinkInMail } from './signOnMails';

// The loyalty card's QR code opens its landing with the card's code. The demo cards
// (apps/api/src/seed/demoData.ts demoLoyaltyCards): Maria Oberhauser's, whose dealer is
// Landmaschinen Krismer in Imst, and Anton Rainer's (AT-131904), which only this test takes into
// an account.
const portal = inject('portalUrl');
const oberhausersCard = 'QH4T9ZK2M7XR5CVWN8P3';
const rainersCard = 'R2WX6K9TQH3MZ7CP4NV8';
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const landing = (code: string, locale: 'de-at' | 'en' = 'de-at') =>
  `${portal}${localizePath('loyalty-card', { code }, locale)}`;

const linkInMail = (to: string, subject: string) =>
  actionLinkInMail(session.context, portal, to, subject);

describe('the loyalty card’s landing', () => {
  it('tells a visitor whose card it is by initials and dealer, and nothing more', async () => {
    const page = await session.context.newPage();
    const response = await page.goto(landing(oberhausersCard));
    expect(response?.status()).toBe(200);
    await page.getByText('Kunde gefunden: Diese Kundenkarte gehört M. O.').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Landmaschinen Krismer');
    expect(text).toContain('6460 Imst');
    for (const secret of ['AT-097311', 'Oberhauser', 'Maria', '5611']) {
      expect(text).not.toContain(secret);
    }
    await page.close();
  });

  it('says "customer not found" for an unknown code and leads to the contact form', async () => {
    const page = await session.context.newPage();
    await page.goto(landing('K7QM2X9PWV4RT8ZCH3N5', 'en'));
    await page.getByText('We found no customer for this code.').waitFor();
    await page.getByRole('link', { name: 'Go to the contact form' }).click();
    await page.waitForURL((url) => url.pathname === localizePath('contact', {}, 'en'));
    await page.getByLabel('Message').waitFor();
    await page.close();
  });

  it('registers from the card, and the card’s customer number is in the new profile', async () => {
    const email = `anton.rainer.${Date.now()}@example.org`;
    const password = 'Ladewagen-Kreisel-9';
    const page = await session.context.newPage();
    await page.goto(landing(rainersCard));
    await page.getByText('Kunde gefunden: Diese Kundenkarte gehört A. R.').waitFor();
    await page.locator('main').getByRole('link', { name: 'Registrieren' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login-actions/registration'));

    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Vorname').fill('Anton');
    await page.getByLabel('Nachname').fill('Rainer');
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByLabel('Passwort wiederholen').fill(password);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByText('Schau in Dein Postfach').waitFor();

    await page.goto(await linkInMail(email, 'Bestätige Deine E-Mail-Adresse'));
    await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
    await page.getByText(/Deine E-Mail-Adresse ist bestätigt/).waitFor();
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('#kc-login').click();

    const profile = localizePath('profile', {}, 'de-at');
    await page.waitForURL((url) => url.pathname === profile);
    await waitForPortal(page);
    await page
      .getByText('Die Kundennummer Deiner Kundenkarte ist jetzt in Deinem Profil eingetragen.')
      .first()
      .waitFor();
    await page.getByText('Kundennummer: AT-131904').waitFor();
    // The code leaves the address: a reload takes nothing over again.
    await page.waitForURL((url) => url.pathname === profile && url.search === '');
    await page.close();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(landing(oberhausersCard));
    await page.locator('main').getByRole('link', { name: 'Registrieren' }).waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.close();
  });
});
