import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { sourceConditions } from '../../vite.shared.ts';
import { personalRoutes } from '../../packages/i18n/src/core/routes.ts';
import { areaChunkName } from './src/app/chunkAreas.ts';
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

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies of every text file, made once here; the server sends the one the
    // browser accepts (@fastify/static's preCompressed).
    ...(isSsrBuild
      ? []
      : [
          serviceWorkerAssetList(),
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
        emptyOutDir: true,
        // Every file under assets/ carries a content hash, so the server may cache it for a year.
        assetsDir: 'assets',
        // The server reads it to name each page's files (src/app/server/pageAssets.ts).
        manifest: true,
        rollupOptions: {
          // The server renders every page's HTML (src/app/server): no index.html.
          input: {
            portal: 'src/app/main.tsx',
            // A public page rendered as islands (src/app/server/islandRendering.tsx).
            public: 'src/app/publicPage.ts',
            widgets: 'src/widgets/loader.ts',
          },
          output: {
            // CMS pages include the widgets loader by a name that stays the same across releases.
            entryFileNames: (chunk) =>
              chunk.name === 'widgets' ? 'widgets/loader.js' : 'assets/[name]-[hash].js',
            // React and react-intl, which every page and widget starts with, in one file rather
            // than a dozen: a phone on a slow network pays for every request. (The router is a
            // chunk of its own: widgets do without it.)
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat)[\\/]/,
                },
                // By area (src/app/chunkAreas.ts): what every personal page needs below the
                // area's frame and no other page does, in one file rather than a dozen split by
                // which pages share it. No page loads more code than without it. Its members'
                // dependencies stay where they are.
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
}));
