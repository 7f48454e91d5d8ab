import { describe, expect, it } from 'vitest';
import { upfrontNewsSeed } from '../../seed/upfrontNews';
import { isAllowedNewsHref, refusedNewsHref } from './links';

describe('news links', () => {
  it('allows https and paths of the site only', () => {
    expect(isAllowedNewsHref('https://www.lindner-traktoren.at/')).toBe(true);
    expect(isAllowedNewsHref('/de/kontakt')).toBe(true);
    expect(isAllowedNewsHref('/de/suche?q=Lintrac%20130')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:x',
      'http://x.example',
      '//x',
      '/\\x',
      '/\n/x',
      '/de/a b',
      'https://x.example/\u0000',
      'kontakt',
      '',
    ]) {
      expect(isAllowedNewsHref(href), href).toBe(false);
    }
    expect(
      refusedNewsHref([
        { type: 'heading', text: 'javascript:alert(1)' },
        { type: 'list', items: [[{ text: 'a', href: '/a' }], [{ text: 'b', href: 'http://b' }]] },
      ]),
    ).toBe('http://b');
    expect(refusedNewsHref(upfrontNewsSeed.flatMap((item) => item.body))).toBeNull();
  });
});
