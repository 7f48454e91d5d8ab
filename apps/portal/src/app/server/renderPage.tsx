// The server's entry (built by `vite build --ssr`): renders a page of the portal to HTML.
import { createHash } from 'node:crypto';
import { intlTag, locales, localizePath, routeParamsIn, type Locale } from '@lindner/i18n';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readPortalConfig } from '../../shared/config';
import { App } from '../App';
import { bootLocale } from '../bootLocale';
import { loadPortalMessages } from '../loadPortalMessages';
import { scriptJson, type EmbeddedMessages } from '../embeddedMessages';
import { pageMessagesOf, preloadPageMessages } from '../router/loadMatchedRoutes';
import { IslandRenderingContext } from '../../shared/islands';
import {
  islandPages,
  isPersonalAreaPath,
  pages,
  portalRouteComponents,
  portalRoutes,
  type PortalRouteHandle,
} from '../router';
import { Document } from './Document';
import { createIslandTexts, islandRenderingOf } from './islandRendering';
import {
  fontPreloads,
  islandPageAssets,
  manifestKeyOf,
  pageAssets,
  pageSourceOf,
  type Manifest,
} from './pageAssets';
import { startScript } from './startScript';

export interface PageRendererOptions {
  /** Vite's manifest of the portal's browser build: the personal area, pages that hydrate whole. */
  manifest: Manifest;
  /** Vite's manifest of the public site's browser build: the pages rendered as islands. */
  publicSiteManifest: Manifest;
  /** The built stylesheets' text, to find the fonts worth preloading. */
  stylesheets: string[];
  /** The portal's public address (`https://portal.lindner.example`), for links and sign-on. */
  publicUrl: string;
}

