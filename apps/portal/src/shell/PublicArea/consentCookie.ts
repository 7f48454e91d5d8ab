/**
 * A necessary cookie that says only that the visitor has decided on cookies, so that the server
 * renders the cookie banner into the page for a visitor who has not (painted with the page rather
 * than after the code has run) and leaves it out for one who has. The decision itself stays in
 * localStorage, where every consent gate reads it.
 */
export const consentCookieName = 'lindner-consent';
const decidedValue = 'decided';
const oneYearInSeconds = 365 * 24 * 60 * 60;

export function isDecidedByCookie(value: string | undefined): boolean {
  return value === decidedValue;
}

/** Sets or clears the cookie to match the stored decision. */
export function rememberDecision(decided: boolean, target: { cookie: string } = document) {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  target.cookie = decided
    ? `${consentCookieName}=${decidedValue}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`
    : `${consentCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
