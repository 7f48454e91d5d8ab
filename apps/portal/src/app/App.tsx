import { initialize } from '@lindner/api';
import { AuthProvider, useAuth } from '@lindner/auth';
import { useLocale, type Locale, type Messages } from '@lindner/i18n';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CurrentUserProvider } from '../shared/currentUser/CurrentUser';
import type { PortalRouter } from './router/router';
import type { PortalConfig } from '../shared/config';
import { loadPortalMessages } from './loadPortalMessages';
import { PortalLocale } from './PortalLocale';

// Toasts (Radix) are needed only once something goes wrong or is saved.
const Toasts = lazy(() => import('./Toasts').then(({ Toasts }) => ({ default: Toasts })));

export interface AppProps {
  router: PortalRouter;
  config: PortalConfig;
  bootLocale: Locale;
  initialMessages: Messages;
  /** The URL at start is in the personal area: sign on before anything shows. */
  loginRequired: boolean;
}

/**
 * The portal: locale, sign-on, then the API client and the current user, then the pages (which
 * mount only once the sign-on client is ready); the toasts beside them.
 */
export function App({ router, config, bootLocale, initialMessages, loginRequired }: AppProps) {
  return (
    <PortalLocale
      router={router}
      bootLocale={bootLocale}
      initialMessages={initialMessages}
      loadMessages={loadPortalMessages}
    >
      <SignOn config={config.signOn} loginRequired={loginRequired}>
        <ApiClient config={config.api}>
          <CurrentUserProvider>
            <RouterProvider router={router} />
          </CurrentUserProvider>
        </ApiClient>
      </SignOn>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </PortalLocale>
  );
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
  const { getToken } = useAuth();
  const locale = useLocale();
  const { baseUrl, clientSegment } = config;
  const initializeIn = useCallback(
    (current: Locale) =>
      initialize({
        baseUrl,
        clientSegment,
        getToken,
        // The server's texts (option lists, messages) in the language shown.
        getLocale: () => current,
      }),
    [baseUrl, clientSegment, getToken],
  );
  // In the first render, before any page's effect fetches; again when the language changes.
  useState(() => initializeIn(locale));
  useEffect(() => initializeIn(locale), [initializeIn, locale]);
  return children;
}
