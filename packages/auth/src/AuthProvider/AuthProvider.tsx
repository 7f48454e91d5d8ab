import type { Locale } from '@lindner/i18n';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createDeferredAdapter } from '../deferredAdapter';
import { SignOnErrorPage } from '../SignOnErrorPage';
import type { SignOnAdapter } from '../signOnAdapter';
import { validateSignOnConfig, type SignOnConfig } from '../signOnConfig';
import { signOnUiLocales } from '../signOnLocale';
import { createSignOnSession, type SignOnSession } from '../signOnSession';
import { AuthContext, type AuthContextValue } from './authContext';

export interface AuthProviderProps {
  /** Read once, at mount; invalid values throw. */
  config: SignOnConfig;
  /**
   * true: init with onLoad 'login-required' (the personal area). false: anonymous allowed, init
   * without onLoad (a sign-on callback in the URL is still processed). Init reads it at mount;
   * later it decides whether a lost session restarts the login.
   */
  loginRequired: boolean;
  /** The language of the sign-on page (sent as ui_locales on login). */
  locale: Locale;
  children: ReactNode;
  /**
   * Tests and stories only: a stand-in for the keycloak-js instance. Its failed start is the
   * sign-on's error unless the browser is offline (no sign-on is asked whether it answers).
   */
  adapter?: SignOnAdapter;
}

/**
 * Starts the sign-on in the browser and renders its children from the start, anonymous until
 * keycloak-js is ready (`useAuth().status`): public pages need no sign-on, and a server renders
 * them without one. `RequireLogin` waits for the sign-on. If it cannot start, the sign-on error
 * page; but where login is required and there is no network, or the sign-on does not answer,
 * status `offline`: the personal area opens from the device's cache, and the sign-on starts
 * once the browser is online again.
 */
export function AuthProvider({
  config,
  loginRequired,
  locale,
  children,
  adapter,
}: AuthProviderProps) {
  const [context] = useState(() => startSession(config, loginRequired, locale, adapter));
  const { session } = context;
  // On a server, and in the browser's first render that hydrates its HTML, nothing has started.
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getInitialSnapshot,
  );

  useEffect(() => {
    session.configure({ loginRequired, uiLocales: signOnUiLocales(locale) });
  }, [session, loginRequired, locale]);

  useEffect(() => {
    void session.initialize();
    return session.keepFresh();
  }, [session]);

  if (snapshot.status === 'failed') return <SignOnErrorPage onRetry={reloadPage} />;
  return <AuthContext.Provider value={context}>{children}</AuthContext.Provider>;
}

function startSession(
  config: SignOnConfig,
  loginRequired: boolean,
  locale: Locale,
  adapter: SignOnAdapter | undefined,
): AuthContextValue {
  const valid = validateSignOnConfig(config);
  // keycloak-js is loaded only when there is something to sign on (see deferredAdapter.ts).
  const keycloak = () =>
    import('../keycloakAdapter').then(({ createKeycloakAdapter }) =>
      createKeycloakAdapter(valid, () => session.loginDefaults()),
    );
  const session: SignOnSession = createSignOnSession(
    adapter ?? createDeferredAdapter(keycloak, () => window.location.href),
    {
      loginRequired,
      uiLocales: signOnUiLocales(locale),
      silentCheckSsoRedirectUri: valid.silentCheckSsoRedirectUri,
      // A stand-in has no sign-on to ask: its failures are the sign-on's own.
      signOnReachable: adapter ? undefined : () => signOnAnswers(valid),
      restart: reloadPage,
    },
  );
  return { session, clientId: valid.clientId };
}

/**
 * Whether the sign-on answers at all (any answer will do: `no-cors`), after its start failed:
 * a failure for want of a network opens the personal area offline, any other shows the error.
 */
function signOnAnswers({ url, realm }: SignOnConfig): Promise<boolean> {
  const discovery = `${url}/realms/${encodeURIComponent(realm)}/.well-known/openid-configuration`;
  return fetch(discovery, { mode: 'no-cors', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

function reloadPage() {
  window.location.reload();
}
