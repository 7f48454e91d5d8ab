import { describe, expect, it } from 'vitest';
import { geotrac84ep, lintrac130, lintrac90 } from '../../modelFixtures';
import {
  compareModels,
  compareSearch,
  onlyDifferences,
  readComparedModelIds,
  readDifferencesOnly,
} from './compareModels';

const params = (search: string) => new URLSearchParams(search);

describe('the models of the address', () => {
  it('are read comma-separated, repeated (as the overview’s form sends them) or both', () => {
    expect(readComparedModelIds(params('?models=lintrac-130,geotrac-84ep')).ids).toEqual([
      'lintrac-130',
      'geotrac-84ep',
    ]);
    expect(readComparedModelIds(params('?models=lintrac-130&models=geotrac-84ep')).ids).toEqual([
      'lintrac-130',
      'geotrac-84ep',
    ]);
    expect(
      readComparedModelIds(params('?models=lintrac-130,%20geotrac-84ep&models=lintrac-90,')).ids,
    ).toEqual(['lintrac-130', 'geotrac-84ep', 'lintrac-90']);
  });

  it('are at most three, each once; what is left out is counted for the notice', () => {
    expect(
      readComparedModelIds(params('?models=a-1,b-2,a-1,c-3,d-4&models=e-5,b-2,Bad%20Id,<x>')),
    ).toEqual({
      ids: ['a-1', 'b-2', 'c-3'],
      invalid: ['Bad Id', '<x>'],
      duplicates: 2,
      tooMany: 2,
    });
  });

  it('are none without the key', () => {
    expect(readComparedModelIds(params(''))).toEqual({
      ids: [],
      invalid: [],
      duplicates: 0,
      tooMany: 0,
    });
  });
});

describe('the comparison’s address', () => {
  it('names the models with commas and only the differences on request', () => {
    expect(compareSearch(['lintrac-130', 'geotrac-84ep'])).toBe('?models=lintrac-130,geotrac-84ep');
    expect(compareSearch(['lintrac-130', 'geotrac-84ep'], true)).toBe(
      '?models=lintrac-130,geotrac-84ep&differences=only',
    );
    expect(compareSearch([], true)).toBe('');
  });

  it('reads only the differences from `differences=only`', () => {
    expect(readDifferencesOnly(params('?models=a&differences=only'))).toBe(true);
    expect(readDifferencesOnly(params('?models=a&differences=all'))).toBe(false);
    expect(readDifferencesOnly(params('?models=a'))).toBe(false);
  });
});

describe('the rows of the comparison', () => {
  it('mark the rows whose values differ, an unknown value counting as one', () => {
    const rows = compareModels([lintrac130, geotrac84ep]);
    const differs = Object.fromEntries(rows.map((row) => [row.key, row.differs]));
    expect(differs.powerHp).toBe(true);
    expect(differs.transmission).toBe(true);
    // Known for the Lintrac only: different.
    expect(differs.widthMm).toBe(true);
    expect(rows.find((row) => row.key === 'widthMm')?.cells.map((cell) => cell.value)).toEqual([
      2180,
      null,
    ]);
  });

  it('keep the order of the key figures, weights, dimensions, engine and prices', () => {
    expect(compareModels([lintrac130, lintrac90]).map((row) => row.key)).toEqual([
      'powerHp',
      'powerKw',
      'transmission',
      'fourWheelSteering',
      'unladenWeightKg',
      'permittedTotalWeightKg',
      'permittedFrontAxleLoadKg',
      'permittedRearAxleLoadKg',
      'wheelbaseMm',
      'lengthMm',
      'widthMm',
      'heightMm',
      'maxSpeedKmh',
      'engine',
      'listPrice',
      'listPriceGross',
    ]);
  });

  it('carry the demo mark of each value; list prices are always demo values', () => {
    const rows = compareModels([lintrac130, geotrac84ep]);
    const demo = (key: string) =>
      rows.find((row) => row.key === key)?.cells.map((cell) => cell.demo);
    expect(demo('permittedTotalWeightKg')).toEqual([false, true]);
    expect(demo('permittedFrontAxleLoadKg')).toEqual([true, false]);
    expect(demo('listPrice')).toEqual([true, true]);
    expect(demo('powerHp')).toEqual([false, false]);
  });

  it('leave out a row no model has a value for', () => {
    const unknownWidth = {
      ...geotrac84ep,
      id: 'geotrac-x',
      technicalData: { ...geotrac84ep.technicalData },
    };
    const keys = compareModels([geotrac84ep, unknownWidth]).map((row) => row.key);
    expect(keys).not.toContain('widthMm');
    expect(keys).not.toContain('permittedFrontAxleLoadKg');
  });

  it('show only the differing rows on request, none for equal models', () => {
    const rows = compareModels([lintrac130, lintrac90]);
    const different = onlyDifferences(rows);
    expect(different.every((row) => row.differs)).toBe(true);
    expect(different.length).toBeLessThan(rows.length);
    expect(onlyDifferences(compareModels([lintrac130, lintrac130]))).toEqual([]);
    expect(compareModels([lintrac130]).some((row) => row.differs)).toBe(false);
    expect(compareModels([])).toEqual([]);
  });
});
