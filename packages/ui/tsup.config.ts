import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per folder: with code splitting, every component lands in its own chunk and
  // `index.js` only re-exports, so with `sideEffects: false` a consumer's bundler drops the
  // chunks (and the Radix imports) of components it does not use.
  entry: [
    'src/index.ts',
    'src/theme/fonts.ts',
    'src/{theme,settings,utils,hooks}/index.ts',
    'src/components/*/index.ts',
    'src/layouts/*/index.ts',
    // An entry of its own so esbuild keeps `notify` out of the Toaster chunk: apps call it from
    // their first load while react-toastify arrives with LazyToaster.
    'src/components/Toaster/notify.ts',
  ],
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', 'theme/fonts': 'src/theme/fonts.ts' } },
  sourcemap: true,
  clean: true,
  treeshake: false,
  splitting: true,
  target: 'es2022',
  // Dependencies and peers are external by default; these are listed for clarity.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    'styled-components',
    /^@radix-ui\//,
    /^lucide-react/,
    /^@fontsource-variable\//,
  ],
});
