import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  modelLabel,
  pageSearch,
  rawQueryOf,
  readListSearch,
  searchString,
  withoutFilters,
} from './machineSearch';

describe('the list search of the URL', () => {
  it('reads the GET form: repeated boxes, empty fields left out', () => {
    const form = new URLSearchParams(
      'type=used&type=demo&hpMin=80&hpMax=&zip=&radius=&price=upTo50&sort=priceAsc',
    );
    expect(rawQueryOf(form)).toEqual({
      type: ['used', 'demo'],
      hpMin: ['80'],
      price: ['upTo50'],
      sort: ['priceAsc'],
    });
    const { query, problem } = readListSearch(form);
    expect(problem).toBeNull();
    expect(searchString(query)).toBe('?type=used%2Cdemo&hpMin=80&price=upTo50&sort=priceAsc');
  });

  it('reads the URL it writes back to the same search', () => {
    const { query } = readListSearch(new URLSearchParams('type=used%2Cdemo&yearMin=2015&page=3'));
    expect(readListSearch(new URLSearchParams(searchString(query))).query).toEqual(query);
    expect(query.page).toBe(3);
  });

  it('leaves out a filter it cannot read, names it, and keeps the rest', () => {
    const { query, problem } = readListSearch(
      new URLSearchParams('hpMin=90&hpMax=abc&class=tractor'),
    );
    expect(problem).toBe('hp');
    expect(query.horsepowerMin).toBeUndefined();
    expect(query.vehicleClasses).toEqual(['tractor']);
  });

  it('drops a radius without a zip', () => {
    const { query, problem } = readListSearch(new URLSearchParams('radius=50'));
    expect(problem).toBe('radius');
    expect(query.radiusKm).toBeUndefined();
  });

  it('pages, resets and counts filters', () => {
    const { query } = readListSearch(
      new URLSearchParams('type=used&hpMin=80&hpMax=120&zip=6250&radius=50&sort=priceDesc&page=2'),
    );
    expect(activeFilterCount(query)).toBe(3);
    expect(pageSearch(query, 1)).not.toContain('page=');
    expect(pageSearch(query, 4)).toContain('page=4');
    expect(searchString(withoutFilters(query))).toBe('?sort=priceDesc');
    expect(activeFilterCount(withoutFilters(query))).toBe(0);
  });
});

describe('model names of the model filter', () => {
  it('takes the name of the results, else spells out the id', () => {
    const machines = [{ modelId: 'lintrac-110', model: 'Lintrac 110' }];
    expect(modelLabel('lintrac-110', machines)).toBe('Lintrac 110');
    expect(modelLabel('geotrac-124-ep', machines)).toBe('Geotrac 124 Ep');
  });
});
