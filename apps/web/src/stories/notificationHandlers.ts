// Notifications as the stories see them: a short list of alerts, the unread count, the alert
// choices, the unsubscribe link's answer (`valid-token` works, anything else is refused), the
// snoozed trades, the push key and the devices with phone alerts.
import type { Notification, NotificationPreferences, PushDevice, TradeSnooze } from '@finfree/core';
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import { paginate, tradeOpen, tradeWin } from './fixtures';

const api = (path: string) => `*/v1${path}`;

/** Three alerts: two unread (a new trade, a closed one), one read note. */
export const notificationFixtures: Notification[] = [
  {
    id: 'n-3',
    seq: 3,
    type: 'published',
    tradeId: tradeOpen.id,
    symbol: tradeOpen.symbol,
    side: tradeOpen.side,
    status: 'open',
    full: true,
    data: { entryPrice: 1.0852, stopLoss: 1.0821, takeProfits: [1.0905] },
    createdAt: '2026-03-02T09:15:00.000Z',
    readAt: null,
  },
  {
    id: 'n-2',
    seq: 2,
    type: 'closed',
    tradeId: tradeWin.id,
    symbol: tradeWin.symbol,
    side: tradeWin.side,
    status: 'closed',
    full: true,
    data: { price: 1.27 },
    createdAt: '2026-03-01T16:40:00.000Z',
    readAt: null,
  },
  {
    id: 'n-1',
    seq: 1,
    type: 'note',
    tradeId: tradeWin.id,
    symbol: tradeWin.symbol,
    side: tradeWin.side,
    status: 'open',
    full: true,
    data: { text: 'Hold through the data release.' },
    createdAt: '2026-03-01T10:00:00.000Z',
    readAt: '2026-03-01T11:00:00.000Z',
  },
];

/** A member's default choices. */
export const defaultPreferences: NotificationPreferences = {
  emailMode: 'alert',
  channels: {
    published: { inApp: true, email: true, push: true },
    activated: { inApp: true, email: false, push: true },
    tp_hit: { inApp: true, email: false, push: true },
    sl_moved: { inApp: true, email: false, push: true },
    closed: { inApp: true, email: true, push: true },
    cancelled: { inApp: true, email: false, push: true },
    note: { inApp: false, email: false, push: false },
  },
  markets: { mode: 'all', assetClasses: [], symbols: [] },
  quiet: null,
  language: 'en',
};

/** The server's public push key of the stories (a valid P-256 point, base64url). */
export const STORY_PUSH_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The push endpoint of the story browser's subscription (see `fakePush.ts`): device `d-1`. */
export const STORY_PUSH_ENDPOINT = 'https://push.example/story-browser';

/** Three devices with phone alerts; `d-1` is the story's browser (its endpoint). */
export const pushDeviceFixtures: PushDevice[] = [
  {
    id: 'd-1',
    name: 'Chrome on Android',
    createdAt: '2026-02-20T08:00:00.000Z',
    lastSeenAt: '2026-03-02T08:30:00.000Z',
    lastPushAt: '2026-03-02T09:15:00.000Z',
  },
  {
    id: 'd-2',
    name: 'Safari on iPhone',
    createdAt: '2026-02-10T18:00:00.000Z',
    lastSeenAt: '2026-03-01T21:05:00.000Z',
    lastPushAt: '2026-03-02T09:15:00.000Z',
  },
  {
    id: 'd-3',
    name: 'Firefox on Windows',
    createdAt: '2026-01-05T12:00:00.000Z',
    lastSeenAt: '2026-02-14T16:45:00.000Z',
    lastPushAt: null,
  },
];

/** Options of {@link notificationHandlers}. */
export interface NotificationHandlerOptions {
  /** Stored alert choices; default {@link defaultPreferences}. */
  preferences?: NotificationPreferences;
  /** Snoozed trades; default none. */
  snoozes?: TradeSnooze[];
  /** Devices with phone alerts; default none. */
  devices?: PushDevice[];
}

const snoozeDurations = { '1h': 3_600_000, '4h': 4 * 3_600_000 } as const;

