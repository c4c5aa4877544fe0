import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module'; import { dirname, join } from 'node:path';
const fromWeb = createRequire('/work/main/apps/web/vite.config.ts');
const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
const dist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
export default defineConfig({ plugins:[react()], resolve:{alias:[{ find: /^react-router$/, replacement: join(dist, 'index.mjs') },{ find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') }]}, logLevel:'warn',
 build:{ outDir:'/tmp/rr-base', emptyOutDir:true, rollupOptions:{ input:'/work/main/apps/web/.rrtest/base.tsx' } } });
