import { describe, expect, it } from 'vitest';
import { cookieValue } from './StartCookies';

describe('cookieValue', () => {
  it('finds a cookie among others, with or without spaces after the separators', () => {
    expect(cookieValue('a=1; lindner-consent=decided; b=2', 'lindner-consent')).toBe('decided');
    expect(cookieValue('a=1;lindner-consent=decided', 'lindner-consent')).toBe('decided');
  });

  it('tells no cookie from a cookie whose name only ends or starts alike', () => {
    expect(cookieValue('', 'lindner-consent')).toBeUndefined();
    expect(
      cookieValue('x-lindner-consent=decided; lindner-consent2=decided', 'lindner-consent'),
    ).toBeUndefined();
  });

  it('decodes an encoded value and keeps one it cannot decode', () => {
    expect(cookieValue('name=a%20b', 'name')).toBe('a b');
    expect(cookieValue('name=100%', 'name')).toBe('100%');
  });
});
