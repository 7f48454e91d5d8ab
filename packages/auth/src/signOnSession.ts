import { browserConnection, type SignOnConnection } from './connection';
import type { ParsedToken } from './identity';
import type {
  SignOnAdapter,
  SignOnInitOptions,
  SignOnLoginOptions,
  SignOnLogoutOptions,
} from './signOnAdapter';
import { keepTokenFresh, type TokenRefresh, type TokenRefreshOptions } from './tokenRefresh';

export const initFailureMessage = 'Failure during initialization of keycloak-js adapter';

/** The pauses between asking whether the sign-on answers, once the device is online again. */
export const retryPauseMs = { first: 1000, longest: 16_000 };

/**
 * `offline`: the personal area was opened without a network, or the sign-on could not be
 * reached: it opens anonymously from the service worker's cache, and the sign-on starts once
 * the device is online again.
 */
export type SignOnStatus = 'initializing' | 'ready' | 'failed' | 'offline';

/** What the portal sees of the sign-on; a new object whenever any of it changes. */
export interface SignOnSnapshot {
  status: SignOnStatus;
  authenticated: boolean;
  token: string | undefined;
  tokenParsed: ParsedToken | undefined;
}

export interface SignOnSettings {
  /** The personal area: init signs on (or goes to the sign-on page), a lost session restarts it. */
  loginRequired: boolean;
  /** `ui_locales` of the sign-on page. */
  uiLocales: string;
}

export interface SignOnSessionOptions extends SignOnSettings {
  /** See SignOnConfig: ask in a hidden frame before leaving the page for the sign-on. */
  silentCheckSsoRedirectUri?: string;
  refresh?: Pick<TokenRefreshOptions, 'intervalMs' | 'minValiditySeconds'>;
  logError?: (message: string, error: unknown) => void;
  /** The device's network (the browser's by default). */
  connection?: SignOnConnection;
  /** Asked after a failed start of the personal area: does the sign-on answer at all? */
  signOnReachable?: () => Promise<boolean>;
  /**
   * Starts the page again (a reload): keycloak-js starts once per page, so a start that failed
   * for want of a network is repeated this way when the device is online again.
   */
  restart?: () => void;
}

/** What a caller may ask of a login: where to return, and whether to ask for the password again. */
export type SignOnLoginRequest = Pick<SignOnLoginOptions, 'redirectUri' | 'prompt' | 'maxAge'>;

export interface SignOnSession {
  /** Starts keycloak-js once, however often it is called. */
  initialize(): Promise<void>;
  /** Runs the refresh check until the returned function is called. */
  keepFresh(): () => void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): SignOnSnapshot;
  /** The state before anything started: what a server renders, and hydration with it. */
  getInitialSnapshot(): SignOnSnapshot;
  /** The current access token, read at call time. */
  getToken(): string | undefined;
  /** Whether the status is `offline`, read at call time. */
  isOffline(): boolean;
  login(options?: SignOnLoginRequest): Promise<void>;
  logout(options?: SignOnLogoutOptions): Promise<void>;
  configure(settings: SignOnSettings): void;
  /** The login options keycloak-js should use when it starts a login by itself. */
  loginDefaults(): SignOnLoginOptions;
}

/**
 * The sign-on state of one page load over a keycloak-js instance: a small store for
 * `useSyncExternalStore`, fed by keycloak-js's callbacks and the refresh loop.
 */
