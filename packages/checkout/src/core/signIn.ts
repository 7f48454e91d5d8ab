import { localizePath, type Locale } from '@lindner/i18n/core';

/**
 * Where a visitor of a CMS page signs in to order: the portal's fleet page ("Mein Lindner") on
 * the API's origin, the portal's own. A relative API base is the page's origin.
 */
export function signInHref(apiBase: string | undefined, locale: Locale, pageUrl: string): string {
  let origin: string;
  try {
    origin = new URL(apiBase?.trim() || '/', pageUrl).origin;
  } catch {
    origin = new URL(pageUrl).origin;
  }
  return new URL(localizePath('fleet', {}, locale), origin).href;
}
