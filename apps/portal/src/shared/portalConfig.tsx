import { createContext, useContext, type ReactNode } from 'react';
import type { PortalConfig } from './config';

const PortalConfigContext = createContext<PortalConfig | null>(null);

/**
 * The sign-on and API addresses, given once at the top: the browser reads them from its own
 * origin, the server from its public address, and no page reads `window` while rendering.
 */
export function PortalConfigProvider({
  config,
  children,
}: {
  config: PortalConfig;
  children: ReactNode;
}) {
  return <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
}

/** The portal's config where the portal renders (null in an island's root of its own). */
export function usePortalConfigIfAny(): PortalConfig | null {
  return useContext(PortalConfigContext);
}

export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig() needs a <PortalConfigProvider> around it.');
  return config;
}
