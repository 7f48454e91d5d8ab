import type { SignOnConfig } from '@lindner/auth';

/**
 * The sign-on provider's account page, where the password is changed, built as keycloak-js's
 * `createAccountUrl` builds it: `{url}/realms/{realm}/account` with the portal as referrer, so
 * the account page offers a way back to `returnTo`. A base path (`/`) resolves against `origin`.
 */
export function accountUrlOf(signOn: SignOnConfig, returnTo: string, origin: string): string {
  const base = new URL(signOn.url.replace(/\/+$/, ''), origin).href.replace(/\/+$/, '');
  const params = new URLSearchParams([
    ['referrer', signOn.clientId],
    ['referrer_uri', returnTo],
  ]);
  return `${base}/realms/${encodeURIComponent(signOn.realm)}/account?${params.toString()}`;
}
