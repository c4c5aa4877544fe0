import { useAuthContext } from '@finfree/core/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterSignIn } from '../routes/paths';

/**
 * The guest guard of an auth page's island: once the visitor is signed in (the form succeeded,
 * or the refresh cookie renewed a session), the page is replaced by `returnTo` (same-origin
 * paths only) or the dashboard, as the app's guard does.
 */
export function LeaveWhenSignedIn() {
  const { authenticated } = useAuthContext();
  const [searchParams] = useSearchParams();
  const destination = afterSignIn(searchParams);
  useEffect(() => {
    if (authenticated) window.location.replace(destination);
  }, [authenticated, destination]);
  return null;
}
