// Prerenders the public pages into dist/prerendered/ after `vite build` (client) and
// `vite build --ssr src/prerender/entry.tsx --outDir dist/.ssr` (the renderer).
//
// Each page is the built index.html with: the page's markup in #root, the styles its
// components need and the list of the app's scripts for the head script to start.
// Every page is written once per language of the app (`login.html` in English, `login.fr.html`,
// `login.ar.html`), with its `<html lang dir>`: the API server sends each visitor the page in
// their language; static hosting sends the English one (the page's head script then hides it
// for a visitor of another language until the app has rendered).
// dist/prerendered/pages.json lists them for the server (or a CDN's rewrite rules): per path
// the English page (`file`, `template`) and the others under `languages`.
// dist/index.html stays the empty shell for every other path.
//
// A page that shows public data (the landing, the track record) is written twice per language:
// as the page without data (static hosting: the app starts at once and fetches it), and as a template in
// dist/.ssr/pages/ with placeholders for the markup, the styles and the boot data, which the API
// server fills by rendering the page with the data through the renderer, kept in dist/.ssr/
// (a dot folder: never served).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const renderer = join(dist, '.ssr');
const out = join(dist, 'prerendered');
const templates = join(renderer, 'pages');

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The renderer also carries the ids, attributes, placeholders and storage keys the app and its
// inline scripts use (src/app/bootIds.ts, core's STORAGE_KEYS): taken from there, not repeated.
const {
  render,
  prerenderPages,
  languages,
  directionOf,
  APP_MODULES_ELEMENT_ID,
  STALE_PRERENDER_ATTRIBUTE,
  STORAGE_KEYS,
  TEMPLATE_PLACEHOLDERS,
  DASHBOARD_ONLY_START,
  DASHBOARD_ONLY_END,
} = await import(pathToFileURL(join(renderer, 'entry.js')).href);
/** The parts of the app shell that serve dashboard paths only (all of them). */
const dashboardOnly = new RegExp(`\\s*${DASHBOARD_ONLY_START}[\\s\\S]*?${DASHBOARD_ONLY_END}`, 'g');
// The server replaces `boot` with the boot data's script element, `root` with the markup it
// rendered and `styles` with that markup's style tags.
const {
  boot: BOOT_PLACEHOLDER,
  root: ROOT_PLACEHOLDER,
  styles: STYLES_PLACEHOLDER,
} = TEMPLATE_PLACEHOLDERS;
// The Latin subset of Inter starts downloading with the page (every page, the shell too), so
// it replaces its metric-matched fallback as early as possible.
const latinFont = readdirSync(join(dist, 'assets')).find((name) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(name),
);
if (!latinFont) throw new Error('prerender: the Inter latin font is not in the build');
const fontPreload = `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin>`;
const builtShell = readFileSync(join(dist, 'index.html'), 'utf8');

/** The chunk of a manifest entry and every chunk it imports statically. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: ${key} is not in the build manifest`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, seen);
  return seen;
}

// A dashboard screen opened cold (with a stored session) starts downloading its layout's and
// page's chunks beside the entry, instead of after the entry has run: an inline script in the
// app shell adds their `modulepreload` links (after the first paint, with the entry). One more
// screen is one more line.
const dashboardLayout = 'src/layouts/DashboardLayoutRoute.tsx';
const dashboardScreens = {
  '/dashboard': 'src/pages/dashboard/Overview.tsx',
  '/dashboard/trades': 'src/pages/dashboard/Trades.tsx',
  '/dashboard/pricing': 'src/pages/dashboard/Plans.tsx',
  '/dashboard/affiliates': 'src/pages/dashboard/Affiliates.tsx',
  '/dashboard/one': 'src/pages/dashboard/Account.tsx',
  '/dashboard/payment': 'src/pages/dashboard/Payment.tsx',
};
const entryFiles = chunksOf('index.html');
const routeChunks = Object.fromEntries(
  Object.entries(dashboardScreens).map(([path, module]) => [
    path,
    [...new Set([...chunksOf(dashboardLayout), ...chunksOf(module)])]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`),
  ]),
);
const routePreloadScript = `<script>(function (d, w) {
  try {
    var files = ${JSON.stringify(routeChunks)}[w.location.pathname.replace(/\\/+$/, '')];
    if (!files || !w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})) return;
    // After the first paint, with the app's own scripts (see the app shell's module list).
    w.requestAnimationFrame(function () {
      w.setTimeout(function () {
        files.forEach(function (href) {
          var link = d.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          d.head.appendChild(link);
        });
      }, 0);
    });
  } catch (e) {}
})(document, window);</script>`;
const withFont = builtShell.includes(fontPreload)
  ? builtShell
  : builtShell.replace('</title>', `</title>\n    ${fontPreload}`);
const shell = withFont.includes('finfree-route-preload')
  ? withFont
  : withFont.replace('</title>', `</title>\n    <!--finfree-route-preload-->${routePreloadScript}`);
const entryFile = manifest['index.html'].file;
const withoutScriptTags = (html) =>
  html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
/** A script list for `deferredAppScript`: the entry, and every other file once, to preload. */
const scriptList = (entry, files) => ({
  entry: `/${entry}`,
  preload: files
    .filter((file, index, all) => file !== entry && all.indexOf(file) === index)
    .map((file) => `/${file}`),
});

