import { localizePath } from '@lindner/i18n/core';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../seed/demoData';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import {
  callbackParams,
  decodeHtml,
  decodeJwtPayload,
  isRedirect,
  SignOnBrowser,
} from '../testing/signOnBrowser';

const portalOrigin = 'http://localhost:3000';
const redirectUri = `${portalOrigin}${localizePath('dashboard', {}, 'de-at')}`;
const profileUri = `${portalOrigin}${localizePath('profile', {}, 'de-at')}`;

// The issuer names the real port, so a second server can fetch the certs from this one.
// Wrong passwords here are single cases, below the limits of signInFailures.ts; the counting
// has files of its own (signInFailures.test.ts, signInThrottling.test.ts).
const server = apiTestServerPerFile({
  listen: true,
  resetEachTest: false,
  signOn: { redirectUris: [`${portalOrigin}/*`] },
});

let baseUrl: string;
let issuer: string;
beforeAll(() => {
  baseUrl = server.baseUrl;
  issuer = `${baseUrl}/realms/lindner`;
});

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

/** A full sign-in: authorization request, login form, code, token exchange. */
async function signIn(username: string, extraParams: Record<string, string> = {}) {
  const browser = new SignOnBrowser(baseUrl);
  const { page, verifier, params } = await browser.startSignIn({ redirectUri, extraParams });
  expect(page.status).toBe(200);
  const redirect = await browser.submitLogin(await page.text(), username, username);
  expect(redirect.status).toBe(303);
  const callback = callbackParams(redirect);
  expect(redirect.headers.get('location')).toMatch(new RegExp(`^${redirectUri}#`));
  expect(callback.get('state')).toBe(params.get('state'));
  const tokenResponse = await browser.postForm(browser.endpoint('token'), {
    grant_type: 'authorization_code',
    code: callback.get('code') ?? '',
    client_id: 'lindner-pimcore',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  expect(tokenResponse.status).toBe(200);
  const tokens = (await tokenResponse.json()) as TokenResponse;
  return { browser, tokens, nonce: params.get('nonce') };
}

function refresh(browser: SignOnBrowser, refreshToken: string) {
  return browser.postForm(browser.endpoint('token'), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'lindner-pimcore',
  });
}

describe('development sign-on provider', () => {
  it('publishes discovery and certs under Keycloak’s paths', async () => {
    const discovery = (await (
      await fetch(`${issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      code_challenge_methods_supported: ['S256'],
    });
    const certs = (await (await fetch(`${issuer}/protocol/openid-connect/certs`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(certs.keys).toHaveLength(1);
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(certs.keys[0]).not.toHaveProperty('d');
  });

  it('signs in with authorization code and PKCE and issues Keycloak’s claims', async () => {
    const { browser, tokens, nonce } = await signIn('farmer');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);

    const keys = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
    const { payload: access } = await jwtVerify(tokens.access_token, keys, {
      issuer,
      audience: 'lindner-api',
    });
    const expectedClaims = {
      sub: demoIds.farmer,
      preferred_username: 'farmer',
      name: 'Josef Brunner',
      given_name: 'Josef',
      family_name: 'Brunner',
      email: 'josef.brunner@example.com',
      realm_access: { roles: ['customer'] },
      resource_access: { 'lindner-pimcore': { roles: ['portal-user'] } },
    };
    expect(access).toMatchObject({ ...expectedClaims, azp: 'lindner-pimcore' });
    expect(access.exp! - access.iat!).toBe(300);

    const { payload: id } = await jwtVerify(tokens.id_token, keys, {
      issuer,
      audience: 'lindner-pimcore',
    });
    expect(id).toMatchObject({ ...expectedClaims, nonce });

    // keycloak-js decodes the refresh token too.
    const wrapped = decodeJwtPayload(tokens.refresh_token);
    expect(wrapped).toMatchObject({ typ: 'Refresh', iss: issuer, sub: demoIds.farmer });
    expect(wrapped.exp).toBeGreaterThan(Date.now() / 1000 + 3600);

    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const userinfo = await browser.request(browser.endpoint('userinfo'), { headers: bearer });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject(expectedClaims);

    const account = await browser.request('/realms/lindner/account', {
      headers: { ...bearer, accept: 'application/json' },
    });
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({
      id: demoIds.farmer,
      username: 'farmer',
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      emailVerified: true,
      attributes: { customerNr: ['AT-104582'] },
    });

    const user = await browser.request('/api/portal/user', { headers: bearer });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({
      success: true,
      data: { data: { id: demoIds.farmer, customerNr: 'AT-104582' } },
    });
  });

  it('gives the staff user the realm role staff', async () => {
    const { tokens } = await signIn('staff');
    expect(decodeJwtPayload(tokens.access_token)).toMatchObject({
      preferred_username: 'staff',
      realm_access: { roles: ['staff'] },
    });
  });

  it('refreshes with the wrapped refresh token and rotates it; a used one is refused', async () => {
    const { browser, tokens } = await signIn('farmer');
    const first = await refresh(browser, tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenResponse;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.access_token).not.toBe(tokens.access_token);
    expect(decodeJwtPayload(rotated.access_token)).toMatchObject({ sub: demoIds.farmer });
    expect(decodeJwtPayload(rotated.refresh_token)).toMatchObject({ typ: 'Refresh' });

    const reused = await refresh(browser, tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a refresh token whose wrapper was tampered with', async () => {
    const { browser, tokens } = await signIn('farmer');
    const [header, payload, signature] = tokens.refresh_token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    const response = await refresh(browser, forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('logs out with id_token_hint and post_logout_redirect_uri, ending the session', async () => {
    const { browser, tokens } = await signIn('farmer');
    const logoutParams = new URLSearchParams({
      client_id: 'lindner-pimcore',
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: redirectUri,
      ui_locales: 'en',
    });
    const page = await browser.request(`${browser.endpoint('logout')}?${logoutParams}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Confirmed at once by a script file, as the page carries no inline script.
    expect(html).toContain('/realms/lindner/resources/logout.js');
    expect(html).toContain('Sign out');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const action = decodeHtml(/<form[^>]+action="([^"]+)"/.exec(html)![1]!);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;

    const done = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(redirectUri);

    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
    // The next sign-in asks for the password again.
    const again = await browser.startSignIn({ redirectUri });
    expect(await again.page.text()).toContain('id="kc-login"');
  });

  it('signs out at once when the portal’s logout page asks without an ID token', async () => {
    // The logout page opened directly or reloaded: keycloak-js has no ID token to send.
    const { browser, tokens } = await signIn('farmer');
    const logoutParams = new URLSearchParams({
      client_id: 'lindner-pimcore',
      post_logout_redirect_uri: redirectUri,
      ui_locales: 'en',
    });
    const page = await browser.request(`${browser.endpoint('logout')}?${logoutParams}`, {
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
    });
    const html = await page.text();
    expect(html).toContain('/realms/lindner/resources/logout.js');
    const action = decodeHtml(/<form[^>]+action="([^"]+)"/.exec(html)![1]!);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(done.headers.get('location')).toBe(redirectUri);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
    const again = await browser.startSignIn({ redirectUri });
    expect(await again.page.text()).toContain('id="kc-login"');
  });

  it('asks before signing out when another site sends the browser to logout', async () => {
    const { browser } = await signIn('farmer');
    for (const site of ['cross-site', undefined]) {
      const page = await browser.request(
        `${browser.endpoint('logout')}?${new URLSearchParams({
          client_id: 'lindner-pimcore',
          post_logout_redirect_uri: redirectUri,
        })}`,
        { headers: site ? { 'sec-fetch-site': site } : {} },
      );
      const html = await page.text();
      expect(html).toContain('id="kc-logout"');
      expect(html).not.toContain('logout.js');
    }
  });

  it('lets the portal opened at 127.0.0.1 sign in as at localhost', async () => {
    const loopbackUri = `http://127.0.0.1:3000${localizePath('dashboard', {}, 'en')}`;
    const browser = new SignOnBrowser(baseUrl);
    const { page } = await browser.startSignIn({ redirectUri: loopbackUri });
    expect(page.status).toBe(200);
    const redirect = await browser.submitLogin(await page.text(), 'farmer', 'farmer');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(new RegExp(`^${loopbackUri}#`));
  });

  it('gives the provider’s own responses the security headers of every other response', async () => {
    const browser = new SignOnBrowser(baseUrl);
    const responses = [
      await browser.request(`${issuer}/.well-known/openid-configuration`),
      await browser.request(`${issuer}/protocol/openid-connect/certs`),
      await browser.request(
        `${browser.endpoint('auth')}?${new URLSearchParams({ client_id: 'lindner-pimcore' })}`,
      ),
      await browser.postForm(browser.endpoint('token'), { grant_type: 'refresh_token' }),
      await browser.request(browser.endpoint('logout')),
      (await browser.startSignIn({ redirectUri })).page,
    ];
    for (const response of responses) {
      expect(response.headers.get('strict-transport-security'), response.url).toMatch(
        /max-age=31536000/,
      );
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
    }
  });

  it('answers keycloak-js’s cookie check in a frame of the portal, as Keycloak does', async () => {
    for (const step of ['step1', 'step2']) {
      const page = await server.app.inject(
        `/realms/lindner/protocol/openid-connect/3p-cookies/${step}.html`,
      );
      expect(page.statusCode).toBe(200);
      const policy = page.headers['content-security-policy'] as string;
      expect(policy).toContain(`frame-ancestors 'self' ${portalOrigin}`);
      expect(policy).toContain("script-src 'self'");
      const script = /<script src="([^"]+)"><\/script>/.exec(page.body)?.[1];
      expect(script).toBe(`/realms/lindner/resources/3p-cookies-${step}.js`);
      const code = await server.app.inject(script!);
      expect(code.statusCode).toBe(200);
      expect(code.headers['content-type']).toContain('javascript');
    }
    const answer = await server.app.inject('/realms/lindner/resources/3p-cookies-step2.js');
    expect(answer.body).toContain(
      "parent.postMessage(supported ? 'supported' : 'unsupported', '*')",
    );
  });

  it('builds discovery from the configured public address, not the Host header', async () => {
    const response = await server.app.inject({
      url: '/realms/lindner/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.token_endpoint).toBe(`${issuer}/protocol/openid-connect/token`);
    expect(discovery.jwks_uri).toBe(`${issuer}/protocol/openid-connect/certs`);
    expect(response.body).not.toContain('evil.example');
  });

  it('skips the login page while the session lasts', async () => {
    const { browser } = await signIn('farmer');
    const { page } = await browser.startSignIn({ redirectUri });
    expect(isRedirect(page)).toBe(true);
    expect(callbackParams(page).get('code')).toBeTruthy();
  });

  it('requires PKCE and refuses redirect URIs of other origins', async () => {
    const browser = new SignOnBrowser(baseUrl);
    const withoutPkce = await browser.request(
      `${browser.endpoint('auth')}?${new URLSearchParams({
        client_id: 'lindner-pimcore',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
      })}`,
    );
    expect(withoutPkce.status).toBe(303);
    expect(callbackParams(withoutPkce).get('error')).toBe('invalid_request');

    const elsewhere = await browser.startSignIn({ redirectUri: 'https://evil.example.com/' });
    expect(elsewhere.page.status).toBe(400);
    expect(elsewhere.page.headers.get('location')).toBeNull();
  });
});

describe('login page', () => {
  it('speaks the requested language, uses Keycloak’s form names and no inline code', async () => {
    const browser = new SignOnBrowser(baseUrl);
    const { page } = await browser.startSignIn({
      redirectUri,
      extraParams: { ui_locales: 'fr-fr' },
    });
    const html = await page.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<label for="username">Nom d&#39;utilisateur ou adresse e-mail</label>');
    expect(html).toContain('<label for="password">Mot de passe</label>');
    expect(html).toMatch(/<input id="username" name="username"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<input id="kc-login" name="login" type="submit" value="Se connecter">/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const css = await browser.request('/realms/lindner/resources/login.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('takes kc_locale, and Accept-Language when nothing is requested', async () => {
    const german = await new SignOnBrowser(baseUrl).startSignIn({
      redirectUri,
      extraParams: { kc_locale: 'de-at' },
    });
    expect(await german.page.text()).toContain('<label for="password">Passwort</label>');

    const browser = new SignOnBrowser(baseUrl);
    const { page } = await browser.startSignIn({ redirectUri });
    const location = page.url;
    const english = await browser.request(location, { headers: { 'accept-language': 'en-GB' } });
    expect(await english.text()).toContain('<label for="password">Password</label>');
  });

  it('shows a clear error for a wrong password and keeps the user name', async () => {
    const browser = new SignOnBrowser(baseUrl);
    const { page } = await browser.startSignIn({
      redirectUri,
      extraParams: { ui_locales: 'de-at' },
    });
    const response = await browser.submitLogin(await page.text(), 'farmer', 'wrong');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<p id="input-error" class="error" role="alert">Benutzername oder Passwort ist falsch.</p>',
    );
    expect(html).toContain('value="farmer"');
    expect(html).toContain('aria-invalid="true"');

    const unknown = await browser.submitLogin(html, 'nobody', 'nobody');
    expect(await unknown.text()).toContain('Benutzername oder Passwort ist falsch.');

    // The same form still signs in with the right password.
    const redirect = await browser.submitLogin(html, 'farmer', 'farmer');
    expect(callbackParams(redirect).get('code')).toBeTruthy();
  });

  it('explains an expired sign-in instead of failing', async () => {
    const response = await fetch(`${baseUrl}/realms/lindner/login-actions/unknown`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Die Anmeldung ist abgelaufen.');
  });
});

describe('API behind a real Keycloak', () => {
  it('verifies tokens against the realm’s certs when the development provider is off', async () => {
    const { tokens } = await signIn('farmer');
    const { app: apiOnly } = await server.variant({
      signOn: { devProvider: false, url: baseUrl },
    });
    const discovery = await apiOnly.inject('/realms/lindner/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(404);
    const user = await apiOnly.inject({
      url: '/api/portal/user',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ data: { data: { username: 'farmer' } } });
  });
});

describe('account page', () => {
  const accountUrl = (returnTo: string) =>
    `${issuer}/account?${new URLSearchParams({ referrer: 'lindner-pimcore', referrer_uri: returnTo })}`;
  const changePassword = (fields: Record<string, string>, language = 'de-AT') =>
    fetch(`${issuer}/account/password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': language,
      },
      body: new URLSearchParams({ back: profileUri, ...fields }),
    });
  const errorOf = async (response: Response) =>
    /<p id="input-error" class="error" role="alert">([^<]*)<\/p>/.exec(await response.text())?.[1];

  it('offers the portal’s link a password change, with a way back to the portal only', async () => {
    const returnTo = `${portalOrigin}${localizePath('profile-password', {}, 'de-at')}`;
    const page = await fetch(accountUrl(returnTo), {
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Change password</h1>');
    expect(html).toContain('<label for="password-new">New password</label>');
    expect(html).toContain(`href="${returnTo}"`);
    expect(html).not.toMatch(/<script|<style|\sstyle=/);

    const elsewhere = await fetch(accountUrl('https://evil.example/'), {
      headers: { accept: 'text/html' },
    });
    const links = await elsewhere.text();
    expect(links).not.toContain('evil.example');
    expect(links).toContain(`href="${baseUrl}"`);

    // keycloak-js's loadUserProfile() still gets the profile as JSON, and nothing without a token.
    const anonymous = await fetch(`${issuer}/account`, { headers: { accept: 'application/json' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a change with a clear message for each problem, in the user’s language', async () => {
    const filled = {
      username: 'newcomer',
      password: 'newcomer',
      'password-new': 'Traktor2026',
      'password-confirm': 'Traktor2026',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...filled, password: '' }, 'Bitte fülle alle Felder aus.'],
      [
        { ...filled, 'password-new': 'kurz', 'password-confirm': 'kurz' },
        'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
      ],
      [
        { ...filled, 'password-new': 'Password1', 'password-confirm': 'Password1' },
        'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wähle ein anderes.',
      ],
      [
        { ...filled, 'password-confirm': 'Traktor2027' },
        'Die beiden neuen Passwörter stimmen nicht überein.',
      ],
      [{ ...filled, password: 'wrong' }, 'Benutzername oder Passwort ist falsch.'],
      [
        { ...filled, 'password-new': 'newcomer', 'password-confirm': 'newcomer' },
        'Das neue Passwort muss sich vom jetzigen unterscheiden.',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await changePassword(fields);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const french = await changePassword({ ...filled, password: 'wrong' }, 'fr-FR');
    expect(await errorOf(french)).toBe('Nom d&#39;utilisateur ou mot de passe incorrect.');
    // Nothing changed: the old password still signs in.
    await signIn('newcomer');
  });

  it('changes the password: the new one signs in, the old one no longer', async () => {
    const changed = await changePassword({
      username: 'newcomer',
      password: 'newcomer',
      'password-new': 'Traktor2026',
      'password-confirm': 'Traktor2026',
    });
    expect(changed.status).toBe(200);
    const html = await changed.text();
    expect(html).toContain('Dein Passwort ist geändert.');
    expect(html).toContain(`href="${profileUri}"`);

    const browser = new SignOnBrowser(baseUrl);
    const old = await browser.startSignIn({ redirectUri });
    const refused = await browser.submitLogin(await old.page.text(), 'newcomer', 'newcomer');
    expect(refused.status).toBe(200);
    const fresh = new SignOnBrowser(baseUrl);
    const { page } = await fresh.startSignIn({ redirectUri });
    const accepted = await fresh.submitLogin(await page.text(), 'newcomer', 'Traktor2026');
    expect(accepted.status).toBe(303);
  });
});

describe('changing the password', () => {
  it('ends every other session and refresh token of the user, keeping this browser’s', async () => {
    const elsewhere = await signIn('staff');
    const here = await signIn('staff');
    const changed = await here.browser.postForm(`${issuer}/account/password`, {
      username: 'staff',
      password: 'staff',
      'password-new': 'Werkstatt2026',
      'password-confirm': 'Werkstatt2026',
      back: profileUri,
    });
    expect(changed.status).toBe(200);

    const refused = await refresh(elsewhere.browser, elsewhere.tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    // The other browser's session is gone: it has to sign in with the new password.
    const again = await elsewhere.browser.startSignIn({ redirectUri });
    expect(await again.page.text()).toContain('id="kc-login"');

    expect((await refresh(here.browser, here.tokens.refresh_token)).status).toBe(200);
    const still = await here.browser.startSignIn({ redirectUri });
    expect(callbackParams(still.page).get('code')).toBeTruthy();
  });
});
