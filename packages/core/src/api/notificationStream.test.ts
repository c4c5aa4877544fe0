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
