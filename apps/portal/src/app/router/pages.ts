import { hydratedPages } from './hydratedPages';
import { islandPageModules } from './islandPageModules';
import type { PageModules } from './portalRoutes';

/**
 * The routes whose page exists, as the server renders them. Every other route of the table
 * shows the 404 page until its issue adds it here.
 */
export const pages: PageModules = { ...hydratedPages, ...islandPageModules };
