import { describe, expect, it } from 'vitest';
import { createDeferredAdapter, hasSignOnCallback } from './deferredAdapter';
import type { SignOnInitOptions } from './signOnAdapter';
import { FakeSignOnAdapter, farmerClaims } from './testing/fakeSignOnAdapter';

const anonymousStart: SignOnInitOptions = { pkceMethod: 'S256', checkLoginIframe: false };
const publicPage = 'https://portal.example/de/service-kontakt/haendlersuche';
const callback = `${publicPage}#state=abc&session_state=x&code=xyz`;

function deferredOver(client: FakeSignOnAdapter, url = publicPage) {
  let loads = 0;
  const adapter = createDeferredAdapter(
    async () => {
      loads += 1;
      return client;
    },
    () => url,
  );
  return { adapter, loads: () => loads };
}

describe('createDeferredAdapter', () => {
  it('answers an anonymous start on a public page without loading the client', async () => {
    const { adapter, loads } = deferredOver(new FakeSignOnAdapter());
    await expect(adapter.init(anonymousStart)).resolves.toBe(false);
    expect(loads()).toBe(0);
    expect(adapter.authenticated).toBeUndefined();
    await expect(adapter.updateToken(60)).resolves.toBe(false);
  });

  it('loads and starts the client at once when login is required', async () => {
    const client = new FakeSignOnAdapter({ outcome: 'signed-in' });
    const { adapter, loads } = deferredOver(client);
    const start = { ...anonymousStart, onLoad: 'login-required' as const };
    await expect(adapter.init(start)).resolves.toBe(true);
    expect(loads()).toBe(1);
    expect(client.initCalls).toEqual([start]);
    expect(adapter.tokenParsed?.preferred_username).toBe(farmerClaims.preferred_username);
    expect(adapter.token).toBe(client.token);
  });

  it('loads the client to finish a sign-on callback in the address', async () => {
    const client = new FakeSignOnAdapter({ outcome: 'signed-in' });
    const { adapter, loads } = deferredOver(client, callback);
    await expect(adapter.init(anonymousStart)).resolves.toBe(true);
    expect(loads()).toBe(1);
  });

  it('starts the client with the deferred options before a login, once', async () => {
    const client = new FakeSignOnAdapter();
    const { adapter, loads } = deferredOver(client);
    await adapter.init({ ...anonymousStart, locale: 'fr-FR fr' });
    void adapter.login({ redirectUri: 'https://portal.example/fr/mon-lindner' });
    void adapter.login();
    await expect.poll(() => client.loginCalls.length).toBe(2);
    expect(loads()).toBe(1);
    expect(client.initCalls).toEqual([{ ...anonymousStart, locale: 'fr-FR fr' }]);
    expect(client.loginCalls[0]).toEqual({ redirectUri: 'https://portal.example/fr/mon-lindner' });
  });

  it('loads the client to log out, ending the sign-on session also after a reload', async () => {
    const client = new FakeSignOnAdapter();
    const { adapter } = deferredOver(client);
    await adapter.init(anonymousStart);
    await adapter.logout({ redirectUri: 'https://portal.example/de/mein-lindner' });
    expect(client.logoutCalls).toEqual([{ redirectUri: 'https://portal.example/de/mein-lindner' }]);
  });

  it('passes the client’s events on to the session', async () => {
    const client = new FakeSignOnAdapter();
    const { adapter } = deferredOver(client);
    const seen: string[] = [];
    adapter.onAuthSuccess = () => seen.push('signed in');
    adapter.onTokenExpired = () => seen.push('expired');
    await adapter.init({ ...anonymousStart, onLoad: 'login-required' });
    client.signIn();
    client.onTokenExpired?.();
    expect(seen).toEqual(['signed in', 'expired']);
  });
});

describe('hasSignOnCallback', () => {
  it('recognises the fragment keycloak-js is sent back with', () => {
    expect(hasSignOnCallback(callback)).toBe(true);
    expect(hasSignOnCallback(`${publicPage}#state=abc&error=login_required`)).toBe(true);
    expect(hasSignOnCallback(publicPage)).toBe(false);
    expect(hasSignOnCallback(`${publicPage}#code=xyz`)).toBe(false);
    expect(hasSignOnCallback(`${publicPage}#GvlContact`)).toBe(false);
  });
});
