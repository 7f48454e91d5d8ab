import { describe, expect, it } from 'vitest';
import { newsArticleKey, newsListKey } from './news';

describe('the public news calls’ addresses', () => {
  it('leave out page 1 and an absent category', () => {
    expect(newsListKey()).toBe('/news');
    expect(newsListKey({ page: 1 })).toBe('/news');
    expect(newsListKey({ category: 'events' })).toBe('/news?category=events');
    expect(newsListKey({ category: 'products', page: 3 })).toBe('/news?category=products&page=3');
    expect(newsArticleKey('sommerfest kundl')).toBe('/news/sommerfest%20kundl');
  });
});
