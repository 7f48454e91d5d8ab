import { describe, expect, it } from 'vitest';
import { loyaltyCardLinks } from './loyaltyCardLinks';

describe('loyaltyCardLinks', () => {
  const registrationUrl =
    'https://portal.example/realms/lindner/login-actions/registration?kc_locale=fr-fr';

  it('signs in to the profile with the card’s code, in the page’s language', () => {
    expect(
      loyaltyCardLinks({ code: 'QH4T9ZK2M7XR5CVWN8P3', registrationUrl }, 'fr-fr', 'https://x')
        .signIn,
    ).toBe('/fr-fr/mon-lindner/profil?card=QH4T9ZK2M7XR5CVWN8P3');
  });

  it('registers with the same profile page, as an absolute address, to return to', () => {
    expect(
      loyaltyCardLinks(
        { code: 'QH4T9ZK2M7XR5CVWN8P3', registrationUrl },
        'de-at',
        'https://portal.example',
      ).register,
    ).toBe(
      'https://portal.example/realms/lindner/login-actions/registration?kc_locale=fr-fr&redirect_uri=https%3A%2F%2Fportal.example%2Fde-at%2Fmein-lindner%2Fprofil%3Fcard%3DQH4T9ZK2M7XR5CVWN8P3',
    );
  });
});
