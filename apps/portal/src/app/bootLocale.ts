import { fallbackLocale, isLocale, type Locale } from '@lindner/i18n';
import { localeOfPath } from '../shared/locale/localeOfPath';

/**
 * The locale the portal starts in: the root element's `data-locale` (set by a page that embeds
 * the portal), else the locale of the URL, else German.
 */
export function bootLocale(attribute: string | null | undefined, pathname: string): Locale {
  const fromAttribute = attribute?.trim().toLowerCase();
  if (isLocale(fromAttribute)) return fromAttribute;
  return localeOfPath(pathname) ?? fallbackLocale;
}
