import type { SignOnConfig } from '@lindner/auth';
import type { Locale } from '@lindner/i18n';

/**
 * The registration form of the sign-on provider (Keycloak's `login-actions/registration`), in
 * the page's language. A base path (`/`) resolves against `origin`.
 */
export function registrationUrlOf(signOn: SignOnConfig, locale: Locale, origin: string): string {
  const base = new URL(signOn.url.replace(/\/+$/, ''), origin).href.replace(/\/+$/, '');
  const realm = encodeURIComponent(signOn.realm);
  return `${base}/realms/${realm}/login-actions/registration?kc_locale=${locale}`;
}
