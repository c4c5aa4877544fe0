import type { ApiClient } from '@finfree/core';
import {
  ARRIVED_ANSWER_MS,
  EARLY_ANSWERS_GLOBAL,
  takeArrivedEarlyRead,
  wasTakenEarly,
} from './earlyReadsGlobal';
import {
  EARLY_READS,
  EARLY_READS_GLOBAL,
  READ_AHEAD_MS,
  earlyReadKey,
  earlyReadsScript,
  takeEarlyReads,
  withEarlyReads,
} from './earlyReads';

/** Runs the inline script (exactly its text) against a window with this path and storage. */
function runScript(path: string, token: string | null, user: string | null = null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const stored: Record<string, string | null> = { accessToken: token, user };
  const win: Record<string, unknown> = {
    location: { pathname: path },
    sessionStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve({ status: 200, json: () => Promise.resolve({ url }) });
    },
  };
  // The script is a string the API hashes into its CSP; run exactly that text.
  new Function('window', earlyReadsScript('/v1'))(win);
  return { calls, win };
}

function fakeClient() {
  const requests: string[] = [];
  const client = {
    get: (url: string, config?: { params?: Record<string, unknown> }) => {
      requests.push(earlyReadKey(url, config?.params));
      return Promise.resolve({ status: 200, data: { from: 'client', url } });
    },
  } as unknown as ApiClient;
  return { client, requests };
}

type Answer = { token: string; status: number; body: unknown } | null;
const answer = (body: unknown, status = 200, token = 't1'): Promise<Answer> =>
  Promise.resolve({ token, status, body });

describe('earlyReadKey', () => {
  it('orders parameters and drops empty ones, so the hook and the script agree', () => {
    expect(earlyReadKey('/trades', { page: 1, limit: 5, symbol: undefined })).toBe(
      '/trades?limit=5&page=1',
    );
    expect(earlyReadKey('/auth/me')).toBe('/auth/me');
  });
});

describe('the early reads head script', () => {
  it("starts the dashboard's first reads with the stored token, beside the code", async () => {
    const { calls, win } = runScript('/dashboard', 'tok');
    expect(calls.map((call) => call.url)).toEqual([
      '/v1/auth/me',
      '/v1/notifications/unread-count',
      '/v1/trades/stats',
      '/v1/trades?limit=5&page=1',
      '/v1/payments/balance',
    ]);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const reads = takeEarlyReads(win);
    const arrived = {
      token: 'tok',
      status: 200,
      body: { url: '/v1/trades/stats' },
      at: expect.any(Number),
    };
    expect(await reads.get('/trades/stats')).toEqual(arrived);
    expect(win[EARLY_READS_GLOBAL]).toBeUndefined();
    // Once arrived, each answer is also there to be taken as it is (a query's first data).
    expect((win[EARLY_ANSWERS_GLOBAL] as Record<string, unknown>)['/trades/stats']).toEqual(
      arrived,
    );
  });

  it('reads nothing for a signed-out visitor or a page it does not know', () => {
    expect(runScript('/dashboard', null).calls).toEqual([]);
    expect(runScript('/', 'tok').calls).toEqual([]);
    expect(runScript('/dashboard/one', 'tok').calls).toEqual([]);
  });

  it('starts the reads of a management screen for a stored administrator only', () => {
    const admin = JSON.stringify({ name: 'Admin', role: 'admin' });
    expect(runScript('/dashboard/group/disputes', 'tok', admin).calls.map((c) => c.url)).toEqual([
      '/v1/auth/me',
      '/v1/notifications/unread-count',
      '/v1/admin/disputes?limit=10&page=1',
    ]);
    const member = JSON.stringify({ name: 'Member', role: 'user' });
    expect(runScript('/dashboard/group/disputes', 'tok', member).calls).toEqual([]);
    expect(runScript('/dashboard/group', 'tok', null).calls).toEqual([]);
    expect(runScript('/dashboard/group', 'tok', '{not json').calls).toEqual([]);
  });

  it('knows every screen it lists by the path with or without a trailing slash', () => {
    const admin = JSON.stringify({ role: 'admin' });
    for (const path of Object.keys(EARLY_READS)) {
      expect(runScript(`${path}/`, 'tok', admin).calls.length).toBeGreaterThan(2);
    }
  });
});