/** Handlers of `/notifications/*` answering from `items` (and `unread`, default the unread ones). */
export function notificationHandlers(
  items: readonly Notification[] = notificationFixtures,
  unread = items.filter((n) => !n.readAt).length,
  options: NotificationHandlerOptions = {},
): RequestHandler[] {
  let preferences = options.preferences ?? defaultPreferences;
  let snoozes = options.snoozes ?? [];
  let devices = options.devices ?? [];
  return [
    http.get(api('/notifications/snoozes'), () => HttpResponse.json({ items: snoozes })),
    http.put(api('/notifications/snoozes/:tradeId'), async ({ request, params }) => {
      const body = (await request.json()) as { for: '1h' | '4h' | 'close' };
      const snooze: TradeSnooze = {
        tradeId: String(params.tradeId),
        until:
          body.for === 'close'
            ? null
            : new Date(Date.now() + snoozeDurations[body.for]).toISOString(),
      };
      snoozes = [...snoozes.filter((s) => s.tradeId !== snooze.tradeId), snooze];
      return HttpResponse.json(snooze);
    }),
    http.delete(api('/notifications/snoozes/:tradeId'), ({ params }) => {
      snoozes = snoozes.filter((s) => s.tradeId !== params.tradeId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/notifications/push/key'), () =>
      HttpResponse.json({ publicKey: STORY_PUSH_KEY }),
    ),
    http.get(api('/notifications/push/devices'), () => HttpResponse.json({ items: devices })),
    http.post(api('/notifications/push/devices'), async ({ request }) => {
      const body = (await request.json()) as { endpoint: string; name: string };
      const now = new Date().toISOString();
      const id = body.endpoint === STORY_PUSH_ENDPOINT ? 'd-1' : `d-${devices.length + 1}`;
      const known = devices.find((d) => d.id === id);
      const device: PushDevice = known
        ? { ...known, lastSeenAt: now }
        : { id, name: body.name, createdAt: now, lastSeenAt: now, lastPushAt: null };
      devices = [device, ...devices.filter((d) => d.id !== id)];
      return HttpResponse.json(device, { status: known ? 200 : 201 });
    }),
    http.delete(api('/notifications/push/devices/:id'), ({ params }) => {
      devices = devices.filter((d) => d.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(
      api('/notifications/push/devices/:id/test'),
      () => new HttpResponse(null, { status: 202 }),
    ),
    http.get(api('/notifications/unread-count'), () => HttpResponse.json({ count: unread })),
    http.get(api('/notifications/preferences'), () => HttpResponse.json(preferences)),
    http.put(api('/notifications/preferences'), async ({ request }) => {
      // As the server: markets, quiet hours and language are kept when absent.
      preferences = {
        ...preferences,
        ...((await request.json()) as Partial<NotificationPreferences>),
      };
      return HttpResponse.json(preferences);
    }),
    http.post(api('/notifications/read-all'), () => new HttpResponse(null, { status: 204 })),
    http.post(api('/notifications/:id/read'), () => new HttpResponse(null, { status: 204 })),
    http.post(api('/notifications/unsubscribe'), async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      return token === 'valid-token'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ code: 400, message: 'Invalid or expired link' }, { status: 400 });
    }),
    http.get(api('/notifications'), () => HttpResponse.json({ ...paginate(items, 1, 20), unread })),
  ];
}

/** Alert choices and devices that never answer: the settings' loading state. */
export const alertSettingsLoadingHandlers: RequestHandler[] = [
  http.get(api('/notifications/preferences'), async () => {
    await delay('infinite');
    return HttpResponse.json(defaultPreferences);
  }),
  http.get(api('/notifications/push/devices'), async () => {
    await delay('infinite');
    return HttpResponse.json({ items: [] });
  }),
];

/** Alert choices and devices that fail to load. */
export const alertSettingsErrorHandlers: RequestHandler[] = [
  http.get(api('/notifications/preferences'), () =>
    HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 }),
  ),
  http.get(api('/notifications/push/devices'), () =>
    HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 }),
  ),
];
