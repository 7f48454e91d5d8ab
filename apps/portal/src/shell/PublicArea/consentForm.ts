import {
  consentChoices,
  consentCookie,
  decisionsOfChoice,
  noConsent,
  withDecisions,
  type ConsentChoice,
} from '@lindner/ui/consent';

/** Where the cookie banner posts its choice when no script of the page takes it. */
export const consentFormPath = '/cookie-consent';

/** The query parameter that opens the cookie banner at its categories (the footer's link). */
export const cookieSettingsParameter = 'cookie-settings';

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return consentChoices.some((choice) => choice === value);
}

/**
 * The `Set-Cookie` value for a posted banner: what the banner's own script would store, so a
 * page without scripts decides the same way.
 */
export function consentCookieOfForm(
  choice: ConsentChoice,
  categories: readonly string[],
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string {
  return consentCookie(
    withDecisions(noConsent, decisionsOfChoice(choice, categories), now),
    secure,
  );
}

/** The page to send the visitor back to: a path of this site, without the settings parameter. */
export function consentReturnPath(returnTo: string | undefined): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return '/';
  const url = new URL(returnTo, 'http://portal.invalid');
  if (url.origin !== 'http://portal.invalid') return '/';
  url.searchParams.delete(cookieSettingsParameter);
  return `${url.pathname}${url.search}`;
}
