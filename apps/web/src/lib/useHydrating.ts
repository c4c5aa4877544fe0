import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React renders on the server (the build-time prerender of the public pages) and
 * while it hydrates that markup in the browser; false in every other render. React re-renders
 * with `false` right after hydration. Components render exactly what the prerender rendered
 * while this is true, so hydration matches and keeps the page on screen.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** The parts of a query result the public pages read. */
interface QueryView {
  data: unknown;
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's result as the prerender saw it — pending, no data — while hydrating, and the real
 * result afterwards. The landing page's data is already in the cache when the browser hydrates
 * (the server ships it in the page), so the first render after hydration shows it without a
 * request.
 */
export function usePrerenderedQuery<T extends QueryView>(query: T): T {
  const hydrating = useHydrating();
  if (!hydrating) return query;
  // Same shape, pending state: what the query looked like on the server.
  return { ...query, data: undefined, isPending: true, isError: false, status: 'pending' };
}
