// The renderer of the public pages (`vite build --ssr` into dist/.ssr/).
// - At build time (scripts/prerender.mjs) every page here is rendered to HTML once per language,
//   signed out, without data, so a visitor sees the page at the first paint instead of after
//   the JavaScript; the browser app then hydrates it (src/main.tsx).
// - The API server (apps/api/src/plugins/web-pages.ts) imports this same renderer and renders
//   the pages that show public data (the landing, the track record) with that data, at most once
//   per refresh and language, in the visitor's language, and puts the data beside the markup: the browser app seeds its cache with it
//   and hydrates exactly the same markup.
// Components that would differ in the browser render the prerendered state while hydrating
// (src/lib/useHydrating.ts).
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, createQueryClient } from '../app/App';
import { seedBootData, type BootData } from '../app/bootData';
import { directionOf, initI18n, languages, loadBundles, type Bundle, type Language } from '../i18n';
import { LANGUAGE_COOKIE } from '../i18n/languages';
import { paths } from '../routes/paths';
import { AppRoutes, preloadRoute, routes } from '../routes/router';
import { bootDataOf, type PageAnswers } from './pageBootData';

// What the build script needs to write a page per language (its `<html lang dir>`).
export { directionOf, languages, LANGUAGE_COOKIE };
// The build script and the API server take the boot ids, the template placeholders and the
// storage keys from here, the one declaration the app and its inline scripts use.
export * from '../app/bootIds';
export { STORAGE_KEYS } from '@finfree/core';

/** What a page rendered with its data shows: the public data the API reads for it. */
export type PageData = 'landing' | 'track-record';

/** A prerendered page: its paths, the source modules of its route, the data it shows. */
export interface PrerenderPage {
  /**
   * The URL paths the page answers; the first is rendered. The markup is exactly what the app
   * renders for each of them (hydration keeps it), so a path whose page differs in any way (the
   * active navigation item, a section) has a page of its own.
   */
  paths: string[];
  /**
   * File name under dist/prerendered/, of the English page; the page in another language is
   * `name.<language>.html` beside it (`login.fr.html`).
   */
  file: string;
  /**
   * Source files (relative to apps/web) of the lazy route modules the path matches; their
   * chunks are `modulepreload`ed by the page so they download in parallel with the entry.
   */
  modules: string[];
  /**
   * The public data the page shows, when it shows any: the API server renders the page with it
   * (`render(path, data, language)`) and puts the data beside the markup. Without the server (static
   * hosting) the page is the build's data-less markup and the app fetches the data.
   */
  data?: PageData;
  /**
   * True when the page as built shows everything it is (its links are links; a form submitted
   * before the app runs waits for it); `'with-data'`: once the server has rendered it with its
   * data. Such a page opened at its own address is scrolled to its `section` by the head script
   * before the app runs (`deferredAppScript`); otherwise the app does it.
   */
  complete?: boolean | 'with-data';
  /**
   * The catalogues (`loadBundles`) the page's routes load: their chunks download with the app's
   * code instead of after it has run.
   */
  bundles?: Bundle[];
  /** The id of the section the page shows on arrival (`/pricing` is the home page at #pricing). */
  section?: string;
  /**
   * Source files of the page's islands (`src/islands/registry.ts`). With them, the page opened at
   * its own address by the visitor it was rendered for loads the islands script
   * (`src/islands/main.tsx`), which hydrates only its `<Island>` parts, instead of the app. An
   * empty list: the page needs no script at all then (links only), and loads none.
   */
  islands?: string[];
  /**
   * The catalogues the islands load, when fewer than the page's `bundles` (the rest of the page
   * is the server's HTML): the islands script preloads only these.
   */
  islandBundles?: Bundle[];
  /**
   * The query parameters the page's islands read themselves (they render the prerendered markup
   * while hydrating, then the address's: `useHydrating`). The page opened with these and no
   * others still loads its islands rather than the app (`deferredAppScript`).
   */
  islandQuery?: string[];
}

const main = 'src/layouts/MainLayoutRoute.tsx';
const home = 'src/pages/Home.tsx';
const auth = 'src/layouts/AuthLayoutRoute.tsx';
const minimal = 'src/layouts/MinimalLayoutRoute.tsx';
const header = 'src/islands/HeaderIsland.tsx';
const contact = 'src/islands/ContactIsland.tsx';

