import type { UpfrontNewsSummary } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { markArticleRead } from './newsLinks';

describe('markArticleRead', () => {
  const item = (slug: string, read: boolean): UpfrontNewsSummary => ({
    slug,
    title: slug,
    teaser: '',
    publishedAt: '2026-11-20T09:00:00+01:00',
    image: null,
    read,
    textLanguage: 'de',
  });

  it('marks the opened article read and keeps the others', () => {
    const list = [item('a', false), item('b', false), item('c', true)];
    expect(markArticleRead(list, 'b')?.map(({ slug, read }) => [slug, read])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    expect(list[1]!.read).toBe(false);
  });

  it('returns the same list when nothing changes', () => {
    const list = [item('a', true)];
    expect(markArticleRead(list, 'a')).toBe(list);
    expect(markArticleRead(list, 'unknown')).toBe(list);
    expect(markArticleRead(undefined, 'a')).toBeUndefined();
  });
});
