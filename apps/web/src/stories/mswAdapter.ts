// An axios adapter that answers every request of the API client with MSW request handlers,
// in memory: no service worker, no network. Each request becomes a fetch `Request`, goes
// through msw's `getResponse(handlers, request)` and comes back as an axios response, so the
// client's interceptors (Bearer token, error normalisation) run exactly as in the app.
import type { ApiClientOptions } from '@finfree/core';
import { getResponse, type RequestHandler } from 'msw';

// axios is core's dependency, not the web app's: its types are reached through the client.
type AdapterSetting = NonNullable<ApiClientOptions['adapter']>;
/** An axios adapter function. */
export type AxiosAdapterFn = Extract<AdapterSetting, (...args: never[]) => unknown>;
type AdapterConfig = Parameters<AxiosAdapterFn>[0];
type AdapterResponse = Awaited<ReturnType<AxiosAdapterFn>>;

/** Rejection of a failed answer; `isAxiosError` is what axios (and core) recognise. */
class StoryAxiosError extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: AdapterConfig,
    readonly response?: AdapterResponse,
  ) {
    super(message);
    this.name = 'AxiosError';
  }
  toJSON() {
    return { message: this.message, code: this.code, status: this.response?.status };
  }
}

/** Rejection of an aborted request; `__CANCEL__` is what `axios.isCancel` recognises. */
class StoryCanceledError extends Error {
  readonly __CANCEL__ = true;
  readonly code = 'ERR_CANCELED';
  constructor() {
    super('canceled');
    this.name = 'CanceledError';
  }
}

function toHeaders(config: AdapterConfig): Headers {
  const headers = new Headers();
  const raw = config.headers?.toJSON?.() ?? {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

function toBody(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || data instanceof Blob || data instanceof FormData) return data;
  if (data instanceof URLSearchParams || data instanceof ArrayBuffer) return data;
  return JSON.stringify(data);
}

/** Resolves when `signal` aborts (never when there is none). */
function aborted(signal: AdapterConfig['signal']): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(new StoryCanceledError());
    signal.addEventListener?.('abort', () => reject(new StoryCanceledError()));
  });
}

/**
 * Creates the adapter. `getHandlers` is read for every request, so a story can swap its
 * handlers without re-creating the client.
 */
export function createMswAdapter(getHandlers: () => readonly RequestHandler[]): AxiosAdapterFn {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const uri = new URL(uriOf(config), window.location.origin);
    const request = new Request(uri, {
      method,
      headers: toHeaders(config),
      body: method === 'GET' || method === 'HEAD' ? undefined : toBody(config.data),
    });
    const response = await Promise.race([
      getResponse([...getHandlers()], request),
      aborted(config.signal),
    ]);
    if (!response) {
      console.warn(`[stories] no MSW handler for ${method} ${uri.pathname}${uri.search}`);
      throw new StoryAxiosError('Network Error', 'ERR_NETWORK', config);
    }
    const text = await response.text();
    const axiosResponse: AdapterResponse = {
      data: text,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request,
    };
    const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (valid(response.status)) return axiosResponse;
    throw new StoryAxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      axiosResponse,
    );
  };
}

/** `baseURL` + `url` + `?params`, as axios would send it. */
function uriOf(config: AdapterConfig): string {
  const base = (config.baseURL ?? '').replace(/\/+$/, '');
  const url = config.url ?? '';
  const full = /^[a-z][a-z\d+\-.]*:\/\//i.test(url) ? url : `${base}/${url.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  const raw = (config.params ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}
