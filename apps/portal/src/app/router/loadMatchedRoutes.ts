import type { Locale } from '@lindner/i18n';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { hasPageMessages } from '../../shared/locale/withPageMessages';

/**
 * Loads the code of the routes at `pathname` before the router starts. The browser must do so
 * before it hydrates the server's HTML: a route still loading would render its fallback instead
 * of the page the server sent.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches.map(({ route }) => route);
}

/** Loads the messages of the matched pages, so their first render needs no wait. */
export async function preloadPageMessages(
  routes: { Component?: unknown; element?: unknown }[],
  locale: Locale,
): Promise<void> {
  await Promise.all(
    routes.map((route) => {
      // A data router keeps a route's Component as its element.
      const component = isValidElement(route.element) ? route.element.type : route.Component;
      return hasPageMessages(component) ? component.preloadMessages(locale) : undefined;
    }),
  );
}
