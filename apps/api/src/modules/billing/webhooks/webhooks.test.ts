import { and, eq, inArray, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { queryRows } from '../../../db/sql';
import { cards, orders, subscriptions, webhookEvents } from '../../../db/schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { newId } from '../../../lib/ids';
import type { SandboxProvider } from '../../../providers/sandbox/sandbox.provider';
import {
  SIGNATURE_HEADER,
  signWebhook,
  WEBHOOK_TOLERANCE_S,
} from '../../../providers/sandbox/sandbox.provider';
import { serverDbKinds, useTestContext } from '../../../test/helpers';
import {
  addCard,
  insertOrder,
  insertProPlan,
  postConfirm,
  postSubscription,
} from '../../../test/money-helpers';
import { ONE_PER_USER, UNFULFILLED } from '../shared';

const DAY = 86_400_000;

describe.each(serverDbKinds)('payment webhooks on %s', (kind) => {
  const t = useTestContext(kind, { SANDBOX_DUPLICATE_EVENTS: 'true' });
  let planId: string;
  const nowS = () => Math.floor(Date.now() / 1000);
  const post = (raw: string, signature?: string) =>
    t.request({
      method: 'POST',
      url: '/v1/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      payload: raw,
    });
  const send = (event: object, t0 = nowS()) => {
    const raw = JSON.stringify(event);
    return post(raw, signWebhook(t.config.payments.webhookSecret, raw, t0));
  };
  /**
   * An order for a new subscription stuck in `processing` (the API's own answer was lost),
   * of a fresh user unless one is given (one user holds at most one live subscription).
   */
  const processingOrder = async (owner?: string) => {
    return insertOrder(t, {
      userId: owner ?? (await t.createUser('user')).id,
      planId,
      status: 'processing',
      attempts: 1,
    });
  };
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const event = (type: string, orderId: string, extra: object = {}) => ({
    id: `evt_${newId()}`,
    type,
    created: nowS(),
    data: {
      chargeId: `ch_${orderId}`,
      metadata: { orderId, attempt: '1' },
      amount: 7900,
      currency: 'usd',
      ...extra,
    },
  });

  beforeAll(async () => {
    planId = await insertProPlan(t);
  });

  it('rejects forged, missing, stale and modified signatures', async () => {
    const orderId = await processingOrder();
    const e = event('charge.succeeded', orderId);
    const raw = JSON.stringify(e);
    const good = signWebhook(t.config.payments.webhookSecret, raw, nowS());
    const forged = signWebhook('another-secret-another-secret-0123456789', raw, nowS());
    const stale = signWebhook(
      t.config.payments.webhookSecret,
      raw,
      nowS() - WEBHOOK_TOLERANCE_S - 5,
    );
    // One byte changed after signing.
    const modified = raw.replace('"amount":7900', '"amount":7901');
    for (const [body, sig] of [
      [raw, undefined],
      [raw, forged],
      [raw, stale],
      [raw, 't=abc,v1=00'],
      // One signature digit changed (to a different digit: a 0 would sometimes stay a 0).
      [raw, good.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`)],
      [modified, good],
      [`${raw} `, good],
    ] as const) {
      const res = await post(body, sig);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Invalid webhook signature' });
    }
    expect((await orderRow(orderId))?.status).toBe('processing');
    expect((await post(raw, good)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('succeeded');
  });

  it('applies the same event once, however often it arrives', async () => {
    const orderId = await processingOrder();
    const e = event('charge.succeeded', orderId);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await send(e)).json());
    expect(answers.map((a) => a.duplicate)).toEqual([false, true, true]);
    const row = await orderRow(orderId);
    expect(row?.status).toBe('succeeded');
    // One subscription was created by this order, not three.
    const created = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, row?.subscriptionId ?? ''));
    expect(created).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, e.id));
    expect(events).toHaveLength(1);
  });

  it('checks a signed event against the order it names: amount, currency and state must match', async () => {
    const liveOf = async (userId: string) =>
      t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    // A $1,490 order never confirmed (awaiting its payment method): a signed 1-cent
    // `charge.succeeded` naming it, or a full-amount one, activates nothing.
    const owner = await t.createUser('user');
    const unconfirmed = await insertOrder(t, {
      userId: owner.id,
      planId,
      amount: 149_000,
      status: 'requires_payment_method',
    });
    for (const extra of [{ amount: 1 }, { amount: 149_000 }]) {
      const res = await send(event('charge.succeeded', unconfirmed, extra));
      expect(res.statusCode).toBe(200);
    }
    expect((await orderRow(unconfirmed))?.status).toBe('requires_payment_method');
    expect(await liveOf(owner.id)).toEqual([]);
    // An order being paid: the wrong amount, another currency, an attempt never made, or no
    // currency at all change nothing; the matching event pays it.
    const payer = await t.createUser('user');
    const paying = await processingOrder(payer.id);
    for (const extra of [
      { amount: 1 },
      { amount: 7901 },
      { currency: 'eur' },
      { currency: undefined },
      { metadata: { orderId: paying, attempt: '2' } },
      { metadata: { orderId: paying } },
    ]) {
      await send(event('charge.succeeded', paying, extra));
      expect((await orderRow(paying))?.status, JSON.stringify(extra)).toBe('processing');
    }
    await send(event('charge.failed', paying, { amount: 1, declineCode: 'card_declined' }));
    expect((await orderRow(paying))?.status).toBe('processing');
    await send(event('charge.succeeded', paying, { currency: 'USD' }));
    expect((await orderRow(paying))?.status).toBe('succeeded');
    expect(await liveOf(payer.id)).toHaveLength(1);
    // A refund event for more than the order, or of another charge amount, is ignored.
    await send(event('charge.refunded', paying, { amount: 790_000, amountRefunded: 790_000 }));
    await send(event('charge.refunded', paying, { amountRefunded: 7901 }));
    expect((await orderRow(paying))?.status).toBe('succeeded');
  });

  it('applies out-of-order events to the right final state', async () => {
    // Refund before success: stays refunded (no access granted).
    const a = await processingOrder();
    await send(event('charge.refunded', a, { amountRefunded: 7900 }));
    await send(event('charge.succeeded', a));
    expect((await orderRow(a))?.status).toBe('refunded');
    expect((await orderRow(a))?.subscriptionId).toBeNull();
    // A late failure after a success changes nothing.
    const b = await processingOrder();
    await send(event('charge.succeeded', b));
    await send(event('charge.failed', b, { declineCode: 'card_declined' }));
    expect((await orderRow(b))?.status).toBe('succeeded');
    // A failure of an older attempt does not fail the attempt in flight.
    const c = await processingOrder();
    await t.database.db.update(orders).set({ attempts: 2 }).where(eq(orders.id, c));
    await send(event('charge.failed', c, { declineCode: 'card_declined' }));
    expect((await orderRow(c))?.status).toBe('processing');
    await send({
      ...event('charge.failed', c, { declineCode: 'insufficient_funds' }),
      data: {
        chargeId: 'ch_c2',
        metadata: { orderId: c, attempt: '2' },
        amount: 7900,
        currency: 'usd',
        declineCode: 'insufficient_funds',
      },
    });
    expect((await orderRow(c))?.lastError?.declineCode).toBe('insufficient_funds');
  });

  it('receives the sandbox’s own events (sent twice) and applies each once', async () => {
    const u = await t.createUser('user');
    const tk = await t.tokenOf(u);
    const card = (await addCard(t, tk)).json();
    const res = await postSubscription(t, tk, { planId, cardId: card.id });
    expect(res.statusCode).toBe(201);
    await t.app.money.provider.flush?.();
    const [delivered] = await queryRows<{ deliveries: number; last_status: number }>(
      t.database.db,
      sql`select deliveries, last_status from sandbox_events
        where payload->'data'->'metadata'->>'orderId' = ${res.json().order.id}`,
    );
    expect(delivered).toEqual({ deliveries: 2, last_status: 200 });
    const subs = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, u.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]?.status).toBe('active');
    // A full refund at the provider reaches the order through its signed event.
    const order = await orderRow(res.json().order.id);
    const refund = await t.app.money.provider.refund({
      chargeId: order?.chargeId ?? '',
      idempotencyKey: `refund:${order?.id}`,
    });
    expect(refund.status).toBe('succeeded');
    await t.app.money.provider.flush?.();
    expect((await orderRow(res.json().order.id))?.status).toBe('refunded');
  });

  describe('a paid order that can no longer apply: refunded, never a second subscription', () => {
    /** A member with a saved card, and the provider ids to charge it the way the API does. */
    const payer = async () => {
      const user = await t.createUser('user');
      const token = await t.tokenOf(user);
      const card = (await addCard(t, token)).json();
      const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
      const customerId = await t.app.money.cards.customerFor(user.id);
      return { user, token, cardId: card.id as string, pm: row?.paymentMethodId ?? '', customerId };
    };
    type Payer = Awaited<ReturnType<typeof payer>>;
    /** The provider charges attempt 1 of an order; its signed `charge.succeeded` follows (twice). */
    const chargeAtProvider = async (p: Payer, orderId: string, amount = 7900) => {
      const charge = await t.app.money.provider.charge({
        customerId: p.customerId,
        paymentMethodId: p.pm,
        amount,
        currency: 'usd',
        idempotencyKey: `order:${orderId}:1`,
        metadata: { orderId, attempt: '1' },
        offSession: false,
      });
      expect(charge.status).toBe('succeeded');
      await t.app.money.provider.flush?.();
    };
    const liveOf = (userId: string) =>
      t.database.db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ONE_PER_USER])),
        );
    const refundsOf = (orderId: string) =>
      queryRows<{ amount: number; idempotency_key: string; refunded: number }>(
        t.database.db,
        sql`select t.amount, t.idempotency_key, c.amount_refunded as refunded
          from sandbox_transfers t join sandbox_charges c on c.id = t.charge_id
          where t.kind = 'refund' and c.metadata->>'orderId' = ${orderId}`,
      );
    const activeSubscription = (userId: string) =>
      t.database.db.insert(subscriptions).values({
        id: newId(),
        userId,
        planId,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('a plan order whose charge lands after the user subscribed another way', async () => {
      const p = await payer();
      const orderId = await processingOrder(p.user.id);
      // Subscribed while the charge was in flight (a race the checks before it cannot close).
      await activeSubscription(p.user.id);
      const warn = vi.spyOn(t.app.money.log, 'warn');
      await chargeAtProvider(p, orderId);
      expect(await orderRow(orderId)).toMatchObject({
        status: 'refunded',
        refundedAmount: 7900,
        subscriptionId: null,
        lastError: { code: 'already_subscribed' },
      });
      expect(await liveOf(p.user.id)).toHaveLength(1);
      // Refunded once, in full, with a key derived from the order.
      expect(await refundsOf(orderId)).toEqual([
        { amount: 7900, idempotency_key: `refund:order:${orderId}`, refunded: 7900 },
      ]);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ orderId, reason: 'already_subscribed', amount: 7900 }),
        'paid order could not apply: refunded',
      );
      // The payer asking again learns why; nothing more is charged.
      const again = await postConfirm(t, p.token, orderId, { cardId: p.cardId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(UNFULFILLED.already_subscribed);
    });

    it('a renewal whose subscription was ended meanwhile (renewal runner vs. admin)', async () => {
      const p = await payer();
      const subId = newId();
      const periodStart = new Date();
      await t.database.db.insert(subscriptions).values({
        id: subId,
        userId: p.user.id,
        planId,
        status: 'canceled',
        canceledAt: periodStart,
        currentPeriodStart: new Date(periodStart.getTime() - 30 * DAY),
        currentPeriodEnd: periodStart,
      });
      const orderId = newId();
      await insertOrder(t, {
        id: orderId,
        userId: p.user.id,
        purpose: 'renewal',
        planId,
        subscriptionId: subId,
        status: 'processing',
        attempts: 1,
        renewalKey: `${subId}:${periodStart.toISOString()}`,
        data: {
          planId,
          periodStart: periodStart.toISOString(),
          periodEnd: new Date(periodStart.getTime() + 30 * DAY).toISOString(),
        },
      });
      await chargeAtProvider(p, orderId);
      expect(await orderRow(orderId)).toMatchObject({
        status: 'refunded',
        lastError: { code: 'subscription_ended' },
      });
      const [sub] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subId));
      expect(sub?.status).toBe('canceled');
      expect(await refundsOf(orderId)).toHaveLength(1);
    });

    it('a refund the provider could not take is retried by the renewal runner, once', async () => {
      const p = await payer();
      const orderId = await processingOrder(p.user.id);
      await activeSubscription(p.user.id);
      const provider = t.app.money.provider;
      const refund = vi
        .spyOn(provider, 'refund')
        .mockRejectedValueOnce(new Error('provider unreachable'));
      const error = vi.spyOn(t.app.money.log, 'error');
      await chargeAtProvider(p, orderId);
      // Paid and not applied: still owed back, and said so.
      expect(await orderRow(orderId)).toMatchObject({
        status: 'succeeded',
        subscriptionId: null,
        lastError: { code: 'already_subscribed' },
      });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ orderId, reason: 'already_subscribed' }),
        'paid order could not apply: refund failed',
      );
      expect(await liveOf(p.user.id)).toHaveLength(1);
      await t.app.money.runRenewals();
      await t.app.money.runRenewals();
      await provider.flush?.();
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedAmount: 7900 });
      expect(await refundsOf(orderId)).toHaveLength(1);
      expect(refund).toHaveBeenCalledTimes(2);
    });
  });

  it('retries a delivery the API could not take (503), like a provider', async () => {
    const provider = t.app.money.provider as SandboxProvider;
    const real = t.app;
    let calls = 0;
    provider.connect({
      inject: async (options: InjectOptions) => {
        calls += 1;
        return calls === 1 ? { statusCode: 503 } : real.inject(options);
      },
    } as unknown as FastifyInstance);
    try {
      const u = await t.createUser('user');
      const tk = await t.tokenOf(u);
      const card = (await addCard(t, tk)).json();
      const res = await postSubscription(t, tk, { planId, cardId: card.id });
      await provider.flush();
      // Sent twice (duplicates on); the first attempt failed and was retried.
      expect(calls).toBe(3);
      const [row] = await queryRows<{ deliveries: number; last_status: number }>(
        t.database.db,
        sql`select deliveries, last_status from sandbox_events
          where payload->'data'->'metadata'->>'orderId' = ${res.json().order.id}`,
      );
      expect(row).toEqual({ deliveries: 3, last_status: 200 });
    } finally {
      provider.connect(real);
    }
  });
});
