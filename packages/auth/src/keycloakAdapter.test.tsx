import { afterEach, describe, expect, it } from 'vitest';
import { createKeycloakAdapter, keycloakConfig } from './keycloakAdapter';

const realm = { realm: 'lindner', clientId: 'lindner-pimcore' };
const origin = 'https://portal.lindner.example';

describe('keycloakConfig', () => {
  it('gives keycloak-js the realm’s endpoints where the sign-on shares the page’s origin', () => {
    const endpoints = `${origin}/realms/lindner/protocol/openid-connect`;
    const expected = {
      clientId: 'lindner-pimcore',
      oidcProvider: {
        authorization_endpoint: `${endpoints}/auth`,
        token_endpoint: `${endpoints}/token`,
        userinfo_endpoint: `${endpoints}/userinfo`,
        end_session_endpoint: `${endpoints}/logout`,
        check_session_iframe: `${endpoints}/login-status-iframe.html`,
      },
    };
    expect(keycloakConfig({ url: origin, ...realm }, origin)).toEqual(expected);
    expect(keycloakConfig({ url: `${origin}/`, ...realm }, origin)).toEqual(expected);
    expect(keycloakConfig({ url: '/', ...realm }, origin)).toEqual(expected);
  });

  it('keeps a base path of the sign-on on the same origin', () => {
    const config = keycloakConfig({ url: '/sso', ...realm }, origin);
    expect(config).toMatchObject({
      oidcProvider: {
        authorization_endpoint: `${origin}/sso/realms/lindner/protocol/openid-connect/auth`,
      },
    });
  });

  it('gives keycloak-js the Keycloak form for a sign-on of another origin', () => {
    const url = 'https://sso.lindner-traktoren.at';
    expect(keycloakConfig({ url, ...realm }, origin)).toEqual({ url, ...realm });
  });
});

describe('createKeycloakAdapter', () => {
  const frames: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLIFrameElement) frames.push(node.title);
      }
    }
  });

  afterEach(() => {
    observer.disconnect();
    frames.length = 0;
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  /** Starts keycloak-js as the personal area does, silently; leaves the start to run. */
  function start(url: string) {
    observer.observe(document.body, { childList: true });
    const adapter = createKeycloakAdapter({ url, ...realm }, () => ({}));
    const started = (adapter.init as (options: object) => Promise<boolean>)({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
      pkceMethod: 'S256',
      checkLoginIframe: false,
      // The frames answer nothing here: the check of the other origin gives up at once.
      messageReceiveTimeout: 50,
    });
    started.catch(() => {});
    return started;
  }

  it('asks the sign-on of the page’s origin in one hidden frame, without the cookie check', async () => {
    void start(window.location.origin);
    await expect.poll(() => frames).toContain('keycloak-silent-check-sso');
    expect(frames).toEqual(['keycloak-silent-check-sso']);
  });

  it('checks third-party cookies first for a sign-on of another origin', async () => {
    await start('http://127.0.0.1:9').catch(() => {});
    expect(frames[0]).toBe('keycloak-3p-check-iframe');
  });
});
