import { describe, expect, it } from 'vitest';
import { localeOfPath } from './localeOfPath';

describe('localeOfPath', () => {
  it('reads the first segment only', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('//fr-fr/mon-lindner')).toBe('fr-fr');
    expect(localeOfPath('/mein-lindner/de')).toBeNull();
    expect(localeOfPath('')).toBeNull();
  });
});
