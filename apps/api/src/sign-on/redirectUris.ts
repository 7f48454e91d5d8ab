/**
 * Redirect URIs of the portal client. An entry ending in `/*` allows any path below it on the
 * same origin: the portal's return address is whichever localized page the user started on,
 * while oidc-provider on its own compares URIs exactly.
 */
export function redirectUriMatcher(configured: readonly string[]): (uri: string) => boolean {
  const patterns = withLoopbackTwins(configured);
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
export function registeredRedirectUris(configured: readonly string[]): string[] {
  return [
    ...new Set(
      withLoopbackTwins(configured).map((pattern) =>
        pattern.endsWith('/*') ? parsePrefix(pattern).href : pattern,
      ),
    ),
  ];
}

const loopbackNames = ['localhost', '127.0.0.1'];

/**
 * The patterns plus, for each one on a loopback name, the same on the other loopback name: a
 * developer opens the portal at `http://localhost:8080` or at `http://127.0.0.1:8080`, and both
 * are the same server.
 */
export function withLoopbackTwins(patterns: readonly string[]): string[] {
  const all = new Set(patterns);
  for (const pattern of patterns) {
    const url = parse(pattern.replace(/\*$/, ''));
    if (!url || url.protocol !== 'http:' || !loopbackNames.includes(url.hostname)) continue;
    const origin = url.origin;
    for (const name of loopbackNames) {
      const twin = new URL(origin);
      twin.hostname = name;
      all.add(twin.origin + pattern.slice(origin.length));
    }
  }
  return [...all];
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
