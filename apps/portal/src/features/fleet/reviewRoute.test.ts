import { localizePath, matchLocalizedPath } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';

describe('the staff review’s route', () => {
  it('is a page of its own, not a vehicle called "review"', () => {
    expect(matchLocalizedPath('/de-at/mein-lindner/fuhrpark/pruefung')?.name).toBe('fleet-review');
    expect(matchLocalizedPath('/en/my-lindner/fleet/review')?.name).toBe('fleet-review');
    expect(matchLocalizedPath('/fr-fr/mon-lindner/flotte/verification')?.name).toBe('fleet-review');
    expect(matchLocalizedPath('/de/mein-lindner/fuhrpark/42')).toMatchObject({
      name: 'fleet-detail',
      params: { id: '42' },
    });
    expect(localizePath('fleet-review', {}, 'fr')).toBe('/fr/mon-lindner/flotte/verification');
  });
});
