import { describe, expect, it } from 'vitest';
import { newsArticlePath, newsListPath, readNewsListQuery } from './publicNewsAddress';

describe('the news list’s address', () => {
  it('reads a known category and a page from 1; anything else is absent', () => {
    expect(readNewsListQuery(new URLSearchParams('category=products&page=2'))).toEqual({
      category: 'products',
      page: 2,
    });
    expect(readNewsListQuery(new URLSearchParams('category=tractors&page=0'))).toEqual({
      category: null,
      page: 1,
    });
    expect(readNewsListQuery(new URLSearchParams('page=zwei'))).toEqual({
      category: null,
      page: 1,
    });
    expect(readNewsListQuery(new URLSearchParams(''))).toEqual({ category: null, page: 1 });
  });

  it('writes the list’s and an article’s address per language', () => {
    expect(newsListPath('de-at')).toBe('/de-at/lindner-welt/news-events/news');
    expect(newsListPath('en', { category: 'events', page: 1 })).toBe(
      '/en/lindner/news?category=events',
    );
    expect(newsListPath('fr', { category: 'community', page: 3 })).toBe(
      '/fr/lindner/actualites?category=community&page=3',
    );
    expect(newsListPath('en', { page: 2 })).toBe('/en/lindner/news?page=2');
    expect(newsArticlePath('sommerfest-kundl', 'fr-fr')).toBe(
      '/fr-fr/lindner/actualites/sommerfest-kundl',
    );
  });
});
