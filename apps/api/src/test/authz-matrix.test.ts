import { and, eq } from 'drizzle-orm';
import { cards, orders, plans, subscriptions, withdrawals } from '../db/schema';
import { newId } from '../lib/ids';
import { posts } from '../modules/posts';
import {
  createTestContext,
  serverDbKinds,
  eurusdBuy,
  type TestContext,
  type TestUser,
} from './helpers';
import { grant } from './ledger-helpers';
import { addCard, CARDS, idem, tokenize } from './money-helpers';

/** The four callers of the matrix. A is a member (active subscription), B is not. */
type Who = 'anonymous' | 'userA' | 'userB' | 'admin';
const WHO: Who[] = ['anonymous', 'userA', 'userB', 'admin'];

interface Fixtures {
  userA: TestUser;
  userB: TestUser;
  admin: TestUser;
  planId: string;
  tradeId: string;
  /** A published post. */
  postId: string;
  /** User A's saved card and subscription. */
  cardId: string;
  subscriptionId: string;
  seq: () => number;
}

interface Row {
  /** Builds the request; called once per caller so each gets fresh data. */
  request: (f: Fixtures, who: Who) => Promise<RowRequest> | RowRequest;
  /** Expected status for anonymous, user A, user B, admin. */
  expect: [number, number, number, number];
}

const all = (s: number): Row['expect'] => [s, s, s, s];
const userOnly = (s: number): Row['expect'] => [401, s, s, s];
const adminOnly = (s: number): Row['expect'] => [401, 403, 403, s];

const tradeBody = eurusdBuy();

interface RowRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A user A's order awaiting payment (inserted directly). */
async function orderOfA(f: Fixtures) {
  const id = newId();
  await ctx.database.db.insert(orders).values({
    id,
    userId: f.userA.id,
    purpose: 'subscription_create',
    planId: f.planId,
    amount: 7900,
    currency: 'usd',
    status: 'requires_payment_method',
  });
  return id;
}

/** A published post (inserted directly). */
async function publishedPost() {
  const id = await draftPost();
  await ctx.database.db
    .update(posts)
    .set({ status: 'published', publishAt: new Date(), publishedAt: new Date() })
    .where(eq(posts.id, id));
  return id;
}

/** A new draft with a body (inserted directly). */
async function draftPost() {
  const id = newId();
  await ctx.database.db.insert(posts).values({
    id,
    title: 'Draft',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] },
    excerpt: 'x',
  });
  return id;
}

/** Frees user A's one pending-withdrawal slot (the matrix does not check the ledger). */
async function clearPendingOfA(f: Fixtures) {
  await ctx.database.db
    .update(withdrawals)
    .set({ status: 'cancelled' })
    .where(and(eq(withdrawals.userId, f.userA.id), eq(withdrawals.status, 'pending')));
}

/** A fresh pending withdrawal of user A (inserted directly). */
async function withdrawalOfA(f: Fixtures) {
  await clearPendingOfA(f);
  const id = newId();
  await ctx.database.db.insert(withdrawals).values({
    id,
    userId: f.userA.id,
    amount: 5000,
    currency: 'usd',
    method: 'paypal',
    destination: 'a@example.com',
    status: 'pending',
  });
  return id;
}

const tokenOf = async (f: Fixtures, who: Who) =>
  who === 'anonymous' ? '' : await ctx.tokenOf(f[who]);

