/** The API base URL when none is configured: same origin, version 1. */
export const DEFAULT_API_BASE_URL = '/v1';

/**
 * The API base URL from configuration: the given value (e.g. the web app's
 * `import.meta.env.VITE_API_URL`) without trailing slashes, or same-origin `/v1` when it is
 * missing or blank. Core never reads the environment itself, so it stays bundler-agnostic.
 */
export function resolveApiBaseUrl(configured?: string | null): string {
  const value = configured?.trim().replace(/\/+$/, '');
  return value ? value : DEFAULT_API_BASE_URL;
}
