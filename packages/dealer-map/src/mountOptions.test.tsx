import { describe, expect, it } from 'vitest';
import { readMountOptions } from './mountOptions';

describe('readMountOptions', () => {
  it('reads the CMS strings', () => {
    expect(
      readMountOptions({
        locale: 'de-AT',
        apiBase: ' https://portal.lindner.example/api ',
        segment: 'portal',
        country: 'de',
        tileUrl: 'https://tiles.lindner.example/{z}/{x}/{y}.png',
        place: '4020',
      }),
    ).toEqual({
      locale: 'de-at',
      props: {
        apiBase: 'https://portal.lindner.example/api',
        segment: 'portal',
        country: 'DE',
        tileUrl: 'https://tiles.lindner.example/{z}/{x}/{y}.png',
        initialPlace: '4020',
      },
    });
  });

  it('falls back for what it cannot read', () => {
    expect(
      readMountOptions({ locale: 'es', country: 'FR', tileUrl: 'ftp://x', place: ' ' }),
    ).toEqual({
      locale: 'de',
      props: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    });
    expect(readMountOptions({})).toEqual({ locale: 'de', props: {} });
  });

  it('falls back to the default API address for an unsafe one', () => {
    expect(readMountOptions({ apiBase: 'javascript:alert(1)' }).props.apiBase).toBeUndefined();
    expect(readMountOptions({ apiBase: 'data:,x' }).props.apiBase).toBeUndefined();
    expect(readMountOptions({ apiBase: 'https://portal.example/api' }).props.apiBase).toBe(
      'https://portal.example/api',
    );
  });
});
