import type { ParsedToken } from './identity';

/** What the portal asks of keycloak-js at start (a subset of its init options). */
export interface SignOnInitOptions {
  /**
   * `'login-required'` redirects the page to the sign-on at once; `'check-sso'` with
   * `silentCheckSsoRedirectUri` asks the sign-on in a hidden frame first. Without either,
   * anonymous visitors stay anonymous.
   */
  onLoad?: 'login-required' | 'check-sso';
  /** A page on the portal's origin that hands the sign-on's answer to the hidden frame's parent. */
  silentCheckSsoRedirectUri?: string;
  pkceMethod: 'S256';
  checkLoginIframe: false;
  /** `ui_locales` of the sign-on page when init itself redirects there. */
  locale?: string;
}

export interface SignOnLoginOptions {
  redirectUri?: string;
  /** `ui_locales` of the sign-on page. */
  locale?: string;
  /** `prompt=login`: the password again, even with a session at the provider. */
  prompt?: 'login';
  /** `max_age` in seconds: a sign-in older than this counts as none (0 asks again). */
  maxAge?: number;
}

export interface SignOnLogoutOptions {
  redirectUri?: string;
}

/**
 * The part of a keycloak-js instance this package uses. A `Keycloak` from keycloak-js satisfies
 * it; tests and stories pass a stand-in.
 */
export interface SignOnAdapter {
  authenticated?: boolean;
  token?: string;
  tokenParsed?: ParsedToken;
  init(options: SignOnInitOptions): Promise<boolean>;
  login(options?: SignOnLoginOptions): Promise<void>;
  logout(options?: SignOnLogoutOptions): Promise<void>;
  /**
   * Refreshes when the token has less than `minValidity` seconds left; resolves whether it did.
   * keycloak-js rejects a failed refresh with its `NetworkError` (HTTP status in
   * `error.response.status`) or with the `TypeError` of a failed fetch.
   */
  updateToken(minValidity: number): Promise<boolean>;
  clearToken(): void;
  onAuthSuccess?: () => void;
  onAuthRefreshSuccess?: () => void;
  onAuthLogout?: () => void;
  onTokenExpired?: () => void;
}
