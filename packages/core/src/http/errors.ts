import type { ApiError } from '../types';

/** What a failed call rejects with when the server sent no (JSON) body. Exact text (tests compare it). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/**
 * What every failed call rejects with: the server's parsed JSON body (normally an
 * {@link ApiError}), or the text `'Something went wrong'` when there is none (network error,
 * empty body, non-JSON body).
 */
export type ApiFailure = ApiError | typeof GENERIC_ERROR_MESSAGE;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Maps a failed axios call to what the call rejects with. `data` is the response body as axios
 * left it: parsed JSON is an object/array; an empty or non-JSON body stays a string.
 */
export function normalizeError(data: unknown): ApiFailure {
  if (isRecord(data)) return data as unknown as ApiError;
  return GENERIC_ERROR_MESSAGE;
}

/** True when `error` is a JSON error body of the API (`{code, message}`). */
export function isApiError(error: unknown): error is ApiError {
  return isRecord(error) && typeof error.message === 'string';
}

/** A message to show for any rejection of an API call. */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (isApiError(error) && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
