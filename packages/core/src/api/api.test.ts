import { http, HttpResponse } from 'msw';
import { endpoints } from '../endpoints';
import { createApiClient } from '../http/client';
import { createIdempotencyKey, idempotencyHeaders } from '../http/idempotency';
import { API, createTestServer } from '../test/helpers';
import { adminListPlanFeatures, adminListWithdrawals } from './admin';
import { resetPassword } from './auth';
import { listPlans } from './catalog';
import {
  addCard,
  cancelSubscription,
  confirmOrder,
  createOrder,
  createSubscription,
  previewSubscriptionChange,
  withdraw,
} from './money';

const server = createTestServer();
const client = createApiClient({ baseURL: API });

type Seen = { method: string; path: string; key: string | null; body: unknown };

function recordAll() {
  const seen: Seen[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname.replace('/v1', '') + url.search,
        key: request.headers.get('idempotency-key'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return HttpResponse.json({});
    }),
  );
  return seen;
}

describe('money-moving calls', () => {
  it('send the Idempotency-Key of the action', async () => {
    const seen = recordAll();
    const idempotencyKey = 'key-1';
    await addCard(client, { paymentMethodId: 'pm_1' }, { idempotencyKey });
    await createOrder(client, { planId: 'p1' }, { idempotencyKey });
    await confirmOrder(client, 'o 1', { cardId: 'c1' }, { idempotencyKey });
    await createSubscription(client, { planId: 'p1', cardId: 'c1' }, { idempotencyKey });
    await withdraw(
      client,
      { amount: 5000, method: 'paypal', destination: 'a@b.c' },
      { idempotencyKey },
    );
    expect(seen.map((s) => `${s.method} ${s.path} ${s.key}`)).toEqual([
      'POST /users/cards key-1',
      'POST /payments/create-order key-1',
      'POST /payments/orders/o%201/confirm key-1',
      'POST /subscriptions key-1',
      'POST /payments/withdraw key-1',
    ]);
  });

  it('refuse to run without a key', () => {
    expect(() => idempotencyHeaders({ idempotencyKey: '' })).toThrow(TypeError);
  });

  it('createIdempotencyKey makes distinct UUID v4 keys, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(createIdempotencyKey()).toMatch(uuid);
    // Outside secure contexts browsers have no randomUUID: shadow it with an own property.
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    let keys: Set<string>;
    try {
      expect(globalThis.crypto.randomUUID).toBeUndefined();
      keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
    for (const key of keys) expect(key).toMatch(uuid);
    expect(keys.size).toBe(50);
  });
});

describe('other calls', () => {
  it('put query parameters where API.md says', async () => {
    const seen = recordAll();
    await listPlans(client, { interval: 'year' });
    await previewSubscriptionChange(client, 's1', 'p2');
    await cancelSubscription(client, 's1');
    await cancelSubscription(client, 's1', { immediately: true });
    await resetPassword(client, 'tok', { password: 'new password' });
    await adminListWithdrawals(client, { status: 'pending' });
    await adminListPlanFeatures(client, { lang: 'fr' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /plans?limit=10&page=1&interval=year',
      'GET /subscriptions/s1/preview?planId=p2',
      'DELETE /subscriptions/s1',
      'DELETE /subscriptions/s1?immediately=true',
      'POST /auth/reset-password?token=tok',
      'GET /payments/withdrawals?status=pending',
      'GET /plans/features?lang=fr',
    ]);
    expect(seen[4]!.body).toEqual({ password: 'new password' });
    expect(endpoints.trades.events('t1')).toBe('/trades/t1/events');
  });
});

describe('endpoints', () => {
  it('hold every call, including the defined-but-unused ones', () => {
    expect(endpoints.auth).toMatchObject({
      login: '/auth/login',
      register: '/auth/register',
      me: '/auth/me',
    });
    expect(endpoints.subscriptions.list).toBe('/subscriptions');
    expect(endpoints.payments.createOrder).toBe('/payments/create-order');
    expect(endpoints.payments.withdraw).toBe('/payments/withdraw');
    expect(endpoints.cards.list).toBe('/users/cards');
    expect(endpoints.trades.firstPage).toBe('/trades?limit=10&page=1');
    expect(endpoints.trades.legacyDetails('42')).toBe('/api/trades/42');
    expect(endpoints.plans.firstPage).toBe('/plans?limit=10&page=1');
    expect(endpoints.plans.details('7')).toBe('/plans/7');
    expect(endpoints.plans.features).toBe('/plans/features');
    expect(endpoints.subscriptions.details('s1')).toBe('/subscriptions/s1');
    expect([endpoints.chat, endpoints.kanban, endpoints.calendar]).toEqual([
      '/api/chat',
      '/api/kanban',
      '/api/calendar',
    ]);
    expect(endpoints.mail).toEqual({
      list: '/api/mail/list',
      details: '/api/mail/details',
      labels: '/api/mail/labels',
    });
    expect(endpoints.post).toEqual({
      list: '/api/post/list',
      details: '/api/post/details',
      latest: '/api/post/latest',
      search: '/api/post/search',
    });
    expect(endpoints.product).toEqual({
      list: '/api/product/list',
      details: '/api/product/details',
      search: '/api/product/search',
    });
  });
});