/** The pages that are prerendered: public, the same for every visitor. */
export const prerenderPages: PrerenderPage[] = [
  // `/pricing`, `/about-us` and `/contact-us` are the home page scrolled to a section, each with
  // its own navigation item active.
  ...(
    [
      [paths.home, 'home.html', undefined],
      [paths.pricing, 'pricing.html', 'pricing'],
      [paths.aboutUs, 'about-us.html', 'about-us'],
      [paths.contactUs, 'contact-us.html', 'contact-us'],
    ] as const
  ).map(([path, file, section]): PrerenderPage => ({
    paths: [path],
    file,
    modules: [main, home],
    data: 'landing',
    complete: 'with-data',
    bundles: ['landing'],
    islands: [header, contact],
    ...(section ? { section } : {}),
  })),
  {
    paths: [paths.privacy],
    file: 'privacy-statement.html',
    complete: true,
    islands: [header],
    bundles: ['landing', 'legal'],
    modules: [main, 'src/pages/Privacy.tsx'],
  },
  {
    paths: [paths.riskWarning],
    file: 'risk-warning.html',
    complete: true,
    islands: [header],
    bundles: ['landing', 'legal'],
    modules: [main, 'src/pages/RiskWarning.tsx'],
  },
  {
    paths: [paths.trackRecord],
    file: 'track-record.html',
    modules: [main, 'src/pages/TrackRecord.tsx'],
    data: 'track-record',
    complete: 'with-data',
    bundles: ['landing', 'dashboard', 'trades', 'trackRecord'],
    // The statistics are the server's HTML: only the header and the history run.
    islands: [header, 'src/islands/HistoryIsland.tsx'],
    islandBundles: ['trackRecord'],
  },
  {
    paths: [paths.auth.login],
    file: 'login.html',
    complete: true,
    modules: [auth, 'src/pages/auth/Login.tsx'],
    islands: ['src/islands/LoginIsland.tsx'],
  },
  {
    paths: [paths.auth.register],
    file: 'register.html',
    complete: true,
    modules: [auth, 'src/pages/auth/Register.tsx'],
    islands: ['src/islands/RegisterIsland.tsx'],
    // A plan chosen on the landing page, a referral link.
    islandQuery: ['plan', 'interval', 'ref'],
  },
  {
    paths: [paths.page404],
    file: '404.html',
    complete: true,
    modules: [minimal, 'src/pages/errors/Page404.tsx'],
    // Its links are links: nothing to run for a visitor it was rendered for.
    islands: [],
  },
];

/** Collects a Node stream into a string. */
function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(out));
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * Renders one path in `language`: the markup of `#root` and the style tags its components need
 * (the page's `<html lang dir>` are the caller's: the language and `directionOf` it). With `data`
 * (the API's answers the server read for the page), also the boot data the page carries: only
 * what it renders (`bootDataOf`); the page's queries have it, as in the browser that seeds its
 * cache with the same boot data before hydrating.
 */
export async function render(
  path: string,
  data?: PageAnswers,
  language: Language = 'en',
): Promise<{ html: string; styles: string; data: BootData | null }> {
  if (!(languages as readonly string[]).includes(language)) {
    throw new Error(`${language} is not a language of the app`);
  }
  await initI18n(language);
  // The public site's and the legal pages' texts load with those pages in the browser; here
  // every page has them.
  // The track record's texts are a catalogue of their own; its report reads the trades' texts.
  await loadBundles('landing', 'legal', 'dashboard', 'trades', 'trackRecord');
  // Every route of the path is loaded first, so the render is the page (not a loading screen).
  const matched = matchRoutes(routes, path) ?? [];
  if (matched.some(({ route }) => route.path === '*')) throw new Error(`${path} is not a page`);
  await preloadRoute(path);
  const queryClient = createQueryClient();
  const boot = data ? bootDataOf(data) : null;
  seedBootData(queryClient, boot);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
      // Every Suspense boundary in place: one document, with no scripts completing boundaries.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    return { html, styles: sheet.getStyleTags(), data: boot };
  } finally {
    sheet.seal();
  }
}
