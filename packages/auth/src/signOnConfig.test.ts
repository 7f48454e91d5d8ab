import { describe, expect, it } from 'vitest';
import { validateSignOnConfig } from './signOnConfig';

const valid = { url: 'https://sso.lindner.example', realm: 'lindner', clientId: 'lindner-pimcore' };

describe('validateSignOnConfig', () => {
  it('accepts a complete configuration', () => {
    expect(validateSignOnConfig(valid)).toEqual(valid);
    expect(validateSignOnConfig({ ...valid, url: 'http://localhost:8080' }).url).toBe(
      'http://localhost:8080',
    );
  });

  it('accepts a path on the portal’s own origin as the address', () => {
    expect(validateSignOnConfig({ ...valid, url: '/' }).url).toBe('/');
    expect(validateSignOnConfig({ ...valid, url: '/auth' }).url).toBe('/auth');
  });

  it('keeps only its options', () => {
    expect(validateSignOnConfig({ ...valid, extra: 1 })).toEqual(valid);
  });

  it('takes the silent sign-on page as a full http(s) address', () => {
    const silentCheckSsoRedirectUri = 'https://portal.lindner.example/silent-check-sso.html';
    expect(validateSignOnConfig({ ...valid, silentCheckSsoRedirectUri })).toEqual({
      ...valid,
      silentCheckSsoRedirectUri,
    });
    for (const wrong of ['/silent-check-sso.html', 'javascript:alert(1)', '']) {
      expect(() => validateSignOnConfig({ ...valid, silentCheckSsoRedirectUri: wrong })).toThrow(
        /Invalid sign-on option "silentCheckSsoRedirectUri"/,
      );
    }
  });

  it.each(['url', 'realm', 'clientId'])('refuses a missing or empty %s', (option) => {
    const message = `Invalid sign-on option "${option}": expected a non-empty text`;
    expect(() => validateSignOnConfig({ ...valid, [option]: undefined })).toThrow(
      `${message}, got undefined.`,
    );
    expect(() => validateSignOnConfig({ ...valid, [option]: '' })).toThrow(`${message}, got "".`);
    expect(() => validateSignOnConfig({ ...valid, [option]: '   ' })).toThrow(
      `${message}, got "   ".`,
    );
    expect(() => validateSignOnConfig({ ...valid, [option]: 42 })).toThrow(`${message}, got 42.`);
  });

  it('refuses spaces around a value, as from a sloppy environment file', () => {
    expect(() => validateSignOnConfig({ ...valid, realm: 'lindner ' })).toThrow(
      'Invalid sign-on option "realm": "lindner " has spaces at its start or end.',
    );
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => validateSignOnConfig({ ...valid, url: 'sso.lindner.example' })).toThrow(
      'Invalid sign-on option "url": expected an http(s) address or a path starting with "/", got "sso.lindner.example".',
    );
    expect(() => validateSignOnConfig({ ...valid, url: 'ftp://sso.lindner.example' })).toThrow(
      'Invalid sign-on option "url": expected an http(s) address, got "ftp://sso.lindner.example".',
    );
    expect(() => validateSignOnConfig({ ...valid, url: '//sso.lindner.example' })).toThrow(
      /Invalid sign-on option "url"/,
    );
    expect(() => validateSignOnConfig({ ...valid, url: 'https://sso.example/?realm=x' })).toThrow(
      'Invalid sign-on option "url": the base address takes no query or fragment, got "https://sso.example/?realm=x".',
    );
  });

  it('refuses something that is not an object', () => {
    expect(() => validateSignOnConfig(undefined)).toThrow(
      'Invalid sign-on options: expected an object with url, realm and clientId, got undefined.',
    );
    expect(() => validateSignOnConfig('https://sso.example')).toThrow(
      /got "https:\/\/sso.example"/,
    );
  });
});
