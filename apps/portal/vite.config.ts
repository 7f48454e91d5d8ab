import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { sourceConditions } from '../../vite.shared.ts';
import { personalRoutes } from '../../packages/i18n/src/core/routes.ts';
import { areaChunkName } from './src/app/chunkAreas.ts';
import { buildManifests, publicSiteMode } from './src/app/server/buildManifests.ts';
import {
  serviceWorkerAssets,
  serviceWorkerAssetsFile,
  type BuiltFile,
} from './src/app/serviceWorkerAssets.ts';

/** The modules whose code the fleet pages need without a connection (public/sw.js keeps it). */
const offlineModules =
  /[\\/]src[\\/](features[\\/]fleet|shared[\\/]fleetCharts|app[\\/]Toasts\.tsx)/;

/**
 * Writes the list of files the service worker keeps ahead of need (src/app/serviceWorkerAssets),
 * from the bundle as it is written: Vite drops the chunks that hold only CSS after the other
 * plugins' `generateBundle`, and a listed file that is not there would fail the worker's cache.
 */
function serviceWorkerAssetList(): Plugin {
  return {
    name: 'lindner:service-worker-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const assets = serviceWorkerAssets(
        bundle as unknown as Record<string, BuiltFile>,
        offlineModules,
      );
      writeFileSync(join(options.dir ?? 'dist', serviceWorkerAssetsFile), JSON.stringify(assets));
    },
  };
}

/** The modules of these npm packages. */
const packagesNamed = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
/** React, react-intl and the ICU runtime: what every page and widget starts with. */
const frameworkPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
];
const framework = packagesNamed(frameworkPackages);
/** The same with the data router, which the portal's own pages run on (widgets do without it). */
const frameworkWithRouter = packagesNamed([...frameworkPackages, 'react-router']);

// Two browser builds into one folder (package.json): `vite build --mode public-site`, the public
// pages as islands and the CMS widgets, then `vite build`, the portal's own entry (the personal
// area, and public pages that hydrate whole). Each splits its code for its own pages: a file of
// code that one side's pages share would make the other side's pages load more.
export default defineConfig(({ isSsrBuild, mode }) => {
  const publicSite = mode === publicSiteMode;
  return {
    plugins: [
      react(),
      // Short class names as in any production build (the plugin gives them to the mode named
      // `production` only): the server's renderer writes those into the public site's pages.
      vanillaExtractPlugin(publicSite ? { identifiers: 'short' } : {}),
      // Brotli and gzip copies of every text file, made once here; the server sends the one the
      // browser accepts (@fastify/static's preCompressed).
      ...(isSsrBuild
        ? []
        : [
            // The fleet's offline pages are the portal build's.
            ...(publicSite ? [] : [serviceWorkerAssetList()]),
            compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
          ]),
    ],
    // Workspace packages build from their TypeScript source, as in tests and Storybook.
    resolve: {
      conditions: sourceConditions,
      alias: [
        // Catalogs are compiled to ASTs by `npm run messages`: the ICU parser need not ship.
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    // vanilla-extract evaluates `.css.ts` files in a server environment of its own (which replaces
    // `ssr`): there too from source, or `vars` of '@lindner/ui' would come from its dist, whose
    // variables have other names than those the theme defines.
    environments: {
      ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    },
    // The server's renderer (`vite build --ssr`) is one bundle: the workspace packages from source
    // (the browser build's class names), React in its production build, nothing else to install.
    ssr: { noExternal: true },
    ...(isSsrBuild && mode === 'production'
      ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    experimental: {
      // Files that scripts load (chunks, and the CSS that Vite adds as <link>) resolve against the
      // script's own URL: the widgets loader then works on a CMS page of any origin.
      renderBuiltUrl: (_filename, { hostType }) =>
        hostType === 'js' ? { relative: true } : undefined,
    },
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          // The browser's build has the files; the renderer needs only its code.
          copyPublicDir: false,
          rollupOptions: { input: 'src/app/server/renderPage.tsx' },
        }
      : {
          outDir: 'dist',
          // The public site's build comes first and empties the folder; the portal's adds to it.
          emptyOutDir: publicSite,
          // Every file under assets/ carries a content hash, so the server may cache it for a year.
          assetsDir: 'assets',
          // The server reads it to name each page's files (src/app/server/pageAssets.ts).
          manifest: publicSite ? buildManifests.publicSite : buildManifests.portal,
          rollupOptions: {
            // The server renders every page's HTML (src/app/server): no index.html.
            input: publicSite
              ? {
                  // A public page rendered as islands (src/app/server/islandRendering.tsx).
                  public: 'src/app/publicPage.ts',
                  widgets: 'src/widgets/loader.ts',
                  // Only for the manifest: the public frame (through the portal's entry) and the
                  // island pages' modules (the browser's router has none), whose styles an island
                  // page links.
                  portal: 'src/app/main.tsx',
                  pages: 'src/app/router/islandPagesManifest.ts',
                }
              : { portal: 'src/app/main.tsx' },
            output: {
              // CMS pages include the widgets loader by a name that stays the same across releases.
              entryFileNames: (chunk) =>
                chunk.name === 'widgets' ? 'widgets/loader.js' : 'assets/[name]-[hash].js',
              // React and react-intl, which every page and widget starts with, in one file rather
              // than a dozen: a phone on a slow network pays for every request.
              codeSplitting: {
                groups: publicSite
                  ? [{ name: 'framework', test: framework }]
                  : [
                      { name: 'framework', test: frameworkWithRouter },
                      // By area (src/app/chunkAreas.ts): what the entry, the personal area's frame
                      // and many of its pages need, in three files rather than some fifty split by
                      // which pages share them.
                      {
                        name: areaChunkName({
                          personalArea: /[\\/]src[\\/]app[\\/]personalArea[\\/]PersonalArea\.tsx$/,
                          isPersonalPage: (id) =>
                            /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/]([^\\/]+)[\\/]index\.tsx?$/
                              .exec(id)
                              ?.slice(1)
                              .some((name) => name in personalRoutes) ?? false,
                          // The workspace packages, declared free of side effects but for their CSS.
                          sideEffectFree: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/,
                        }),
                        includeDependenciesRecursively: false,
                      },
                    ],
              },
            },
          },
        },
  };
});
