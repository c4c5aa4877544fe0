import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { readBootData, seedBootData } from './app/bootData';
import { captureFormState, replayPendingSubmit, restoreFormState } from './app/handoff';
import { installPreloadRecovery } from './app/preloadRecovery';
import '@finfree/ui/fonts';
import { initI18n } from './i18n';
import {
  APP_READY_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  STALE_PRERENDER_ATTRIBUTE,
} from './prerender/headScript';
import { createAppRouter, preloadRoute, routerReady } from './routes/router';

installPreloadRecovery(() => window.location.assign('/500'));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
preloadRoute(window.location.pathname);

const queryClient = createQueryClient();
// The landing page carries its public data (the API server puts it in): no request for it.
seedBootData(queryClient, readBootData());
const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
const root = createRoot(container);
const html = document.documentElement;

if (container.firstElementChild) {
  // A prerendered public page (dist/prerendered): it stays on screen until the app can render
  // the same page completely — catalogue and route code loaded — and then replaces it in one
  // synchronous commit, so nothing flashes; what the visitor typed meanwhile is carried over,
  // and a form they submitted meanwhile is submitted now.
  void Promise.all([initI18n(), routerReady(router)]).finally(() => {
    const typed = captureFormState(container);
    flushSync(() => root.render(app));
    html.setAttribute(APP_READY_ATTRIBUTE, '');
    html.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
    restoreFormState(container, typed);
    replayPendingSubmit(PENDING_SUBMIT_ATTRIBUTE);
  });
} else {
  // The catalogue of the starting language loads first, so no untranslated text flashes.
  void initI18n().finally(() => {
    root.render(app);
    html.setAttribute(APP_READY_ATTRIBUTE, '');
  });
}
