import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignOnConnection } from './connection';
import {
  createSignOnSession,
  initFailureMessage,
  retryPauseMs,
  type SignOnSessionOptions,
} from './signOnSession';
import { FakeSignOnAdapter, farmerClaims, type FakeInit } from './testing/fakeSignOnAdapter';

/** A device's network that the test switches on. */
class FakeConnection implements SignOnConnection {
  private readonly listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
  constructor(public online: boolean) {}
  isOnline() {
    return this.online;
  }
  whenOnline(listener: () => void) {
    this.listeners.online.add(listener);
    return () => void this.listeners.online.delete(listener);
  }
  whenOffline(listener: () => void) {
    this.listeners.offline.add(listener);
    return () => void this.listeners.offline.delete(listener);
  }
  goOnline() {
    this.switchTo(true);
  }
  goOffline() {
    this.switchTo(false);
  }
  private switchTo(online: boolean) {
    this.online = online;
    const listeners = this.listeners[online ? 'online' : 'offline'];
    for (const listener of [...listeners]) {
      listeners.delete(listener);
      listener();
    }
  }
}

function setup(init: FakeInit, options: Partial<SignOnSessionOptions> = {}) {
  const adapter = new FakeSignOnAdapter(init);
  const logError = vi.fn();
  const session = createSignOnSession(adapter, {
    loginRequired: true,
    uiLocales: 'de-AT de',
    logError,
    ...options,
  });
  return { adapter, session, logError };
}

