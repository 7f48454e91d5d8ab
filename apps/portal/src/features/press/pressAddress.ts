import { pressDownloadPath, pressPhotoQueryParams } from '@lindner/api/client';
import type { PressPhotoCategory, PressPhotoQuery } from '@lindner/api/schema';
import { pressPhotoCategories } from '@lindner/api/schema';
import { localizePath, type Locale } from '@lindner/i18n';

/** The page of a release. */
export const pressReleasePath = (slug: string, locale: Locale) =>
  localizePath('press-detail', { slug }, locale);

/** The release list's page `page` (page 1 without a query). */
export const pressListPath = (locale: Locale, page = 1) =>
  `${localizePath('press', {}, locale)}${page > 1 ? `?page=${page}` : ''}`;

/** The photo search's address for a search (its query string in a fixed order). */
export function pressPhotosPath(locale: Locale, query: PressPhotoQuery = {}): string {
  const search = pressPhotoQueryParams(query).toString();
  return `${localizePath('press-photos', {}, locale)}${search ? `?${search}` : ''}`;
}

/** A release's download at the API's public address: a plain link. */
export function pressDownloadUrl(
  api: { baseUrl: string; clientSegment: string },
  slug: string,
  file: string,
): string {
  const segment = api.clientSegment.replace(/^\/+|\/+$/g, '');
  return `${api.baseUrl.replace(/\/+$/, '')}/${segment}${pressDownloadPath(slug, file)}`;
}

/**
 * A photo file's address: the API names it as a path on its own origin, which the API's base
 * address gives (a relative base, a story's, leaves the path as it is).
 */
export function pressPhotoUrl(apiBase: string, url: string): string {
  try {
    return new URL(url, apiBase).href;
  } catch {
    return url;
  }
}

/** A page number of the address: digits only, else page 1. */
export function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/**
 * The photo search of an address, as the form carries it: `q` trimmed (at most 100 characters),
 * a category the list offers (another one is no filter), the page.
 */
export function photoQueryOf(params: URLSearchParams): PressPhotoQuery {
  const q = params.get('q')?.trim().slice(0, 100) || undefined;
  const category = params.get('category')?.trim();
  const page = pageOf(params.get('page'));
  return {
    ...(q ? { q } : {}),
    ...(category && (pressPhotoCategories as readonly string[]).includes(category)
      ? { category: category as PressPhotoCategory }
      : {}),
    ...(page > 1 ? { page } : {}),
  };
}
