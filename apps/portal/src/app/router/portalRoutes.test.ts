import {
  localizedRoutes,
  localizePath,
  matchLocalizedPath,
  personalRoutes,
  publicRoutes,
  type LocalizedRoute,
} from '@lindner/i18n';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isPersonalAreaPath,
  personalAreaRouteId,
  portalRoutes,
  publicAreaRouteId,
  type PageModules,
  type PortalRouteComponents,
  type PortalRouteHandle,
} from './portalRoutes';

const component = (name: string) => Object.assign(() => null, { displayName: name });
const publicAreaModule = { Component: component('PublicArea') };
const components: PortalRouteComponents = {
  Root: component('Root'),
  Loading: component('Loading'),
  PersonalArea: async () => ({ Component: component('PersonalArea') }),
  PublicArea: async () => publicAreaModule,
  NotFound: component('NotFound'),
  Logout: component('Logout'),
  RouteError: component('RouteError'),
  RootError: component('RootError'),
};
const dashboardModule = { Component: component('Dashboard') };
const dashboardPage = async () => dashboardModule;
const pages: PageModules = { dashboard: dashboardPage };
const routes = portalRoutes(pages, components);

/** A path of a route with its parameters filled in, as a user would open it. */
const samplePath = (route: LocalizedRoute) =>
  localizePath(
    route.name,
    {
      id: '6f1c2a9e-4b7d-4e21',
      slug: 'techdays-2026',
      product: 'smart',
      token: 'beispiel',
      section: 'motor',
      code: 'K7Q2-M9XD',
    },
    route.locale,
  );

function shown(path: string) {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1);
  return {
    handle: leaf?.route.handle as PortalRouteHandle | undefined,
    route: leaf?.route,
    params: leaf?.params,
    ids: matches?.map((match) => match.route.id) ?? [],
  };
}

