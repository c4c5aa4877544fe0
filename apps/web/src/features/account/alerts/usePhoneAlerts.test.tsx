import { createApiClient } from '@finfree/core';
import { ApiProvider } from '@finfree/core/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import {
  base64UrlToBytes,
  deviceName,
  isAppleMobile,
  madeWithKey,
  usePhoneAlerts,
} from './usePhoneAlerts';

const API = `${location.origin}/v1`;
const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY = 'AQID';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A push subscription made with `key`. */
function fakeSubscription(key: string, endpoint = 'https://push.example/sub-1') {
  return {
    endpoint,
    options: { applicationServerKey: base64UrlToBytes(key).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

interface Fakes {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscription?: ReturnType<typeof fakeSubscription> | null;
  registered?: boolean;
  userAgent?: string;
  platform?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  push?: boolean;
}

/** Fakes of `Notification`, `navigator.serviceWorker`, `PushManager` and the browser's identity. */
function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  subscription = null,
  registered = true,
  userAgent = CHROME_ANDROID,
  platform = 'Linux armv8l',
  maxTouchPoints = 5,
  standalone,
  push = true,
}: Fakes = {}) {
  const state = { subscription, registered };
  const Notification = {
    permission,
    requestPermission: vi.fn(async () => {
      Notification.permission = answer;
      return answer;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      const made = fakeSubscription(KEY, 'https://push.example/sub-new');
      made.options.applicationServerKey = options.applicationServerKey.buffer as ArrayBuffer;
      state.subscription = made;
      return made;
    }),
  };
  const reg = { pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (state.registered ? reg : undefined)),
    register: vi.fn(async () => {
      state.registered = true;
      return reg;
    }),
    get ready() {
      return Promise.resolve(reg);
    },
  };
  vi.stubGlobal('Notification', Notification);
  if (push) vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent,
    platform,
    maxTouchPoints,
    standalone,
    ...(push ? { serviceWorker } : {}),
  });
  return { Notification, pushManager, serviceWorker, state };
}

/** The API: the key, and registrations and removals recorded. */
function fakeApi() {
  const posted: { endpoint: string; name: string }[] = [];
  const removed: string[] = [];
  server.use(
    http.get(`${API}/notifications/push/key`, () => HttpResponse.json({ publicKey: KEY })),
    http.post(`${API}/notifications/push/devices`, async ({ request }) => {
      const body = (await request.json()) as { endpoint: string; name: string };
      posted.push(body);
      return HttpResponse.json({
        id: 'dev-1',
        name: body.name,
        createdAt: '2026-11-01T00:00:00.000Z',
        lastSeenAt: '2026-11-01T00:00:00.000Z',
        lastPushAt: null,
      });
    }),
    http.delete(`${API}/notifications/push/devices/:id`, ({ params }) => {
      removed.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, removed };
}

function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseURL: API });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(() => usePhoneAlerts(), { wrapper });
}