describe('withEarlyReads', () => {
  it('answers an early read once from the early answer, then asks the server again', async () => {
    const { client, requests } = fakeClient();
    const wrapped = withEarlyReads(
      client,
      new Map([['/trades?limit=5&page=1', answer({ items: [] })]]),
      () => 't1',
    );
    const first = await wrapped.get('/trades', { params: { page: 1, limit: 5 } });
    expect(first.data).toEqual({ items: [] });
    expect(requests).toEqual([]);
    await wrapped.get('/trades', { params: { page: 1, limit: 5 } });
    expect(requests).toEqual(['/trades?limit=5&page=1']);
  });

  it('leaves a failed, lost or other-token early read to the client', async () => {
    const { client, requests } = fakeClient();
    const wrapped = withEarlyReads(
      client,
      new Map([
        ['/auth/me', answer({ message: 'no' }, 401)],
        ['/trades/stats', Promise.resolve<Answer>(null)],
        ['/payments/balance', answer({ available: 1 }, 200, 'old-token')],
      ]),
      () => 't1',
    );
    for (const url of ['/auth/me', '/trades/stats', '/payments/balance']) {
      expect((await wrapped.get(url)).data).toEqual({ from: 'client', url });
    }
    expect(requests).toEqual(['/auth/me', '/trades/stats', '/payments/balance']);
  });

  it('asks the client for every read when it holds none', async () => {
    const { client, requests } = fakeClient();
    const wrapped = withEarlyReads(client, new Map(), () => 't1');
    expect((await wrapped.get('/trades/stats')).data).toEqual({
      from: 'client',
      url: '/trades/stats',
    });
    expect(requests).toEqual(['/trades/stats']);
  });
});

describe('an early answer that has arrived (a query’s first data)', () => {
  const arrived = (answers: Record<string, unknown>) => ({ [EARLY_ANSWERS_GLOBAL]: answers });

  it('is taken once, for the token it was read with, when under 5 minutes old', () => {
    const now = 1_000_000;
    const scope = arrived({
      '/trades/stats': { token: 't1', status: 200, body: { n: 1 }, at: now - 100 },
      '/auth/me': { token: 't1', status: 401, body: {}, at: now },
      '/payments/balance': { token: 'old', status: 200, body: {}, at: now },
      '/trades?limit=5&page=1': {
        token: 't1',
        status: 200,
        body: {},
        at: now - ARRIVED_ANSWER_MS,
      },
    });
    expect(takeArrivedEarlyRead('/trades/stats', 't1', now, scope)).toEqual({
      data: { n: 1 },
      at: now - 100,
    });
    expect(takeArrivedEarlyRead('/trades/stats', 't1', now, scope)).toBeUndefined();
    expect(wasTakenEarly('/trades/stats')).toBe(true);
    expect(wasTakenEarly('/trades/stats')).toBe(false);
    for (const key of ['/auth/me', '/payments/balance', '/trades?limit=5&page=1', '/nothing']) {
      expect(takeArrivedEarlyRead(key, 't1', now, scope)).toBeUndefined();
    }
    expect(takeArrivedEarlyRead('/payments/balance', null, now, scope)).toBeUndefined();
  });

  it('taken as a first data, its read answers no request; a read that answered one leaves no answer', async () => {
    const { client, requests } = fakeClient();
    const scope = arrived({
      '/trades/stats': { token: 't1', status: 200, body: { n: 1 }, at: Date.now() },
      '/payments/balance': { token: 't1', status: 200, body: { b: 1 }, at: Date.now() },
    });
    const wrapped = withEarlyReads(
      client,
      new Map([
        ['/trades/stats', answer({ n: 1 })],
        ['/payments/balance', answer({ b: 1 })],
      ]),
      () => 't1',
      Date.now,
      scope,
    );
    expect(takeArrivedEarlyRead('/trades/stats', 't1', Date.now(), scope)?.data).toEqual({ n: 1 });
    // The query, refreshed later, asks the server.
    expect((await wrapped.get('/trades/stats')).data).toEqual({
      from: 'client',
      url: '/trades/stats',
    });
    // The balance's read answered its request: a later query does not start with it again.
    expect((await wrapped.get('/payments/balance')).data).toEqual({ b: 1 });
    expect(takeArrivedEarlyRead('/payments/balance', 't1', Date.now(), scope)).toBeUndefined();
    expect(requests).toEqual(['/trades/stats']);
  });

  it('a read started ahead is there once arrived, for the screen’s first render', async () => {
    const { client } = fakeClient();
    const scope = arrived({});
    const wrapped = withEarlyReads(client, new Map(), () => 't1', Date.now, scope);
    wrapped.readAhead('/dashboard/trades');
    await wrapped.get('/trades', { params: { page: 1, limit: 10 } });
    await vi.waitFor(() =>
      expect(takeArrivedEarlyRead('/trades/stats', 't1', Date.now(), scope)?.data).toEqual({
        from: 'client',
        url: '/trades/stats',
      }),
    );
    // The list's read answered its request: not also a first data.
    expect(
      takeArrivedEarlyRead('/trades?limit=10&page=1', 't1', Date.now(), scope),
    ).toBeUndefined();
  });
});

