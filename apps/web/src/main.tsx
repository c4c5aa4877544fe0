import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { readBootData, seedBootData } from './app/bootData';
import type { captureFormState } from './app/handoff';
import { installPreloadRecovery } from './app/preloadRecovery';
import { removeDashboardShell } from './app/dashboardShell';
import '@finfree/ui/fonts';
import { initI18n, LANGUAGE_QUERY } from './i18n';
import {
  APP_LISTENING_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  STALE_PRERENDER_ATTRIBUTE,
} from './prerender/headScript';
import { preloadOnIntent } from './routes/preloadOnIntent';
import { preloadRoute } from './routes/router';

installPreloadRecovery();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// The first location's code (layout and page at once) loads beside the catalogue; the app renders
// (or hydrates) once both are here, so its first render is the page.
const routeCode = preloadRoute(window.location.pathname);
// The next page's code starts loading when a link is pressed, focused or pointed at.
preloadOnIntent(preloadRoute);

const html = document.documentElement;
const queryClient = createQueryClient();
// The landing page carries its public data (the API server puts it in): no request for it.
seedBootData(queryClient, readBootData());

const prerendered = container.firstElementChild !== null;
const stale = html.hasAttribute(STALE_PRERENDER_ATTRIBUTE);
// The prerender saw no query string; with one (`?ref=`, `?returnTo=`) links and fields may differ,
// and hydration keeps the prerendered attributes, so such a page is rendered afresh instead. The
// page's language in its address (`?lang=`) is the server's, not the markup's, to read.
const exact = [...new URLSearchParams(window.location.search).keys()].every(
  (name) => name === LANGUAGE_QUERY,
);
// What the visitor typed into a prerendered form before the app ran (kept across a re-render).
let typed: ReturnType<typeof captureFormState> | null = null;

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
// The dashboard's pre-rendered frame (if shown) goes once the first route is on screen.
void Promise.all([ready, routeCode]).then(() =>
  requestAnimationFrame(() => requestAnimationFrame(() => removeDashboardShell())),
);

/** The hand-off helpers: loaded only when there is something to carry over. */
const loadHandoff = () => import('./app/handoff');
type Handoff = Awaited<ReturnType<typeof loadHandoff>>;
let handoff: Handoff | null = null;

function handOver(helpers: Handoff) {
  if (typed) helpers.restoreFormState(container!, typed);
  // A form submitted, or a button pressed (e.g. the menu button), before the app listened.
  helpers.replayPending();
}

function onReady() {
  markReady();
  html.setAttribute(APP_READY_ATTRIBUTE, '');
  html.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  const pending =
    html.hasAttribute(PENDING_SUBMIT_ATTRIBUTE) || html.hasAttribute(PENDING_CLICK_ATTRIBUTE);
  if (!typed && !pending) return;
  if (handoff) handOver(handoff);
  else void loadHandoff().then(handOver);
}

/** The app; `fresh` when it renders afresh rather than hydrating the page's markup. */
const app = (fresh: boolean) => (
  <StrictMode>
    <App queryClient={queryClient} onReady={onReady} fresh={fresh} />
  </StrictMode>
);

if (prerendered && !stale && exact) {
  // A prerendered public page, right for this visitor (their language, signed out): hydrate it once
  // the route code and the catalogue are loaded. The markup stays on screen and in use.
  // Hydration is a transition: React works through it in slices, leaving the main thread to the
  // visitor (a press during it makes React finish at once and then handle the press).
  void Promise.all([initI18n(), routeCode]).finally(() => {
    html.setAttribute(APP_LISTENING_ATTRIBUTE, '');
    startTransition(() => {
      hydrateRoot(container, app(false), {
        // A mismatch makes React render the page afresh (as for a stale page): say so, quietly.
        onRecoverableError: (error) => console.warn('Prerendered page re-rendered:', error),
      });
    });
  });
} else if (prerendered) {
  // Prerendered for someone else (another language than the visitor's, a signed-in visitor:
  // hidden meanwhile) or
  // for another URL (a query string): the app renders the real page over it in one synchronous
  // commit, carrying over typed text and focus.
  const helpers = loadHandoff().then(
    (module) => (handoff = module),
    () => null,
  );
  void Promise.all([initI18n(), routeCode, helpers]).finally(() => {
    typed = handoff ? handoff.captureFormState(container) : null;
    handoff?.keepOpenOverlay(container, PENDING_CLICK_ATTRIBUTE);
    html.setAttribute(APP_LISTENING_ATTRIBUTE, '');
    flushSync(() => createRoot(container).render(app(true)));
  });
} else {
  // The catalogue of the starting language and the screen's code load first, so no untranslated
  // text or loading screen flashes. The first render is the screen itself (the session restored
  // in it), rendered as a transition: in slices, leaving the main thread free between them
  // (meanwhile a dashboard's frame, or nothing, is on screen).
  void Promise.all([initI18n(), routeCode]).finally(() =>
    startTransition(() => createRoot(container).render(app(true))),
  );
}
