import { resolveApiBaseUrl } from '../http/config';
import type { ApiPath } from '../endpoints';
import type { LiveEvent, Notification } from '../types';

// The path itself, not `endpoints.notifications.stream`: reading the table would put all of it
// on every dashboard screen, which opens the stream.
const streamPath: ApiPath = '/notifications/stream';

/** Options of {@link openNotificationStream}. */
export interface NotificationStreamOptions {
  /** API base URL (default same-origin `/v1`). */
  baseURL?: string;
  /** The current access token; the stream waits while there is none. */
  getToken: () => string | null | undefined;
  /** Each event as it arrives. */
  onEvent: (event: LiveEvent) => void;
  /** `open` once connected, `retrying` while reconnecting. */
  onStatus?: (status: 'open' | 'retrying') => void;
  /** The fetch to use (tests); default the global one. */
  fetch?: typeof fetch;
  /** First reconnect delay in ms (doubles up to 30 s); default 1000. */
  retryMs?: number;
}

/** Parses one server-sent event block into a live event, or null (comments, unknown events). */
export function parseLiveEvent(block: string): { id?: string; event: LiveEvent | null } {
  let name = 'message';
  let id: string | undefined;
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('id:')) id = line.slice(3).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trimStart();
  }
  const base = id === undefined ? {} : { id };
  try {
    if (name === 'notification' && data) {
      return {
        ...base,
        event: { type: 'notification', notification: JSON.parse(data) as Notification },
      };
    }
    if (name === 'trade' && data) {
      const { tradeId, type } = JSON.parse(data) as { tradeId: string; type: string };
      return { ...base, event: { type: 'trade', tradeId, event: type } };
    }
    if (name === 'resync') return { ...base, event: { type: 'resync' } };
  } catch {
    // A malformed event is skipped; the next one still arrives.
  }
  return { ...base, event: null };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Opens `GET /notifications/stream` with the bearer token (which `EventSource` cannot send) and
 * keeps it open: after a drop it reconnects with `Last-Event-ID`, so alerts sent meanwhile
 * arrive then, and a renewed token is used on the next connection. `close()` stops it.
 */
export function openNotificationStream(options: NotificationStreamOptions): { close(): void } {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${resolveApiBaseUrl(options.baseURL)}${streamPath}`;
  const first = options.retryMs ?? 1_000;
  let lastEventId: string | undefined;

  const connect = async (): Promise<boolean> => {
    const token = options.getToken();
    if (!token) return false;
    const response = await doFetch(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      cache: 'no-store',
      signal,
    });
    if (!response.ok || !response.body) return false;
    options.onStatus?.('open');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      buffer += value.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const { id, event } = parseLiveEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (id) lastEventId = id;
        if (event) options.onEvent(event);
        end = buffer.indexOf('\n\n');
      }
    }
  };

  void (async () => {
    let delay = first;
    while (!signal.aborted) {
      let opened = false;
      try {
        opened = await connect();
      } catch {
        opened = false;
      }
      if (signal.aborted) return;
      options.onStatus?.('retrying');
      // A stream that was open reconnects at once; repeated failures back off.
      delay = opened ? first : Math.min(delay * 2, 30_000);
      await wait(opened ? first : delay, signal);
    }
  })();

  return { close: () => controller.abort() };
}