describe('readAhead', () => {
  const trades = ['/trades/stats', '/trades?limit=10&page=1'];

  it("starts a screen's first reads at once and answers the screen's same reads from them, once", async () => {
    const { client, requests } = fakeClient();
    const wrapped = withEarlyReads(client, new Map(), () => 't1');
    wrapped.readAhead('/dashboard/trades/');
    expect(requests).toEqual(trades);
    // Intent again (the link hovered, then pressed): nothing is asked twice.
    wrapped.readAhead('/dashboard/trades');
    expect(requests).toEqual(trades);
    // The screen's hooks ask the same reads: answered from those already on their way.
    const stats = await wrapped.get('/trades/stats');
    expect(stats.data).toEqual({ from: 'client', url: '/trades/stats' });
    await wrapped.get('/trades', { params: { page: 1, limit: 10 } });
    expect(requests).toEqual(trades);
    // Once only: a later read of the screen asks the server.
    await wrapped.get('/trades/stats');
    expect(requests).toEqual([...trades, '/trades/stats']);
  });

  it(`lets a read ahead answer for ${READ_AHEAD_MS / 1000} s, then asks the server again`, async () => {
    const { client, requests } = fakeClient();
    let now = 1_000;
    const wrapped = withEarlyReads(
      client,
      new Map(),
      () => 't1',
      () => now,
    );
    wrapped.readAhead('/dashboard/trades');
    now += READ_AHEAD_MS;
    await wrapped.get('/trades/stats');
    expect(requests).toEqual([...trades, '/trades/stats']);
    // An intent after the expiry starts the reads again.
    wrapped.readAhead('/dashboard/trades');
    expect(requests).toEqual([...trades, '/trades/stats', ...trades]);
  });

  it('reads nothing ahead for a signed-out visitor or a screen it has no entry for', () => {
    const { client, requests } = fakeClient();
    withEarlyReads(client, new Map(), () => null).readAhead('/dashboard/trades');
    withEarlyReads(client, new Map(), () => 't1').readAhead('/dashboard/one');
    withEarlyReads(client, new Map(), () => 't1').readAhead('/pricing');
    expect(requests).toEqual([]);
  });

  it('leaves a read ahead that failed, or was made with a token since replaced, to the client', async () => {
    const requests: string[] = [];
    let token = 't1';
    const client = {
      get: (url: string) => {
        requests.push(url);
        return url === '/trades/stats' && requests.length === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ status: 200, data: { url, token } });
      },
    } as unknown as ApiClient;
    const wrapped = withEarlyReads(client, new Map(), () => token);
    wrapped.readAhead('/dashboard/trades');
    token = 't2';
    expect((await wrapped.get('/trades/stats')).data).toEqual({
      url: '/trades/stats',
      token: 't2',
    });
    expect((await wrapped.get('/trades', { params: { limit: 10, page: 1 } })).data).toEqual({
      url: '/trades',
      token: 't2',
    });
  });
});
