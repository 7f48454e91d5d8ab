import { localizePath } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForPortal, type BrowserSession } from './browser';
import { actionLinkInMail } from './signOnMails';

// Registration at the development sign-on provider (apps/api/src/sign-on/registrationRoutes.ts)
// from the public landing page, with the verification mail read in the development mailbox.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const linkInMail = (to: string, subject: string) =>
  actionLinkInMail(session.context, portal, to, subject);

describe('registration', () => {
  it('registers a new user, confirms the address by mail, signs in and lands on the complete-profile prompt', async () => {
    const email = `anna.huber.${Date.now()}@example.org`;
    const password = 'Heuwender-Mähwerk-7';
    const page = await session.context.newPage();

    await page.goto(`${portal}${localizePath('registration', {}, 'de')}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Konto für Mein Lindner' }).isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login-actions/registration'));

    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Huber');
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByLabel('Passwort wiederholen').fill(password);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByText('Schau in Dein Postfach').waitFor();
    expect(await page.locator('main').innerText()).toContain(email);

    await page.goto(await linkInMail(email, 'Bestätige Deine E-Mail-Adresse'));
    expect(await page.locator('main').innerText()).toContain(
      `Bestätige, dass ${email} Deine E-Mail-Adresse ist.`,
    );
    await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
    await page.getByText(/Deine E-Mail-Adresse ist bestätigt/).waitFor();

    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    await expect(page.getByRole('link', { name: 'Registrieren' }).isVisible()).resolves.toBe(true);
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('#kc-login').click();

    await page.waitForURL((url) => url.pathname === localizePath('dashboard', {}, 'de'));
    await waitForPortal(page);
    const completeProfile = page.getByRole('link', { name: 'Profil vervollständigen' });
    await completeProfile.waitFor();
    expect(await completeProfile.isVisible()).toBe(true);
    await page.close();
  });
});
