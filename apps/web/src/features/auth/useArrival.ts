import { useLocation, useSearchParams } from 'react-router-dom';
import { useHydrating } from '../../lib/useHydrating';

const none = new URLSearchParams();

/**
 * The address's query string and history state, for an auth form whose page is prerendered:
 * the prerender saw neither, so while that markup is hydrated the form renders as without them
 * (`search` empty, `state` null), then with the address's (a plan, a referral code, the e-mail
 * the sign-up page hands over).
 */
export function useArrival(): { search: URLSearchParams; state: unknown } {
  const location = useLocation();
  const [search] = useSearchParams();
  return useHydrating()
    ? { search: none, state: null }
    : { search, state: location.state as unknown };
}
