import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prePaintScript } from '../../packages/ui/src/settings/prePaint';
import { workspaceAliases } from '../../workspace-aliases.mjs';

/**
 * Inlines the settings pre-paint script at the top of <head>: no flash of the wrong theme or
 * direction. The API server hashes the inline scripts of index.html into its
 * Content-Security-Policy, so exactly this script is allowed and nothing else.
 */
function prePaint(): Plugin {
  return {
    name: 'finfree-pre-paint',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: prePaintScript, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  plugins: [prePaint(), react()],
  resolve: { alias: workspaceAliases },
  server: {
    port: 5306,
    strictPort: true,
    // In development the API runs on its own port; the app calls same-origin /v1.
    proxy: {
      '/v1': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:5300', changeOrigin: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, assetsInlineLimit: 0 },
});
