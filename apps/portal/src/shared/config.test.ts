import { describe, expect, it } from 'vitest';
import { readPortalConfig } from './config';

const origin = 'https://portal.lindner.example';

describe('readPortalConfig', () => {
  it('puts sign-on and API on the portal’s own origin by default', () => {
    expect(readPortalConfig({}, origin)).toEqual({
      signOn: {
        url: origin,
        realm: 'lindner',
        clientId: 'lindner-pimcore',
        silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
      },
      api: { baseUrl: `${origin}/api`, clientSegment: 'portal' },
    });
  });

  it('takes every value from the build environment', () => {
    expect(
      readPortalConfig(
        {
          VITE_SSO_URL: 'https://sso.lindner.example/',
          VITE_SSO_REALM: 'customers',
          VITE_SSO_CLIENT_ID: 'portal-app',
          VITE_API_BASE: 'https://api.lindner.example/api/',
          VITE_API_CLIENT_SEGMENT: 'app',
        },
        origin,
      ),
    ).toEqual({
      signOn: {
        url: 'https://sso.lindner.example',
        realm: 'customers',
        clientId: 'portal-app',
        // The page is the portal's, wherever the sign-on is.
        silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
      },
      api: { baseUrl: 'https://api.lindner.example/api', clientSegment: 'app' },
    });
  });

  it('treats empty values as not set', () => {
    const config = readPortalConfig({ VITE_SSO_URL: '', VITE_API_CLIENT_SEGMENT: ' ' }, origin);
    expect(config.signOn.url).toBe(origin);
    expect(config.api.clientSegment).toBe('portal');
  });
});
