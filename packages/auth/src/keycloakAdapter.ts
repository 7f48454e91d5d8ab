import Keycloak, { type KeycloakConfig } from 'keycloak-js';
import type { SignOnAdapter, SignOnLoginOptions } from './signOnAdapter';
import type { SignOnConfig } from './signOnConfig';

/**
 * A keycloak-js instance for the portal. keycloak-js starts a login by itself (with no options)
 * when it clears the token in login-required mode, so its `login` is wrapped: every login gets
 * the current defaults (the sign-on page's language), and a second call while a redirect is
 * already under way joins it instead of starting another one.
 */
export function createKeycloakAdapter(
  config: SignOnConfig,
  loginDefaults: () => SignOnLoginOptions,
  origin: string = window.location.origin,
): SignOnAdapter {
  const keycloak = new Keycloak(keycloakConfig(config, origin));
  const startLogin = keycloak.login.bind(keycloak);
  let pending: Promise<void> | undefined;
  keycloak.login = (options) => {
    pending ??= startLogin({ ...loginDefaults(), ...options }).finally(() => {
      pending = undefined;
    });
    return pending;
  };
  return keycloak;
}

/**
 * keycloak-js's configuration for a sign-on seen from a page of `origin`. Where the sign-on
 * shares the page's origin, keycloak-js gets the realm's endpoints themselves (its form for a
 * generic OpenID provider, with the addresses its Keycloak form builds): it then skips its check
 * for third-party cookies, a hidden frame of the sign-on that every start waits for and whose
 * answer can only be "supported" when the sign-on's cookies are first-party. Elsewhere the
 * Keycloak form, and with it the check: a browser that blocks the sign-on's cookies in a frame
 * signs on by leaving the page instead.
 */
export function keycloakConfig(config: SignOnConfig, origin: string): KeycloakConfig {
  const base = new URL(config.url.replace(/\/+$/, ''), origin);
  if (base.origin !== origin) {
    return { url: config.url, realm: config.realm, clientId: config.clientId };
  }
  const realm = `${base.href.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}`;
  const endpoint = (name: string) => `${realm}/protocol/openid-connect/${name}`;
  return {
    clientId: config.clientId,
    oidcProvider: {
      authorization_endpoint: endpoint('auth'),
      token_endpoint: endpoint('token'),
      userinfo_endpoint: endpoint('userinfo'),
      end_session_endpoint: endpoint('logout'),
      check_session_iframe: endpoint('login-status-iframe.html'),
    },
  };
}