const moduleListOpen = `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">`;
const moduleListPattern = new RegExp(`${moduleListOpen}[\\s\\S]*?</script>`);
// The app shell (every path without a prerendered page: the dashboard screens) lists its entry
// and the entry's chunks instead of script tags, so `deferredAppScript` starts them after the
// first paint: the dashboard's frame and greeting paint with the HTML and CSS alone, and no
// script download is on their way (the early reads start in the head, as before).
const appShellModules = `${moduleListOpen}${JSON.stringify(scriptList(entryFile, [...entryFiles]))}</script>`;
const appShell = withoutScriptTags(shell.replace(moduleListPattern, '')).replace(
  '</head>',
  `${appShellModules}</head>`,
);
writeFileSync(join(dist, 'index.html'), appShell);
writeFileSync(join(dist, 'index.html.gz'), gzipSync(appShell, { level: 9 }));
writeFileSync(
  join(dist, 'index.html.br'),
  brotliCompressSync(appShell, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);

const entryChunks = entryFiles;
const hideStale = `<style>html[${STALE_PRERENDER_ATTRIBUTE}=stale] #root{visibility:hidden}</style>`;

mkdirSync(out, { recursive: true });
mkdirSync(templates, { recursive: true });
// The renderer is an ES module wherever the build is copied to (the API server imports it).
writeFileSync(join(renderer, 'package.json'), '{ "type": "module" }\n');
/** The page's file name in a language: the English one, else `name.<language>.html`. */
const fileIn = (file, language) =>
  language === languages[0] ? file : file.replace(/\.html$/, `.${language}.html`);

/** The document in a language: its `<html>` start tag says which, and its direction. */
function inLanguage(html, language) {
  const tag = /<html\b[^>]*>/.exec(html)?.[0];
  if (!tag || !/\slang="[^"]*"/.test(tag) || !/\sdir="[^"]*"/.test(tag)) {
    throw new Error('prerender: index.html has no <html lang="…" dir="…">');
  }
  const next = tag
    .replace(/\slang="[^"]*"/, ` lang="${language}"`)
    .replace(/\sdir="[^"]*"/, ` dir="${directionOf(language)}"`);
  return html.replace(tag, () => next);
}

/** The folder of a catalogue under src/i18n/locales/ (`trackRecord` → `track-record`). */
const bundleFolder = (bundle) => bundle.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The islands script, its static imports, the islands' chunks and the page's catalogues; for a
 * page without islands, no script (`entry: null`: `deferredAppScript` loads nothing).
 */
const islandsModules = (islands, catalogue) =>
  islands.length === 0
    ? { entry: null, preload: [] }
    : scriptList(manifest['src/islands/main.tsx'].file, [
        ...chunksOf('src/islands/main.tsx'),
        ...islands.flatMap((module) => [...chunksOf(module)]),
        ...catalogue,
      ]);

const pages = {};
for (const page of prerenderPages) {
  const chunks = new Set(page.modules.flatMap((module) => [...chunksOf(module)]));
  const entries = {};
  for (const language of languages) {
    // The app's scripts start right after the first paint (`deferredAppScript` in the head reads
    // this list): the entry, its static imports, the route's chunks and the catalogues the
    // page's routes load (in another language than English, its main catalogue too), all in
    // parallel, so nothing waits for the entry to run before it downloads.
    const catalogueOf = (bundles) => [
      ...(language === languages[0] ? [] : chunksOf(`src/i18n/locales/${language}.ts`)),
      ...bundles.flatMap((bundle) => [
        ...chunksOf(`src/i18n/locales/${bundleFolder(bundle)}/${language}.ts`),
      ]),
    ];
    const catalogue = catalogueOf(page.bundles ?? []);
    const modules = {
      ...scriptList(manifest['index.html'].file, [...entryChunks, ...chunks, ...catalogue]),
      ...(page.complete ? { complete: page.complete } : {}),
      ...(page.section ? { section: page.section } : {}),
      // The islands script and the islands' code, for a visitor the page was rendered for.
      ...(page.islands
        ? {
            islands: {
              ...islandsModules(
                page.islands,
                page.islandBundles ? catalogueOf(page.islandBundles) : catalogue,
              ),
              // The query parameters the islands read themselves (`deferredAppScript`).
              ...(page.islandQuery ? { query: page.islandQuery } : {}),
            },
          }
        : {}),
    };
    const moduleList = `${moduleListOpen}${JSON.stringify(modules)}</script>`;
    const template = inLanguage(
      withoutScriptTags(shell.replace(moduleListPattern, ''))
        // The dashboard's route preloads, frame and early reads are for the app shell only.
        .replace(/\s*<!--finfree-route-preload--><script>[\s\S]*?<\/script>/, '')
        .replace(dashboardOnly, '')
        .replace('</head>', `${moduleList}${STYLES_PLACEHOLDER}${hideStale}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${ROOT_PLACEHOLDER}</div>`),
      language,
    );
    if (template.includes(DASHBOARD_ONLY_START) || template.includes(DASHBOARD_ONLY_END)) {
      throw new Error("prerender: the shell's dashboard-only parts were not left out");
    }
    if (/<script type="module"|rel="modulepreload"/.test(template)) {
      throw new Error("prerender: the shell's script tags were not moved into the module list");
    }
    if (!template.includes(ROOT_PLACEHOLDER))
      throw new Error('prerender: index.html has no empty #root');
    const { html, styles } = await render(page.paths[0], undefined, language);
    if (/<script/i.test(html)) throw new Error(`prerender: ${page.paths[0]} rendered a <script>`);
    if (!html.trim()) throw new Error(`prerender: ${page.paths[0]} rendered nothing`);
    const name = fileIn(page.file, language);
    // Functions as replacements: the markup is inserted as is (no `$&` patterns).
    const document = template
      .replace(STYLES_PLACEHOLDER, () => styles)
      .replace(ROOT_PLACEHOLDER, () => html);
    if (page.data) {
      writeFileSync(
        join(templates, name),
        template.replace('</body>', `${BOOT_PLACEHOLDER}</body>`),
      );
    }
    const file = join(out, name);
    writeFileSync(file, document);
    writeFileSync(`${file}.gz`, gzipSync(document, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(document, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    entries[language] = {
      file: `prerendered/${name}`,
      ...(page.data ? { template: `.ssr/pages/${name}` } : {}),
    };
    console.log(
      `prerendered ${page.paths.join(' ')} (${language}) → prerendered/${name} (${document.length} bytes)`,
    );
  }
  const { [languages[0]]: english, ...others } = entries;
  for (const path of page.paths) {
    pages[path] = {
      ...english,
      ...(page.data ? { data: page.data } : {}),
      languages: others,
    };
  }
}
writeFileSync(join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);

// Build-time only: the manifest is not part of what is served. The renderer and the templates
// stay for the API server (dist/.ssr/; dot folders are never served).
rmSync(join(dist, '.vite'), { recursive: true, force: true });