describe('createSignOnSession', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts keycloak-js with PKCE S256, no login-status iframe and login required', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    expect(adapter.initCalls).toEqual([
      {
        onLoad: 'login-required',
        pkceMethod: 'S256',
        checkLoginIframe: false,
        locale: 'de-AT de',
      },
    ]);
  });

  describe('with a silent sign-on page', () => {
    const silentCheckSsoRedirectUri = 'https://portal.lindner.example/silent-check-sso.html';

    it('asks the sign-on in a hidden frame instead of leaving the page at once', async () => {
      const { adapter, session } = setup({ outcome: 'signed-in' }, { silentCheckSsoRedirectUri });
      await session.initialize();
      expect(adapter.initCalls).toEqual([
        {
          onLoad: 'check-sso',
          silentCheckSsoRedirectUri,
          pkceMethod: 'S256',
          checkLoginIframe: false,
          locale: 'de-AT de',
        },
      ]);
      expect(adapter.loginCalls).toEqual([]);
      expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: true });
    });

    it('goes on to the sign-on page in the page’s language when nobody is signed in', async () => {
      const { adapter, session } = setup({ outcome: 'anonymous' }, { silentCheckSsoRedirectUri });
      // Never settles: the browser leaves for the sign-on page.
      void session.initialize();
      await vi.waitFor(() => expect(adapter.loginCalls).toEqual([{ locale: 'de-AT de' }]));
      // The page is leaving: it keeps showing that it signs on, never an anonymous personal area.
      expect(session.getSnapshot()).toMatchObject({ status: 'initializing', authenticated: false });
    });

    it('stays anonymous where anonymous visitors are allowed', async () => {
      const { adapter, session } = setup(
        { outcome: 'anonymous' },
        { silentCheckSsoRedirectUri, loginRequired: false },
      );
      await session.initialize();
      expect(adapter.initCalls[0]).not.toHaveProperty('onLoad');
      expect(adapter.initCalls[0]).not.toHaveProperty('silentCheckSsoRedirectUri');
      expect(adapter.loginCalls).toEqual([]);
      expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: false });
    });

    it('does not go to the sign-on page when the visitor left the personal area meanwhile', async () => {
      const { adapter, session } = setup({ outcome: 'pending' }, { silentCheckSsoRedirectUri });
      const initializing = session.initialize();
      session.configure({ loginRequired: false, uiLocales: 'de-AT de' });
      adapter.finishInit();
      await initializing;
      expect(adapter.loginCalls).toEqual([]);
      expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: false });
    });
  });

  it('starts without onLoad where anonymous visitors are allowed', async () => {
    const { adapter, session } = setup({ outcome: 'anonymous' }, { loginRequired: false });
    await session.initialize();
    expect(adapter.initCalls[0]).not.toHaveProperty('onLoad');
    expect(adapter.initCalls[0]).toMatchObject({ pkceMethod: 'S256', checkLoginIframe: false });
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: false });
  });

  it('initialises once however often asked', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await Promise.all([session.initialize(), session.initialize()]);
    await session.initialize();
    expect(adapter.initCalls).toHaveLength(1);
  });

  it('is initialising until keycloak-js is ready, then tells its subscribers', async () => {
    const { adapter, session } = setup({ outcome: 'pending' });
    const listener = vi.fn();
    session.subscribe(listener);
    const ready = session.initialize();
    expect(session.getSnapshot()).toMatchObject({ status: 'initializing', authenticated: false });
    adapter.finishInit(farmerClaims);
    await ready;
    expect(listener).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({
      status: 'ready',
      authenticated: true,
      token: adapter.token,
      tokenParsed: expect.objectContaining({ preferred_username: 'farmer' }),
    });
  });

  it('logs an init failure with keycloak-js’s wording and fails', async () => {
    const error = new Error('Timeout when waiting for 3rd party check iframe message.');
    const { session, logError } = setup({ outcome: 'failed', error });
    await session.initialize();
    expect(logError).toHaveBeenCalledWith(
      'Failure during initialization of keycloak-js adapter',
      error,
    );
    expect(initFailureMessage).toBe('Failure during initialization of keycloak-js adapter');
    expect(session.getSnapshot().status).toBe('failed');
  });

  it('logs to the console by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapter = new FakeSignOnAdapter({ outcome: 'failed', error: 'boom' });
    await createSignOnSession(adapter, { loginRequired: false, uiLocales: 'de' }).initialize();
    expect(consoleError).toHaveBeenCalledWith(initFailureMessage, 'boom');
    consoleError.mockRestore();
  });

  it('clears the token when the nonce is invalid', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'pending' });
    const session = createSignOnSession(adapter, {
      loginRequired: false,
      uiLocales: 'de',
      logError: vi.fn(),
    });
    const ready = session.initialize();
    adapter.signIn(); // the tokens arrived, but the ID token's nonce is someone else's
    adapter.failInit(new Error('Invalid nonce.'));
    await ready;
    expect(adapter.token).toBeUndefined();
    expect(session.getSnapshot()).toMatchObject({ status: 'failed', authenticated: false });
    expect(session.getToken()).toBeUndefined();
  });

  it('hands out a new snapshot with the new token after a refresh', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    const stop = session.keepFresh();
    const before = session.getSnapshot();
    const listener = vi.fn();
    session.subscribe(listener);

    adapter.expireIn(50);
    await vi.advanceTimersByTimeAsync(10_000);

    const after = session.getSnapshot();
    expect(adapter.refreshRequests).toBe(1);
    expect(listener).toHaveBeenCalled();
    expect(after).not.toBe(before);
    expect(after.token).toBe(adapter.token);
    expect(after.token).not.toBe(before.token);
    expect(session.getToken()).toBe(adapter.token);
    stop();
  });

  it('keeps the same snapshot while nothing changed', async () => {
    const { session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    const stop = session.keepFresh();
    const before = session.getSnapshot();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.getSnapshot()).toBe(before);
    stop();
  });

  it('checks at once when keycloak-js reports the token expired', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    const stop = session.keepFresh();
    adapter.expireIn(0);
    adapter.onTokenExpired?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(adapter.refreshRequests).toBe(1);
    stop();
  });

  it('clears the token and restarts the login, in the sign-on page’s language, on a 400', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    adapter.clearsTokenOnRefused = false;
    await session.initialize();
    const stop = session.keepFresh();
    adapter.expireIn(30);
    adapter.refreshOutcome = { status: 400 };
    await vi.advanceTimersByTimeAsync(10_000);

    expect(adapter.token).toBeUndefined();
    expect(adapter.loginCalls).toEqual([{ locale: 'de-AT de' }]);
    expect(session.getSnapshot()).toMatchObject({
      authenticated: false,
      token: undefined,
    });
    stop();
  });

  it('signs out quietly on a 400 where anonymous visitors are allowed', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' }, { loginRequired: false });
    await session.initialize();
    const stop = session.keepFresh();
    adapter.expireIn(30);
    adapter.refreshOutcome = { status: 400 };
    await vi.advanceTimersByTimeAsync(10_000);

    expect(adapter.loginCalls).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ authenticated: false, token: undefined });
    stop();
  });

  it('keeps the user signed in when a refresh fails for want of a network', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    const stop = session.keepFresh();
    adapter.expireIn(30);
    adapter.refreshOutcome = 'offline';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.getSnapshot().authenticated).toBe(true);
    expect(adapter.loginCalls).toEqual([]);
    adapter.refreshOutcome = 'refreshed';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(adapter.refreshRequests).toBe(2);
    stop();
  });

  it('logs in with the current language and the caller’s return address', async () => {
    const { adapter, session } = setup({ outcome: 'anonymous' }, { loginRequired: false });
    await session.initialize();
    void session.login({ redirectUri: 'https://portal.example/en/my-lindner/fleet' });
    expect(adapter.loginCalls).toEqual([
      { locale: 'de-AT de', redirectUri: 'https://portal.example/en/my-lindner/fleet' },
    ]);
    session.configure({ loginRequired: false, uiLocales: 'fr-FR fr' });
    void session.login();
    expect(adapter.loginCalls[1]).toEqual({ locale: 'fr-FR fr' });
    expect(session.loginDefaults()).toEqual({ locale: 'fr-FR fr' });
  });

  it('is anonymous after logout', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    await session.logout({ redirectUri: 'https://portal.example/de' });
    expect(adapter.logoutCalls).toEqual([{ redirectUri: 'https://portal.example/de' }]);
    expect(session.getSnapshot()).toMatchObject({ authenticated: false, token: undefined });
  });

  describe('without a network', () => {
    const silentCheckSsoRedirectUri = 'https://portal.lindner.example/silent-check-sso.html';

    it('opens the personal area offline at once and starts nothing while offline', async () => {
      const connection = new FakeConnection(false);
      const { adapter, session } = setup(
        { outcome: 'signed-in' },
        { connection, silentCheckSsoRedirectUri },
      );
      const listener = vi.fn();
      session.subscribe(listener);
      void session.initialize();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getSnapshot()).toMatchObject({
        status: 'offline',
        authenticated: false,
        token: undefined,
      });
      expect(session.isOffline()).toBe(true);
      expect(session.getToken()).toBeUndefined();
      expect(listener).toHaveBeenCalled();
      expect(adapter.initCalls).toEqual([]);
      expect(adapter.loginCalls).toEqual([]);
    });

    it('signs on silently once online again, without leaving the page', async () => {
      const connection = new FakeConnection(false);
      const { adapter, session } = setup(
        { outcome: 'signed-in' },
        { connection, silentCheckSsoRedirectUri },
      );
      const ready = session.initialize();
      await vi.advanceTimersByTimeAsync(0);
      connection.goOnline();
      await ready;
      expect(adapter.initCalls).toEqual([
        expect.objectContaining({ onLoad: 'check-sso', silentCheckSsoRedirectUri }),
      ]);
      expect(adapter.loginCalls).toEqual([]);
      expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: true });
      expect(session.isOffline()).toBe(false);
    });

    it('starts once the sign-on answers when the network lags behind the online event', async () => {
      const connection = new FakeConnection(false);
      const answers = [false, false, true];
      const signOnReachable = vi.fn(() => Promise.resolve(answers.shift() ?? true));
      const { adapter, session } = setup(
        { outcome: 'signed-in' },
        { connection, silentCheckSsoRedirectUri, signOnReachable },
      );
      const ready = session.initialize();
      await vi.advanceTimersByTimeAsync(0);
      connection.goOnline();
      await vi.advanceTimersByTimeAsync(0);
      // A frame started now could not load, and keycloak-js would wait for it without end.
      expect(adapter.initCalls).toEqual([]);
      expect(session.getSnapshot().status).toBe('offline');
      await vi.advanceTimersByTimeAsync(retryPauseMs.first);
      expect(adapter.initCalls).toEqual([]);
      await vi.advanceTimersByTimeAsync(2 * retryPauseMs.first);
      await ready;
      expect(signOnReachable).toHaveBeenCalledTimes(3);
      expect(adapter.initCalls).toHaveLength(1);
      expect(session.getSnapshot()).toMatchObject({ status: 'ready', authenticated: true });
    });

    it('goes to the sign-on page once online only when the silent check finds no session', async () => {
      const connection = new FakeConnection(false);
      const { adapter, session } = setup(
        { outcome: 'anonymous' },
        { connection, silentCheckSsoRedirectUri },
      );
      void session.initialize();
      await vi.advanceTimersByTimeAsync(0);
      expect(adapter.loginCalls).toEqual([]);
      connection.goOnline();
      await vi.waitFor(() => expect(adapter.loginCalls).toEqual([{ locale: 'de-AT de' }]));
      // The page is leaving for the sign-on: it keeps the offline area meanwhile.
      expect(session.getSnapshot().authenticated).toBe(false);
    });

    it('starts normally where anonymous visitors are allowed (public pages need no sign-on)', async () => {
      const connection = new FakeConnection(false);
      const { adapter, session } = setup(
        { outcome: 'anonymous' },
        { connection, loginRequired: false },
      );
      await session.initialize();
      expect(adapter.initCalls).toHaveLength(1);
      expect(session.getSnapshot().status).toBe('ready');
    });

    it('opens offline when the sign-on cannot be reached, and starts the page again online', async () => {
      const connection = new FakeConnection(true);
      const restart = vi.fn();
      const error = new Error('Timeout when waiting for 3rd party check iframe message.');
      const { session, logError } = setup(
        { outcome: 'failed', error },
        {
          connection,
          silentCheckSsoRedirectUri,
          signOnReachable: () => Promise.resolve(false),
          restart,
        },
      );
      await session.initialize();
      expect(session.getSnapshot()).toMatchObject({ status: 'offline', authenticated: false });
      expect(logError).not.toHaveBeenCalled();
      expect(restart).not.toHaveBeenCalled();
      connection.online = false;
      connection.goOnline();
      expect(restart).toHaveBeenCalledOnce();
    });

    it('opens offline when the network went during the start', async () => {
      const connection = new FakeConnection(true);
      const { adapter, session } = setup({ outcome: 'pending' }, { connection });
      const started = session.initialize();
      connection.online = false;
      adapter.failInit(new TypeError('Failed to fetch'));
      await started;
      expect(session.getSnapshot().status).toBe('offline');
    });

    it('opens offline when the network goes while keycloak-js still waits, and starts again online', async () => {
      // keycloak-js's silent check waits for its frame's answer without end: a frame that could
      // not load never answers.
      const connection = new FakeConnection(true);
      const restart = vi.fn();
      const { adapter, session, logError } = setup(
        { outcome: 'pending' },
        { connection, silentCheckSsoRedirectUri, restart },
      );
      const started = session.initialize();
      connection.goOffline();
      await started;
      expect(session.getSnapshot()).toMatchObject({ status: 'offline', authenticated: false });
      expect(logError).not.toHaveBeenCalled();
      connection.goOnline();
      expect(restart).toHaveBeenCalledOnce();
      // The abandoned start finishing late changes nothing.
      adapter.finishInit(farmerClaims);
      await Promise.resolve();
      expect(session.getSnapshot().status).toBe('offline');
    });

    it('keeps waiting for keycloak-js while the network stays', async () => {
      const connection = new FakeConnection(true);
      const { adapter, session } = setup({ outcome: 'pending' }, { connection });
      const started = session.initialize();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(session.getSnapshot().status).toBe('initializing');
      adapter.finishInit(farmerClaims);
      await started;
      expect(session.getSnapshot().status).toBe('ready');
    });

    it('still fails when the sign-on answers: the fault is not the network', async () => {
      const error = new Error('Invalid nonce.');
      const { session, logError } = setup(
        { outcome: 'failed', error },
        { connection: new FakeConnection(true), signOnReachable: () => Promise.resolve(true) },
      );
      await session.initialize();
      expect(session.getSnapshot().status).toBe('failed');
      expect(logError).toHaveBeenCalledWith(initFailureMessage, error);
    });
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { adapter, session } = setup({ outcome: 'signed-in' });
    await session.initialize();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    unsubscribe();
    adapter.refreshElsewhere();
    expect(listener).not.toHaveBeenCalled();
  });
});