describe('portalRoutes', () => {
  it('has a router path for every route of the table in every locale', () => {
    expect(localizedRoutes.length).toBe(
      5 * (Object.keys(personalRoutes).length + Object.keys(publicRoutes).length),
    );
    for (const route of localizedRoutes) {
      const { handle } = shown(samplePath(route));
      expect(handle, samplePath(route)).toEqual({
        name: route.name,
        area: route.area,
        locale: route.locale,
      });
    }
  });

  it('agrees with matchLocalizedPath on every path of the table', () => {
    for (const route of localizedRoutes) {
      const path = samplePath(route);
      const match = matchLocalizedPath(path);
      const { handle, params } = shown(path);
      expect(handle?.name, path).toBe(match?.name);
      expect(params, path).toEqual(match?.params);
    }
  });

  it('puts personal routes under the personal area and public ones under the public area', () => {
    expect(shown('/de-at/mein-lindner/fuhrpark/42/garantie').ids).toEqual([
      'root',
      personalAreaRouteId,
      'de-at:fleet-detail-warranty',
    ]);
    expect(shown('/en/service-contact/dealer-search').ids).toEqual([
      'root',
      publicAreaRouteId,
      'en:dealer-finder',
    ]);
    expect(shown('/fr-fr/profil/deconnexion').ids).toEqual([
      'root',
      publicAreaRouteId,
      'fr-fr:logout',
    ]);
  });

  it('loads the frame of either area with its first page, neither with the start', async () => {
    for (const path of ['/de-at/mein-lindner', '/en/service-contact/dealer-search']) {
      const frame = matchRoutes(routes, path)?.[1]?.route;
      expect(frame?.Component, path).toBeUndefined();
      expect(typeof frame?.lazy, path).toBe('function');
    }
    const publicFrame = matchRoutes(routes, '/en/service-contact/dealer-search')?.[1]?.route;
    await expect((publicFrame?.lazy as () => Promise<unknown>)()).resolves.toBe(publicAreaModule);
  });

  it('prefers fixed segments over parameters', () => {
    expect(shown('/de/mein-lindner/fuhrpark/traclink').handle?.name).toBe('fleet-traclink');
    expect(shown('/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen').handle?.name).toBe(
      'fleet-add-vehicle',
    );
    expect(shown('/de/mein-lindner/fuhrpark/traclink-7').handle?.name).toBe('fleet-detail');
  });

  it('shows the 404 page inside the personal area for a path below the base not in the table', () => {
    for (const path of [
      '/de-at/mein-lindner/gibt-es-nicht',
      '/en/my-lindner/fleet/42/unknown',
      '/fr/mon-lindner/flotte/42/garantie/extra',
    ]) {
      const { handle, ids, route } = shown(path);
      expect(handle, path).toMatchObject({ name: 'not-found', area: 'personal' });
      expect(ids[1], path).toBe(personalAreaRouteId);
      expect(route?.Component, path).toBe(components.NotFound);
      expect(matchLocalizedPath(path)?.name, path).toBe('not-found');
    }
  });

  it('shows the public 404 page for any other path', () => {
    for (const path of [
      '/',
      '/de-at/gibt-es-nicht',
      '/es/mi-lindner',
      '/en/mein-lindner',
      '/DE-AT/mein-lindner/fuhrpark',
      '/de-at/Mein-Lindner',
    ]) {
      const { handle, ids, route } = shown(path);
      expect(handle, path).toMatchObject({ name: 'not-found', area: 'public' });
      expect(ids[1], path).toBe(publicAreaRouteId);
      expect(route?.Component, path).toBe(components.NotFound);
    }
  });

  it('loads the pages that exist and shows the 404 page for the table’s other routes', async () => {
    for (const path of ['/de/mein-lindner', '/fr-fr/mon-lindner']) {
      const lazy = shown(path).route?.lazy;
      expect(typeof lazy, path).toBe('function');
      await expect((lazy as () => Promise<unknown>)()).resolves.toBe(dashboardModule);
    }
    const profile = shown('/de/mein-lindner/profil').route;
    expect(profile?.lazy).toBeUndefined();
    expect(profile?.Component).toBe(components.NotFound);
  });

  it('turns a page whose code fails to load into one that throws, for the error element', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const failing = portalRoutes({ dashboard: () => Promise.reject(failure) }, components);
    const lazy = matchRoutes(failing, '/de/mein-lindner')?.at(-1)?.route.lazy as () => Promise<{
      Component: () => unknown;
    }>;
    const { Component } = await lazy();
    expect(() => Component()).toThrow(failure);
  });

  describe('in the browser, for one locale', () => {
    const browserRoutes = portalRoutes(pages, components, localizedRoutes, 'de-at');
    const leafOf = (path: string) => matchRoutes(browserRoutes, path)?.at(-1)?.route;

    it('has the pages of its locale and its personal 404 page', () => {
      const ownRoutes = localizedRoutes.filter((route) => route.locale === 'de-at');
      for (const route of ownRoutes) {
        expect(leafOf(samplePath(route))?.id, route.path).toBe(`de-at:${route.name}`);
      }
      expect(leafOf('/de-at/mein-lindner/gibt-es-nicht')?.id).toBe('de-at:not-found');
      expect(leafOf('/de-at/gibt-es-nicht')?.id).toBe('not-found');
    });

    it('loads a page of another locale as a document: its texts come with it', async () => {
      for (const path of ['/en/my-lindner', '/de/mein-lindner/fuhrpark', '/fr-fr/contact']) {
        const route = leafOf(path);
        expect(route?.id, path).toBe(`${path.split('/')[1]}:document`);
        const request = new Request(`https://portal.example${path}?von=sprache`);
        const answer = (await (route?.loader as (args: unknown) => Promise<Response>)({
          request,
          params: {},
        })) as Response;
        expect(answer.status).toBe(302);
        expect(answer.headers.get('Location')).toBe(request.url);
        expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');
      }
    });

    it('loads a page the server renders (an island page) as a document, carrying none of its code', async () => {
      const documents = new Set(['models', 'model-detail']);
      const withDocuments = portalRoutes(pages, components, localizedRoutes, 'de-at', documents);
      for (const path of ['/de-at/modelle', '/de-at/modelle/lintrac-130']) {
        const route = matchRoutes(withDocuments, path)?.at(-1)?.route;
        expect(route?.lazy, path).toBeUndefined();
        expect(route?.Component, path).toBeUndefined();
        const request = new Request(`https://portal.example${path}`);
        const answer = (await (route?.loader as (args: unknown) => Promise<Response>)({
          request,
          params: {},
        })) as Response;
        expect(answer.headers.get('Location')).toBe(request.url);
        expect(answer.headers.get('X-Remix-Reload-Document')).toBe('true');
      }
      // The personal area's pages still render in the router.
      const dashboard = matchRoutes(withDocuments, '/de-at/mein-lindner')?.at(-1)?.route;
      expect(dashboard?.lazy).toBeDefined();
    });

    it('matches far fewer routes than the whole table', () => {
      const count = (list: RouteObject[]): number =>
        list.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
      expect(count(browserRoutes)).toBeLessThan(count(routes) / 4);
    });
  });

  it('routes logout to the logout action in every locale', () => {
    for (const path of ['/de-at/profil/abmelden', '/en/profile/logout', '/fr/profil/deconnexion']) {
      expect(shown(path).route?.Component, path).toBe(components.Logout);
    }
  });

  it('gives every page route the error element and the frame the root error element', () => {
    expect(shown('/de/mein-lindner').route?.ErrorBoundary).toBe(components.RouteError);
    expect(shown('/en/lindner/events').route?.ErrorBoundary).toBe(components.RouteError);
    expect(routes[0]?.ErrorBoundary).toBe(components.RootError);
    expect(routes[0]?.HydrateFallback).toBe(components.Loading);
  });

  it('has unique route ids', () => {
    const ids: string[] = [];
    const collect = (list: typeof routes) =>
      list.forEach((route) => {
        ids.push(route.id ?? '');
        if (route.children) collect(route.children);
      });
    collect(routes);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('isPersonalAreaPath', () => {
  it('is true for the personal area’s routes and anything else below its base', () => {
    expect(isPersonalAreaPath('/de-at/mein-lindner')).toBe(true);
    expect(isPersonalAreaPath('/en/my-lindner/fleet/42/warranty')).toBe(true);
    expect(isPersonalAreaPath('/fr/mon-lindner/nulle-part')).toBe(true);
  });

  it('is false for public pages and paths outside every locale', () => {
    expect(isPersonalAreaPath('/de-at/profil/abmelden')).toBe(false);
    expect(isPersonalAreaPath('/de-at/service-kontakt/haendlersuche')).toBe(false);
    expect(isPersonalAreaPath('/de-at/gibt-es-nicht')).toBe(false);
    expect(isPersonalAreaPath('/')).toBe(false);
  });
});
