import type { Locale } from '@lindner/i18n/core';

/**
 * The fleet page of "Mein Lindner" per locale: `localizePath('fleet', {}, locale)` of the portal's
 * route table, copied (signIn.test.ts holds them to the table) so that the widget does without
 * the whole table, 2.7 kB gzip, for one link.
 */
const fleetPaths: Record<Locale, string> = {
  de: '/de/mein-lindner/fuhrpark',
  'de-at': '/de-at/mein-lindner/fuhrpark',
  en: '/en/my-lindner/fleet',
  fr: '/fr/mon-lindner/flotte',
  'fr-fr': '/fr-fr/mon-lindner/flotte',
};

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
  return new URL(fleetPaths[locale], origin).href;
}
