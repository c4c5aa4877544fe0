import type { ApiClient } from '@finfree/core';
import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_READS_GLOBAL,
  dropArrivedEarlyRead,
  earlyReadKey,
  wasTakenEarly,
  type EarlyAnswer,
} from './earlyReadsGlobal';

/**
 * Reads a dashboard screen needs for its first content, started by an inline script in the
 * page's head (see {@link earlyReadsScript}) while the app's code is still downloading, instead
 * of after it. The app's API client answers the same reads from them (see
 * {@link withEarlyReads}) — without loading the HTTP library for them.
 *
 * Keep each entry equal to what the screen's hooks request (path and query parameters); an
 * entry that drifts only costs one request that nobody uses.
 */
export interface EarlyRead {
  /** API path, relative to the API base URL (e.g. `/trades`). */
  path: string;
  /** Query parameters, as the hook sends them. */
  params?: Record<string, string | number>;
}

/**
 * What every signed-in screen reads: the server's view of the user (the role check) and the
 * notification bell's unread count.
 */
const everyScreen: EarlyRead[] = [{ path: '/auth/me' }, { path: '/notifications/unread-count' }];

/**
 * The first screen's reads per dashboard path (exact): started by the head script on a cold load,
 * and by `readAhead` when a link to the screen is about to be followed. One more screen is one
 * more entry.
 */
export const EARLY_READS: Record<string, EarlyRead[]> = {
  '/dashboard': [
    { path: '/trades/stats' },
    { path: '/trades', params: { limit: 5, page: 1 } },
    { path: '/payments/balance' },
  ],
  '/dashboard/trades': [
    { path: '/trades/stats' },
    { path: '/trades', params: { limit: 10, page: 1 } },
  ],
  '/dashboard/affiliates': [
    { path: '/affiliates/me' },
    { path: '/payments/balance' },
    { path: '/payments/withdrawals', params: { limit: 5, page: 1 } },
    { path: '/payments/withdrawals', params: { status: 'pending', limit: 1, page: 1 } },
    { path: '/affiliates/referrals', params: { limit: 10, page: 1 } },
    { path: '/affiliates/commissions', params: { limit: 10, page: 1 } },
  ],
  '/dashboard/pricing': [
    { path: '/subscriptions' },
    { path: '/plans', params: { interval: 'month', limit: 10, page: 1 } },
  ],
  '/dashboard/payment': [
    { path: '/users/cards' },
    { path: '/payments', params: { limit: 10, page: 1 } },
    { path: '/payments/withdrawals', params: { limit: 5, page: 1 } },
    { path: '/plans', params: { limit: 100, page: 1 } },
  ],
  '/dashboard/connect': [{ path: '/connect/webhook' }, { path: '/connect' }],
  // The outlook's first page (`readOutlookParams` of an address without a search or tag).
  '/dashboard/outlook': [{ path: '/posts', params: { limit: 10, page: 1 } }],
  // The management screens (read for a stored administrator only: {@link ADMIN_PREFIX}).
  '/dashboard/group': [{ path: '/users', params: { limit: 10, page: 1 } }],
  '/dashboard/group/five': [{ path: '/trades', params: { limit: 10, page: 1 } }],
  '/dashboard/group/six': [
    { path: '/admin/payouts/summary' },
    { path: '/payments/withdrawals', params: { limit: 10, page: 1, sortBy: 'createdAt:asc' } },
  ],
  '/dashboard/group/audit-log': [
    { path: '/admin/jobs' },
    { path: '/admin/audit-log', params: { limit: 20, page: 1 } },
    { path: '/users', params: { role: 'admin', limit: 100 } },
  ],
  '/dashboard/group/disputes': [{ path: '/admin/disputes', params: { limit: 10, page: 1 } }],
  '/dashboard/group/outlook': [{ path: '/admin/posts', params: { limit: 10, page: 1 } }],
  '/dashboard/group/integrations': [
    { path: '/admin/connect/telegram' },
    { path: '/admin/connect/discord' },
    { path: '/plans', params: { limit: 100, page: 1 } },
    { path: '/admin/connect/log', params: { limit: 25 } },
  ],
};

/**
 * The screens under this path are the management screens: their reads start only when the
 * stored user is an administrator (a member opening one gets the 403 page, not its reads).
 */
export const ADMIN_PREFIX = '/dashboard/group';

export { EARLY_READS_GLOBAL, earlyReadKey };

/**
 * The inline head script that starts the reads of the path being opened, when a session is
 * stored (sessionStorage `accessToken`) and the path is a dashboard screen listed in
 * {@link EARLY_READS} (a management screen: when the stored user is an administrator). Each
 * read is kept as the promise of `{ token, status, body }` under its key in
 * `window.__finfreeEarlyReads`, and once answered the answer itself in
 * `window.__finfreeEarlyAnswers` (so the app's first render can show it: `ApiClient.peek`).
 * Any failure leaves the read to the app. The API hashes this
 * script into its Content-Security-Policy like the other inline scripts.
 */
