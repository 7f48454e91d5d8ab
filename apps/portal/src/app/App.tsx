import { initialize } from '@lindner/api';
import { AuthProvider, useAuth } from '@lindner/auth';
import { useLocale, type Locale, type Messages } from '@lindner/i18n';
import { toast } from '@lindner/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CurrentUserProvider } from '../shared/currentUser/CurrentUser';
import type { PortalConfig } from '../shared/config';
import { PortalConfigProvider } from '../shared/portalConfig';
import { StartCookiesProvider } from '../shared/startCookies';
import { LoadAgainWhenOnline } from '../shared/LoadAgainWhenOnline';
import { loadPortalMessages } from './loadPortalMessages';
import { PortalLocale, type LocationSource } from './PortalLocale';

// Toasts (Radix) are needed only once something goes wrong or is saved.
const loadToasts = () => import('./Toasts').then(({ Toasts }) => ({ default: Toasts }));

export interface AppProps {
  /** Where the router is: the browser's router, or the one address a server renders. */
  location: LocationSource;
  config: PortalConfig;
  bootLocale: Locale;
  initialMessages: Messages;
  /** The URL at start is in the personal area: keycloak-js starts with the login. */
  loginRequired: boolean;
  /** The request's cookies on the server, `document.cookie` in the browser. */
  startCookies: string;
  /** The router's provider: the browser's, or the server's static one. */
  children: ReactNode;
}

/**
 * The portal: locale, sign-on, then the API client and the current user, then the pages (public
 * ones at once, the personal area once signed on); the toasts beside them. The same tree renders
 * on the server and hydrates in the browser.
 */
export function App({
  location,
  config,
  bootLocale,
  initialMessages,
  loginRequired,
  startCookies,
  children,
}: AppProps) {
  // The document says once the portal runs (its effects run last, after the whole page's): until
  // then a click is the server's HTML's own (links and forms that work without the app), from
  // then on the app's. The start script asks for the code only after the first paint, so the
  // browser's load event may come before it: the end-to-end tests wait for this instead.
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return (
    <PortalConfigProvider config={config}>
      <StartCookiesProvider cookies={startCookies}>
        <PortalLocale
          router={location}
          bootLocale={bootLocale}
          initialMessages={initialMessages}
          loadMessages={loadPortalMessages}
        >
          <SignOn config={config.signOn} loginRequired={loginRequired}>
            <ApiClient config={config.api}>
              <CurrentUserProvider>{children}</CurrentUserProvider>
            </ApiClient>
          </SignOn>
          <ToastsOnceShown />
        </PortalLocale>
      </StartCookiesProvider>
    </PortalConfigProvider>
  );
}

/** Whether a toast has been shown in this page load: once true, the toasts stay mounted. */
let toastShown = false;
const subscribeToToasts = (listener: () => void) =>
  toast.subscribe(() => {
    toastShown ||= toast.isShowing();
    listener();
  });
const toastsNeeded = () => toastShown || toast.isShowing();

/**
 * The toasts' code (Radix) loads with the first toast, not with every page: most visits show
 * none. It belongs to the browser: a server renders none, and the first browser render neither.
 */
function ToastsOnceShown() {
  const needed = useSyncExternalStore(subscribeToToasts, toastsNeeded, () => false);
  // A new lazy component for each try: React keeps a failed one failed.
  const [Toasts, setToasts] = useState(() => lazy(loadToasts));
  // Offline in the field, the toasts' code may not be on the device: the page goes on without
  // them, and they come with the connection.
  return needed ? (
    <LoadAgainWhenOnline onOnline={() => setToasts(() => lazy(loadToasts))}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </LoadAgainWhenOnline>
  ) : null;
}

function SignOn({
  config,
  loginRequired,
  children,
}: {
  config: PortalConfig['signOn'];
  loginRequired: boolean;
  children: ReactNode;
}) {
  // The sign-on page opens in the language the portal shows.
  const locale = useLocale();
  return (
    <AuthProvider config={config} loginRequired={loginRequired} locale={locale}>
      {children}
    </AuthProvider>
  );
}

function ApiClient({ config, children }: { config: PortalConfig['api']; children: ReactNode }) {
  const { getToken, isOffline } = useAuth();
  const locale = useLocale();
  const { baseUrl, clientSegment } = config;
  const initializeIn = useCallback(
    (current: Locale) =>
      initialize({
        baseUrl,
        clientSegment,
        getToken,
        // Offline the personal area asks without a token: the service worker answers from its
        // copy (public/sw.js); online the server would answer 401.
        isOffline,
        // The server's texts (option lists, messages) in the language shown.
        getLocale: () => current,
      }),
    [baseUrl, clientSegment, getToken, isOffline],
  );
  // In the first render, before any page's effect fetches; again when the language changes.
  useState(() => initializeIn(locale));
  useEffect(() => initializeIn(locale), [initializeIn, locale]);
  return children;
}
