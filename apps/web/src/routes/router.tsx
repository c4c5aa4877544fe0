import { LoadingScreen } from '@finfree/ui';
import { Suspense } from 'react';
import { Navigate, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootShell } from '../app/RootShell';
import { RouteBoundary } from '../app/RouteError';
import { loadBundles, registerBundles, type Bundle } from '../i18n';
import { screenBundles } from '../i18n/screenBundles';
import { lazyRoute, type LazyRoute, type RouteModule } from './lazyRoute';
import { paths } from './paths';

// The app routes in React Router's declarative mode: the app reads its data with its queries
// (and the page's early reads), never with route loaders, so the data router's code (≈ 16 kB
// gzip) would be carried for nothing on every page. Navigations are transitions: a route whose
// code is not loaded yet keeps the screen being left on view, with the progress bar, until
// it has arrived.

// The screens' own catalogues (billing, session, Connect, the outlook) are known from here on:
// the public pages' islands, which never load them, do not carry their loaders.
registerBundles(screenBundles);

/** A route module loaded together with the translation bundles its screen needs. */
function withBundles(names: Bundle[], load: () => Promise<RouteModule>) {
  return () => Promise.all([load(), loadBundles(...names)]).then(([module]) => module);
}

/** The route of a lazily loaded screen or layout. */
interface AppRoute {
  path?: string;
  index?: boolean;
  /** Its component, loaded on first use. */
  lazy?: LazyRoute;
  /** A render error or a module that did not load shows a retry here (layouts have one). */
  boundary?: boolean;
  element?: React.ReactNode;
  children?: AppRoute[];
}

const home = lazyRoute(() => import('../pages/Home'));

// Every layout and page is its own chunk.
const dashboardChildren: AppRoute[] = [
  {
    index: true,
    lazy: lazyRoute(withBundles(['trades'], () => import('../pages/dashboard/Overview'))),
  },
  {
    path: 'one',
    lazy: lazyRoute(withBundles(['session', 'trades'], () => import('../pages/dashboard/Account'))),
  },
  {
    path: 'trades',
    lazy: lazyRoute(withBundles(['trades'], () => import('../pages/dashboard/Trades'))),
  },
  {
    path: 'affiliates',
    lazy: lazyRoute(withBundles(['billing'], () => import('../pages/dashboard/Affiliates'))),
  },
  {
    path: 'pricing',
    lazy: lazyRoute(withBundles(['billing'], () => import('../pages/dashboard/Plans'))),
  },
  {
    path: 'payment',
    lazy: lazyRoute(withBundles(['billing'], () => import('../pages/dashboard/Payment'))),
  },
  {
    path: 'connect',
    lazy: lazyRoute(withBundles(['connect'], () => import('../pages/dashboard/Connect'))),
  },
  {
    path: 'outlook',
    lazy: lazyRoute(withBundles(['outlook'], () => import('../pages/dashboard/Outlook'))),
  },
  {
    // A post shows its linked trades (the trades' texts).
    path: 'outlook/:id',
    lazy: lazyRoute(
      withBundles(['outlook', 'trades'], () => import('../pages/dashboard/OutlookPost')),
    ),
  },
  {
    path: 'group',
    lazy: lazyRoute(() => import('../pages/dashboard/AdminGroup')),
    // Each console loads its part of the admin catalogue.
    children: [
      {
        index: true,
        lazy: lazyRoute(
          withBundles(['admin.members'], () => import('../pages/dashboard/AdminMembers')),
        ),
      },
      {
        path: 'five',
        lazy: lazyRoute(
          withBundles(['admin.trades', 'trades'], () => import('../pages/dashboard/AdminTrades')),
        ),
      },
      {
        path: 'six',
        lazy: lazyRoute(
          withBundles(['admin.payouts'], () => import('../pages/dashboard/AdminPayouts')),
        ),
      },
      {
        path: 'audit-log',
        lazy: lazyRoute(
          withBundles(['admin.audit'], () => import('../pages/dashboard/AdminAuditLog')),
        ),
      },
      {
        path: 'outlook',
        lazy: lazyRoute(
          withBundles(['admin.outlook'], () => import('../pages/dashboard/AdminOutlook')),
        ),
      },
      {
        path: 'disputes',
        lazy: lazyRoute(
          withBundles(['admin.disputes'], () => import('../pages/dashboard/AdminDisputes')),
        ),
      },
      {
        path: 'integrations',
        lazy: lazyRoute(
          withBundles(['connect'], () => import('../pages/dashboard/AdminIntegrations')),
        ),
      },
    ],
  },
];

