// Every call the client may make, relative to the API base URL (which ends in `/v1`), typed
// from the server's OpenAPI document (`./generated/api.ts`, `npm run contract:generate`).
// Entries marked "unused" are kept for compatibility, but no screen calls them.
import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from './http/client';
import type { paths } from './generated/api';

// ---------------------------------------------------------------- types from the document

/** A path of the API relative to the base URL, as the OpenAPI document names it (`/plans/{id}`). */
export type ApiPath = {
  [K in keyof paths]: K extends `/v1${infer P}` ? P : never;
}[keyof paths];

type HttpMethod = 'get' | 'post' | 'patch' | 'delete' | 'put';
type IsNever<T> = [T] extends [never] ? true : false;
type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[`/v1${P}`][M]>;

/** The methods the server answers on `P`. */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]: IsNever<Operation<P, M>> extends true ? never : M;
}[HttpMethod];

type Params<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { parameters: infer A } ? A : never;

/** The path parameters of `M P` (`{ id: string }`), never when it has none. */
export type PathParams<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<
  Params<P, M> extends { path?: infer T } ? T : never
>;

/** The query parameters of `M P`, never when it takes none. */
export type QueryParams<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<
  Params<P, M> extends { query?: infer T } ? T : never
>;

/** The JSON request body of `M P`, never when it takes none. */
export type RequestBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

type Success<R> = R extends { content: { 'application/json': infer T } } ? T : void;

