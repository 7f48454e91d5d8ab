import {
  consentStorageKey,
  CookieBanner,
  isDecided,
  parseConsent,
  useConsentRecord,
} from '@lindner/ui';
import { useLocation } from 'react-router';
import { useStartCookie } from '../../shared/startCookies';
import { useHydrated } from '../../shared/useHydrated';
import { consentFormPath, consentReturnPath, cookieSettingsParameter } from './consentForm';

/**
 * The cookie banner until the visitor has decided on every category, and again with its
 * categories open when the footer's "Cookie settings" asks for it. The server renders it from the
 * consent cookie, as a form that works without any script; once hydrated, the stored decision
 * rules. Fixed to the bottom, over the page, so showing it moves nothing.
 */
export function CookieConsent({ privacyUrl }: { privacyUrl: string }) {
  const hydrated = useHydrated();
  const record = useConsentRecord();
  const atStart = parseConsent(useStartCookie(consentStorageKey) ?? null);
  const { pathname, search } = useLocation();
  const settingsOpen = new URLSearchParams(search).has(cookieSettingsParameter);
  const decided = hydrated ? isDecided(record) : isDecided(atStart);

  return decided && !settingsOpen ? null : (
    <CookieBanner
      privacyUrl={privacyUrl}
      action={consentFormPath}
      returnTo={consentReturnPath(`${pathname}${search}`)}
      settingsOpen={settingsOpen}
      decided={hydrated ? undefined : atStart.categories}
    />
  );
}

/** The footer's way back into the cookie settings: this page again, with the banner open. */
export function cookieSettingsAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(cookieSettingsParameter, '');
  return `${pathname}?${params.toString().replace(`${cookieSettingsParameter}=`, cookieSettingsParameter)}`;
}
