import { describe, expect, it } from 'vitest';
import { modelsBySeries, readModelUse } from './modelSearch';

describe('the use of the overview’s address', () => {
  it('reads a use the range knows', () => {
    expect(readModelUse(new URLSearchParams('use=grassland'))).toBe('grassland');
    expect(readModelUse(new URLSearchParams('use=mountain-farm&x=1'))).toBe('mountain-farm');
  });

  it('shows every model for none, an empty one or one it does not know', () => {
    expect(readModelUse(new URLSearchParams(''))).toBeNull();
    expect(readModelUse(new URLSearchParams('use='))).toBeNull();
    expect(readModelUse(new URLSearchParams('use=moon-farming'))).toBeNull();
    expect(readModelUse(new URLSearchParams('use=Grassland'))).toBeNull();
  });
});

describe('the models by series', () => {
  it('groups in the range’s order and keeps the order within a series', () => {
    const models = [
      { id: 'unitrac-122-ldrive', series: 'Unitrac' as const },
      { id: 'geotrac-84ep', series: 'Geotrac' as const },
      { id: 'lintrac-90', series: 'Lintrac' as const },
      { id: 'lintrac-130', series: 'Lintrac' as const },
    ];
    expect(
      modelsBySeries(models).map(({ series, models }) => [series, models.map(({ id }) => id)]),
    ).toEqual([
      ['Lintrac', ['lintrac-90', 'lintrac-130']],
      ['Geotrac', ['geotrac-84ep']],
      ['Unitrac', ['unitrac-122-ldrive']],
    ]);
  });

  it('leaves out a series without a model', () => {
    expect(modelsBySeries([{ series: 'Geotrac' as const }]).map(({ series }) => series)).toEqual([
      'Geotrac',
    ]);
    expect(modelsBySeries([])).toEqual([]);
  });
});
