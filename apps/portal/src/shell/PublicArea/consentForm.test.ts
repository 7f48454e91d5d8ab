import { consentCookieValue, parseConsent } from '@lindner/ui/consent';
import { describe, expect, it } from 'vitest';
import { consentCookieOfForm, consentReturnPath } from './consentForm';

describe('the cookie banner’s posted form', () => {
  it('stores what the banner’s script would: the ticked categories accepted, the rest declined', () => {
    const cookie = consentCookieOfForm('selection', ['media'], { secure: true, now: 1_000 });
    expect(cookie).toContain('; Secure');
    expect(parseConsent(consentCookieValue(cookie.split(';')[0]!))).toEqual({
      categories: { map: 'declined', media: 'accepted', statistics: 'declined' },
      decidedAt: 1_000,
    });
  });

  it('sends the visitor back to a page of this site, without the settings parameter', () => {
    expect(consentReturnPath('/de-at/gebrauchtmaschinen?class=tractor&cookie-settings')).toBe(
      '/de-at/gebrauchtmaschinen?class=tractor',
    );
    expect(consentReturnPath('/en/?cookie-settings')).toBe('/en/');
    for (const elsewhere of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', '']) {
      expect(consentReturnPath(elsewhere), elsewhere).toBe('/');
    }
    expect(consentReturnPath(undefined)).toBe('/');
  });
});
