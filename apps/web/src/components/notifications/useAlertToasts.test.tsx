import type { Notification } from '@finfree/core';
import { ApiContext, AuthContext, snoozeKeys, type AuthContextValue } from '@finfree/core/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAlertToasts } from './useAlertToasts';

const encoder = new TextEncoder();

const alert = (seq: number, readAt: string | null = null): Notification => ({
  id: `n${seq}`,
  seq,
  type: 'published',
  tradeId: `t${seq}`,
  symbol: 'EURUSD',
  side: 'buy',
  status: 'open',
  full: true,
  data: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt,
});
const block = (n: Notification) =>
  `id: ${n.seq}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`;

/**
 * A stream server: each connection gets its script of chunks; `drop` cuts it as a lost
 * connection does (no last chunk), `hold` keeps it open.
 */
function server(scripts: { chunks: string[]; then: 'drop' | 'hold' }[]) {
  const calls: Record<string, string>[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(init.headers as Record<string, string>);
    const script = scripts.shift();
    if (!script) return new Promise<Response>(() => {});
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of script.chunks) controller.enqueue(encoder.encode(chunk));
        if (script.then === 'drop')
          setTimeout(() => controller.error(new TypeError('network error')), 10);
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, calls };
}

function renderToasts(prefill: (queryClient: QueryClient) => void = () => {}) {
  const toast = vi.fn<(n: Notification, message: { title: string; body: string }) => void>();
  const session = { getToken: () => 'token-1', onTokenChange: () => () => {} };
  const auth = { authenticated: true, session } as unknown as AuthContextValue;
  const queryClient = new QueryClient();
  prefill(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={{} as never}>
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useAlertToasts(true, { language: 'en' }, toast, 0), { wrapper });
  return { toast, queryClient, unmount: view.unmount };
}

// The toast's module loads with the first alert; loaded here once, so that the time limits
// below measure the stream's replay, not the first import of the menu's code.
beforeAll(() => import('./NotificationMenu'));

describe('alert toasts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after a drop, the replay shows a toast for every alert the member has not seen, at once, and none twice', async () => {
    const { fetch, calls } = server([
      // A page idle since it opened: the stream has named its start (id 10) and one alert came.
      { chunks: ['retry: 2000\n: connected\n\n', 'id: 10\n\n', block(alert(11))], then: 'drop' },
      // The reconnect's replay: 11 again (delivered twice), 12 and 13 published meanwhile, 14
      // already read in another tab; then a live one.
      {
        chunks: [
          'retry: 2000\n: connected\n\n',
          block(alert(11)),
          block(alert(12)),
          block(alert(13)),
          block(alert(14, '2026-01-01T00:01:00.000Z')),
          block(alert(15)),
        ],
        then: 'hold',
      },
    ]);
    vi.stubGlobal('fetch', fetch);
    const { toast, unmount } = renderToasts();
    try {
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(4), { timeout: 900 });
      expect(toast.mock.calls.map(([n]) => n.seq)).toEqual([11, 12, 13, 15]);
      expect(calls).toHaveLength(2);
      expect(calls[1]!['last-event-id']).toBe('11');
    } finally {
      unmount();
    }
  });
});

describe('alert toasts: texts and snoozes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('word the alert with the one set of alert texts and skip a snoozed trade', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const { fetch } = server([
      {
        chunks: [
          'retry: 2000\n: connected\n\n',
          block(alert(11)),
          block(alert(12)),
          block(alert(13)),
          block(alert(14)),
        ],
        then: 'hold',
      },
    ]);
    vi.stubGlobal('fetch', fetch);
    // Trade t12 snoozed for an hour, t13 until it closes, t14's snooze is over.
    const { toast, unmount } = renderToasts((queryClient) =>
      queryClient.setQueryData(snoozeKeys.all(), [
        { tradeId: 't12', until: later },
        { tradeId: 't13', until: null },
        { tradeId: 't14', until: earlier },
      ]),
    );
    try {
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(2), { timeout: 900 });
      expect(toast.mock.calls.map(([n]) => n.seq)).toEqual([11, 14]);
      expect(toast.mock.calls[0]![1]).toEqual({
        title: 'New trade: EURUSD BUY',
        body: 'EURUSD BUY',
      });
    } finally {
      unmount();
    }
  });

  it('does not read the snoozed trades before an alert arrives', async () => {
    const { fetch } = server([{ chunks: ['retry: 2000\n: connected\n\n'], then: 'hold' }]);
    vi.stubGlobal('fetch', fetch);
    const { queryClient, unmount } = renderToasts();
    try {
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(queryClient.getQueryState(snoozeKeys.all())).toBeUndefined();
    } finally {
      unmount();
    }
  });
});
