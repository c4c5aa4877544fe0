import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { NotificationPage } from '../types';
import { ApiContext } from './ApiContext';
import { AuthContext, type AuthContextValue } from './AuthProvider';
import { LIVE_START_DELAY_MS, useLiveUpdates } from './notificationHooks';
import { queryKeys } from './queryKeys';

/** The page as the browser shows it: its load state, visibility and idle callbacks. */
function fakePage(readyState: DocumentReadyState, visibility: DocumentVisibilityState) {
  const page = { readyState, visibility };
  const idle: (() => void)[] = [];
  const ready = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
  const visible = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => page.readyState });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => page.visibility,
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    load() {
      page.readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    },
    idle() {
      for (const callback of idle.splice(0)) callback();
    },
    show() {
      page.visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    restore() {
      Object.defineProperty(document, 'readyState', ready);
      Object.defineProperty(document, 'visibilityState', visible);
      delete (document as unknown as Record<string, unknown>).readyState;
      delete (document as unknown as Record<string, unknown>).visibilityState;
    },
  };
}

/** A stream server that records each connection's headers and holds it open. */
function holdingFetch() {
  const calls: Record<string, string>[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    calls.push(init.headers as Record<string, string>);
    return new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderLive(fill: (queryClient: QueryClient) => void, startDelayMs?: number) {
  const session = { getToken: () => 'token-1', onTokenChange: () => () => {} };
  const auth = { authenticated: true, session } as unknown as AuthContextValue;
  const queryClient = new QueryClient();
  fill(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={{} as never}>
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(
    () =>
      useLiveUpdates({
        baseURL: 'https://api.example.com/v1',
        ...(startDelayMs === undefined ? {} : { startDelayMs }),
      }),
    { wrapper },
  );
}

/** Lets the hook's promises run (no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Checks that no stream has opened, once any code the hook started loading has loaded. */
async function notOpened(calls: unknown[]) {
  await vi.dynamicImportSettled();
  await settle();
  expect(calls).toHaveLength(0);
}

/** Waits for the stream's first connection (its code loads first), without moving the clock. */
const opened = (calls: unknown[]) =>
  vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 0, timeout: 2_000 });

// The stream's code, loaded here once so that the waits above are short.
beforeAll(() => import('../api/notificationStream'));

const page = (seqs: number[]): NotificationPage =>
  ({
    results: seqs.map((seq) => ({ id: `n${seq}`, seq })),
    page: 1,
    limit: 10,
    totalPages: 1,
    totalResults: seqs.length,
    unread: 0,
  }) as unknown as NotificationPage;

describe('useLiveUpdates: when the stream opens and where it resumes', () => {
  let browser: ReturnType<typeof fakePage>;
  afterEach(() => {
    browser.restore();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens only after the load event, the first reads, an idle callback and the delay, resuming from the unread count’s seq', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser = fakePage('loading', 'visible');
    const calls = holdingFetch();
    let answer: (value: unknown) => void = () => {};
    const view = renderLive((q) => {
      q.setQueryData(queryKeys.notifications.unread(), { count: 2, seq: 41 });
      // One of the page's first reads, still in flight.
      void q.fetchQuery({
        queryKey: ['screen'],
        queryFn: () => new Promise((resolve) => (answer = resolve)),
      });
    });
    try {
      // The page is loading: long past the delay, still nothing.
      await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS * 3);
      await notOpened(calls);
      browser.load();
      await settle();
      browser.idle();
      await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS * 3);
      await notOpened(calls);
      // The read is answered; then idle, and the delay starts.
      answer({});
      await settle();
      await notOpened(calls);
      browser.idle();
      await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS - 1);
      await notOpened(calls);
      await vi.advanceTimersByTimeAsync(1);
      await opened(calls);
      expect(calls[0]!['last-event-id']).toBe('41');
    } finally {
      view.unmount();
    }
  });

  it('resumes from the newest alert of the bell’s list when it is newer than the count’s seq', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser = fakePage('complete', 'visible');
    const calls = holdingFetch();
    const view = renderLive((q) => {
      q.setQueryData(queryKeys.notifications.unread(), { count: 2, seq: 41 });
      q.setQueryData(queryKeys.notifications.list({ limit: 20 }), page([45, 44]));
    }, 0);
    try {
      await settle();
      browser.idle();
      await opened(calls);
      expect(calls[0]!['last-event-id']).toBe('45');
    } finally {
      view.unmount();
    }
  });

  it('without a known alert, starts at the present (no Last-Event-ID)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser = fakePage('complete', 'visible');
    const calls = holdingFetch();
    const view = renderLive(() => {}, 0);
    try {
      await settle();
      browser.idle();
      await opened(calls);
      expect(calls[0]!).not.toHaveProperty('last-event-id');
    } finally {
      view.unmount();
    }
  });

  it('a tab in the background waits until it is shown; one closed first never opens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    browser = fakePage('complete', 'hidden');
    const calls = holdingFetch();
    const view = renderLive(
      (q) => q.setQueryData(queryKeys.notifications.unread(), { count: 0, seq: 7 }),
      0,
    );
    try {
      await settle();
      browser.idle();
      await vi.advanceTimersByTimeAsync(60_000);
      await notOpened(calls);
      browser.show();
      await opened(calls);
      expect(calls[0]!['last-event-id']).toBe('7');
    } finally {
      view.unmount();
    }
    // Unmounted while waiting for the page to load: no stream, ever.
    browser.restore();
    browser = fakePage('loading', 'visible');
    const later = renderLive(() => {}, 0);
    later.unmount();
    browser.load();
    browser.idle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});
