import { localizePath, locales } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { signInHref } from './signIn';

describe('the sign-in link', () => {
  it('leads to the fleet page of Mein Lindner on the API’s origin', () => {
    expect(signInHref('https://portal.lindner.example/api', 'de-at', 'https://cms.example/x')).toBe(
      'https://portal.lindner.example/de-at/mein-lindner/fuhrpark',
    );
    expect(signInHref('/api', 'fr', 'https://portal.example/cms-demo.html')).toBe(
      'https://portal.example/fr/mon-lindner/flotte',
    );
    expect(signInHref(undefined, 'en', 'https://portal.example/page')).toBe(
      'https://portal.example/en/my-lindner/fleet',
    );
  });

  it.each(locales)('in %s leads to the fleet page of the portal’s route table', (locale) => {
    const href = signInHref('/api', locale, 'https://portal.example/page');
    expect(new URL(href).pathname).toBe(localizePath('fleet', {}, locale));
  });
});
