import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../workspace-aliases';

export default defineConfig({
  plugins: [react()],
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
