import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { normalizeError } from './errors';
import { resolveApiBaseUrl } from './config';

/**
 * The HTTP client every API function takes: axios' request methods. axios itself (≈ 21 kB
 * gzip) loads on the first request, or on {@link ApiClient.load}, so a page that makes no
 * request (the landing page with its data shipped in the HTML, the sign-in form before it is
 * used) does not download it.
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

/**
 * Creates the API client: one axios instance without a default timeout (a call may set its
 * own, as the token renewal does). Requests carry `Authorization: Bearer <token>` while
 * `getToken` returns a token. A failed response rejects with the server's parsed JSON body, or with `'Something went wrong'` when there is
 * none (network error, empty or non-JSON body). Cancelled requests reject with axios'
 * cancellation error unchanged, so query libraries recognise them. axios loads on first use.
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
