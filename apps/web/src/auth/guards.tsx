import { useAuthContext } from '@finfree/core/react';
import { LoadingScreen } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useHydrating } from '../lib/useHydrating';
import { afterSignIn, loginWithReturnTo, paths } from '../routes/paths';

/**
 * Signed-in pages: loading → the loading screen; signed out → replace-redirect to
 * the login page with `returnTo` set to the current pathname; signed in → the content.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, authenticated } = useAuthContext();
  const { pathname } = useLocation();
  if (loading) return <LoadingScreen fullScreen label={t('common.loading')} />;
  if (!authenticated) return <Navigate to={loginWithReturnTo(pathname)} replace />;
  return <>{children}</>;
}

/**
 * Sign-in and sign-up: loading → the loading screen; signed in → replace-redirect
 * to `returnTo` (same-origin paths only) or the dashboard. The build-time prerender, and the
 * hydration of its markup, show the page: its visitor is signed out (signed-in visitors never
 * hydrate a prerendered page — see src/prerender/headScript.ts).
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, authenticated } = useAuthContext();
  const hydrating = useHydrating();
  const [searchParams] = useSearchParams();
  if (loading && !hydrating) return <LoadingScreen fullScreen label={t('common.loading')} />;
  if (authenticated) {
    return <Navigate to={afterSignIn(searchParams)} replace />;
  }
  return <>{children}</>;
}

/**
 * Pages for some roles only, decided on the server's answer (`GET /auth/me` on start), never on
 * what storage holds: the loading screen until it answers; others (or no answer) get the 403 page.
 */
export function RoleGuard({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, verification } = useAuthContext();
  if (verification === 'pending') return <LoadingScreen label={t('common.loading')} />;
  if (verification === 'failed' || !user || !roles.includes(user.role)) {
    return <Navigate to={paths.page403} replace />;
  }
  return <>{children}</>;
}

/** The signed-in user's role as the server confirmed it; `user` until it has. */
export function useVerifiedRole(): 'user' | 'admin' {
  const { user, verification } = useAuthContext();
  return verification === 'verified' && user ? user.role : 'user';
}
