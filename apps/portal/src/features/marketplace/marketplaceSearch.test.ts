import { describe, expect, it } from 'vitest';
import {
  activeMarketplaceFilters,
  marketplacePageSearch,
  marketplaceSearchString,
  pageCount,
  readMarketplaceSearch,
} from './marketplaceSearch';

describe('the marketplace search', () => {
  it('reads what the GET form sends, empty fields left out', () => {
    const params = new URLSearchParams(
      'kind=purchase&model=&condition=like-new&priceMin=&priceMax=5000&yearMin=&yearMax=2020',
    );
    expect(readMarketplaceSearch(params)).toEqual({
      query: { kind: 'purchase', condition: 'like-new', priceMax: 5000, yearMax: 2020 },
      problem: null,
    });
  });

  it('names the first filter it cannot read and keeps the rest', () => {
    expect(readMarketplaceSearch(new URLSearchParams('yearMin=1800&kind=offer'))).toEqual({
      query: { kind: 'offer' },
      problem: 'yearMin',
    });
  });

  it('writes the filters in a fixed order, page 1 left out', () => {
    expect(marketplaceSearchString({})).toBe('');
    expect(marketplaceSearchString({ yearMin: 2010, kind: 'offer', page: 1 })).toBe(
      '?kind=offer&yearMin=2010',
    );
    expect(marketplacePageSearch({ kind: 'offer' }, 3)).toBe('?kind=offer&page=3');
  });

  it('counts a range once', () => {
    expect(activeMarketplaceFilters({})).toBe(0);
    expect(activeMarketplaceFilters({ page: 4 })).toBe(0);
    expect(
      activeMarketplaceFilters({ kind: 'offer', priceMin: 1, priceMax: 2, yearMax: 2020 }),
    ).toBe(3);
  });

  it('pages 12 ads at a time', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(28, 12)).toBe(3);
  });
});
