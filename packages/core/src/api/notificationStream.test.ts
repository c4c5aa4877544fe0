import { openNotificationStream, parseLiveEvent } from './notificationStream';
import type { LiveEvent } from '../types';

const encoder = new TextEncoder();

/** A fetch answering each call with the next list of chunks as an event stream that then ends. */
function scriptedFetch(answers: string[][]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const chunks = answers.shift();
    if (!chunks) return new Promise<Response>(() => {});
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { fake, calls };
}

const notification = (seq: number) => ({
  id: `n${seq}`,
  seq,
  type: 'published',
  tradeId: 't1',
  symbol: 'EURUSD',
  side: 'buy',
  status: 'open',
  full: true,
  data: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt: null,
});

describe('parseLiveEvent', () => {
  it('reads notifications with their id, trade changes and resyncs; skips comments', () => {
    const parsed = parseLiveEvent(
      `id: 7\nevent: notification\ndata: ${JSON.stringify(notification(7))}`,
    );
    expect(parsed.id).toBe('7');
    expect(parsed.event).toMatchObject({ type: 'notification', notification: { seq: 7 } });
    expect(parseLiveEvent('event: trade\ndata: {"tradeId":"t1","type":"closed"}').event).toEqual({
      type: 'trade',
      tradeId: 't1',
      event: 'closed',
    });
    expect(parseLiveEvent('event: resync\ndata: {}').event).toEqual({ type: 'resync' });
    expect(parseLiveEvent(': heartbeat').event).toBeNull();
    expect(parseLiveEvent('event: notification\ndata: {broken').event).toBeNull();
  });
});

describe('openNotificationStream', () => {
  it('sends the token, splits events across chunks, and resumes after a drop with Last-Event-ID', async () => {
    const first = `id: 3\nevent: notification\ndata: ${JSON.stringify(notification(3))}\n\n`;
    const { fake, calls } = scriptedFetch([
      [
        ': connected\n\n',
        first.slice(0, 20),
        first.slice(20),
        'event: trade\ndata: {"tradeId":"t1","type":"published"}\n\n',
      ],
      [`id: 4\nevent: notification\ndata: ${JSON.stringify(notification(4))}\n\n`],
    ]);
    const events: LiveEvent[] = [];
    let token = 'token-1';
    const stream = openNotificationStream({
      baseURL: 'https://api.example.com/v1/',
      getToken: () => token,
      onEvent: (e) => {
        events.push(e);
        token = 'token-2';
      },
      fetch: fake,
      retryMs: 5,
    });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    stream.close();
    expect(events.map((e) => e.type)).toEqual(['notification', 'trade', 'notification']);
    expect(calls[0]).toMatchObject({
      url: 'https://api.example.com/v1/notifications/stream',
      headers: { authorization: 'Bearer token-1' },
    });
    expect(calls[0]!.headers['last-event-id']).toBeUndefined();
    expect(calls[1]!.headers).toMatchObject({
      authorization: 'Bearer token-2',
      'last-event-id': '3',
    });
  });

  it('backs off while connections fail, and starts over at once after a healthy stream drops, with the id its opening named', async () => {
    type Script = { status: number } | { chunks: string[]; then: 'drop' | 'hold' };
    const scripts: Script[] = [
      { status: 503 },
      { status: 503 },
      { status: 503 },
      // Healthy: named its start, delivered a heartbeat, then the connection was lost.
      { chunks: ['retry: 2000\n: connected\n\n', 'id: 41\n\n', ': heartbeat\n\n'], then: 'drop' },
      { status: 503 },
      { chunks: [': connected\n\n'], then: 'hold' },
    ];
    const calls: { at: number; headers: Record<string, string> }[] = [];
    const fake = (async (_url: string, init: RequestInit) => {
      calls.push({ at: Date.now(), headers: init.headers as Record<string, string> });
      const script = scripts.shift();
      if (!script) return new Promise<Response>(() => {});
      if ('status' in script) return new Response('busy', { status: script.status });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of script.chunks) controller.enqueue(encoder.encode(chunk));
          if (script.then === 'drop')
            setTimeout(() => controller.error(new TypeError('network error')), 5);
        },
      });
      return new Response(body, { status: 200 });
    }) as unknown as typeof fetch;
    const stream = openNotificationStream({
      getToken: () => 'token',
      onEvent: () => {},
      fetch: fake,
      retryMs: 100,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(6), { timeout: 3_000 });
    stream.close();
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    // 100, 200, 400 ms after failures; the healthy stream's drop: at once (after its 5 ms of
    // reading); the next failure waits 100 ms again, not 800.
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(390);
    expect(gaps[3]).toBeLessThan(80);
    expect(gaps[4]).toBeGreaterThanOrEqual(95);
    expect(gaps[4]).toBeLessThan(400);
    expect(calls[4]!.headers['last-event-id']).toBe('41');
    expect(calls[5]!.headers['last-event-id']).toBe('41');
  });

  it('reopens with a renewed token at once, resuming after the last event id', async () => {
    const signals: AbortSignal[] = [];
    const { fake, calls } = scriptedFetch([]);
    const holding = (async (url: string, init: RequestInit) => {
      signals.push(init.signal!);
      if (calls.length === 0) {
        calls.push({ url, headers: init.headers as Record<string, string> });
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(`: connected\n\n${'id: 9\n\n'}`));
            init.signal!.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200 });
      }
      return fake(url, init);
    }) as unknown as typeof fetch;
    let token = 'token-1';
    const listeners = new Set<() => void>();
    const stream = openNotificationStream({
      getToken: () => token,
      onTokenChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onEvent: () => {},
      fetch: holding,
      retryMs: 10_000,
      healthyMs: 60_000,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    token = 'token-2';
    for (const listener of listeners) listener();
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 500 });
    expect(signals[0]!.aborted).toBe(true);
    expect(calls[1]!.headers).toMatchObject({
      authorization: 'Bearer token-2',
      'last-event-id': '9',
    });
    stream.close();
    expect(listeners.size).toBe(0);
  });

  it('waits while signed out and stops when closed', async () => {
    const { fake, calls } = scriptedFetch([]);
    const stream = openNotificationStream({
      getToken: () => null,
      onEvent: () => {},
      fetch: fake,
      retryMs: 5,
    });
    await new Promise((r) => setTimeout(r, 30));
    stream.close();
    expect(calls).toHaveLength(0);
  });
});