/** The JSON answer of `M P` on success (2xx); `void` for 204. */
export type ResponseBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { responses: infer R }
    ? {
        [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Success<R[S]> : never;
      }[keyof R]
    : never;

/** Options of {@link callApi}: path parameters, query and body exactly as the route takes them. */
export type CallOptions<P extends ApiPath, M extends ApiMethod<P>> = (IsNever<
  PathParams<P, M>
> extends true
  ? { path?: undefined }
  : { path: PathParams<P, M> }) &
  (IsNever<QueryParams<P, M>> extends true
    ? { query?: undefined }
    : { query?: QueryParams<P, M> }) &
  (IsNever<RequestBody<P, M>> extends true
    ? { body?: undefined }
    : object extends RequestBody<P, M>
      ? { body?: RequestBody<P, M> }
      : { body: RequestBody<P, M> }) & {
    /** Aborts the request. */
    signal?: AbortSignal;
    /** Gives up on the request after this many ms (axios' `timeout`); default: no limit. */
    timeout?: number;
    /** Extra request headers (e.g. `Idempotency-Key`). */
    headers?: Record<string, string>;
  };

/** `P` with its `{name}` placeholders replaced by the URL-encoded path parameters. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * One API call, typed from the OpenAPI document: the path must be one the server serves, the
 * method one it answers there, and the path parameters, query and body those the route's
 * schema takes; the promise resolves with the route's success answer (nothing for a 204).
 *
 * @example
 * const plan = await callApi(client, 'get', '/plans/{id}', { path: { id } });
 */
export async function callApi<P extends ApiPath, M extends ApiMethod<P>>(
  client: ApiClient,
  method: M,
  path: P,
  ...[options]: object extends CallOptions<P, M>
    ? [options?: CallOptions<P, M>]
    : [options: CallOptions<P, M>]
): Promise<ResponseBody<P, M>> {
  const {
    path: params,
    query,
    body,
    signal,
    timeout,
    headers,
  } = (options ?? {}) as {
    path?: Record<string, string>;
    query?: AxiosRequestConfig['params'];
    body?: unknown;
    signal?: AbortSignal;
    timeout?: number;
    headers?: Record<string, string>;
  };
  const config: AxiosRequestConfig = {
    ...(query !== undefined ? { params: query } : {}),
    ...(signal ? { signal } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
    ...(headers ? { headers } : {}),
  };
  // The arguments a direct axios call would take: no empty options, no trailing missing body.
  const args: unknown[] = [fillPath(path, params)];
  if (method !== 'get' && method !== 'delete') args.push(body);
  if (Object.keys(config).length > 0) args.push(config);
  else while (args.length > 1 && args.at(-1) === undefined) args.pop();
  const send = client[method] as (...a: unknown[]) => Promise<{ data: ResponseBody<P, M> }>;
  return (await send.apply(client, args)).data;
}

// ---------------------------------------------------------------- path list (compatibility)

const enc = encodeURIComponent;

/** Paths of every API call, relative to the base URL. Functions take the resource id. */
export const endpoints = {
  /** Unused by the screens, kept for compatibility. */
  chat: '/api/chat',
  /** Unused by the screens, kept for compatibility. */
  kanban: '/api/kanban',
  /** Unused by the screens, kept for compatibility. */
  calendar: '/api/calendar',
  auth: {
    /** `GET` the signed-in user; asked on start, so rights follow the server's answer. */
    me: '/auth/me',
    /** `POST {email, password}` → `{user, tokens}`. */
    login: '/auth/login',
    /** `POST {name, email, password, referralCode?}` → `{user, tokens}`. */
    register: '/auth/register',
    /** `POST {refreshToken}` → tokens. */
    refreshTokens: '/auth/refresh-tokens',
    /** `POST {refreshToken}` → 204. */
    logout: '/auth/logout',
    /** `POST` → 204; every token of the user stops working. */
    logoutAll: '/auth/logout-all',
    /** `POST {email}` → 204. */
    forgotPassword: '/auth/forgot-password',
    /** `POST {password}` with `?token=` → 204. */
    resetPassword: '/auth/reset-password',
  },
  /** Unused by the screens, kept for compatibility. */
  mail: { list: '/api/mail/list', details: '/api/mail/details', labels: '/api/mail/labels' },
  /** Unused by the screens, kept for compatibility. */
  post: {
    list: '/api/post/list',
    details: '/api/post/details',
    latest: '/api/post/latest',
    search: '/api/post/search',
  },
  /** Unused by the screens, kept for compatibility. */
  product: {
    list: '/api/product/list',
    details: '/api/product/details',
    search: '/api/product/search',
  },
  users: {
    /** `PATCH` own profile. */
    me: '/users/me',
    /** `GET` (admin) paginated users. */
    list: '/users',
    /** `PATCH` (admin) role / disabled. */
    details: (id: string) => `/users/${enc(id)}`,
  },
  plans: {
    /** `GET` paginated plans; `POST` (admin) creates one. */
    list: '/plans',
    /** Unused by the screens: the first page as the earlier client requested it. */
    firstPage: '/plans?limit=10&page=1',
    /** `GET` one plan; `PATCH`/`DELETE` (admin). */
    details: (id: string) => `/plans/${enc(id)}`,
    /** `GET ?lang=` (admin) the features a plan can promise, labelled in that language. */
    features: '/plans/features',
  },
  trades: {
    /** `GET` paginated trades; `POST` (admin) publishes one. */
    list: '/trades',
    /** Unused by the screens: the first page as the earlier client requested it. */
    firstPage: '/trades?limit=10&page=1',
    /** `GET` one trade; `PATCH` (admin). */
    details: (id: string) => `/trades/${enc(id)}`,
    /** Unused by the screens: the earlier client's trade-details path (the API serves `details`). */
    legacyDetails: (id: string) => `/api/trades/${enc(id)}`,
    /** `GET` statistics. */
    stats: '/trades/stats',
    /** `GET` track-record statistics. */
    performance: '/trades/performance',
    /** `GET` the hash-chained trade history (public). */
    chain: '/trades/chain',
    /** `POST` (admin) an event to a trade's update log. */
    events: (id: string) => `/trades/${enc(id)}/events`,
  },
  public: {
    /** `GET` member count and track record. */
    stats: '/public/stats',
  },
  /** `POST {name, email, subject, message}` → 202. */
  contact: '/contact',
  cards: {
    /** `GET` saved cards; `POST` (idempotent) saves one. */
    list: '/users/cards',
    /** `POST` → `{setupId, cardFormUrl}`. */
    setup: '/users/cards/setup',
    /** `PATCH {isDefault}` / `DELETE`. */
    details: (id: string) => `/users/cards/${enc(id)}`,
  },
  payments: {
    /** `GET` billing history. */
    list: '/payments',
    /** `POST` (idempotent) `{planId}` or `{subscriptionId}` → Order. */
    createOrder: '/payments/create-order',
    /** `POST` (idempotent) pays an order. */
    confirmOrder: (id: string) => `/payments/orders/${enc(id)}/confirm`,
    /** `POST` (idempotent) starts the bank's confirmation of an order → Order with `nextAction`. */
    authenticateOrder: (id: string) => `/payments/orders/${enc(id)}/authenticate`,
    /** `POST` → the order's outcome after the payer returns from the bank (402 with the reason). */
    refreshOrder: (id: string) => `/payments/orders/${enc(id)}/refresh`,
    /** `GET` affiliate balance. */
    balance: '/payments/balance',
    /** `POST` (idempotent) requests a withdrawal. */
    withdraw: '/payments/withdraw',
    /** `GET` withdrawals. */
    withdrawals: '/payments/withdrawals',
    /** `DELETE` (own, pending) / `PATCH` (admin) one withdrawal. */
    withdrawal: (id: string) => `/payments/withdrawals/${enc(id)}`,
  },
  subscriptions: {
    /** `GET` own subscriptions; `POST` (idempotent) subscribes. */
    list: '/subscriptions',
    /** `GET` details, `PATCH` update, `DELETE` cancel at period end. */
    details: (id: string) => `/subscriptions/${enc(id)}`,
    /** `GET ?planId=` what a plan change costs now. */
    preview: (id: string) => `/subscriptions/${enc(id)}/preview`,
  },
  affiliates: {
    /** `GET` summary. */
    me: '/affiliates/me',
    /** `GET` paginated referrals. */
    referrals: '/affiliates/referrals',
    /** `GET` paginated commissions. */
    commissions: '/affiliates/commissions',
    /** `POST {code}` → 204 (public). */
    clicks: '/affiliates/clicks',
  },
  admin: {
    /** `GET` (admin) paginated audit log. */
    auditLog: '/admin/audit-log',
    /** `GET` (admin) a member's affiliate summary; `PATCH {rate}`. */
    affiliate: (id: string) => `/admin/affiliates/${enc(id)}`,
    /** `GET` (admin) counts and totals of pending and approved withdrawals. */
    payoutsSummary: '/admin/payouts/summary',
    /** `GET` (admin) background job queues and recent failed jobs. */
    jobs: '/admin/jobs',
    /** `POST` (admin) → the job, queued again. */
    retryJob: (queue: string, id: string) => `/admin/jobs/${enc(queue)}/${enc(id)}/retry`,
    /** `GET` (admin) an order's refunds; `POST` (idempotent) `{amount?, reason, access}` refunds. */
    orderRefunds: (id: string) => `/admin/orders/${enc(id)}/refunds`,
    /** `GET` (admin) paginated disputes (`?status&userId`). */
    disputes: '/admin/disputes',
    /** `GET` (admin) one dispute with its timeline. */
    dispute: (id: string) => `/admin/disputes/${enc(id)}`,
    /** `POST` (admin) gives a won dispute's member their access back (409 unless won). */
    restoreDisputeAccess: (id: string) => `/admin/disputes/${enc(id)}/restore-access`,
  },
  notifications: {
    /** `GET` my notifications (paginated, with `unread`). */
    list: '/notifications',
    /** `GET` → `{count}`. */
    unreadCount: '/notifications/unread-count',
    /** `POST` → 204. */
    read: (id: string) => `/notifications/${enc(id)}/read`,
    /** `POST` → 204. */
    readAll: '/notifications/read-all',
    /** `GET` text/event-stream (`Last-Event-ID` resumes). */
    stream: '/notifications/stream',
    /** `GET` / `PUT` alert choices. */
    preferences: '/notifications/preferences',
    /** `POST {token}` → 204 (public, from an e-mail's link). */
    unsubscribe: '/notifications/unsubscribe',
  },
  health: { live: '/healthz', ready: '/readyz' },
} as const;

/** The type of {@link endpoints}. */
export type Endpoints = typeof endpoints;