export interface PageRequest {
  /** The request's `Cookie` header: the page renders as the browser will hydrate it. */
  cookies?: string;
  /**
   * The request's method. No page takes a POST or PUT: react-router answers it with a 405, and
   * the page's place shows SPEC.md's "no longer available" page.
   */
  method?: string;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** The public pages' frame: its styles on every public page, its code where one hydrates whole. */
const publicAreaSource = 'src/shell/PublicArea/index.ts';

/**
 * What a personal-area page loads before it shows anything of its own: its frame, the sign-on
 * client, and the current user's fetch. Named here, each is fetched with the page rather than
 * one after another once the code before it has run.
 */
const personalAreaSources = [
  'src/app/personalArea/PersonalArea.tsx',
  'packages/auth/src/keycloakAdapter.ts',
  'src/shared/currentUser/UserFetcher.tsx',
];

/** A renderer for every request, sharing the route table and the routes' loaded code. */
export function createPageRenderer({
  manifest,
  publicSiteManifest,
  stylesheets,
  publicUrl,
}: PageRendererOptions) {
  const handler = createStaticHandler(portalRoutes(pages, portalRouteComponents));
  const fonts = fontPreloads(stylesheets);
  // Found once at start: a build without one of them fails here, not on a visitor's request.
  const personalAreaKeys = personalAreaSources.map((source) => manifestKeyOf(manifest, source));
  const publicAreaKey = manifestKeyOf(manifest, publicAreaSource);
  const islandsPublicAreaKey = manifestKeyOf(publicSiteManifest, publicAreaSource);
  const config = readPortalConfig(import.meta.env, new URL(publicUrl).origin);
  const islandTexts = createIslandTexts();

  return async function renderPage(
    path: string,
    { cookies = '', method = 'GET' }: PageRequest = {},
  ): Promise<RenderedPage> {
    const url = new URL(path, publicUrl);
    const context = await handler.query(new Request(url, { method }));
    // No route redirects or has an action, so the handler never answers with a response of its own.
    if (context instanceof Response) throw new Error('A portal route answered with a response');
    const { pathname } = url;
    const locale = bootLocale(null, pathname);
    const handles = context.matches.map(
      ({ route }) => route.handle as PortalRouteHandle | undefined,
    );
    const last = handles.at(-1)?.name;
    // A page's loader may answer 404 itself (a TracLink product that does not exist).
    const pageName = last && last !== 'not-found' && context.statusCode !== 404 ? last : null;
    const notFound = pageName === null;
    const personal = handles.some((handle) => handle?.area === 'personal');
    // Public pages render as islands where their page is ready for it (app/router/islandPages).
    const asIslands = !personal && (pageName === null || islandPages.has(pageName));
    const islands = asIslands ? islandRenderingOf(await islandTexts(locale)) : null;

    const matchedRoutes = context.matches.map(({ route }) => route);
    const [messages] = await Promise.all([
      loadPortalMessages(locale),
      preloadPageMessages(matchedRoutes, locale),
    ]);
    const embeddedMessages: EmbeddedMessages = {
      locale,
      shell: messages,
      pages: pageMessagesOf(matchedRoutes, locale),
    };
    // An island page's files all come from the public site's build, the others' from the portal's.
    const built = islands ? publicSiteManifest : manifest;
    const sources = [
      ...(personal ? personalAreaKeys : [islands ? islandsPublicAreaKey : publicAreaKey]),
      ...(pageName ? [pageSourceOf(built, pageName)].filter(isString) : []),
    ];
    const params = context.matches.at(-1)?.params ?? {};
    const addressIn = (each: Locale) =>
      pageName
        ? `${publicUrl}${localizePath(pageName, routeParamsIn(pageName, stringParams(params), locale, each), each)}`
        : '';

    // The portal is a root of its own, as the browser hydrates it (useId counts from there).
    // React puts the page's <title> and meta description ahead of it: they go into the head.
    const { hoisted, body } = splitHoisted(
      renderToString(
        <App
          location={{ state: { location: { pathname } }, subscribe: () => () => {} }}
          config={config}
          bootLocale={locale}
          initialMessages={messages}
          loginRequired={isPersonalAreaPath(pathname)}
          startCookies={cookies}
        >
          {/* The browser's provider, not StaticRouterProvider: its tree differs, and with it the
              ids of useId that the browser must find again. Its subscription runs in effects. */}
          <IslandRenderingContext.Provider value={islands?.rendering ?? null}>
            <RouterProvider router={createStaticRouter(handler.dataRoutes, context)} />
          </IslandRenderingContext.Provider>
        </App>,
      ),
    );
    const document = renderToString(
      <Document
        locale={locale}
        assets={
          islands
            ? islandPageAssets(publicSiteManifest, sources, islands.used)
            : pageAssets(manifest, sources)
        }
        fonts={fonts}
        canonical={notFound ? undefined : addressIn(locale)}
        alternates={
          notFound
            ? []
            : [
                ...locales.map((each) => ({ hrefLang: intlTag(each), href: addressIn(each) })),
                { hrefLang: 'x-default', href: addressIn('de') },
              ]
        }
        // A page of islands takes nothing over from the server's render but its islands' data.
        routerState={islands ? undefined : routerStateOf(context)}
        messages={islands ? undefined : scriptJson(embeddedMessages)}
      />,
    );
    const html = document
      .replace('</head>', `${hoisted}</head>`)
      .replace(`<div id="root"></div>`, `<div id="root">${body}</div>`);
    return { status: notFound ? 404 : context.statusCode, html: `<!doctype html>${html}` };
  };
}

const hoistedTag = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** The head elements React emits ahead of a root's markup, and the markup. */
export function splitHoisted(markup: string): { hoisted: string; body: string } {
  let body = markup;
  let hoisted = '';
  for (let tag = hoistedTag.exec(body); tag; tag = hoistedTag.exec(body)) {
    hoisted += tag[0];
    body = body.slice(tag[0].length);
  }
  return { hoisted, body };
}

/** What the browser's router needs to take over without loading anything again. */
function routerStateOf(context: StaticHandlerContext): string {
  // A loader's 404 (`errors`) goes along: the browser shows the same error page without loading.
  return scriptJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  });
}

function stringParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function isString(value: string | undefined): value is string {
  return value !== undefined;
}

export { robotsTxt, sitemapXml } from './siteIndex';
export { buildManifests } from './buildManifests';
export { consentForm } from './consentForm';

/** The start script's source for the Content-Security-Policy's `script-src`: its hash. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
