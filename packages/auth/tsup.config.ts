import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: {
    entry: 'src/index.ts',
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
  // react-intl comes with @lindner/i18n's LocaleProvider; one copy, or useIntl finds no provider.
  external: ['react', 'react-dom', 'keycloak-js', 'react-intl', /^@lindner\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.json': 'json' },
});
