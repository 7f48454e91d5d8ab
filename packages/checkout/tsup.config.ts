import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The messages have an entry of their own so an app can load its texts without the widget.
  entry: { index: 'src/index.ts', 'messages/index': 'src/messages/index.ts' },
  format: ['esm'],
  dts: {
    entry: { index: 'src/index.ts', 'messages/index': 'src/messages/index.ts' },
    // The packages this one imports as their built types (`npm run build` builds them first),
    // not as their sources: type-checking those again made each build 30 % slower.
    compilerOptions: { customConditions: [] },
  },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  minify: true,
  clean: true,
  target: 'es2022',
  // react-intl and swr hold React context: one copy, the app's, or the hooks find no provider.
  external: ['react', 'react-dom', 'react-intl', 'swr', /^@lindner\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.json': 'json' },
});
