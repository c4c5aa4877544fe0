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