/** One row per registered route: a route added without a row fails the test. */
const MATRIX: Record<string, Row> = {
  'GET /v1/healthz': { request: () => ({ url: '/v1/healthz' }), expect: all(200) },
  'GET /v1/readyz': { request: () => ({ url: '/v1/readyz' }), expect: all(200) },
  'GET /v1/openapi.json': { request: () => ({ url: '/v1/openapi.json' }), expect: all(200) },
  'GET /v1/docs': { request: () => ({ url: '/v1/docs' }), expect: all(200) },
  'GET /v1/docs/json': { request: () => ({ url: '/v1/docs/json' }), expect: all(200) },
  'GET /v1/docs/yaml': { request: () => ({ url: '/v1/docs/yaml' }), expect: all(200) },
  'GET /v1/docs/static/index.html': {
    request: () => ({ url: '/v1/docs/static/index.html' }),
    expect: all(302),
  },
  'GET /v1/docs/static/swagger-initializer.js': {
    request: () => ({ url: '/v1/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },
  'GET /v1/docs/static/*': {
    request: () => ({ url: '/v1/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
  'POST /v1/auth/register': {
    request: (f) => ({
      url: '/v1/auth/register',
      body: { name: 'New', email: `new${f.seq()}@example.com`, password: 'a decent password' },
    }),
    expect: all(201),
  },
  'POST /v1/auth/login': {
    request: (f) => ({
      url: '/v1/auth/login',
      body: { email: f.userB.email, password: f.userB.password },
    }),
    expect: all(200),
  },
  'POST /v1/auth/refresh-tokens': {
    request: async (f) => ({
      url: '/v1/auth/refresh-tokens',
      body: { refreshToken: (await ctx.tokensFor(f.userB)).refresh.token },
    }),
    expect: all(200),
  },
  'POST /v1/auth/logout': {
    request: async (f) => ({
      url: '/v1/auth/logout',
      body: { refreshToken: (await ctx.tokensFor(f.userB)).refresh.token },
    }),
    expect: all(204),
  },
  'POST /v1/auth/logout-all': {
    request: () => ({ url: '/v1/auth/logout-all' }),
    expect: userOnly(204),
  },
  'GET /v1/auth/me': { request: () => ({ url: '/v1/auth/me' }), expect: userOnly(200) },
  'POST /v1/auth/forgot-password': {
    request: (f) => ({ url: '/v1/auth/forgot-password', body: { email: f.userA.email } }),
    expect: all(204),
  },
  'POST /v1/auth/reset-password': {
    request: () => ({
      url: '/v1/auth/reset-password?token=unknown',
      body: { password: 'a decent password' },
    }),
    expect: all(401),
  },
  'PATCH /v1/users/me': {
    request: () => ({ url: '/v1/users/me', body: { name: 'Renamed' } }),
    expect: userOnly(200),
  },
  'GET /v1/users': { request: () => ({ url: '/v1/users' }), expect: adminOnly(200) },
  'PATCH /v1/users/:id': {
    request: (f) => ({ url: `/v1/users/${f.userA.id}`, body: { disabled: false } }),
    expect: adminOnly(200),
  },
  'GET /v1/plans': { request: () => ({ url: '/v1/plans' }), expect: all(200) },
  'GET /v1/plans/features': {
    request: () => ({ url: '/v1/plans/features' }),
    expect: adminOnly(200),
  },
  'GET /v1/plans/:id': { request: (f) => ({ url: `/v1/plans/${f.planId}` }), expect: all(200) },
  'POST /v1/plans': {
    request: (f) => ({
      url: '/v1/plans',
      body: { name: `Plan ${f.seq()}`, amount: 1000, interval: 'month' },
    }),
    expect: adminOnly(201),
  },
  'PATCH /v1/plans/:id': {
    request: (f) => ({ url: `/v1/plans/${f.planId}`, body: { description: 'Updated' } }),
    expect: adminOnly(200),
  },
  'DELETE /v1/plans/:id': {
    request: async () => {
      const id = newId();
      await ctx.database.db
        .insert(plans)
        .values({ id, name: 'Temp', slug: `temp-${id}`, amount: 100, interval: 'month' });
      return { url: `/v1/plans/${id}` };
    },
    expect: adminOnly(200),
  },
  'GET /v1/posts': { request: () => ({ url: '/v1/posts' }), expect: all(200) },
  'GET /v1/posts/latest': { request: () => ({ url: '/v1/posts/latest' }), expect: all(200) },
  'GET /v1/posts/:id': {
    request: (f) => ({ url: `/v1/posts/${f.postId}` }),
    expect: all(200),
  },
  'GET /v1/admin/posts': { request: () => ({ url: '/v1/admin/posts' }), expect: adminOnly(200) },
  'POST /v1/admin/posts': {
    request: (f) => ({
      url: '/v1/admin/posts',
      body: { title: `Post ${f.seq()}`, language: 'en' },
    }),
    expect: adminOnly(201),
  },
  'PATCH /v1/admin/posts/:id': {
    request: (f) => ({ url: `/v1/admin/posts/${f.postId}`, body: { title: `Edited ${f.seq()}` } }),
    expect: adminOnly(200),
  },
  'POST /v1/admin/posts/:id/publish': {
    request: async () => ({ url: `/v1/admin/posts/${await draftPost()}/publish`, body: {} }),
    expect: adminOnly(200),
  },
  'POST /v1/admin/posts/:id/unpublish': {
    request: async () => ({ url: `/v1/admin/posts/${await publishedPost()}/unpublish` }),
    expect: adminOnly(200),
  },
  'DELETE /v1/admin/posts/:id': {
    request: async () => ({ url: `/v1/admin/posts/${await draftPost()}` }),
    expect: adminOnly(204),
  },
  'GET /v1/trades': {
    request: () => ({ url: '/v1/trades?limit=10&page=1' }),
    expect: userOnly(200),
  },
  'GET /v1/trades/stats': { request: () => ({ url: '/v1/trades/stats' }), expect: userOnly(200) },
  'GET /v1/trades/chain': { request: () => ({ url: '/v1/trades/chain' }), expect: all(200) },
  'GET /v1/trades/performance': {
    request: () => ({ url: '/v1/trades/performance' }),
    expect: all(200),
  },
  'GET /v1/trades/:id': {
    request: (f) => ({ url: `/v1/trades/${f.tradeId}` }),
    expect: userOnly(200),
  },
  'POST /v1/trades': {
    request: () => ({ url: '/v1/trades', body: tradeBody }),
    expect: adminOnly(201),
  },
  'PATCH /v1/trades/:id': {
    request: (f) => ({ url: `/v1/trades/${f.tradeId}`, body: { analysis: 'More context' } }),
    expect: adminOnly(200),
  },
  'POST /v1/trades/:id/events': {
    request: (f) => ({
      url: `/v1/trades/${f.tradeId}/events`,
      body: { type: 'note', text: 'Hold' },
    }),
    expect: adminOnly(201),
  },
  'GET /v1/notifications': {
    request: () => ({ url: '/v1/notifications?limit=10' }),
    expect: userOnly(200),
  },
  'GET /v1/notifications/unread-count': {
    request: () => ({ url: '/v1/notifications/unread-count' }),
    expect: userOnly(200),
  },
  'POST /v1/notifications/:id/read': {
    // Nobody's notification: a caller learns nothing about other members' alerts.
    request: () => ({ url: `/v1/notifications/${newId()}/read` }),
    expect: userOnly(404),
  },
  'POST /v1/notifications/read-all': {
    request: () => ({ url: '/v1/notifications/read-all' }),
    expect: userOnly(204),
  },
  'GET /v1/notifications/stream': {
    // An accepted stream stays open (notifications.test.ts reads it over a socket): an
    // invalid resume id shows that signing in is checked before anything else.
    request: () => ({ url: '/v1/notifications/stream?lastEventId=abc' }),
    expect: userOnly(400),
  },
  'GET /v1/notifications/snoozes': {
    request: () => ({ url: '/v1/notifications/snoozes' }),
    expect: userOnly(200),
  },
  'PUT /v1/notifications/snoozes/:tradeId': {
    // No such trade: a snooze names a real trade.
    request: () => ({ url: `/v1/notifications/snoozes/${newId()}`, body: { for: '1h' } }),
    expect: userOnly(404),
  },
  'DELETE /v1/notifications/snoozes/:tradeId': {
    request: () => ({ url: `/v1/notifications/snoozes/${newId()}` }),
    expect: userOnly(204),
  },
  'GET /v1/notifications/push/key': {
    request: () => ({ url: '/v1/notifications/push/key' }),
    expect: userOnly(200),
  },
  'GET /v1/notifications/push/devices': {
    request: () => ({ url: '/v1/notifications/push/devices' }),
    expect: userOnly(200),
  },
  'POST /v1/notifications/push/devices': {
    // An endpoint outside the known push services is refused (no requests to other hosts).
    request: () => ({
      url: '/v1/notifications/push/devices',
      body: {
        endpoint: 'https://169.254.169.254/latest',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        name: 'Chrome on Linux',
      },
    }),
    expect: userOnly(400),
  },
  'DELETE /v1/notifications/push/devices/:id': {
    // Nobody's device.
    request: () => ({ url: `/v1/notifications/push/devices/${newId()}` }),
    expect: userOnly(404),
  },
  'POST /v1/notifications/push/devices/:id/test': {
    request: () => ({ url: `/v1/notifications/push/devices/${newId()}/test` }),
    expect: userOnly(404),
  },
  'GET /v1/connect/webhook': {
    request: () => ({ url: '/v1/connect/webhook' }),
    expect: userOnly(200),
  },
  'PUT /v1/connect/webhook': {
    // Members only (B is not one); an inner address is refused (no requests inward).
    request: () => ({
      url: '/v1/connect/webhook',
      body: { url: 'https://169.254.169.254/latest' },
    }),
    expect: [401, 400, 403, 400],
  },
  'DELETE /v1/connect/webhook': {
    request: () => ({ url: '/v1/connect/webhook' }),
    expect: userOnly(204),
  },
  'POST /v1/connect/webhook/secret': {
    // Nobody has a webhook.
    request: () => ({ url: '/v1/connect/webhook/secret' }),
    expect: userOnly(404),
  },
  'POST /v1/connect/webhook/resume': {
    request: () => ({ url: '/v1/connect/webhook/resume' }),
    expect: userOnly(404),
  },
  'POST /v1/connect/webhook/test': {
    request: () => ({ url: '/v1/connect/webhook/test' }),
    expect: [401, 404, 403, 404],
  },
  'GET /v1/connect/webhook/deliveries': {
    request: () => ({ url: '/v1/connect/webhook/deliveries' }),
    expect: userOnly(200),
  },
  'GET /v1/notifications/preferences': {
    request: () => ({ url: '/v1/notifications/preferences' }),
    expect: userOnly(200),
  },
  'PUT /v1/notifications/preferences': {
    request: () => ({
      url: '/v1/notifications/preferences',
      body: {
        emailMode: 'alert',
        channels: Object.fromEntries(
          ['published', 'activated', 'tp_hit', 'sl_moved', 'closed', 'cancelled', 'note'].map(
            (type) => [type, { inApp: true, email: false, push: false }],
          ),
        ),
      },
    }),
    expect: userOnly(200),
  },
  'POST /v1/notifications/unsubscribe': {
    request: () => ({
      url: '/v1/notifications/unsubscribe',
      body: { token: 'not-a-signed-token' },
    }),
    expect: all(400),
  },
  'GET /v1/admin/connect/telegram': {
    request: () => ({ url: '/v1/admin/connect/telegram' }),
    expect: adminOnly(200),
  },
  'PUT /v1/admin/connect/telegram': {
    // Turned off: saved without asking Telegram (no request leaves the test).
    request: () => ({
      url: '/v1/admin/connect/telegram',
      body: {
        botToken: '123456789:AAHmatrixTokenMatrixToken_0123456789',
        chatId: '-1001234567890',
        enabled: false,
      },
    }),
    expect: adminOnly(200),
  },
  'POST /v1/admin/connect/telegram/check': {
    request: () => ({ url: '/v1/admin/connect/telegram/check' }),
    expect: adminOnly(200),
  },
  'POST /v1/connect/telegram/invite': {
    // A: member, Telegram not set up (409); B: not a member (403).
    request: () => ({ url: '/v1/connect/telegram/invite' }),
    expect: [401, 409, 403, 409],
  },
  'DELETE /v1/connect/telegram': {
    request: () => ({ url: '/v1/connect/telegram' }),
    expect: userOnly(409),
  },
  'POST /v1/connect/telegram/updates': {
    // Without the bot's secret header.
    request: () => ({ url: '/v1/connect/telegram/updates', body: { update_id: 1 } }),
    expect: all(401),
  },
  'GET /v1/public/stats': { request: () => ({ url: '/v1/public/stats' }), expect: all(200) },
  'POST /v1/contact': {
    request: () => ({
      url: '/v1/contact',
      body: { name: 'Visitor', email: 'v@example.com', subject: 'Hi', message: 'Hello there' },
    }),
    expect: all(202),
  },
  // Part 2: money. Cards, orders and subscriptions are their owner's only (others: 404).
  'POST /v1/users/cards/setup': {
    request: () => ({ url: '/v1/users/cards/setup' }),
    expect: userOnly(200),
  },
  'POST /v1/users/cards': {
    request: async (f, who) => ({
      url: '/v1/users/cards',
      headers: idem(),
      body: {
        paymentMethodId:
          who === 'anonymous'
            ? 'pm_none'
            : await tokenize(ctx, await tokenOf(f, who), '5555555555554444'),
      },
    }),
    expect: userOnly(201),
  },
  'GET /v1/users/cards': { request: () => ({ url: '/v1/users/cards' }), expect: userOnly(200) },
  'PATCH /v1/users/cards/:id': {
    request: (f) => ({ url: `/v1/users/cards/${f.cardId}`, body: { isDefault: true } }),
    expect: [401, 200, 404, 404],
  },
  'DELETE /v1/users/cards/:id': {
    request: async (f) => {
      const id = newId();
      await ctx.database.db.insert(cards).values({
        id,
        userId: f.userA.id,
        provider: 'sandbox',
        paymentMethodId: `pm_${id}`,
        brand: 'visa',
        last4: '1881',
        expMonth: 12,
        expYear: 2040,
        fingerprint: `fp_${id}`,
      });
      return { url: `/v1/users/cards/${id}` };
    },
    expect: [401, 204, 404, 404],
  },
  'POST /v1/payments/create-order': {
    request: (f) => ({
      url: '/v1/payments/create-order',
      headers: idem(),
      body: { planId: f.planId },
    }),
    // A already has a subscription.
    expect: [401, 409, 201, 201],
  },
  'POST /v1/payments/orders/:id/confirm': {
    request: async (f) => ({
      url: `/v1/payments/orders/${await orderOfA(f)}/confirm`,
      headers: idem(),
      body: { cardId: f.cardId },
    }),
    // A is already subscribed: paying an order for a plan would be a second subscription, so
    // the owner gets 409 before any charge (it answered 200 and subscribed A twice).
    expect: [401, 409, 404, 404],
  },
  'GET /v1/payments': { request: () => ({ url: '/v1/payments' }), expect: userOnly(200) },
  // A's order awaits a payment method: nothing to confirm with the bank, answered as it is.
  'POST /v1/payments/orders/:id/authenticate': {
    request: async (f) => ({
      url: `/v1/payments/orders/${await orderOfA(f)}/authenticate`,
      headers: idem(),
    }),
    expect: [401, 200, 404, 404],
  },
  'POST /v1/payments/orders/:id/refresh': {
    request: async (f) => ({ url: `/v1/payments/orders/${await orderOfA(f)}/refresh` }),
    expect: [401, 200, 404, 404],
  },
  'GET /v1/admin/orders/:id/refunds': {
    request: async (f) => ({ url: `/v1/admin/orders/${await orderOfA(f)}/refunds` }),
    expect: adminOnly(200),
  },
  // An unpaid order has nothing to refund.
  'POST /v1/admin/orders/:id/refunds': {
    request: async (f) => ({
      url: `/v1/admin/orders/${await orderOfA(f)}/refunds`,
      headers: idem(),
      body: { reason: 'Goodwill refund', access: 'keep' },
    }),
    expect: adminOnly(409),
  },
  'GET /v1/admin/disputes': {
    request: () => ({ url: '/v1/admin/disputes' }),
    expect: adminOnly(200),
  },
  'GET /v1/admin/disputes/:id': {
    request: () => ({ url: '/v1/admin/disputes/dp_unknown' }),
    expect: adminOnly(404),
  },
  'POST /v1/admin/disputes/:id/restore-access': {
    request: () => ({ url: '/v1/admin/disputes/dp_unknown/restore-access' }),
    expect: adminOnly(404),
  },
  // Demo mode with the sandbox only (tests run outside demo mode).
  'POST /v1/admin/subscriptions/:id/simulate-renewal': {
    request: (f) => ({ url: `/v1/admin/subscriptions/${f.subscriptionId}/simulate-renewal` }),
    expect: adminOnly(404),
  },

  'POST /v1/subscriptions': {
    request: (f) => ({
      url: '/v1/subscriptions',
      headers: idem(),
      body: { planId: f.planId, cardId: f.cardId },
    }),
    // A is already subscribed; A's card is nobody else's.
    expect: [401, 409, 404, 404],
  },
  'GET /v1/subscriptions': { request: () => ({ url: '/v1/subscriptions' }), expect: userOnly(200) },
  'GET /v1/subscriptions/:id': {
    request: (f) => ({ url: `/v1/subscriptions/${f.subscriptionId}` }),
    expect: [401, 200, 404, 200],
  },
  'GET /v1/subscriptions/:id/preview': {
    request: (f) => ({ url: `/v1/subscriptions/${f.subscriptionId}/preview?planId=${f.planId}` }),
    expect: [401, 200, 404, 200],
  },
  'PATCH /v1/subscriptions/:id': {
    request: (f) => ({
      url: `/v1/subscriptions/${f.subscriptionId}`,
      body: { cancelAtPeriodEnd: false },
      headers: idem(),
    }),
    expect: [401, 200, 404, 404],
  },
  'DELETE /v1/subscriptions/:id': {
    request: (f) => ({ url: `/v1/subscriptions/${f.subscriptionId}` }),
    expect: [401, 200, 404, 200],
  },
  'POST /v1/webhooks/payments': {
    request: () => ({ url: '/v1/webhooks/payments', body: { id: 'evt_forged', type: 'x' } }),
    expect: all(400),
  },
  // Part 3: affiliates, balance, withdrawals (own only; the admin moves them), audit log.
  'POST /v1/affiliates/clicks': {
    request: () => ({ url: '/v1/affiliates/clicks', body: { code: 'NOSUCHCODE' } }),
    expect: all(204),
  },
  'GET /v1/affiliates/me': { request: () => ({ url: '/v1/affiliates/me' }), expect: userOnly(200) },
  'GET /v1/affiliates/referrals': {
    request: () => ({ url: '/v1/affiliates/referrals' }),
    expect: userOnly(200),
  },
  'GET /v1/affiliates/commissions': {
    request: () => ({ url: '/v1/affiliates/commissions' }),
    expect: userOnly(200),
  },
  'GET /v1/payments/balance': {
    request: () => ({ url: '/v1/payments/balance' }),
    expect: userOnly(200),
  },
  'POST /v1/payments/withdraw': {
    request: async (f) => {
      await clearPendingOfA(f);
      return {
        url: '/v1/payments/withdraw',
        headers: idem(),
        body: { amount: 5000, method: 'paypal', destination: 'me@example.com' },
      };
    },
    // Only A has earnings; the others have nothing to withdraw.
    expect: [401, 201, 400, 400],
  },
  'GET /v1/payments/withdrawals': {
    request: () => ({ url: '/v1/payments/withdrawals' }),
    expect: userOnly(200),
  },
  'DELETE /v1/payments/withdrawals/:id': {
    request: async (f) => ({ url: `/v1/payments/withdrawals/${await withdrawalOfA(f)}` }),
    expect: [401, 204, 404, 404],
  },
  'PATCH /v1/payments/withdrawals/:id': {
    request: async (f) => ({
      url: `/v1/payments/withdrawals/${await withdrawalOfA(f)}`,
      body: { status: 'approved', note: 'ok' },
    }),
    expect: adminOnly(200),
  },
  'PATCH /v1/admin/affiliates/:id': {
    request: (f) => ({ url: `/v1/admin/affiliates/${f.userB.id}`, body: { rate: 40 } }),
    expect: adminOnly(200),
  },
  'GET /v1/admin/audit-log': {
    request: () => ({ url: '/v1/admin/audit-log' }),
    expect: adminOnly(200),
  },
  'GET /v1/admin/affiliates/:id': {
    request: (f) => ({ url: `/v1/admin/affiliates/${f.userA.id}` }),
    expect: adminOnly(200),
  },
  'GET /v1/admin/payouts/summary': {
    request: () => ({ url: '/v1/admin/payouts/summary' }),
    expect: adminOnly(200),
  },
  'GET /v1/admin/jobs': { request: () => ({ url: '/v1/admin/jobs' }), expect: adminOnly(200) },
  'GET /v1/connect': { request: () => ({ url: '/v1/connect' }), expect: userOnly(200) },
  'GET /v1/admin/connect/log': {
    request: () => ({ url: '/v1/admin/connect/log' }),
    expect: adminOnly(200),
  },
  'POST /v1/admin/jobs/periodic/:name/run': {
    // A name no job has: admins learn only that it does not exist.
    request: () => ({ url: '/v1/admin/jobs/periodic/no-such-job/run', body: {} }),
    expect: adminOnly(404),
  },
  'POST /v1/admin/jobs/:queue/:id/retry': {
    request: () => ({
      url: '/v1/admin/jobs/auth.reset-email/00000000-0000-4000-8000-000000000000/retry',
    }),
    expect: adminOnly(404),
  },
  // The sandbox provider's own pages (outside /v1, like a hosted card field).
  'GET /sandbox/card-form.js': {
    request: () => ({ url: '/sandbox/card-form.js' }),
    expect: all(200),
  },
  'GET /sandbox/card-form.css': {
    request: () => ({ url: '/sandbox/card-form.css' }),
    expect: all(200),
  },
  'GET /sandbox/card-form': {
    request: () => ({ url: '/sandbox/card-form?setup=seti_unknown' }),
    expect: all(404),
  },
  'POST /sandbox/payment-methods': {
    request: () => ({
      url: '/sandbox/payment-methods',
      body: { setupId: 'seti_unknown', number: CARDS.ok, expMonth: 12, expYear: 2040, cvc: '123' },
    }),
    expect: all(404),
  },
  'POST /sandbox/payment-methods/authenticate': {
    request: () => ({
      url: '/sandbox/payment-methods/authenticate',
      body: { setupId: 'seti_unknown', paymentMethodId: 'pm_unknown', outcome: 'approve' },
    }),
    expect: all(404),
  },
  'GET /sandbox/challenge': {
    request: () => ({ url: '/sandbox/challenge?charge=ch_unknown' }),
    expect: all(404),
  },
  'POST /sandbox/challenge': {
    request: () => ({ url: '/sandbox/challenge', body: { charge: 'ch_unknown', outcome: 'fail' } }),
    expect: all(404),
  },
  // Discord (Connect). Not set up here: the member routes answer 409 to the entitled, and the
  // settings body is refused by its schema (the matrix never reaches Discord).
  'GET /v1/admin/connect/discord': {
    request: () => ({ url: '/v1/admin/connect/discord' }),
    expect: adminOnly(200),
  },
  'PUT /v1/admin/connect/discord': {
    request: () => ({ url: '/v1/admin/connect/discord', body: {} }),
    expect: adminOnly(400),
  },
  'POST /v1/admin/connect/discord/check': {
    request: () => ({ url: '/v1/admin/connect/discord/check' }),
    expect: adminOnly(200),
  },
  'GET /v1/connect/discord/start': {
    request: () => ({ url: '/v1/connect/discord/start' }),
    expect: [401, 409, 403, 409],
  },
  'GET /v1/connect/discord/callback': {
    request: () => ({ url: '/v1/connect/discord/callback?code=x&state=y.z' }),
    expect: all(302),
  },
  'DELETE /v1/connect/discord': {
    request: () => ({ url: '/v1/connect/discord' }),
    expect: userOnly(204),
  },
};

/** Routes the matrix covers: the API and the sandbox provider's pages. */
const covered = (url: string) => url.startsWith('/v1') || url.startsWith('/sandbox');

let ctx: TestContext;

describe.each(serverDbKinds)('authorization matrix on %s', (kind) => {
  let f: Fixtures;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const [userA, userB, admin] = [
      await ctx.createUser('user'),
      await ctx.createUser('user'),
      await ctx.createUser('admin'),
    ];
    const planId = newId();
    await ctx.database.db
      .insert(plans)
      .values({ id: planId, name: 'Pro', slug: 'pro-monthly', amount: 7900, interval: 'month' });
    const subscriptionId = newId();
    await ctx.database.db.insert(subscriptions).values({
      id: subscriptionId,
      userId: userA.id,
      planId,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000 * 30),
    });
    const adminToken = await ctx.tokenOf(admin);
    const trade = await ctx.request({
      method: 'POST',
      url: '/v1/trades',
      token: adminToken,
      payload: tradeBody,
    });
    const card = await addCard(ctx, await ctx.tokenOf(userA));
    await grant(ctx, userA.id, 100_000);
    let n = 0;
    f = {
      userA,
      userB,
      admin,
      planId,
      tradeId: trade.json().id,
      postId: await publishedPost(),
      cardId: card.json().id,
      subscriptionId,
      seq: () => (n += 1),
    };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('has a row for every registered /v1 route', () => {
    const registered = ctx.app.routeTable
      .filter((r) => covered(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in MATRIX));
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(stale).toEqual([]);
  });

  it('answers every route × caller with the expected status, never leaking hashes', async () => {
    const mismatches: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => covered(r.url))) {
      const key = `${route.method} ${route.url}`;
      const row = MATRIX[key];
      if (!row) continue;
      for (const [i, who] of WHO.entries()) {
        const { url, body, headers } = await row.request(f, who);
        const token = who === 'anonymous' ? undefined : await ctx.tokenOf(f[who]);
        const res = await ctx.request({
          method: route.method as 'GET',
          url,
          token,
          ...(headers ? { headers } : {}),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        if (res.statusCode !== row.expect[i]) {
          mismatches.push(
            `${key} as ${who}: ${res.statusCode} (expected ${row.expect[i]}) ${res.body.slice(0, 120)}`,
          );
        }
        expect(res.body).not.toMatch(/\$argon2|passwordHash|password_hash/);
        if (url.startsWith('/v1/docs') || url.startsWith('/sandbox')) continue;
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ code: res.statusCode });
      }
    }
    expect(mismatches).toEqual([]);
    // Every route × caller: ≈ 4 s idle, about five times that with the rest of `npm test` beside it.
  }, 120_000);

  it('locks live trades for non-members only', async () => {
    const as = async (who: Who) =>
      (
        await ctx.request({
          url: `/v1/trades/${f.tradeId}`,
          token: await ctx.tokenOf(f[who as 'userA']),
        })
      ).json();
    const b = await as('userB');
    expect(b).toMatchObject({
      locked: true,
      entryPrice: null,
      stopLoss: null,
      analysis: null,
      updates: [],
    });
    expect(b.takeProfits.every((tp: { price: unknown }) => tp.price === null)).toBe(true);
    expect(await as('userA')).toMatchObject({ locked: false, entryPrice: 1.085, stopLoss: 1.082 });
    expect(await as('admin')).toMatchObject({ locked: false });
    // A cancelled subscription is no longer membership.
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, f.userA.id));
    // Whoever changes a subscription drops the cached session lookups of its user.
    ctx.app.ctx.tokens.invalidateUser(f.userA.id);
    expect(await as('userA')).toMatchObject({ locked: true, entryPrice: null });
  });
});
