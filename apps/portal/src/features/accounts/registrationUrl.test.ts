import { describe, expect, it } from 'vitest';
import { registrationUrlOf } from './registrationUrl';

const signOn = {
  url: 'https://sso.lindner.example/',
  realm: 'lindner',
  clientId: 'lindner-pimcore',
  silentCheckSsoRedirectUri: 'https://portal.example/silent-check-sso.html',
};

describe('registrationUrlOf', () => {
  it('leads to the provider’s registration in the page’s language', () => {
    expect(registrationUrlOf(signOn, 'fr-fr', 'https://portal.example')).toBe(
      'https://sso.lindner.example/realms/lindner/login-actions/registration?kc_locale=fr-fr',
    );
  });

  it('resolves a provider on the portal’s own origin', () => {
    expect(registrationUrlOf({ ...signOn, url: '/' }, 'de', 'http://localhost:8080')).toBe(
      'http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=de',
    );
  });
});
