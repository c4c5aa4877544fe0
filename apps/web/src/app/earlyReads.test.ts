import type { ApiClient } from '@finfree/core';
import {
  EARLY_READS,
  EARLY_READS_GLOBAL,
  earlyReadKey,
  earlyReadsScript,
  takeEarlyReads,
  withEarlyReads,
} from './earlyReads';

/** Runs the inline script (exactly its text) against a window with this path and storage. */
function runScript(path: string, token: string | null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const win: Record<string, unknown> = {
    location: { pathname: path },
    sessionStorage: { getItem: (key: string) => (key === 'accessToken' ? token : null) },
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
      return Promise.resolve({ data: { from: 'client', url } });
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
    expect(await reads.get('/trades/stats')).toEqual({
      token: 'tok',
      status: 200,
      body: { url: '/v1/trades/stats' },
    });
    expect(win[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('reads nothing for a signed-out visitor or a page it does not know', () => {
    expect(runScript('/dashboard', null).calls).toEqual([]);
    expect(runScript('/', 'tok').calls).toEqual([]);
    expect(runScript('/dashboard/group', 'tok').calls).toEqual([]);
  });

  it('knows every screen it lists by the path with or without a trailing slash', () => {
    for (const path of Object.keys(EARLY_READS)) {
      expect(runScript(`${path}/`, 'tok').calls.length).toBeGreaterThan(1);
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

  it('is the client itself when the page started no reads', () => {
    const { client } = fakeClient();
    expect(withEarlyReads(client, new Map(), () => 't1')).toBe(client);
  });
});
