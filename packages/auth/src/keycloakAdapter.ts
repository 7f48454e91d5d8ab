import Keycloak from 'keycloak-js';
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
): SignOnAdapter {
  const keycloak = new Keycloak({
    url: config.url,
    realm: config.realm,
    clientId: config.clientId,
  });
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
