import { LoadingScreen } from '@finfree/ui';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RootShell } from '../app/RootShell';
import { RouteError } from '../app/RouteError';
import { loadBundles, type Bundle } from '../i18n';
import { paths } from './paths';

/** A route module loaded together with the translation bundles its screen needs. */
function withBundles<T>(names: Bundle[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadBundles(...names)]).then(([module]) => module);
}

// Every layout and page is its own chunk (route `lazy`): the router waits for it while the
// progress bar shows, and the first load falls back to the pulsing-logo loading screen.
const dashboardChildren: RouteObject[] = [
  { index: true, lazy: () => import('../pages/dashboard/Overview') },
  { path: 'one', lazy: withBundles(['session'], () => import('../pages/dashboard/Account')) },
  { path: 'trades', lazy: () => import('../pages/dashboard/Trades') },
  {
    path: 'affiliates',
    lazy: withBundles(['billing'], () => import('../pages/dashboard/Affiliates')),
  },
  {
    path: 'pricing',
    lazy: withBundles(['billing'], () => import('../pages/dashboard/Plans')),
  },
  { path: 'payment', lazy: withBundles(['billing'], () => import('../pages/dashboard/Payment')) },
  { path: 'connect', lazy: withBundles(['connect'], () => import('../pages/dashboard/Connect')) },
  {
    path: 'group',
    lazy: () => import('../pages/dashboard/AdminGroup'),
    // Each console loads its part of the admin catalogue.
    children: [
      {
        index: true,
        lazy: withBundles(['admin.members'], () => import('../pages/dashboard/AdminMembers')),
      },
      {
        path: 'five',
        lazy: withBundles(['admin.trades'], () => import('../pages/dashboard/AdminTrades')),
      },
      {
        path: 'six',
        lazy: withBundles(['admin.payouts'], () => import('../pages/dashboard/AdminPayouts')),
      },
      {
        path: 'audit-log',
        lazy: withBundles(['admin.audit'], () => import('../pages/dashboard/AdminAuditLog')),
      },
      {
        path: 'disputes',
        lazy: withBundles(['admin.disputes'], () => import('../pages/dashboard/AdminDisputes')),
      },
      {
        path: 'integrations',
        lazy: withBundles(['connect'], () => import('../pages/dashboard/AdminIntegrations')),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootShell,
    HydrateFallback: () => <LoadingScreen fullScreen />,
    errorElement: <RouteError />,
    children: [
      {
        // The public site's texts (its footer's too) load with its layout.
        lazy: withBundles(['landing'], () => import('../layouts/MainLayoutRoute')),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('../pages/Home') },
          { path: paths.pricing, lazy: () => import('../pages/Home') },
          { path: paths.aboutUs, lazy: () => import('../pages/Home') },
          { path: paths.contactUs, lazy: () => import('../pages/Home') },
          { path: paths.privacy, lazy: withBundles(['legal'], () => import('../pages/Privacy')) },
          {
            path: paths.riskWarning,
            lazy: withBundles(['legal'], () => import('../pages/RiskWarning')),
          },
          {
            path: paths.trackRecord,
            lazy: withBundles(['dashboard', 'trackRecord'], () => import('../pages/TrackRecord')),
          },
        ],
      },
      {
        path: 'auth/jwt',
        lazy: () => import('../layouts/AuthLayoutRoute'),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.auth.login} replace /> },
          { path: 'login', lazy: () => import('../pages/auth/Login') },
          { path: 'register', lazy: () => import('../pages/auth/Register') },
          {
            path: 'reset-password',
            lazy: withBundles(['session'], () => import('../pages/auth/ResetPassword')),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: withBundles(['dashboard'], () => import('../layouts/DashboardLayoutRoute')),
        errorElement: <RouteError />,
        children: dashboardChildren,
      },
      {
        lazy: () => import('../layouts/MinimalLayoutRoute'),
        errorElement: <RouteError />,
        children: [
          { path: paths.page403, lazy: () => import('../pages/errors/Page403') },
          { path: paths.page404, lazy: () => import('../pages/errors/Page404') },
          { path: paths.page500, lazy: () => import('../pages/errors/Page500') },
          {
            path: paths.unsubscribe,
            lazy: withBundles(['session'], () => import('../pages/Unsubscribe')),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.page404} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the code of the first location's routes. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts loading the code of every route matching `pathname` at once (layout and page in
 * parallel, while i18n starts), instead of one after the other when the router gets to them.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
