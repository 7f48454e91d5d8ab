import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { sourceConditions } from '../../vite.shared.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
  experimental: {
    // Files that scripts load (chunks, and the CSS that Vite adds as <link>) resolve against the
    // script's own URL: the widgets loader then works on a CMS page of any origin.
    renderBuiltUrl: (_filename, { hostType }) =>
      hostType === 'js' ? { relative: true } : undefined,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every file under assets/ carries a content hash, so the server may cache it for a year.
    assetsDir: 'assets',
    // scripts/size.mjs reads it to measure each route's first load.
    manifest: true,
    rollupOptions: {
      input: { portal: 'index.html', widgets: 'src/widgets/loader.ts' },
      output: {
        // CMS pages include the widgets loader by a name that stays the same across releases.
        entryFileNames: (chunk) =>
          chunk.name === 'widgets' ? 'widgets/loader.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
