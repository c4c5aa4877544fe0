// A page chunk that fails to load (usually a deploy replaced the hashed files) reports
// `Unable to preload CSS for {path}` and recovers: one reload, and if that does not help,
// the 500 page. The "already reloaded" mark lives in history.state, so no storage is used.
const RELOAD_MARK = 'finfreeChunkReload';

export interface PreloadRecoveryDeps {
  reload: () => void;
  goTo500: () => void;
  report: (message: string) => void;
  history: Pick<History, 'state' | 'replaceState'>;
}

/** What to do after a failed preload of `path`: reload once, then the 500 page. */
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

/** Listens for Vite's `vite:preloadError` and recovers. */
export function installPreloadRecovery(goTo500: () => void): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    recoverFromPreloadError(preloadErrorPath(payload), {
      reload: () => window.location.reload(),
      goTo500,
      report: (message) => console.error(message),
      history: window.history,
    });
  });
}

/** True when an error means a page's code could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically/i.test(
    message,
  );
}
