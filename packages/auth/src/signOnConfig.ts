/** Where the portal signs on: the Keycloak base address, the realm and the portal's client. */
export interface SignOnConfig {
  /** Keycloak's base address, e.g. `https://sso.lindner-traktoren.at`, or a path on this origin. */
  url: string;
  realm: string;
  clientId: string;
  /**
   * The portal's silent sign-on page (its `silent-check-sso.html`): with it, a page of the
   * personal area asks the sign-on in a hidden frame whether the visitor is signed in, instead of
   * leaving the page for the sign-on and loading it all again. Without it, it leaves the page.
   */
  silentCheckSsoRedirectUri?: string;
}

/**
 * Checks the sign-on options before keycloak-js sees them: keycloak-js accepts an empty realm or
 * client and fails later with an unrelated error at the provider.
 */
export function validateSignOnConfig(config: unknown): SignOnConfig {
  if (typeof config !== 'object' || config === null) {
    throw new Error(
      `Invalid sign-on options: expected an object with url, realm and clientId, got ${describe(config)}.`,
    );
  }
  const { url, realm, clientId, silentCheckSsoRedirectUri } = config as Record<string, unknown>;
  return {
    url: validUrl(url),
    realm: nonEmptyText('realm', realm),
    clientId: nonEmptyText('clientId', clientId),
    ...(silentCheckSsoRedirectUri === undefined
      ? {}
      : {
          silentCheckSsoRedirectUri: absoluteUrl(
            'silentCheckSsoRedirectUri',
            silentCheckSsoRedirectUri,
          ),
        }),
  };
}

function nonEmptyText(option: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(
      `Invalid sign-on option "${option}": expected a non-empty text, got ${describe(value)}.`,
    );
  }
  if (value.trim() !== value) {
    throw new Error(
      `Invalid sign-on option "${option}": ${describe(value)} has spaces at its start or end.`,
    );
  }
  return value;
}

function validUrl(value: unknown): string {
  const url = nonEmptyText('url', value);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `Invalid sign-on option "url": expected an http(s) address or a path starting with "/", got ${describe(url)}.`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(
      `Invalid sign-on option "url": expected an http(s) address, got ${describe(url)}.`,
    );
  }
  if (parsed.search || parsed.hash) {
    throw new Error(
      `Invalid sign-on option "url": the base address takes no query or fragment, got ${describe(url)}.`,
    );
  }
  return url;
}

function absoluteUrl(option: string, value: unknown): string {
  const url = nonEmptyText(option, value);
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(
      `Invalid sign-on option "${option}": expected an http(s) address, got ${describe(url)}.`,
    );
  }
  return url;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : String(value);
}
