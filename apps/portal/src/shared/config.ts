import type { SignOnConfig } from '@lindner/auth';

export interface PortalConfig {
  signOn: SignOnConfig;
  api: { baseUrl: string; clientSegment: string };
}

/** The build environment's variables the portal reads (Vite's `import.meta.env`). */
export interface PortalEnvironment {
  VITE_SSO_URL?: string;
  VITE_SSO_REALM?: string;
  VITE_SSO_CLIENT_ID?: string;
  VITE_API_BASE?: string;
  VITE_API_CLIENT_SEGMENT?: string;
}

/**
 * Sign-on and API addresses from the build environment. Without them everything is on the
 * portal's own origin, as the reference backend serves it: one build fits any host.
 */
export function readPortalConfig(env: PortalEnvironment, origin: string): PortalConfig {
  const value = (name: keyof PortalEnvironment, fallback: string) => env[name]?.trim() || fallback;
  return {
    signOn: {
      url: withoutTrailingSlash(value('VITE_SSO_URL', origin)),
      realm: value('VITE_SSO_REALM', 'lindner'),
      clientId: value('VITE_SSO_CLIENT_ID', 'lindner-pimcore'),
      silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    },
    api: {
      baseUrl: withoutTrailingSlash(value('VITE_API_BASE', `${origin}/api`)),
      clientSegment: value('VITE_API_CLIENT_SEGMENT', 'portal'),
    },
  };
}

function withoutTrailingSlash(url: string) {
  return url.replace(/\/+$/, '');
}
