// What went wrong with a read from the API, in words a member understands: offline, no answer,
// a failure on the server, something that no longer exists, or a refused request.

const codeOf = (error: unknown): number | null => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
};

/** The i18n key of a failed read (`common.loadError.*`, `errors.serverText` for a server failure). */
export function loadErrorKey(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): string {
  const code = codeOf(error);
  if (code === null) return online ? 'common.loadError.network' : 'common.loadError.offline';
  if (code >= 500) return 'errors.serverText';
  if (code === 404) return 'common.loadError.notFound';
  return 'common.loadError.request';
}

/** Whether trying the same read again can help (not for something that no longer exists). */
export function isRetryable(error: unknown): boolean {
  return codeOf(error) !== 404;
}
