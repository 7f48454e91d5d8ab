/**
 * Redirect URIs of the portal client. An entry ending in `/*` allows any path below it on the
 * same origin: the portal's return address is whichever localized page the user started on,
 * while oidc-provider on its own compares URIs exactly.
 */
export function redirectUriMatcher(patterns: readonly string[]): (uri: string) => boolean {
  const prefixes = patterns.filter((pattern) => pattern.endsWith('/*')).map(parsePrefix);
  const exact = new Set(patterns.filter((pattern) => !pattern.endsWith('/*')));
  return (uri) => {
    if (exact.has(uri)) return true;
    const url = parse(uri);
    if (!url || url.username || url.password || url.hash) return false;
    return prefixes.some(
      (prefix) => url.origin === prefix.origin && url.pathname.startsWith(prefix.pathname),
    );
  };
}

/** What to register with oidc-provider: exact URIs, and the root of each `/*` entry. */
export function registeredRedirectUris(patterns: readonly string[]): string[] {
  return [
    ...new Set(
      patterns.map((pattern) => (pattern.endsWith('/*') ? parsePrefix(pattern).href : pattern)),
    ),
  ];
}

function parsePrefix(pattern: string): URL {
  const url = parse(pattern.slice(0, -1));
  if (!url) throw new Error(`not a redirect URI pattern: ${pattern}`);
  return url;
}

function parse(uri: string): URL | undefined {
  try {
    return new URL(uri);
  } catch {
    return undefined;
  }
}
