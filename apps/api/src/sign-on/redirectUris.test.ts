import { localizePath } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { redirectUriMatcher, registeredRedirectUris, withLoopbackTwins } from './redirectUris';

describe('redirect URIs of the portal client', () => {
  const allowed = redirectUriMatcher([
    'http://localhost:8080/*',
    'https://portal.example.com/app/*',
    'https://exact.example.com/callback',
  ]);

  it('allows any path under a /* entry on the same origin', () => {
    expect(allowed(`http://localhost:8080${localizePath('dashboard', {}, 'de-at')}`)).toBe(true);
    expect(allowed('http://localhost:8080/')).toBe(true);
    expect(
      allowed(`https://portal.example.com/app${localizePath('dashboard', {}, 'en')}?x=1`),
    ).toBe(true);
  });

  it('refuses other origins, paths outside the prefix and tricks with credentials', () => {
    expect(allowed('http://localhost:8081/de')).toBe(false);
    expect(allowed('https://portal.example.com/other')).toBe(false);
    expect(allowed('http://localhost:8080@evil.example.com/')).toBe(false);
    expect(allowed('http://user:pw@localhost:8080/')).toBe(false);
    expect(allowed('http://localhost:8080/#fragment')).toBe(false);
    expect(allowed('not a url')).toBe(false);
  });

  it('allows exact entries only exactly', () => {
    expect(allowed('https://exact.example.com/callback')).toBe(true);
    expect(allowed('https://exact.example.com/callback/more')).toBe(false);
  });

  it('registers the root of each /* entry with the provider', () => {
    expect(
      registeredRedirectUris(['https://portal.example.com/app/*', 'https://exact.example.com/cb']),
    ).toEqual(['https://portal.example.com/app/', 'https://exact.example.com/cb']);
  });
});

describe('loopback names in development', () => {
  it('accepts both http://localhost:<port> and http://127.0.0.1:<port> for a loopback entry', () => {
    for (const configured of ['http://localhost:8080/*', 'http://127.0.0.1:8080/*']) {
      const allowed = redirectUriMatcher([configured]);
      expect(allowed(`http://127.0.0.1:8080${localizePath('dashboard', {}, 'en')}`)).toBe(true);
      expect(allowed(`http://localhost:8080${localizePath('dashboard', {}, 'en')}`)).toBe(true);
      expect(allowed('http://127.0.0.1:8081/')).toBe(false);
      expect(registeredRedirectUris([configured]).sort()).toEqual([
        'http://127.0.0.1:8080/',
        'http://localhost:8080/',
      ]);
    }
  });

  it('adds no twin for other hosts', () => {
    expect(withLoopbackTwins(['https://portal.example.com/*'])).toEqual([
      'https://portal.example.com/*',
    ]);
    expect(redirectUriMatcher(['https://localhost.example.com/*'])('https://127.0.0.1/')).toBe(
      false,
    );
  });
});
