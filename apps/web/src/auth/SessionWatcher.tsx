import { useAuthContext } from '@finfree/core/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loginWithReturnTo } from '../routes/paths';

/** The HTTP status of a failed call, as `@finfree/core` rejects it (the server's body). */
function statusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * A session revoked elsewhere (sign out of all devices, a password change, a disabled account)
 * makes reads answer 401 before the token expires: sign out here too and go to the login page,
 * instead of leaving every screen in its error state. Only reads count: a mutation's 401 (a
 * wrong current password) is the form's business.
 */
export function SessionWatcher({
  goTo = (path: string) => window.location.assign(path),
}: {
  goTo?: (path: string) => void;
}) {
  const queryClient = useQueryClient();
  const { authenticated, logout } = useAuthContext();
  useEffect(() => {
    if (!authenticated) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (statusOf(event.action.error) !== 401) return;
      void logout().then(() => goTo(loginWithReturnTo(window.location.pathname, true)));
    });
  }, [authenticated, logout, queryClient, goTo]);
  return null;
}