describe('device names and keys', () => {
  it('name the browser and the system', () => {
    expect(deviceName({ userAgent: CHROME_ANDROID })).toBe('Chrome on Android');
    expect(deviceName({ userAgent: SAFARI_IPHONE })).toBe('Safari on iPhone');
    expect(deviceName({ userAgent: FIREFOX_WINDOWS })).toBe('Firefox on Windows');
    expect(deviceName({ userAgent: SAFARI_IPAD, maxTouchPoints: 5 })).toBe('Safari on iPad');
    expect(
      deviceName({
        userAgent: CHROME_ANDROID,
        userAgentData: { brands: [{ brand: 'Microsoft Edge' }], platform: 'Windows' },
      }),
    ).toBe('Edge on Windows');
  });

  it('tell an iPad (a Mac with touch points) from a Mac', () => {
    expect(isAppleMobile({ userAgent: SAFARI_IPAD, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(isAppleMobile({ userAgent: SAFARI_IPAD, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(
      false,
    );
  });

  it('compare a subscription’s key with the server’s, byte by byte', () => {
    const key = base64UrlToBytes(KEY);
    expect(key).toHaveLength(65);
    expect(madeWithKey(fakeSubscription(KEY) as unknown as PushSubscription, key)).toBe(true);
    expect(madeWithKey(fakeSubscription(OTHER_KEY) as unknown as PushSubscription, key)).toBe(
      false,
    );
  });
});

describe('usePhoneAlerts', () => {
  it('is unsupported without push, and needs the Home Screen on an iPhone’s Safari', async () => {
    fakeBrowser({ push: false, userAgent: FIREFOX_WINDOWS });
    const a = render();
    await waitFor(() => expect(a.result.current.status).toBe('unsupported'));
    vi.unstubAllGlobals();
    fakeBrowser({ push: false, userAgent: SAFARI_IPHONE, platform: 'iPhone' });
    const b = render();
    await waitFor(() => expect(b.result.current.status).toBe('needs-install'));
    vi.unstubAllGlobals();
    // Installed (standalone): push can be turned on.
    fakeBrowser({ userAgent: SAFARI_IPHONE, platform: 'iPhone', standalone: true });
    const c = render();
    await waitFor(() => expect(c.result.current.status).toBe('off'));
  });

  it('is denied when the member blocked notifications', async () => {
    fakeBrowser({ permission: 'denied' });
    const { result } = render();
    await waitFor(() => expect(result.current.status).toBe('denied'));
  });

  it('never asks for permission on load; turning on asks, subscribes with the server’s key and registers this browser', async () => {
    const browser = fakeBrowser({ registered: false });
    const api = fakeApi();
    const { result } = render();
    await waitFor(() => expect(result.current.status).toBe('off'));
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    await act(() => result.current.turnOn());
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...options.applicationServerKey]).toEqual([...base64UrlToBytes(KEY)]);
    expect(api.posted).toEqual([
      {
        endpoint: 'https://push.example/sub-new',
        keys: { p256dh: 'p256', auth: 'auth' },
        name: 'Chrome on Android',
      },
    ]);
    expect(result.current).toMatchObject({ status: 'on', deviceId: 'dev-1', error: null });
  });

  it('a refusal in the prompt shows how to allow it; a dismissed prompt stays off', async () => {
    fakeBrowser({ answer: 'denied' });
    const a = render();
    await waitFor(() => expect(a.result.current.status).toBe('off'));
    await act(() => a.result.current.turnOn());
    expect(a.result.current.status).toBe('denied');
    vi.unstubAllGlobals();
    const browser = fakeBrowser({ answer: 'default' });
    const b = render();
    await waitFor(() => expect(b.result.current.status).toBe('off'));
    await act(() => b.result.current.turnOn());
    expect(b.result.current.status).toBe('off');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a subscription made with another key is replaced', async () => {
    const old = fakeSubscription(OTHER_KEY);
    const browser = fakeBrowser({ subscription: old, permission: 'default' });
    const api = fakeApi();
    const { result } = render();
    await waitFor(() => expect(result.current.status).toBe('off'));
    await act(() => result.current.turnOn());
    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.posted.map((p) => p.endpoint)).toEqual(['https://push.example/sub-new']);
  });

  it('opening the screen with a subscription registers it again (learns the device); turning off removes it', async () => {
    const existing = fakeSubscription(KEY);
    const browser = fakeBrowser({ subscription: existing, permission: 'granted' });
    const api = fakeApi();
    const { result } = render();
    await waitFor(() => expect(result.current.deviceId).toBe('dev-1'));
    expect(result.current.status).toBe('on');
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.posted.map((p) => p.endpoint)).toEqual(['https://push.example/sub-1']);
    await act(() => result.current.turnOff());
    expect(api.removed).toEqual(['dev-1']);
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'off', deviceId: null });
  });
});
