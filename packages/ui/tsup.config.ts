import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component and code splitting, so that importing one component pulls in
  // only that component's module. dist/index.css holds the styles of the whole package, and each
  // component's folder its own (`@lindner/ui/Button.css`, the export map's `./*.css`).
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  dts: {
    entry: [
      'src/index.ts',
      'src/router/index.ts',
      'src/finalForm/index.ts',
      'src/numberParsing/index.ts',
      'src/consent/index.ts',
    ],
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
  external: ['react', 'react-dom', 'react-router', '@lindner/i18n'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.json': 'json' },
});
