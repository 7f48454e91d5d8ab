import { localizedRoutes, type Locale } from '@lindner/i18n';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { LogoutPage } from './LogoutPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { hydratedPages } from './hydratedPages';
import { islandPages } from './islandPages';
import { portalRoutes, type PortalRouteComponents } from './portalRoutes';
import { Loading, Root } from './Root';
import { RootError, RouteError } from '../errors/RouteError';

export const portalRouteComponents: PortalRouteComponents = {
  Root,
  Loading,
  PersonalArea: () => import('../personalArea/PersonalArea'),
  PublicArea: () =>
    import('../../shell/PublicArea').then(({ PublicArea }) => ({
      Component: PublicArea.forPages([...Object.keys(hydratedPages), ...islandPages]),
    })),
  NotFound: NotFoundPage,
  Logout: LogoutPage,
  RouteError,
  RootError,
};

/**
 * The portal's router over the browser's history, generated from the localized route table;
 * with the state of the server's HTML when it hydrates that.
 */
export function createPortalRouter(
  routes: RouteObject[] = browserRoutes(),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, { hydrationData });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

/**
 * The browser's routes: the personal area's pages hydrate in it; a public page (an island page)
 * loads as a document, as the server renders it. Only `locale`'s pages, if given.
 */
export function browserRoutes(locale?: Locale): RouteObject[] {
  return portalRoutes(hydratedPages, portalRouteComponents, localizedRoutes, locale, islandPages);
}
