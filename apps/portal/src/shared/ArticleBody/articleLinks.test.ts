import { describe, expect, it } from 'vitest';
import { safeArticleHref } from './articleLinks';

describe('safeArticleHref', () => {
  it('keeps https addresses and paths of this site', () => {
    expect(safeArticleHref('https://www.lindner-traktoren.at/lintrac')).toBe(
      'https://www.lindner-traktoren.at/lintrac',
    );
    expect(safeArticleHref('HTTPS://example.com/a?b=c#d')).toBe('HTTPS://example.com/a?b=c#d');
    expect(safeArticleHref('/de/service-kontakt/haendlersuche')).toBe(
      '/de/service-kontakt/haendlersuche',
    );
    expect(safeArticleHref('/de/mein-lindner/vorab-news/traclink-update#neu')).toBe(
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
      expect(safeArticleHref(href), href).toBeNull();
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
      expect(safeArticleHref(href), JSON.stringify(href)).toBeNull();
    }
  });

  it('refuses relative addresses, anchors and nothing', () => {
    expect(safeArticleHref('haendlersuche')).toBeNull();
    expect(safeArticleHref('#top')).toBeNull();
    expect(safeArticleHref('')).toBeNull();
    expect(safeArticleHref(undefined)).toBeNull();
  });
});
