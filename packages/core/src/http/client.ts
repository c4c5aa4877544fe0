import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { normalizeError } from './errors';
import { resolveApiBaseUrl } from './config';

/**
 * The HTTP client every API function takes: axios' request methods. A read (`get` with at most
 * query parameters of plain values, a signal and headers) is sent with the browser's `fetch`,
 * answering as axios would (see {@link fetchRead}); every other request goes through axios,
 * which (≈ 22 kB gzip) loads on the first such request, or on {@link ApiClient.load}: a screen
 * that only reads, and a page that makes no request, do not download it.
 */
export interface ApiClient extends Pick<
  AxiosInstance,
  'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'
> {
  /**
   * Loads axios (once) and resolves the configured instance. Call it when a request is
   * likely soon (e.g. the user starts typing in a form) to take the download off the
   * request's critical path.
   */
  load(): Promise<AxiosInstance>;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL of the API (see `resolveApiBaseUrl`); defaults to same-origin `/v1`. */
  baseURL?: string;
  /**
   * Returns the current access token, or null when not authenticated. Called for every
   * request; the `Authorization: Bearer` header is sent only when it returns a token.
   */
  getToken?: () => string | null | undefined;
  /**
   * How requests are sent: an axios adapter (default: axios' browser/Node adapters). Stories
   * and tests answer requests in memory with one (e.g. through MSW handlers).
   */
  adapter?: AxiosRequestConfig['adapter'];
}

/** The axios module, imported once for every client. */
let axiosModule: Promise<AxiosStatic> | undefined;
const importAxios = () => (axiosModule ??= import('axios').then((m) => m.default));

function configure(
  axios: AxiosStatic,
  { baseURL, getToken, adapter }: ApiClientOptions,
): AxiosInstance {
  const client = axios.create({
    baseURL: resolveApiBaseUrl(baseURL),
    ...(adapter ? { adapter } : {}),
  });

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

/** Request options a read sent with `fetch` may carry; anything else goes through axios. */
const FETCH_READ_OPTIONS = new Set(['params', 'signal', 'headers']);

type PlainValue = string | number | boolean | null | undefined;
const isPlain = (value: unknown): value is PlainValue =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** True when `config` asks for nothing a plain `fetch` read does not do as axios does. */
function fetchable(config: AxiosRequestConfig | undefined): boolean {
  if (!config) return true;
  if (Object.keys(config).some((key) => !FETCH_READ_OPTIONS.has(key))) return false;
  const { params, headers } = config as { params?: unknown; headers?: unknown };
  if (headers !== undefined && headers !== null) {
    if (typeof headers !== 'object' || !Object.values(headers).every((v) => typeof v === 'string'))
      return false;
  }
  if (params === undefined || params === null) return true;
  if (typeof params !== 'object' || params instanceof URLSearchParams) return false;
  return Object.values(params).every(isPlain);
}

/** axios' encoding of a query value (`encodeURIComponent`, then a few characters kept as is). */
const encodeQuery = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

/** The URL axios requests for `url` under `baseURL` with `params` (plain values only). */
function fullUrl(baseURL: string, url: string, params?: Record<string, PlainValue>): string {
  const full = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(String(value))}`)
    .join('&');
  if (!query) return full;
  const withoutHash = full.split('#')[0] ?? full;
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${query}`;
}

/** What a cancelled read rejects with: axios' cancellation (`axios.isCancel` recognises it). */
function cancellation(): Error {
  return Object.assign(new Error('canceled'), {
    name: 'CanceledError',
    code: 'ERR_CANCELED',
    __CANCEL__: true,
  });
}

/**
 * A read sent with `fetch`, answered as axios answers it: the response with `data` parsed from
 * JSON (an empty or non-JSON body stays text); a status outside 2xx rejects with the parsed
 * body (see `normalizeError`), a network error with `'Something went wrong'`, an aborted read
 * with axios' cancellation.
 */
async function fetchRead<T, R>(
  url: string,
  config: AxiosRequestConfig | undefined,
  { baseURL, getToken }: ApiClientOptions,
): Promise<R> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries((config?.headers ?? {}) as Record<string, string>))
    headers.set(name, value);
  const token = getToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  const signal = config?.signal as AbortSignal | undefined;
  const target = fullUrl(
    resolveApiBaseUrl(baseURL),
    url,
    config?.params as Record<string, PlainValue> | undefined,
  );
  let response: Response;
  let text: string;
  try {
    if (signal?.aborted) throw cancellation();
    response = await fetch(target, { headers, ...(signal ? { signal } : {}) });
    text = await response.text();
  } catch {
    if (signal?.aborted) throw cancellation();
    throw normalizeError(undefined);
  }
  let data: unknown = text;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the text, as axios leaves it.
    }
  }
  if (!response.ok) throw normalizeError(data);
  return {
    data: data as T,
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    config: config ?? {},
  } as R;
}

/**
 * Creates the API client: one axios instance without a default timeout. Requests
 * carry `Authorization: Bearer <token>` while `getToken` returns a token. A failed response
 * rejects with the server's parsed JSON body, or with `'Something went wrong'` when there is
 * none (network error, empty or non-JSON body). Cancelled requests reject with axios'
 * cancellation error unchanged, so query libraries recognise them. Reads go through `fetch`
 * (unless an `adapter` is given: then every request goes to it); axios loads on the first other
 * request.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const load = () => (instance ??= importAxios().then((axios) => configure(axios, options)));
  return {
    load,
    request<T = unknown, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) {
      return load().then((c) => c.request<T, R, D>(config));
    },
    get<T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      config?: AxiosRequestConfig<D>,
    ) {
      if (!options.adapter && fetchable(config)) return fetchRead<T, R>(url, config, options);
      return load().then((c) => c.get<T, R, D>(url, config));
    },
    delete<T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      config?: AxiosRequestConfig<D>,
    ) {
      return load().then((c) => c.delete<T, R, D>(url, config));
    },
    post<T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) {
      return load().then((c) => c.post<T, R, D>(url, data, config));
    },
    put<T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) {
      return load().then((c) => c.put<T, R, D>(url, data, config));
    },
    patch<T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) {
      return load().then((c) => c.patch<T, R, D>(url, data, config));
    },
  };
}

/** A URL, or a URL with request options, as the generic GET helper takes it. */
export type FetcherArgs = string | [url: string, config?: AxiosRequestConfig];

/** Generic GET: requests `args` with `client` and returns the response data. */
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
