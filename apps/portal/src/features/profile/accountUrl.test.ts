import { describe, expect, it } from 'vitest';
import { accountUrlOf } from './accountUrl';

const signOn = {
  url: 'https://sso.lindner-traktoren.at',
  realm: 'lindner',
  clientId: 'lindner-pimcore',
};
const returnTo = 'https://portal.lindner-traktoren.at/de/mein-lindner/profil/passwort';

describe('the account page of the sign-on provider', () => {
  it('is the realm account page with the portal as referrer, as keycloak-js builds it', () => {
    const url = new URL(accountUrlOf(signOn, returnTo, 'https://portal.lindner-traktoren.at'));
    expect(url.origin + url.pathname).toBe(
      'https://sso.lindner-traktoren.at/realms/lindner/account',
    );
    expect(url.searchParams.get('referrer')).toBe('lindner-pimcore');
    expect(url.searchParams.get('referrer_uri')).toBe(returnTo);
  });

  it('takes a provider on the portal origin and a trailing slash', () => {
    expect(
      accountUrlOf({ ...signOn, url: 'http://localhost:8080/' }, returnTo, 'http://localhost:8080'),
    ).toMatch(/^http:\/\/localhost:8080\/realms\/lindner\/account\?referrer=lindner-pimcore&/);
    expect(accountUrlOf({ ...signOn, url: '/sso' }, returnTo, 'https://example.com')).toMatch(
      /^https:\/\/example\.com\/sso\/realms\/lindner\/account\?/,
    );
  });

  it('escapes the realm', () => {
    expect(accountUrlOf({ ...signOn, realm: 'a b' }, returnTo, 'https://x.at')).toContain(
      '/realms/a%20b/account?',
    );
  });
});
