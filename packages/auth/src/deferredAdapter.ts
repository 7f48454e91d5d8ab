import type {
  SignOnAdapter,
  SignOnInitOptions,
  SignOnLoginOptions,
  SignOnLogoutOptions,
} from './signOnAdapter';

/**
 * Loads the sign-on client only when it has something to do. A public page opened without a
 * sign-on callback in its address has no session to find (tokens live in memory only), so
 * initialising keycloak-js there would end anonymous anyway: the adapter answers that itself and
 * keeps keycloak-js off the page's first load. Login, logout or a login-required start load it,
 * initialise it with the options of the deferred start, then do what was asked.
 */
export function createDeferredAdapter(
  loadAdapter: () => Promise<SignOnAdapter>,
  currentUrl: () => string,
): SignOnAdapter {
  let loaded: SignOnAdapter | undefined;
  let ready: Promise<SignOnAdapter> | undefined;
  let initOptions: SignOnInitOptions | undefined;

  const forward = (target: SignOnAdapter) => {
    target.onAuthSuccess = () => deferred.onAuthSuccess?.();
    target.onAuthRefreshSuccess = () => deferred.onAuthRefreshSuccess?.();
    target.onAuthLogout = () => deferred.onAuthLogout?.();
    target.onTokenExpired = () => deferred.onTokenExpired?.();
  };

  /** The loaded client, initialised once with the start's options. */
  const initialized = () => {
    ready ??= loadAdapter().then(async (adapter) => {
      forward(adapter);
      loaded = adapter;
      await adapter.init(initOptions ?? { pkceMethod: 'S256', checkLoginIframe: false });
      return adapter;
    });
    return ready;
  };

  const deferred: SignOnAdapter = {
    get authenticated() {
      return loaded?.authenticated;
    },
    get token() {
      return loaded?.token;
    },
    get tokenParsed() {
      return loaded?.tokenParsed;
    },
    async init(options) {
      initOptions = options;
      if (!options.onLoad && !hasSignOnCallback(currentUrl())) return false;
      await initialized();
      return loaded?.authenticated ?? false;
    },
    async login(options?: SignOnLoginOptions) {
      return (await initialized()).login(options);
    },
    async logout(options?: SignOnLogoutOptions) {
      return (await initialized()).logout(options);
    },
    updateToken(minValidity) {
      return loaded ? loaded.updateToken(minValidity) : Promise.resolve(false);
    },
    clearToken() {
      loaded?.clearToken();
    },
  };
  return deferred;
}

/** keycloak-js returns with `state` and `code` (or `error`) in the fragment of the address. */
export function hasSignOnCallback(url: string): boolean {
  const fragment = new URLSearchParams(new URL(url).hash.slice(1));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}
