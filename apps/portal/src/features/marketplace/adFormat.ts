import type { AdKind } from '@lindner/api/schema';

// How an ad's figures read: pure, without React, for the list, the detail and their tests.

/** What a price without an amount says: an offer's is "on request", a search's "negotiable". */
export function missingPriceKind(kind: AdKind): 'onRequest' | 'negotiable' {
  return kind === 'offer' ? 'onRequest' : 'negotiable';
}

/**
 * An ad's description as paragraphs: blank lines separate them, single line breaks stay inside
 * one (shown with `white-space: pre-line`). Text only: it is never read as HTML.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A file's size in the unit it reads best in: kilobytes below one megabyte (at least 1 kB). */
export function fileSizeOf(bytes: number): { value: number; unit: 'kilobyte' | 'megabyte' } {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return { value: Math.max(1, Math.round(kilobytes)), unit: 'kilobyte' };
  return { value: Math.round((kilobytes / 1024) * 10) / 10, unit: 'megabyte' };
}

/**
 * The address of an ad's PDF: the API gives it under its own base (`/classified-ads/…`), or as
 * a whole address. A path that already starts with the API's path is taken on the API's origin.
 */
export function attachmentHref(
  api: { baseUrl: string; clientSegment: string },
  url: string,
): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const base = `${api.baseUrl}/${api.clientSegment}`;
  const path = url.startsWith('/') ? url : `/${url}`;
  const basePath = base.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  if (basePath && path.startsWith(`${basePath}/`))
    return `${base.slice(0, -basePath.length)}${path}`;
  return `${base}${path}`;
}
