import { describe, expect, it } from 'vitest';
import { readMountOptions } from './mountOptions';

describe('readMountOptions', () => {
  it('keeps an http(s) API address and a path on the page’s own site', () => {
    expect(readMountOptions({ apiBase: ' https://portal.example/api ' }).props.apiBase).toBe(
      'https://portal.example/api',
    );
    expect(readMountOptions({ apiBase: '/api' }).props.apiBase).toBe('/api');
  });

  it.each(['javascript:alert(1)', 'data:,{}', '//evil.example/api', ''])(
    'falls back to the default API address for %j',
    (apiBase) => {
      expect(readMountOptions({ apiBase }).props.apiBase).toBeUndefined();
    },
  );
});