export function createSignOnSession(
  adapter: SignOnAdapter,
  options: SignOnSessionOptions,
): SignOnSession {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const connection = options.connection ?? browserConnection;
  const settings: SignOnSettings = {
    loginRequired: options.loginRequired,
    uiLocales: options.uiLocales,
  };
  const listeners = new Set<() => void>();
  let status: SignOnStatus = 'initializing';
  let snapshot = read();
  const initialSnapshot = snapshot;
  let initialization: Promise<void> | undefined;
  let refresh: TokenRefresh | undefined;

  function read(): SignOnSnapshot {
    const authenticated = Boolean(adapter.authenticated && adapter.token);
    return {
      status,
      authenticated,
      token: authenticated ? adapter.token : undefined,
      tokenParsed: authenticated ? adapter.tokenParsed : undefined,
    };
  }

  function sync() {
    const next = read();
    if (
      next.status === snapshot.status &&
      next.authenticated === snapshot.authenticated &&
      next.token === snapshot.token &&
      next.tokenParsed === snapshot.tokenParsed
    ) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function login(loginOptions?: SignOnLoginRequest) {
    return adapter.login({ ...loginDefaults(), ...loginOptions });
  }

  function loginDefaults(): SignOnLoginOptions {
    return { locale: settings.uiLocales };
  }

  function sessionEnded() {
    // keycloak-js has cleared the token itself on a 400; a stand-in may not have.
    adapter.clearToken();
    sync();
    if (settings.loginRequired) {
      login().catch((error: unknown) => logError('Failure restarting the login', error));
    }
  }

  async function initialize() {
    // Wired here, not at creation: React may create a session twice and keep only one, and
    // only the kept one is initialised.
    adapter.onAuthSuccess = sync;
    adapter.onAuthRefreshSuccess = sync;
    adapter.onAuthLogout = sync;
    adapter.onTokenExpired = () => void refresh?.check();
    const initOptions: SignOnInitOptions = {
      pkceMethod: 'S256',
      checkLoginIframe: false,
      locale: settings.uiLocales,
    };
    if (settings.loginRequired && !connection.isOnline()) {
      // No network at start: the personal area opens from the cache; the sign-on waits.
      status = 'offline';
      sync();
      await new Promise<void>((online) => connection.whenOnline(online));
      await untilSignOnAnswers();
    }
    const silently = settings.loginRequired && options.silentCheckSsoRedirectUri !== undefined;
    if (silently) {
      initOptions.onLoad = 'check-sso';
      initOptions.silentCheckSsoRedirectUri = options.silentCheckSsoRedirectUri;
    } else if (settings.loginRequired) {
      initOptions.onLoad = 'login-required';
    }
    try {
      const authenticated = await untilOffline(adapter.init(initOptions));
      if (silently && !authenticated && settings.loginRequired) {
        // Not signed in: on to the sign-on page, as 'login-required' would have gone at once.
        // The status stays 'initializing' while the page leaves.
        await login();
        return;
      }
      status = 'ready';
    } catch (error) {
      if (isInvalidNonce(error)) adapter.clearToken();
      if (settings.loginRequired && (await unreachable())) {
        // keycloak-js cannot start twice in a page: online again, the page starts again.
        status = 'offline';
        connection.whenOnline(() => options.restart?.());
      } else {
        logError(initFailureMessage, error);
        status = 'failed';
      }
    }
    sync();
  }

  /**
   * keycloak-js's start, given up when the device loses its network first: its silent check
   * waits for a frame that never answers when the frame cannot load, and without a network
   * the personal area opens from the cache instead.
   */
  function untilOffline<T>(start: Promise<T>): Promise<T> {
    if (!settings.loginRequired) return start;
    let stopWatching = () => {};
    const wentOffline = new Promise<never>((_, reject) => {
      stopWatching = connection.whenOffline(() => reject(new Error('The network went')));
      if (!connection.isOnline()) reject(new Error('The network went'));
    });
    return Promise.race([start, wentOffline]).finally(() => stopWatching());
  }

  /**
   * The device says it is online before its network carries anything (a phone finding its
   * signal): keycloak-js's silent check would then wait without end for a frame that could not
   * load. It starts once the sign-on answers, asked again after a growing pause.
   */
  async function untilSignOnAnswers() {
    let pause = retryPauseMs.first;
    while (await unreachable()) {
      if (connection.isOnline()) {
        await new Promise((retry) => setTimeout(retry, pause));
        pause = Math.min(pause * 2, retryPauseMs.longest);
      } else {
        await new Promise<void>((online) => connection.whenOnline(online));
      }
    }
  }

  async function unreachable(): Promise<boolean> {
    if (!connection.isOnline()) return true;
    try {
      return !(await (options.signOnReachable?.() ?? Promise.resolve(true)));
    } catch {
      return true;
    }
  }

  return {
    initialize() {
      initialization ??= initialize();
      return initialization;
    },
    keepFresh() {
      const current = keepTokenFresh(adapter, {
        ...options.refresh,
        onRefreshed: sync,
        onSessionEnded: sessionEnded,
      });
      refresh = current;
      return () => {
        current.stop();
        if (refresh === current) refresh = undefined;
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getInitialSnapshot: () => initialSnapshot,
    getToken: () => (adapter.authenticated ? adapter.token : undefined),
    isOffline: () => status === 'offline',
    login,
    async logout(logoutOptions) {
      await adapter.logout(logoutOptions);
      sync();
    },
    configure(next) {
      settings.loginRequired = next.loginRequired;
      settings.uiLocales = next.uiLocales;
    },
    loginDefaults,
  };
}

/** keycloak-js rejects init with this when the ID token's nonce is not the one it sent. */
function isInvalidNonce(error: unknown): boolean {
  return error instanceof Error && error.message === 'Invalid nonce.';
}
