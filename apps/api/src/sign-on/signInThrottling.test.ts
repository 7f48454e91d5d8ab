import { localizePath } from '@lindner/i18n/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { SignOnBrowser } from '../testing/signOnBrowser';

const portalOrigin = 'http://localhost:3000';
const redirectUri = `${portalOrigin}${localizePath('dashboard', {}, 'en')}`;

// The default limits: 5 wrong passwords per user name and per client address in 15 minutes.
const server = apiTestServerPerFile({
  listen: true,
  resetEachTest: false,
  signOn: { redirectUris: [`${portalOrigin}/*`] },
});

let baseUrl: string;
beforeAll(() => {
  baseUrl = server.baseUrl;
});

const errorOf = (html: string) =>
  /<p id="input-error" class="error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];

async function loginForm(language: string) {
  const browser = new SignOnBrowser(baseUrl);
  const { page } = await browser.startSignIn({
    redirectUri,
    extraParams: { ui_locales: language },
  });
  return { browser, html: await page.text() };
}

describe('throttling wrong passwords', () => {
  it('stops checking a user name’s password after 5 failures and says when to try again', async () => {
    const { browser, html } = await loginForm('en');
    let page = html;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await browser.submitLogin(page, 'farmer', `wrong-${attempt}`);
      expect(response.status).toBe(200);
      page = await response.text();
      expect(errorOf(page)).toBe('Invalid username or password.');
    }
    // Even the right password is not checked now.
    const blocked = await browser.submitLogin(page, 'farmer', 'farmer');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(errorOf(await blocked.text())).toBe(
      'Too many failed attempts. Please try again in 15 minutes.',
    );

    const german = await loginForm('de-at');
    const blockedInGerman = await german.browser.submitLogin(german.html, 'Farmer', 'farmer');
    expect(blockedInGerman.status).toBe(429);
    expect(errorOf(await blockedInGerman.text())).toBe(
      'Zu viele fehlgeschlagene Versuche. Versuche es bitte in 15 Minuten noch einmal.',
    );
  });

  it('throttles the account password form for the same user name', async () => {
    const response = await fetch(`${baseUrl}/realms/lindner/account/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
      body: new URLSearchParams({
        username: 'farmer',
        password: 'farmer',
        'password-new': 'Traktor2026',
        'password-confirm': 'Traktor2026',
        back: redirectUri,
      }),
    });
    expect(response.status).toBe(429);
    expect(errorOf(await response.text())).toBe(
      'Trop de tentatives infructueuses. Veuillez réessayer dans 15 minutes.',
    );
  });

  it('throttles a client address after 5 failures, whatever user names it tries', async () => {
    // The address 127.0.0.1 has its 5 failures from the first test: another name is refused too.
    const { browser, html } = await loginForm('en');
    const response = await browser.submitLogin(html, 'staff', 'staff');
    expect(response.status).toBe(429);
    expect(errorOf(await response.text())).toMatch(/^Too many failed attempts/);
  });
});
