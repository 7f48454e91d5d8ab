import type { RouteOptions } from 'fastify';

interface KnownRoute {
  method: string;
  url: string;
  pattern: RegExp;
  isPublic: boolean;
}

/**
 * The routes of a scope by their path pattern, filled by an `onRoute` hook: for a request that
 * matches no route, which methods its path has (405 and `Allow`) and whether they are all public.
 */
export class RouteTable {
  private readonly routes: KnownRoute[] = [];

  add(route: RouteOptions) {
    const pattern = patternOf(route.url);
    const isPublic = (route.config as { public?: unknown } | undefined)?.public === true;
    for (const method of [route.method].flat()) {
      this.routes.push({ method, url: route.url, pattern, isPublic });
    }
  }

  /** Every route of the scope, as registered (`GET /api/portal/user`); HEAD routes aside. */
  list(): { method: string; url: string }[] {
    return this.routes
      .filter((route) => route.method !== 'HEAD')
      .map(({ method, url }) => ({ method, url }));
  }

  /** The methods the path answers, e.g. `['GET', 'HEAD']`; none when no route has this path. */
  methodsAt(url: string): string[] {
    const methods = new Set(this.matching(url).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }

  /** Whether the path has routes and every one of them is public. */
  isPublicPath(url: string): boolean {
    const routes = this.matching(url);
    return routes.length > 0 && routes.every((route) => route.isPublic);
  }

  private matching(url: string): KnownRoute[] {
    const path = url.split('?')[0]!;
    return this.routes.filter((route) => route.pattern.test(path));
  }
}

/** `/api/portal/avatars/:uploadId/:file` as a regular expression: a parameter is one segment. */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}
