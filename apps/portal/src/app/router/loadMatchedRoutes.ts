import type { Locale, Messages } from '@lindner/i18n';
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

type MatchedRoute = { Component?: unknown; element?: unknown };

/** Loads the messages of the matched pages, so their first render needs no wait. */
export async function preloadPageMessages(routes: MatchedRoute[], locale: Locale): Promise<void> {
  await Promise.all(pagesOf(routes).map((page) => page.preloadMessages(locale)));
}

/** The loaded messages of the matched pages, together: what the server sends with the page. */
export function pageMessagesOf(routes: MatchedRoute[], locale: Locale): Messages {
  return Object.assign({}, ...pagesOf(routes).map((page) => page.loadedMessages(locale) ?? {}));
}

/** Gives the matched pages the messages the server sent, so the browser need not load them. */
export function seedPageMessages(routes: MatchedRoute[], locale: Locale, messages: Messages) {
  for (const page of pagesOf(routes)) page.seedMessages(locale, messages);
}

function pagesOf(routes: MatchedRoute[]) {
  return routes
    .map((route) =>
      // A data router keeps a route's Component as its element.
      isValidElement(route.element) ? route.element.type : route.Component,
    )
    .filter(hasPageMessages);
}
