import type { UpfrontNewsSummary } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { markArticleRead, safeNewsHref } from './newsLinks';

describe('safeNewsHref', () => {
  it('keeps https addresses and paths of this site', () => {
    expect(safeNewsHref('https://www.lindner-traktoren.at/lintrac')).toBe(
      'https://www.lindner-traktoren.at/lintrac',
    );
    expect(safeNewsHref('HTTPS://example.com/a?b=c#d')).toBe('HTTPS://example.com/a?b=c#d');
    expect(safeNewsHref('/de/service-kontakt/haendlersuche')).toBe(
      '/de/service-kontakt/haendlersuche',
    );
    expect(safeNewsHref('/de/mein-lindner/vorab-news/traclink-update#neu')).toBe(
      '/de/mein-lindner/vorab-news/traclink-update#neu',
    );
  });

  it('refuses scripts, data, insecure and other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://example.com',
      'mailto:info@example.com',
      'tel:+43123',
      'ftp://example.com',
    ]) {
      expect(safeNewsHref(href), href).toBeNull();
    }
  });

  it('refuses addresses that leave the site without a scheme', () => {
    for (const href of [
      '//example.com',
      '/\\example.com',
      '\\\\example.com',
      '/\t/example.com',
      '/\n/example.com',
      'https:example.com',
      'https:/example.com',
      'https://',
    ]) {
      expect(safeNewsHref(href), JSON.stringify(href)).toBeNull();
    }
  });

  it('refuses relative addresses, anchors and nothing', () => {
    expect(safeNewsHref('haendlersuche')).toBeNull();
    expect(safeNewsHref('#top')).toBeNull();
    expect(safeNewsHref('')).toBeNull();
    expect(safeNewsHref(undefined)).toBeNull();
  });
});

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
