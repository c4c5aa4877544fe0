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
  /**
   * The answer already held for this exact read (`GET url` with these query parameters), taken
   * once — e.g. a read the page started before the app's code ran — with when it was read (ms
   * since the epoch). Query hooks start with it instead of a loading state. Absent, or
   * `undefined` for a read nobody holds.
   */
  peek?(url: string, params?: Record<string, unknown>): { data: unknown; at: number } | undefined;
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

type Plain = string | number | boolean | null | undefined;

/**
 * The query of a read sent with `fetch`, or null when the request asks for more than a plain
 * read (options other than plain query parameters, a signal and text headers): axios sends it.
 */
function plainQuery(config: AxiosRequestConfig = {}): string | null {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signal is a plain read's too
  const { params = {}, signal, headers = {}, ...rest } = config as Record<string, unknown>;
  const values = [...Object.values(params as object), ...Object.values(headers as object)];
  if (Object.keys(rest).length || params instanceof URLSearchParams) return null;
  if (values.some((value) => value !== null && typeof value === 'object')) return null;
  return Object.entries(params as Record<string, Plain>)
    .flatMap(([key, value]) => (value == null ? [] : [`${key}=${encodeURIComponent(value)}`]))
    .join('&');
}

/**
 * A read sent with `fetch`, answered as axios answers it: the response with `data` parsed from
 * JSON (an empty or non-JSON body stays text); a status outside 2xx rejects with the parsed
 * body (see `normalizeError`), a network error with `'Something went wrong'`, an aborted read
 * with axios' cancellation (`axios.isCancel` recognises it).
 */
async function fetchRead(
  url: string,
  query: string,
  config: AxiosRequestConfig = {},
  { baseURL, getToken }: ApiClientOptions,
): Promise<unknown> {
  const headers = new Headers(config.headers as Record<string, string>);
  const token = getToken?.();
  headers.delete('Authorization');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const signal = config.signal as AbortSignal | undefined;
  const path = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${resolveApiBaseUrl(baseURL)}${path}`, { headers, signal });
    data = await response.text();
  } catch {
    throw signal?.aborted
      ? Object.assign(new Error('canceled'), { name: 'CanceledError', __CANCEL__: true })
      : normalizeError(undefined);
  }
  try {
    data = JSON.parse(data as string);
  } catch {
    // Empty or not JSON: the text, as axios leaves it.
  }
  if (!response.ok) throw normalizeError(data);
  const { status, statusText } = response;
  return { data, status, statusText, headers: Object.fromEntries(response.headers), config };
}

/**
 * Creates the API client: one axios instance without a default timeout (a call may set its
 * own, as the token renewal does). Requests carry `Authorization: Bearer <token>` while
 * `getToken` returns a token. A failed response rejects with the server's parsed JSON body, or with `'Something went wrong'` when there is
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
      const query = options.adapter ? null : plainQuery(config);
      const viaAxios = () => load().then((c) => c.get<T, R, D>(url, config));
      if (query === null) return viaAxios();
      return fetchRead(url, query, config, options) as ReturnType<typeof viaAxios>;
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
