import { request as httpRequest } from 'node:http';
import { localizePath } from '@lindner/i18n/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { derivationCount } from './passwords';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { decodeHtml, SignOnBrowser } from '../testing/signOnBrowser';

const portalOrigin = 'http://localhost:3000';
const redirectUri = `${portalOrigin}${localizePath('dashboard', {}, 'en')}`;

// The default rules (signInFailures.ts): a name may fail 5 times from one address, then waits
// 30 s, doubling; an address may fail 20 times in 15 minutes. The server does not trust proxy
// headers, so the tests send from other loopback addresses (127.0.0.x) for other clients.
const server = apiTestServerPerFile({
  listen: true,
  resetEachTest: false,
  signOn: { redirectUris: [`${portalOrigin}/*`] },
});

let baseUrl: string;
beforeAll(() => {
  baseUrl = server.baseUrl;
});
afterEach(() => {
  vi.unstubAllGlobals();
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

/** Runs `work` with fetch sending from `localAddress`, as another client would. */
async function from<T>(localAddress: string, work: () => Promise<T>): Promise<T> {
  vi.stubGlobal('fetch', fetchFrom(localAddress));
  try {
    return await work();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A fetch for what SignOnBrowser sends (text bodies), from another local address. */
function fetchFrom(localAddress: string): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const outgoing = httpRequest(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
              headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
            }
            resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      init.signal?.addEventListener('abort', () => outgoing.destroy(new Error('aborted')));
      outgoing.end(init.body ? String(init.body) : undefined);
    });
}

describe('wrong passwords', () => {
  it('make a name wait 30 s after 5 failures from one address, and say so', async () => {
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
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(errorOf(await blocked.text())).toBe(
      `Too many failed attempts. Please try again in ${retryAfter} seconds.`,
    );

    const german = await loginForm('de-at');
    const blockedInGerman = await german.browser.submitLogin(german.html, 'Farmer', 'farmer');
    expect(blockedInGerman.status).toBe(429);
    expect(errorOf(await blockedInGerman.text())).toMatch(
      /^Zu viele fehlgeschlagene Versuche\. Versuche es bitte in \d\d Sekunden noch einmal\.$/,
    );
  });

  it('never keep the user out from another address: the right password signs in there', async () => {
    const { browser, html } = await loginForm('en');
    const signedIn = await from('127.0.0.2', () => browser.submitLogin(html, 'farmer', 'farmer'));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toMatch(new RegExp(`^${redirectUri}#.*code=`));
  });

  it('count at the account password form as at the login page', async () => {
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
    expect(errorOf(await response.text())).toMatch(
      /^Trop de tentatives infructueuses\. Veuillez réessayer dans \d\d secondes\.$/,
    );
  });

  it('cost no hash for a user name nobody has, and are answered alike', async () => {
    const { browser, html } = await loginForm('en');
    const derivations = derivationCount();
    const unknown = await from('127.0.0.3', () => browser.submitLogin(html, 'nobody', 'nobody'));
    expect(derivationCount()).toBe(derivations);
    const known = await from('127.0.0.3', () => browser.submitLogin(html, 'staff', 'wrong'));
    expect(derivationCount()).toBe(derivations + 1);
    expect([unknown.status, known.status]).toEqual([200, 200]);
    const [unknownPage, knownPage] = [await unknown.text(), await known.text()];
    expect(errorOf(unknownPage)).toBe('Invalid username or password.');
    expect(unknownPage.replace('nobody', 'staff')).toBe(knownPage);
  });

  // The last test: the checks it leaves in the hashing queue would hold up later ones.
  it('block an address after 20 failures in 15 minutes, whatever names it tries', async () => {
    const { browser, html } = await loginForm('en');
    const action = decodeHtml(/<form[^>]+action="([^"]+)"/.exec(html)![1]!);
    const derivations = derivationCount();
    const leave = new AbortController();
    // 21 at once: each is counted before it waits for its check, so one of them is refused,
    // at once, while the others still wait in the hashing queue (and are left there).
    const refused = await from('127.0.0.4', () =>
      Promise.any(
        Array.from({ length: 21 }, async (_, index) => {
          const response = await browser.request(action, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ username: `guess-${index % 7}`, password: 'secret' }),
            signal: leave.signal,
          });
          if (response.status !== 429) throw new Error(`answered ${response.status}`);
          return response;
        }),
      ),
    );
    leave.abort();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(errorOf(await refused.text())).toBe(
      'Too many failed attempts. Please try again in 15 minutes.',
    );
    // Made-up names: none of the 21 derived a hash.
    expect(derivationCount()).toBe(derivations);
  });
});