const appRoutes: AppRoute[] = [
  {
    // The public site's texts (its footer's too) load with its layout.
    lazy: lazyRoute(withBundles(['landing'], () => import('../layouts/MainLayoutRoute'))),
    boundary: true,
    children: [
      { index: true, lazy: home },
      { path: paths.pricing, lazy: home },
      { path: paths.aboutUs, lazy: home },
      { path: paths.contactUs, lazy: home },
      {
        path: paths.privacy,
        lazy: lazyRoute(withBundles(['legal'], () => import('../pages/Privacy'))),
      },
      {
        path: paths.riskWarning,
        lazy: lazyRoute(withBundles(['legal'], () => import('../pages/RiskWarning'))),
      },
      {
        path: paths.trackRecord,
        lazy: lazyRoute(
          withBundles(['dashboard', 'trades', 'trackRecord'], () => import('../pages/TrackRecord')),
        ),
      },
    ],
  },
  {
    path: 'auth/jwt',
    lazy: lazyRoute(() => import('../layouts/AuthLayoutRoute')),
    boundary: true,
    children: [
      { index: true, element: <Navigate to={paths.auth.login} replace /> },
      { path: 'login', lazy: lazyRoute(() => import('../pages/auth/Login')) },
      { path: 'register', lazy: lazyRoute(() => import('../pages/auth/Register')) },
      {
        path: 'reset-password',
        lazy: lazyRoute(withBundles(['session'], () => import('../pages/auth/ResetPassword'))),
      },
    ],
  },
  {
    path: 'dashboard',
    lazy: lazyRoute(withBundles(['dashboard'], () => import('../layouts/DashboardLayoutRoute'))),
    boundary: true,
    children: dashboardChildren,
  },
  {
    lazy: lazyRoute(() => import('../layouts/MinimalLayoutRoute')),
    boundary: true,
    children: [
      { path: paths.page403, lazy: lazyRoute(() => import('../pages/errors/Page403')) },
      { path: paths.page404, lazy: lazyRoute(() => import('../pages/errors/Page404')) },
      { path: paths.page500, lazy: lazyRoute(() => import('../pages/errors/Page500')) },
      {
        path: paths.unsubscribe,
        lazy: lazyRoute(withBundles(['session'], () => import('../pages/Unsubscribe'))),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.page404} replace /> },
];

/** React Router's route objects of `routes`; each keeps its lazy component as its `handle`. */
function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ path, index, lazy: Lazy, boundary, element, children }) => {
    const own = Lazy ? <Lazy /> : element;
    const shown = boundary ? <RouteBoundary>{own}</RouteBoundary> : own;
    const handle = Lazy ? { load: Lazy.load, loaded: Lazy.loaded } : undefined;
    return index
      ? { index: true, element: shown, handle }
      : { path, element: shown, handle, children: children && toRouteObjects(children) };
  });
}

/** Every route, under the root shell (progress bar, scroll, toaster). */
export const routes: RouteObject[] = [
  { element: <RootShell />, children: toRouteObjects(appRoutes) },
];

/**
 * The app's routes at the current location. Their first render waits for code with the
 * pulsing-logo loading screen (the browser app loads the first location's code before it
 * renders, so this shows only when that failed to arrive in time).
 */
export function AppRoutes() {
  return <Suspense fallback={<LoadingScreen fullScreen />}>{useRoutes(routes)}</Suspense>;
}

/**
 * Loads the code of every route matching `pathname` at once (layout and page in parallel), and
 * resolves when it has all arrived (or one failed: that route's boundary shows it). The app
 * renders — or hydrates — the first location after this, so its first render is the page.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const handle = route.handle as { load?: () => Promise<unknown> } | undefined;
    return handle?.load?.();
  });
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * True when the code of every route matching `pathname` has arrived, so the app shows that page
 * at once. A cold public page's link to another prerendered page may instead let the browser
 * open it: its HTML shows before the app could load the page's code and render it.
 */
export function isRouteLoaded(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).every(({ route }) => {
    const handle = route.handle as { loaded?: () => boolean } | undefined;
    return handle?.loaded?.() ?? true;
  });
}
