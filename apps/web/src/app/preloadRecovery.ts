// A page chunk that fails to load (usually a deploy replaced the hashed files, or the
// connection dropped) reaches the route's error element at the URL being opened, which says so
// and reloads once; if that does not help, the message stays with its own retry. The "already
// reloaded" mark lives in history.state, so no storage is used.
const RELOAD_MARK = 'finfreeChunkReload';

export interface PreloadRecoveryDeps {
  reload: () => void;
  goTo500: () => void;
  report: (message: string) => void;
  history: Pick<History, 'state' | 'replaceState'>;
}

/** What to do after a failed preload of `path`: reload once, then `goTo500` (the caller's fallback). */
export function recoverFromPreloadError(path: string, deps: PreloadRecoveryDeps): 'reload' | '500' {
  deps.report(`Unable to preload CSS for ${path}`);
  const state = (deps.history.state ?? {}) as Record<string, unknown>;
  if (state[RELOAD_MARK]) {
    deps.goTo500();
    return '500';
  }
  deps.history.replaceState({ ...state, [RELOAD_MARK]: true }, '');
  deps.reload();
  return 'reload';
}

/** The path of the file a Vite preload error is about. */
export function preloadErrorPath(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(?:for|module:?)\s+(\S+)/i.exec(message);
  return match?.[1] ?? message;
}

/**
 * Listens for Vite's `vite:preloadError` and reports it. The error is left to reach the router:
 * the route being opened shows what happened ({@link RouteError}) and recovers from there, at
 * its own URL, instead of a reload of the page the person is leaving.
 */
export function installPreloadRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    console.error(`Unable to load ${preloadErrorPath(payload)}`);
  });
}

/** True when an error means a page's code could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically/i.test(
    message,
  );
}
