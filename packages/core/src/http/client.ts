import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { normalizeError } from './errors';
import { resolveApiBaseUrl } from './config';

/** The HTTP client every API function takes: one axios instance. */
export type ApiClient = AxiosInstance;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL of the API (see `resolveApiBaseUrl`); defaults to same-origin `/v1`. */
  baseURL?: string;
  /**
   * Returns the current access token, or null when not authenticated. Called for every
   * request; the `Authorization: Bearer` header is sent only when it returns a token.
   */
  getToken?: () => string | null | undefined;
}

/**
 * Creates the API client: one axios instance without a default timeout (seed). Requests
 * carry `Authorization: Bearer <token>` while `getToken` returns a token. A failed response
 * rejects with the server's parsed JSON body, or with `'Something went wrong'` when there is
 * none (network error, empty or non-JSON body). Cancelled requests reject with axios'
 * cancellation error unchanged, so query libraries recognise them.
 */
export function createApiClient({ baseURL, getToken }: ApiClientOptions = {}): ApiClient {
  const client = axios.create({ baseURL: resolveApiBaseUrl(baseURL) });

  client.interceptors.request.use((config) => {
    const token = getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      const data = axios.isAxiosError(error) ? error.response?.data : undefined;
      return Promise.reject(normalizeError(data));
    },
  );

  return client;
}

/** A URL, or a URL with request options, as the generic GET helper takes it. */
export type FetcherArgs = string | [url: string, config?: AxiosRequestConfig];

/** Generic GET (seed): requests `args` with `client` and returns the response data. */
export async function fetcher<T = unknown>(client: ApiClient, args: FetcherArgs): Promise<T> {
  const [url, config] = Array.isArray(args) ? args : [args];
  const response = await client.get<T>(url, { ...config });
  return response.data;
}

/** Per-request options of the typed read calls. */
export interface RequestOptions {
  /** Aborts the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}