export function earlyReadsScript(baseURL: string): string {
  const table = Object.fromEntries(
    Object.entries(EARLY_READS).map(([route, reads]) => [
      route,
      [...everyScreen, ...reads].map((read) => earlyReadKey(read.path, read.params)),
    ]),
  );
  return `(function (w) {
  try {
    var path = w.location.pathname.replace(/\\/+$/, '') || '/';
    var keys = ${JSON.stringify(table)}[path];
    var token = w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});
    if (!keys || !token || !w.fetch) return;
    if (path.indexOf(${JSON.stringify(ADMIN_PREFIX)}) === 0) {
      var user = null;
      try { user = JSON.parse(w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)})); } catch (e) {}
      if (!user || user.role !== 'admin') return;
    }
    var reads = (w.${EARLY_READS_GLOBAL} = {});
    var answers = (w.${EARLY_ANSWERS_GLOBAL} = w.${EARLY_ANSWERS_GLOBAL} || {});
    keys.forEach(function (key) {
      reads[key] = w.fetch(${JSON.stringify(baseURL)} + key, {
        headers: { authorization: 'Bearer ' + token, accept: 'application/json' },
        credentials: 'same-origin'
      }).then(function (response) {
        return response.json().then(function (body) {
          return { token: token, status: response.status, body: body };
        });
      }).catch(function () { return null; }).then(function (answer) {
        if (answer) answer.at = Date.now();
        answers[key] = answer;
        return answer;
      });
    });
  } catch (e) {}
})(window);`;
}

/** Takes (once) the reads the inline script started; empty when it started none. */
export function takeEarlyReads(
  scope: Record<string, unknown> = window as unknown as Record<string, unknown>,
): Map<string, Promise<EarlyAnswer | null>> {
  const reads = scope[EARLY_READS_GLOBAL] as
    Record<string, Promise<EarlyAnswer | null>> | undefined;
  delete scope[EARLY_READS_GLOBAL];
  return new Map(Object.entries(reads ?? {}));
}

/** How long a read started ahead, on a visitor's intent, may answer the screen's same read (ms). */
export const READ_AHEAD_MS = 10_000;

/** The API client of {@link withEarlyReads}. */
export type EarlyReadsClient = ApiClient & {
  /**
   * Starts the first reads of the dashboard screen at `pathname` (its {@link EARLY_READS}
   * entry) now, when a session is stored — on a visitor's intent to open it, so the reads travel
   * beside the screen's code instead of after it. The screen's same reads, asked within
   * {@link READ_AHEAD_MS}, are answered from them once; a read already ahead is not asked twice.
   */
  readAhead: (pathname: string) => void;
};

/**
 * The API client, answering each early read once from its answer when that answer is a success
 * for the current token: the head script's reads (`reads`), and those started by `readAhead`;
 * every other request (and a failed, stale or expired early read) goes to `client` as usual.
 */
export function withEarlyReads(
  client: ApiClient,
  reads: Map<string, Promise<EarlyAnswer | null>>,
  getToken: () => string | null | undefined,
  now: () => number = Date.now,
  scope: Record<string, unknown> = window as unknown as Record<string, unknown>,
): EarlyReadsClient {
  // When a read started ahead stops answering (the head script's never do).
  const expires = new Map<string, number>();
  const take = (key: string) => {
    const early = reads.get(key);
    reads.delete(key);
    const until = expires.get(key);
    expires.delete(key);
    // Its answer already stood for the read (a query's first data): not a second time.
    if (wasTakenEarly(key)) return undefined;
    return until !== undefined && until <= now() ? undefined : early;
  };
  const get: ApiClient['get'] = (url, config) => {
    const key = earlyReadKey(url, config?.params as Record<string, unknown> | undefined);
    const early = take(key);
    if (!early || config?.signal?.aborted) return client.get(url, config);
    return early.then((answer) => {
      // This request takes the answer: it must not stand for a later query's first data too.
      dropArrivedEarlyRead(key, scope);
      if (!answer || answer.status !== 200 || answer.token !== getToken()) {
        return client.get(url, config);
      }
      return {
        data: answer.body,
        status: 200,
        statusText: 'OK',
        headers: {},
        config: config ?? {},
      } as never;
    });
  };
  const readAhead = (pathname: string) => {
    const token = getToken();
    const list = EARLY_READS[pathname.replace(/\/+$/, '') || '/'];
    if (!token || !list) return;
    const at = now();
    for (const [key, until] of expires) {
      if (until <= at) {
        expires.delete(key);
        reads.delete(key);
      }
    }
    for (const read of list) {
      const key = earlyReadKey(read.path, read.params);
      if (!wasTakenEarly(key) && reads.has(key)) continue;
      expires.set(key, at + READ_AHEAD_MS);
      reads.set(
        key,
        client.get(read.path, { params: read.params }).then(
          (response) => {
            const answer = { token, status: response.status, body: response.data, at: now() };
            // Arrived before the screen's first render: the screen starts with it.
            ((scope[EARLY_ANSWERS_GLOBAL] ??= {}) as Record<string, EarlyAnswer>)[key] = answer;
            return answer;
          },
          () => null,
        ),
      );
    }
  };
  return { ...client, get, readAhead };
}
