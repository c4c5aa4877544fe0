// MSW request handlers that play the Finfree API for the screen stories. They answer any
// origin under `/v1`. Who is asking is read from the Bearer token (its `sub`), like the real
// API: members and admins get full trades, everyone else gets open/pending trades locked.
import type { ApiError, Trade, TradeSide, TradeStatus, User } from '@finfree/core';
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import { notificationHandlers } from './notificationHandlers';
import {
  adminUser,
  authResponse,
  balance,
  confirmingUser,
  disputedUser,
  emptyTradePerformance,
  emptyTradeStats,
  lockTrade,
  memberTrades,
  memberUser,
  nonMemberUser,
  paginate,
  plans,
  publicStats,
  tradePerformance,
  tradeStats,
  validCredentials,
} from './fixtures';

/** The handler path of an API route, for any origin: `api('/plans')` → `*\/v1/plans`. */
export const api = (path: string) => `*/v1${path}`;

/** HTTP methods the helpers below accept. */
export type Method = 'get' | 'post' | 'patch' | 'delete';

const knownUsers: User[] = [memberUser, nonMemberUser, adminUser, confirmingUser, disputedUser];

function base64UrlDecode(value: string): string {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/');
  return atob(padded.padEnd(Math.ceil(padded.length / 4) * 4, '='));
}

/** The user behind the request's Bearer token, or null for a guest or an unknown token. */
export function requestUser(request: Request): User | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  try {
    const { sub } = JSON.parse(base64UrlDecode(token.split('.')[1] ?? '')) as { sub?: string };
    return knownUsers.find((user) => user.id === sub) ?? null;
  } catch {
    return null;
  }
}

/** True when the user sees trades unlocked: an admin, or an active/trialing subscriber. */
export function isMember(user: User | null): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const status = user.subscription?.status;
  return status === 'active' || status === 'trialing';
}

/** A JSON error body in the API's shape. */
export function apiError(code: number, message: string, extra: Partial<ApiError> = {}): Response {
  return HttpResponse.json<ApiError>({ code, message, ...extra }, { status: code });
}

const unauthorized = () => apiError(401, 'Please authenticate');

function pageOf(url: URL) {
  const page = Number(url.searchParams.get('page')) || 1;
  const limit = Math.min(Number(url.searchParams.get('limit')) || 10, 100);
  return { page, limit };
}

/** Filters the trades as `GET /trades` does (status, side, symbol). */
export function filterTrades(trades: readonly Trade[], url: URL): Trade[] {
  const status = url.searchParams.get('status') as TradeStatus | null;
  const side = url.searchParams.get('side') as TradeSide | null;
  const symbol = url.searchParams.get('symbol')?.toUpperCase();
  return trades.filter(
    (trade) =>
      (!status || trade.status === status) &&
      (!side || trade.side === side) &&
      (!symbol || trade.symbol === symbol),
  );
}

function visibleTrade(trade: Trade, user: User | null): Trade {
  return isMember(user) || (trade.status !== 'open' && trade.status !== 'pending')
    ? trade
    : lockTrade(trade);
}

/** Handlers answering `GET /trades` and `GET /trades/:id` from `trades`. */
export function tradesHandlers(trades: readonly Trade[]): RequestHandler[] {
  return [
    http.get(api('/trades/stats'), () => HttpResponse.json(tradeStats)),
    http.get(api('/trades/performance'), () => HttpResponse.json(tradePerformance)),
    http.get(api('/trades/:id'), ({ params, request }) => {
      const trade = trades.find((item) => item.id === params.id);
      if (!trade) return apiError(404, 'Trade not found');
      return HttpResponse.json(visibleTrade(trade, requestUser(request)));
    }),
    http.get(api('/trades'), ({ request }) => {
      const url = new URL(request.url);
      const user = requestUser(request);
      const { page, limit } = pageOf(url);
      const list = filterTrades(trades, url).map((trade) => visibleTrade(trade, user));
      return HttpResponse.json(paginate(list, page, limit));
    }),
  ];
}

