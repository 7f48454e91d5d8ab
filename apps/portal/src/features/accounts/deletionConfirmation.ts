import { accountDeletionSignInMaxAgeSeconds } from '@lindner/api/schema';

/** The query parameter the sign-on provider brings back after the password was confirmed. */
export const confirmedParam = 'deletion';
export const confirmedValue = 'confirmed';

/**
 * Whether the user may delete the account now: back from the sign-on provider with the
 * parameter, and the token's sign-in (`auth_time`, seconds) at most five minutes old, as the API
 * checks it too. A sign-in a few seconds "ahead" (clocks) still counts.
 */
export function deletionConfirmed(
  search: string,
  authTime: unknown,
  nowMs: number = Date.now(),
): boolean {
  if (new URLSearchParams(search).get(confirmedParam) !== confirmedValue) return false;
  if (typeof authTime !== 'number') return false;
  const ageSeconds = nowMs / 1000 - authTime;
  return ageSeconds <= accountDeletionSignInMaxAgeSeconds && ageSeconds >= -30;
}

/** Where the sign-on provider returns to after the password: this page, marked confirmed. */
export function confirmationReturnUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(confirmedParam, confirmedValue);
  return url.href;
}
