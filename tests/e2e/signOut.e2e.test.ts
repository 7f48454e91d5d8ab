import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';

const portal = inject('portalUrl');
const dashboard = `${portal}${localizePath('dashboard', {}, 'en')}`;
const logout = `${portal}${localizePath('logout', {}, 'en')}`;
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function signInToDashboard() {
  const { page } = session;
  await page.goto(dashboard);
  await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
  await signIn(page, 'farmer');
  await page.waitForURL(dashboard);
  await page.getByRole('heading', { level: 1, name: /Josef Brunner/ }).waitFor();
}

/** The next person at this browser opens the personal area: the sign-on page must ask. */
async function expectSignedOut() {
  const { page } = session;
  await page.goto(dashboard);
  await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
  await page.locator('#kc-login').waitFor();
  await expect(page.locator('#password').inputValue()).resolves.toBe('');
}

describe('signing out', () => {
  it('ends the session when the logout page is opened directly, without asking', async () => {
    await signInToDashboard();
    const { page } = session;
    // A fresh load (opened directly or reloaded: tokens live in memory only), so the portal
    // holds no ID token to send along.
    await page.goto(logout);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await page.locator('#kc-login').waitFor();
    await expect(page.getByText('Do you want to sign out?').count()).resolves.toBe(0);
    await expectSignedOut();
  });
});
