import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    client: 'src/apiClient.ts',
    'schema/index': 'src/schema/index.ts',
  },
  format: ['esm'],
  dts: {
    // The packages this one imports as their built types (`npm run build` builds them first),
    // not as their sources: type-checking those again made each build 30 % slower.
    compilerOptions: { customConditions: [] },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'swr', 'react-intl', 'zod', /^@lindner\//],
  loader: { '.json': 'json' },
});
