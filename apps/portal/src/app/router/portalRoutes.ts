import {
  languageOf,
  localizedRoutes,
  locales,
  matchLocalizedPath,
  personalAreaBase,
  personalRoutes,
  type Locale,
  type LocalizedRoute,
  type RouteName,
} from '@lindner/i18n';
import type { ComponentType } from 'react';
import { redirectDocument, type RouteObject } from 'react-router';

/** Routes a page module can fill; `logout` is an action, not a page. */
export type PageName = Exclude<RouteName, 'not-found' | 'logout'>;

/** A page's code, loaded when the route is first visited: a module exporting `Component`. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Which routes have a page so far; every other route of the table shows the 404 page. */
export type PageModules = Partial<Record<PageName, LazyPage>>;

/** What each router route is, in the words of the route table (`useMatches()[n].handle`). */
export interface PortalRouteHandle {
  name: RouteName;
  area: 'personal' | 'public';
  /** Null for the catch-all outside every locale. */
  locale: Locale | null;
}

export interface PortalRouteComponents {
  /** Wraps every route: scroll restoration and the outlet. */
  Root: ComponentType;
  /** Shown while the first route's code loads. */
  Loading: ComponentType;
  /**
   * The personal area's frame (sign-on required, navigation, bottom banners), loaded with the
   * first personal page: public pages do without its code.
   */
  PersonalArea: LazyPage;
  /**
   * The frame of the public pages, loaded with the first public page the router shows: the
   * personal area, the browser's only start of the router but for the logout, does without it.
   */
  PublicArea: LazyPage;
  NotFound: ComponentType;
  /** Signs out and returns to this locale's dashboard. */
  Logout: ComponentType;
  /** A route's error element: 404 and 405 pages, else the fetch-error block with Retry. */
  RouteError: ComponentType;
  /** The same for a failure outside every area. */
  RootError: ComponentType;
}

export const personalAreaRouteId = 'personal-area';
export const publicAreaRouteId = 'public-area';

/**
 * The router's routes, generated from the localized route table of @lindner/i18n: one route per
 * table entry and locale, plus 404 routes for anything else below each locale's personal area
 * base and for everything else. Paths are case-sensitive, as `matchLocalizedPath` reads them.
 */
export function portalRoutes(
  pages: PageModules,
  components: PortalRouteComponents,
  table: readonly LocalizedRoute[] = localizedRoutes,
  /** The browser's: only this locale's pages; one of another locale loads as a document. */
  onlyIn?: Locale,
  /**
   * The browser's: pages it loads as documents, which the server renders (the public pages as
   * islands), so that the browser's router carries none of their code.
   */
  documents: ReadonlySet<string> = new Set(),
): RouteObject[] {
  const inLocale = (locale: Locale) => onlyIn === undefined || locale === onlyIn;
  const leaf = (route: LocalizedRoute): RouteObject => {
    const handle: PortalRouteHandle = { name: route.name, area: route.area, locale: route.locale };
    const base = {
      id: `${route.locale}:${route.name}`,
      path: route.path,
      caseSensitive: true,
      handle,
      ErrorBoundary: components.RouteError,
    };
    if (route.name === 'logout') return { ...base, Component: components.Logout };
    if (documents.has(route.name)) {
      return { ...base, loader: ({ request }) => redirectDocument(request.url) };
    }
    const page = pages[route.name];
    return page
      ? { ...base, lazy: failingVisibly(page) }
      : { ...base, Component: components.NotFound };
  };

  const personalNotFound = locales.filter(inLocale).map((locale): RouteObject => ({
    id: `${locale}:not-found`,
    path: `/${locale}/${personalAreaBase[languageOf(locale)]}/*`,
    caseSensitive: true,
    handle: { name: 'not-found', area: 'personal', locale } satisfies PortalRouteHandle,
    Component: components.NotFound,
  }));

  const publicNotFound: RouteObject = {
    id: 'not-found',
    path: '*',
    handle: { name: 'not-found', area: 'public', locale: null } satisfies PortalRouteHandle,
    Component: components.NotFound,
  };

  // A link into another language (the language switch) loads that page as a document, with its
  // texts, as it does without JavaScript.
  const otherLanguages = locales
    .filter((locale) => !inLocale(locale))
    .map((locale): RouteObject => ({
      id: `${locale}:document`,
      path: `/${locale}/*`,
      loader: ({ request }) => redirectDocument(request.url),
    }));

  return [
    ...otherLanguages,
    {
      id: 'root',
      Component: components.Root,
      ErrorBoundary: components.RootError,
      HydrateFallback: components.Loading,
      children: [
        {
          id: personalAreaRouteId,
          lazy: failingVisibly(components.PersonalArea),
          children: [
            ...table
              .filter((route) => route.area === 'personal' && inLocale(route.locale))
              .map(leaf),
            ...personalNotFound,
          ],
        },
        {
          id: publicAreaRouteId,
          lazy: failingVisibly(components.PublicArea),
          children: [
            ...table.filter((route) => route.area === 'public' && inLocale(route.locale)).map(leaf),
            publicNotFound,
          ],
        },
      ],
    },
  ];
}

/**
 * A page whose code fails to load (offline, or a deployment removed its chunk) becomes a page
 * that throws the failure, so the route's error element shows it with Retry. The router renders
 * nothing below a route whose `lazy` rejected, which would leave the page blank.
 */
function failingVisibly(page: LazyPage): LazyPage {
  return async () => {
    try {
      return await page();
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/**
 * Whether a path is in the personal area, which needs a sign-on: one of its routes, or anything
 * else below a locale's base (its 404 page).
 */
export function isPersonalAreaPath(pathname: string): boolean {
  const match = matchLocalizedPath(pathname);
  return match !== null && (match.name === 'not-found' || match.name in personalRoutes);
}
