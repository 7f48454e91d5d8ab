import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { 'schema/index': 'src/schema/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
