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
  /**
   * Subscribes to changes of the access token (a renewal, a sign-in, a sign-out); returns the
   * unsubscribe. A renewed token reopens the stream with it at once, resuming after the last
   * event id.
   */
  onTokenChange?: (listener: () => void) => () => void;
  /**
   * Where the first connection resumes, as a reconnect does (`Last-Event-ID`): the newest alert
   * `seq` the page already knows, so what was published before the stream opened is replayed.
   * Without it the first connection starts at the present.
   */
  lastEventId?: string;
  /** Each event as it arrives. */
  onEvent: (event: LiveEvent) => void;
  /** `open` once connected, `retrying` while reconnecting. */
  onStatus?: (status: 'open' | 'retrying') => void;
  /** The fetch to use (tests); default the global one. */
  fetch?: typeof fetch;
  /** First reconnect delay in ms after a failure (doubles up to 30 s); default 1000. */
  retryMs?: number;
  /**
   * A connection open this long (ms), or one that delivered an event or a heartbeat, was
   * healthy: when it drops, the stream reconnects at once and the backoff starts over.
   * Default 10 s.
   */
  healthyMs?: number;
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

/** The parts of an event stream read so far: whole blocks, and the rest. */
function splitBlocks(buffer: string): { blocks: string[]; rest: string } {
  // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
  const cut = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
  const text = buffer.slice(0, cut).replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  return { blocks: blocks.slice(0, -1), rest: blocks.at(-1)! + buffer.slice(cut) };
}

/**
 * Opens `GET /notifications/stream` with the bearer token (which `EventSource` cannot send) and
 * keeps it open. Every connection sends `Last-Event-ID` once the server has named one (its
 * first block names the starting point) or `lastEventId` was given, so whatever was published
 * while it was down, or before it opened, is replayed. After a healthy connection drops (see `healthyMs`) it reconnects at once; failures
 * back off, doubling from `retryMs` to 30 s. A renewed token reopens it with that token. `close()`
 * stops it.
 */
export function openNotificationStream(options: NotificationStreamOptions): { close(): void } {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${resolveApiBaseUrl(options.baseURL)}${streamPath}`;
  const first = options.retryMs ?? 1_000;
  const healthyMs = options.healthyMs ?? 10_000;
  let lastEventId = options.lastEventId;
  /** The current connection (aborted when the token changes) and the token it uses. */
  let current: { abort: AbortController; token: string } | null = null;
  /** Cuts the current wait short. */
  let wake: (() => void) | null = null;

  const unsubscribe = options.onTokenChange?.(() => {
    const token = options.getToken() ?? null;
    if (current && current.token !== token) current.abort.abort();
    if (token) wake?.();
  });

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
      signal.addEventListener('abort', done);
    });

  /** One connection: whether it was healthy. */
  const connect = async (): Promise<boolean> => {
    const token = options.getToken();
    if (!token) return false;
    const abort = new AbortController();
    const onAbort = () => abort.abort();
    signal.addEventListener('abort', onAbort);
    current = { abort, token };
    const started = Date.now();
    let delivered = false;
    const healthy = () => delivered || Date.now() - started >= healthyMs;
    try {
      const response = await doFetch(url, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!response.ok || !response.body) return false;
      options.onStatus?.('open');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return healthy();
        const { blocks, rest } = splitBlocks(buffer + value);
        buffer = rest;
        for (const block of blocks) {
          const { id, event } = parseLiveEvent(block);
          if (id) lastEventId = id;
          if (event || /^:\s*heartbeat/m.test(block)) delivered = true;
          if (event) options.onEvent(event);
        }
      }
    } catch {
      // A drop (or a renewed token cutting the connection) is judged like an end.
      return healthy() || (abort.signal.aborted && !signal.aborted);
    } finally {
      signal.removeEventListener('abort', onAbort);
      current = null;
    }
  };

  void (async () => {
    let delay = first;
    while (!signal.aborted) {
      const healthy = await connect();
      if (signal.aborted) return;
      options.onStatus?.('retrying');
      if (healthy) {
        // A real drop of a stream that worked: resume at once, the backoff starts over.
        delay = first;
        continue;
      }
      await wait(delay);
      delay = Math.min(delay * 2, 30_000);
    }
  })();

  return {
    close: () => {
      unsubscribe?.();
      controller.abort();
    },
  };
}
