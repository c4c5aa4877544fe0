import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { prePaintScript } from '../../packages/ui/src/settings/prePaint';
import { prePaintStyle } from '../../packages/ui/src/settings/prePaintStyle';
import { FONT_FALLBACK_ATTRIBUTE, interFallbackCss } from '../../packages/ui/src/theme/GlobalStyle';
import { deferredAppScript, prerenderHeadScript } from './src/prerender/headScript';
import { speculationRules } from './src/prerender/speculationRules';
import { earlyReadsScript } from './src/app/earlyReads';
import { dashboardShellScript } from './src/app/dashboardShell';
import { dashboardShellHtml } from './src/app/dashboardShellMarkup';
import { DASHBOARD_ONLY_END, DASHBOARD_ONLY_START } from './src/app/bootIds';
import { workspaceAliases } from '../../workspace-aliases.mjs';

/**
 * Inlines the settings pre-paint script and the theme's background at the top of <head>: no
 * flash of the wrong theme, direction or a white page. The API server hashes the inline scripts of index.html into its
 * Content-Security-Policy, so exactly this script is allowed and nothing else.
 */
/** The API's base URL the early reads call. */
const apiUrl = process.env.VITE_API_URL || '/v1';

function prePaint(): Plugin {
  return {
    name: 'finfree-pre-paint',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'script', children: prePaintScript, injectTo: 'head-prepend' },
        { tag: 'script', children: prerenderHeadScript, injectTo: 'head-prepend' },
        // The theme's page background from the first frame, before the CSS and scripts arrive.
        { tag: 'style', children: prePaintStyle, injectTo: 'head-prepend' },
        // Inter's metric-matched fallback face, declared once for the page's life (the theme
        // provider then declares none of its own).
        {
          tag: 'style',
          attrs: { [FONT_FALLBACK_ATTRIBUTE]: '' },
          children: interFallbackCss.replace(/\s*\n\s*/g, ''),
          injectTo: 'head-prepend',
        },
        { tag: 'script', children: deferredAppScript, injectTo: 'head' },
        // The sign-up page's HTML fetched ahead where a page links to it.
        {
          tag: 'script',
          attrs: { type: 'speculationrules' },
          children: speculationRules,
          injectTo: 'head',
        },
        // The dashboard's pre-rendered frame shows on a dashboard path with a stored session.
        { tag: 'script', children: dashboardShellScript, injectTo: 'head-prepend' },
        // A dashboard screen's first reads start with the page, beside its code.
        {
          tag: 'script',
          children: earlyReadsScript(apiUrl),
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/**
 * Puts the dashboard's pre-rendered frame (hidden unless the head script shows it) after #root,
 * and marks it and the head scripts that serve only dashboard paths (the frame's, the early
 * reads') as `dashboardOnly`: the prerendered public pages leave them out (scripts/prerender.mjs).
 */
function dashboardShell(): Plugin {
  const only = (part: string) => `${DASHBOARD_ONLY_START}${part}${DASHBOARD_ONLY_END}`;
  return {
    name: 'finfree-dashboard-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no #root');
        let marked = html.replace(
          '<div id="root"></div>',
          `<div id="root"></div>${only(dashboardShellHtml)}`,
        );
        for (const script of [dashboardShellScript, earlyReadsScript(apiUrl)]) {
          const tag = `<script>${script}</script>`;
          if (!marked.includes(tag)) throw new Error('a dashboard head script is missing');
          marked = marked.replace(tag, () => only(tag));
        }
        return marked;
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` next to every compressible file of the build, so the server (or a CDN)
 * sends compressed files without compressing per request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'finfree-precompress',
    // The client build only (scripts/prerender.mjs compresses the pages it writes).
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * React Router's production build (the same code with its development warnings off): its
 * package resolves to the development build under every condition, and a built app never shows
 * those warnings to anyone who could act on them. `react-router` and `react-router/dom` both map
 * to it, so they share one copy of the router's internals.
 */
function reactRouterProduction() {
  const fromWeb = createRequire(import.meta.url);
  const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  const dist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * The modules the islands script (src/islands/main.tsx) imports statically, directly or not:
 * collected once the module graph is complete, before the chunks are made, for the `boot` chunk.
 */
const islandsBoot = new Set<string>();
const appSource = fileURLToPath(new URL('./src/', import.meta.url));
/**
 * The packages' modules only the app's own start uses (its error and loading screens, the
 * navigation's progress bar, the query hooks' keys): the islands script reaches the packages
 * through their barrels, so the module graph cannot tell these apart; the byte test catches one
 * missing here.
 */
const appShellOnly =
  /\/packages\/(?:ui\/src\/components\/(?:ErrorFallback|LoadingScreen|NavigationProgressBar|Logo)\/|core\/src\/react\/queryKeys\.)/;
function collectIslandsBoot(): Plugin {
  return {
    name: 'finfree-islands-boot',
    apply: (config) => !config.build?.ssr,
    buildEnd() {
      islandsBoot.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/islands/main.tsx'));
      const pending = entry ? [entry] : [];
      while (pending.length) {
        const id = pending.pop()!;
        if (islandsBoot.has(id)) continue;
        islandsBoot.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [prePaint(), dashboardShell(), react(), collectIslandsBoot(), precompress(outDir)],
  resolve: {
    // The development server keeps React Router's warnings.
    alias: [...workspaceAliases, ...(command === 'build' ? reactRouterProduction() : [])],
  },
  // The renderer of the public pages (`vite build --ssr`) bundles everything it needs: it runs
  // at build time and in the API server, from a folder that cannot resolve the workspace
  // packages' dependencies.
  ssr: { noExternal: true },
  server: {
    port: 5306,
    strictPort: true,
    // In development the API runs on its own port; the app calls same-origin /v1.
    proxy: {
      '/v1': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:5300', changeOrigin: true },
    },
  },
  // The renderer (dist/.ssr/) needs no copy of public/; only the client build has a manifest.
  publicDir: isSsrBuild ? false : 'public',
  // The manifest maps route modules to their chunks for scripts/prerender.mjs (which removes it).
  build: {
    outDir,
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    // No modulepreload polyfill: every browser the build targets but Safari 16 supports
    // `<link rel="modulepreload">`, and there the hint is skipped while the modules still load.
    modulePreload: { polyfill: false },
    // The client build copies small shared chunks into the chunks that read them (rolldown keeps
    // one module state through a registry in its runtime chunk): automatic splitting otherwise
    // leaves a dashboard screen with 40-50 files of under 1 kB each, and gzip starts from nothing
    // for every file. 16 KiB of source before minification was the best threshold measured (the
    // byte test's pages: 4 KiB saved 1.4-2.7 kB a page, 16 KiB 3.8-7.2 kB, 32 KiB and 64 KiB less).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app, and the public pages' islands script (src/islands/main.tsx): its own entry,
          // sharing React and the design system's chunks with the app.
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            islands: fileURLToPath(new URL('./src/islands/main.tsx', import.meta.url)),
          },
          // Required by inlining: entries keep only the exports other chunks use.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // What the islands script starts with and the app uses too (React, the styling,
              // the texts, the session): one chunk, as it was one file in the app's entry before.
              // The app's own start (its router, error screens, loading states) stays in its entry.
              groups: [
                {
                  name: 'boot',
                  tags: ['$initial'],
                  minShareCount: 2,
                  test: (id) =>
                    id.startsWith(appSource) ? islandsBoot.has(id) : !appShellOnly.test(id),
                },
              ],
              experimentalInlineCommonChunks: {
                maxSize: 16 * 1024,
                // Chunks holding styles stay files (Vite emits a style module's CSS per chunk).
                exclude: /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/,
              },
            },
          },
        },
  },
}));
