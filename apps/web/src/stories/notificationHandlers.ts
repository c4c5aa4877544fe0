// Notifications as the stories see them: a short list of alerts, the unread count, the alert
// choices, and the unsubscribe link's answer (`valid-token` works, anything else is refused).
import type { Notification, NotificationPreferences } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
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

/** Handlers of `/notifications/*` answering from `items` (and `unread`, default the unread ones). */
export function notificationHandlers(
  items: readonly Notification[] = notificationFixtures,
  unread = items.filter((n) => !n.readAt).length,
): RequestHandler[] {
  let preferences = defaultPreferences;
  return [
    http.get(api('/notifications/unread-count'), () => HttpResponse.json({ count: unread })),
    http.get(api('/notifications/preferences'), () => HttpResponse.json(preferences)),
    http.put(api('/notifications/preferences'), async ({ request }) => {
      preferences = (await request.json()) as NotificationPreferences;
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
