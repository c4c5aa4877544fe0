import type { Notification } from '@finfree/core';
import { ApiContext, AuthContext, type AuthContextValue } from '@finfree/core/react';
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

function renderToasts() {
  const toast = vi.fn<(n: Notification) => void>();
  const session = { getToken: () => 'token-1', onTokenChange: () => () => {} };
  const auth = { authenticated: true, session } as unknown as AuthContextValue;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={{} as never}>
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useAlertToasts(toast), { wrapper });
  return { toast, unmount: view.unmount };
}

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
