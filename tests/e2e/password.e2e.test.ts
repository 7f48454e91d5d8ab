import { localizePath } from '@lindner/i18n';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';

// The demo user `staff` (password = user name). This file changes that password, so it runs
// after every other file (sequencer.ts): the fleet's test signs staff in.
const portal = inject('portalUrl');
const passwordPath = localizePath('profile-password', {}, 'de-at');
const newPassword = 'Schneepflug-2026';
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function signInAs(session: BrowserSession, password: string) {
  const { page } = session;
  await page.goto(`${portal}${passwordPath}`);
  await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
  await page.locator('#username').fill('staff');
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

describe('the password', () => {
  it('is changed at the account service the password page links to, and back', async () => {
    const { page } = session;
    await signInAs(session, 'staff');
    await page.waitForURL(`${portal}${passwordPath}`);

    await page.getByRole('link', { name: 'Passwort im Lindner-Konto ändern' }).click();
    await page.getByRole('heading', { name: 'Passwort ändern' }).waitFor();
    await page.getByLabel('Benutzername').fill('staff');
    await page.getByLabel('Jetziges Passwort').fill('staff');
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByRole('status').filter({ hasText: 'Dein Passwort ist geändert.' }).waitFor();

    await page.getByRole('link', { name: 'Zurück zum Portal' }).click();
    await page.waitForURL(`${portal}${passwordPath}`);
  });

  it('signs in with the new password only', async () => {
    await session.close();
    session = await openBrowser();
    const { page } = session;
    await signInAs(session, 'staff');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Benutzername oder Passwort ist falsch.' })
      .waitFor();

    await page.locator('#password').fill(newPassword);
    await page.locator('#kc-login').click();
    await page.waitForURL(`${portal}${passwordPath}`);
    // Signed in: the personal area shows the page again.
    await page.getByRole('link', { name: 'Passwort im Lindner-Konto ändern' }).waitFor();
  });
});
