import { describe, expect, it } from 'vitest';
import { defaultTileUrl, readTileUrl, tileProvider } from './mapOptions';

describe('readTileUrl', () => {
  it('takes a tile template, else OpenStreetMap', () => {
    expect(readTileUrl('https://tiles.lindner.example/{z}/{x}/{y}.png')).toBe(
      'https://tiles.lindner.example/{z}/{x}/{y}.png',
    );
    expect(readTileUrl(undefined)).toBe(defaultTileUrl);
    expect(readTileUrl(' ')).toBe(defaultTileUrl);
    expect(readTileUrl('https://tiles.lindner.example')).toBe(defaultTileUrl);
    expect(readTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(defaultTileUrl);
  });
});

describe('tileProvider', () => {
  it('names OpenStreetMap or the tile host', () => {
    expect(tileProvider(defaultTileUrl)).toBe('OpenStreetMap');
    expect(tileProvider('https://{s}.tiles.lindner.example/{z}/{x}/{y}.png')).toBe(
      'tiles.lindner.example',
    );
  });
});
