import type { Locale } from '@lindner/i18n';

/**
 * The `ui_locales` value for the sign-on page: the regional tag first, then its language, so a
 * Keycloak realm that offers only `de` or `fr` still picks the right language (OIDC Core
 * 3.1.2.1: a space-separated list in order of preference).
 */
export function signOnUiLocales(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()} ${language}` : locale;
}
