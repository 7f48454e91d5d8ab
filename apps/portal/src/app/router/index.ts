export {
  browserRoutes,
  createPortalRouter,
  portalRouteComponents,
  type PortalRouter,
} from './router';
export {
  portalRoutes,
  isPersonalAreaPath,
  personalAreaRouteId,
  publicAreaRouteId,
  type PageName,
  type LazyPage,
  type PageModules,
  type PortalRouteHandle,
  type PortalRouteComponents,
} from './portalRoutes';
export { pages } from './pages';
export { islandPages } from './islandPages';
