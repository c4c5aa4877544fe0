import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // One file per module keeps every export tree-shakeable by the consumer's bundler.
  splitting: true,
  target: 'es2022',
  external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components', /^@radix-ui\//],
});
