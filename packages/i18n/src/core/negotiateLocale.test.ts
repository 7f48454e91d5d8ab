import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiateLocale';

describe('negotiateLocale', () => {
  it('prefers an explicit choice over the browser language', () => {
    expect(negotiateLocale(['fr-fr'], 'de-AT,de;q=0.9')).toBe('fr-fr');
  });

  it('takes the first supported entry of a space-separated ui_locales list', () => {
    expect(negotiateLocale([undefined, 'it en'])).toBe('en');
  });

  it('orders Accept-Language by weight and maps regions to their language', () => {
    expect(negotiateLocale([], 'it;q=0.9, en-US;q=0.8, fr-CA')).toBe('fr');
    expect(negotiateLocale([], 'de-AT')).toBe('de-at');
  });

  it('falls back to German', () => {
    expect(negotiateLocale([], 'it, es;q=0.5, *')).toBe('de');
    expect(negotiateLocale([])).toBe('de');
  });
});
