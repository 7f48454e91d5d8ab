// What `npm run size` and `npm run lighthouse` share: the built portal's server and the browser
// as the end-to-end tests start them (tests/e2e, loaded through tsx), the pages to measure, and
// cleaning up on Ctrl+C.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const root = resolve(import.meta.dirname, '..');

const portalServer = await tsImport('../tests/e2e/portalServer.ts', import.meta.url);
const browser = await tsImport('../tests/e2e/browser.ts', import.meta.url);
const { buildManifests } = await tsImport(
  '../apps/portal/src/app/server/buildManifests.ts',
  import.meta.url,
);
/** The route table, from the sources (React-free), so that it needs no build. */
const i18n = await tsImport('../packages/i18n/src/core/index.ts', import.meta.url);

export const { startPortalServer } = portalServer;
export const { chromiumFlags, chromiumPath, contextOptions, launchChromium, signInAt } = browser;
export const { localizePath } = i18n;

/** The locale whose pages are measured. */
export const measuredLocale = 'de-at';
/** The demo user whose personal area is measured (password = user name). */
export const measuredUser = 'farmer';

export const portalDir = join(root, 'apps/portal');
export const portalDist = join(portalDir, 'dist');

/**
 * A manifest (Vite's) of the portal's browser build, or with `'publicSite'` of the public site's
 * (islands and widgets); null before the first build.
 * @param {'portal' | 'publicSite'} build
 */
export function readManifest(build = 'portal') {
  const file = join(portalDist, buildManifests[build]);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The page modules the router lists, by route name, each with its key in the build's manifest
 * (undefined when the build predates the page); null without those lists. The personal pages
 * (hydratedPages.ts) are in the browser's build; the public pages (islandPageModules.ts) are
 * rendered by the server only, so theirs is the source module's path.
 * @returns {Map<string, string | undefined> | null}
 */
export function pageModules(manifest) {
  const routerDir = join(portalDir, 'src/app/router');
  const lists = [
    { file: join(routerDir, 'hydratedPages.ts'), inBrowserBuild: true },
    { file: join(routerDir, 'islandPageModules.ts'), inBrowserBuild: false },
  ];
  if (!lists.every(({ file }) => existsSync(file))) return null;
  const candidatesOf = (specifier) => {
    const base = posix.join(posix.relative(portalDir, routerDir), specifier);
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  };
  return new Map(
    lists.flatMap(({ file, inBrowserBuild }) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
        ),
      ].map(([, name, specifier]) => {
        const candidates = candidatesOf(specifier);
        const key = inBrowserBuild
          ? Object.keys(manifest ?? {}).find((each) => candidates.includes(each))
          : candidates.find((each) => existsSync(join(portalDir, each)));
        return [name, key];
      }),
    ),
  );
}

/**
 * The pages of the measured locale without parameters, from the route table: each public route,
 * the home page `/{locale}/` (listed even while the table lacks it), and each personal-area
 * route; `logout` is an action, not a page. A page is `built` when the router lists it and the
 * build holds its code; else `missing` says why.
 * @returns {{ name: string, area: 'public' | 'personal', path: string, built: boolean, missing?: string }[]}
 */
export function portalPages(locale = measuredLocale, manifest = readManifest()) {
  const modules = pageModules(manifest);
  const home = `/${locale}/`;
  const routes = i18n.localizedRoutes.filter(
    (route) => route.locale === locale && !route.path.includes(':') && route.name !== 'logout',
  );
  const pages = routes.map((route) => routePage(route.name, locale, manifest, modules));
  if (!i18n.matchLocalizedPath(home)) {
    pages.unshift({
      name: 'home',
      area: 'public',
      path: home,
      built: false,
      missing: 'no route in the table yet',
    });
  }
  return [
    ...pages.filter((page) => page.area === 'public'),
    ...pages.filter((page) => page.area === 'personal'),
  ];
}

/**
 * One route of the table in a locale, as portalPages() lists its pages: `path` is the route's
 * pattern (`/de-at/mein-lindner/fuhrpark/:id`; fill it in with localizePath), `built` whether
 * the router lists the page and the build holds its code, else `missing` says why. A name the
 * table lacks yet (a domain still to come) gives `area` and `path` null.
 * @returns {{ name: string, area: 'public' | 'personal' | null, path: string | null, built: boolean, missing?: string }}
 */
export function routePage(
  name,
  locale = measuredLocale,
  manifest = readManifest(),
  modules = pageModules(manifest),
) {
  const route = i18n.localizedRoutes.find((each) => each.name === name && each.locale === locale);
  if (!route) {
    return {
      name,
      area: null,
      path: null,
      built: false,
      missing: 'no route in the table yet (packages/i18n/src/core/routes.ts), so no page',
    };
  }
  const page = { name, area: route.area, path: route.path, built: true };
  if (!modules) return page;
  if (!modules.has(name)) {
    return { ...page, built: false, missing: 'no page yet (the portal shows its 404 page)' };
  }
  if (!modules.get(name)) {
    return {
      ...page,
      built: false,
      missing: 'not in this build, which predates the page (build again)',
    };
  }
  return page;
}

/** The HTTP status the server answers a browser's request for a page with. */
export async function pageStatus(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  await response.body?.cancel();
  return response.status;
}

/**
 * Runs `cleanup` once: when `work` ends, fails, or the process gets SIGINT or SIGTERM, so that
 * no server or browser outlives the script.
 * @template T
 * @param {() => Promise<T>} work
 * @param {() => Promise<void>} cleanup
 * @returns {Promise<T>}
 */
export async function withCleanup(work, cleanup) {
  let done;
  const once = () => (done ??= cleanup());
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping`);
    once().finally(() => process.exit(130));
  };
  // A failure outside `work`'s promise chain would end the process without its `finally`.
  const onCrash = (error) => {
    console.error(error);
    once().finally(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('uncaughtException', onCrash);
  process.once('unhandledRejection', onCrash);
  try {
    return await work();
  } finally {
    await once();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  }
}
