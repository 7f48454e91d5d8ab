import { isLocale, type Locale } from '@lindner/i18n';

/** The locale a path names in its first segment (`/de-at/mein-lindner` → `de-at`), if any. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/').find(Boolean)?.toLowerCase();
  return isLocale(first) ? first : null;
}
