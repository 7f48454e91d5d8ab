import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { LogoutPage } from './LogoutPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { pages } from './pages';
import { portalRoutes, type PortalRouteComponents } from './portalRoutes';
import { Loading, Root } from './Root';
import { RootError, RouteError } from '../errors/RouteError';

export const portalRouteComponents: PortalRouteComponents = {
  Root,
  Loading,
  PersonalArea: () => import('../personalArea/PersonalArea'),
  PublicArea: () =>
    import('../../shell/PublicArea').then(({ PublicArea }) => ({
      Component: PublicArea.forPages(pages),
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
  routes: RouteObject[] = portalRoutes(pages, portalRouteComponents),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, { hydrationData });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