/** The API as the stories see it by default: every screen's calls answered with fixtures. */
export const handlers: RequestHandler[] = [
  http.get(api('/public/stats'), () => HttpResponse.json(publicStats)),
  http.get(api('/plans'), ({ request }) => {
    const url = new URL(request.url);
    const interval = url.searchParams.get('interval');
    const { page, limit } = pageOf(url);
    const list = plans.filter((plan) => plan.active && (!interval || plan.interval === interval));
    return HttpResponse.json(paginate(list, page, limit));
  }),
  ...tradesHandlers(memberTrades),
  ...notificationHandlers(),
  http.post(api('/auth/login'), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email !== validCredentials.email || body.password !== validCredentials.password) {
      return apiError(401, 'Incorrect email or password');
    }
    return HttpResponse.json(authResponse(memberUser));
  }),
  http.post(api('/auth/register'), async ({ request }) => {
    const body = (await request.json()) as { name: string; email: string };
    if (knownUsers.some((user) => user.email === body.email)) {
      return apiError(400, 'Email already taken');
    }
    const user: User = {
      ...nonMemberUser,
      id: 'usr_new_01',
      name: body.name,
      email: body.email,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    return HttpResponse.json(authResponse(user), { status: 201 });
  }),
  http.post(api('/auth/logout-all'), ({ request }) =>
    requestUser(request) ? new HttpResponse(null, { status: 204 }) : unauthorized(),
  ),
  http.get(api('/auth/me'), ({ request }) => {
    const user = requestUser(request);
    return user ? HttpResponse.json(user) : unauthorized();
  }),
  http.patch(api('/users/me'), async ({ request }) => {
    const user = requestUser(request);
    if (!user) return unauthorized();
    const body = (await request.json()) as Partial<Pick<User, 'name' | 'photoURL'>> & {
      password?: string;
      currentPassword?: string;
    };
    if (body.password && body.currentPassword !== validCredentials.password) {
      return apiError(400, 'Current password is incorrect', {
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      });
    }
    return HttpResponse.json<User>({
      ...user,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.photoURL !== undefined ? { photoURL: body.photoURL } : {}),
    });
  }),
  http.post(api('/contact'), () => new HttpResponse(null, { status: 202 })),
  http.get(api('/payments/balance'), ({ request }) =>
    requestUser(request) ? HttpResponse.json(balance) : unauthorized(),
  ),
];

/** A handler that never answers: the screen stays in its loading state. */
export function loading(method: Method, path: string): RequestHandler {
  return http[method](api(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A handler that fails with `status` (500 by default) and the API's error body. */
export function failing(method: Method, path: string, status = 500): RequestHandler {
  const message = status >= 500 ? 'Internal server error' : 'Request failed';
  return http[method](api(path), () => apiError(status, message));
}

/** Empty answers: no plans, no trades, no statistics. */
export const emptyHandlers: RequestHandler[] = [
  http.get(api('/plans'), () => HttpResponse.json(paginate([]))),
  http.get(api('/trades/stats'), () => HttpResponse.json(emptyTradeStats)),
  http.get(api('/trades/performance'), () => HttpResponse.json(emptyTradePerformance)),
  ...tradesHandlers([]),
];

/** Every read of the landing page, overview and trades pending forever. */
export const loadingHandlers: RequestHandler[] = [
  loading('get', '/public/stats'),
  loading('get', '/plans'),
  loading('get', '/trades/stats'),
  loading('get', '/trades/performance'),
  loading('get', '/trades/:id'),
  loading('get', '/trades'),
  loading('get', '/payments/balance'),
];

/** Every read of the landing page, overview and trades failing with a 500. */
export const errorHandlers: RequestHandler[] = [
  failing('get', '/public/stats'),
  failing('get', '/plans'),
  failing('get', '/trades/stats'),
  failing('get', '/trades/performance'),
  failing('get', '/trades/:id'),
  failing('get', '/trades'),
  failing('get', '/payments/balance'),
];
