import { createBrowserRouter } from 'react-router';
import { LogoutPage } from './LogoutPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { pages } from './pages';
import { portalRoutes, type PortalRouteComponents } from './portalRoutes';
import { PublicArea } from '../../shell/PublicArea';
import { Loading, Root } from './Root';
import { RootError, RouteError } from '../errors/RouteError';

export const portalRouteComponents: PortalRouteComponents = {
  Root,
  Loading,
  PersonalArea: () => import('../personalArea/PersonalArea'),
  PublicArea,
  NotFound: NotFoundPage,
  Logout: LogoutPage,
  RouteError,
  RootError,
};

/** The portal's router over the browser's history, generated from the localized route table. */
export function createPortalRouter() {
  return createBrowserRouter(portalRoutes(pages, portalRouteComponents));
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
