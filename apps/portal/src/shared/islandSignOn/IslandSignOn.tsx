import { initialize } from '@lindner/api';
import { AuthProvider, useAuth } from '@lindner/auth';
import { useLocale } from '@lindner/i18n';
import { useEffect, type ReactNode } from 'react';
import type { PortalConfig } from '../config';
import { PortalConfigProvider, usePortalConfigIfAny } from '../portalConfig';
import { IslandToasts } from './IslandToasts';

export interface IslandSignOnProps {
  /** The portal's sign-on and API addresses, as the page's server had them. */
  config: PortalConfig;
  children: ReactNode;
}

/**
 * The sign-on, the API client and the toasts for an island that signs in (a sign-up box, a
 * reply): an island hydrates in a root of its own, without the portal around it. Where the
 * portal renders the page whole (a navigation inside it), the portal's own are used.
 */
export function IslandSignOn({ config, children }: IslandSignOnProps) {
  const inPortal = usePortalConfigIfAny() !== null;
  const locale = useLocale();
  if (inPortal) return children;
  return (
    <PortalConfigProvider config={config}>
      {/* Anonymous until a sign-on callback is in the address: keycloak-js loads only then. */}
      <AuthProvider config={config.signOn} loginRequired={false} locale={locale}>
        <ApiClient config={config.api}>{children}</ApiClient>
      </AuthProvider>
      <IslandToasts />
    </PortalConfigProvider>
  );
}

function ApiClient({ config, children }: { config: PortalConfig['api']; children: ReactNode }) {
  const { getToken } = useAuth();
  const locale = useLocale();
  const { baseUrl, clientSegment } = config;
  // In the browser only (the server's client is the portal's): the signed-in part that calls
  // the API mounts after the sign-on has started, long after this effect.
  useEffect(() => {
    initialize({ baseUrl, clientSegment, getToken, getLocale: () => locale });
  }, [baseUrl, clientSegment, getToken, locale]);
  return children;
}
