// Build-time prerender of the public pages (`vite build --ssr`, then scripts/prerender.mjs).
// Every page here is rendered to HTML once, in English and signed out, so a visitor sees the
// page at the first paint instead of after the JavaScript; the browser app then hydrates it
// (src/main.tsx). Components that would differ in the browser render the prerendered state
// while hydrating (src/app/useHydrating.ts).
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, createQueryClient } from '../app/App';
import { initI18n, loadBundles } from '../i18n';
import { paths } from '../routes/paths';
import { routes } from '../routes/router';

/** A prerendered page: its paths, the source modules of its route, whether it takes boot data. */
export interface PrerenderPage {
  /**
   * The URL paths the page answers; the first is rendered. The markup is exactly what the app
   * renders for each of them (hydration keeps it), so a path whose page differs in any way (the
   * active navigation item, a section) has a page of its own.
   */
  paths: string[];
  /** File name under dist/prerendered/. */
  file: string;
  /**
   * Source files (relative to apps/web) of the lazy route modules the path matches; their
   * chunks are `modulepreload`ed by the page so they download in parallel with the entry.
   */
  modules: string[];
  /** True when the server puts the public data (stats, plans) into the page (landing). */
  bootData: boolean;
  /**
   * True when the page works as plain HTML until the visitor uses it (its links are links; a
   * form submitted early waits for the app): it loads no JavaScript until the first press, key,
   * focus or input (`deferredAppScript`). Not for a page that shows data only the app fills in.
   */
  appOnDemand?: boolean;
}

const main = 'src/layouts/MainLayoutRoute.tsx';
const home = 'src/pages/Home.tsx';
const auth = 'src/layouts/AuthLayoutRoute.tsx';
const minimal = 'src/layouts/MinimalLayoutRoute.tsx';

/** The pages that are prerendered: public, the same for every visitor. */
export const prerenderPages: PrerenderPage[] = [
  // `/pricing`, `/about-us` and `/contact-us` are the home page scrolled to a section, each with
  // its own navigation item active.
  ...(
    [
      [paths.home, 'home.html'],
      [paths.pricing, 'pricing.html'],
      [paths.aboutUs, 'about-us.html'],
      [paths.contactUs, 'contact-us.html'],
    ] as const
  ).map(([path, file]) => ({ paths: [path], file, modules: [main, home], bootData: true })),
  {
    paths: [paths.privacy],
    file: 'privacy-statement.html',
    appOnDemand: true,
    modules: [main, 'src/pages/Privacy.tsx'],
    bootData: false,
  },
  {
    paths: [paths.riskWarning],
    file: 'risk-warning.html',
    appOnDemand: true,
    modules: [main, 'src/pages/RiskWarning.tsx'],
    bootData: false,
  },
  {
    paths: [paths.trackRecord],
    file: 'track-record.html',
    modules: [main, 'src/pages/TrackRecord.tsx'],
    bootData: false,
  },
  {
    paths: [paths.auth.login],
    file: 'login.html',
    appOnDemand: true,
    modules: [auth, 'src/pages/auth/Login.tsx'],
    bootData: false,
  },
  {
    paths: [paths.auth.register],
    file: 'register.html',
    appOnDemand: true,
    modules: [auth, 'src/pages/auth/Register.tsx'],
    bootData: false,
  },
  {
    paths: [paths.page404],
    file: '404.html',
    appOnDemand: true,
    modules: [minimal, 'src/pages/errors/Page404.tsx'],
    bootData: false,
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

/** Renders one path: the markup of `#root` and the style tags its components need. */
export async function render(path: string): Promise<{ html: string; styles: string }> {
  await initI18n('en');
  // The legal pages' texts load with those pages in the browser; here every page has them.
  // The track record's texts come with the signed-in screens' catalogue.
  await loadBundles('legal', 'dashboard');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    const html = await collect(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
