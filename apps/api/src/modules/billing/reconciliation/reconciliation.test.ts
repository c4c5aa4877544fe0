import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { queryRows } from '../../../db/sql';
import { adminAuditLog, orders, subscriptions, withdrawals } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { SandboxProvider } from '../../../providers/sandbox/sandbox.provider';
import {
  createTestContext,
  serverDbKinds,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { checkLedger, grant } from '../../../test/ledger-helpers';
import {
  addCard,
  cardNumbersInDatabase,
  CARDS,
  insertOrder,
  insertProPlan,
  postConfirm,
  postOrder,
  postSubscription,
  postWithdrawal,
  sandboxChargesOf,
} from '../../../test/money-helpers';
import { RECONCILER } from '../../affiliates';
import { NOTHING_TO_PAY, SUBSCRIBING } from '../shared';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(serverDbKinds)('reconciling lost payment and payout outcomes on %s', (kind) => {
  let t: TestContext;
  let provider: SandboxProvider;
  let planId: string;
  let adminToken: string;

  /** A pass of the runner `minutes` after now (the grace period is 10 minutes). */
  const passAfter = (minutes: number) =>
    t.app.money.runRenewals({ now: new Date(Date.now() + minutes * MINUTE) });
  const subscribe = (token: string, cardId: string) =>
    postSubscription(t, token, { planId, cardId });
  const ordersOf = (userId: string) =>
    t.database.db.select().from(orders).where(eq(orders.userId, userId));
  const subscriptionsOf = (userId: string) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const payoutsFor = (withdrawalId: string) =>
    queryRows<{ id: string; status: string }>(
      t.database.db,
      sql`select id, status from sandbox_transfers
        where kind = 'payout' and idempotency_key = ${withdrawalId}`,
    );

  /**
   * The next `provider.charge` reaches the provider (which charges or declines) and then its
   * answer is lost (`after`), or it fails before reaching it (`before`). Either way the
   * API's call throws and nothing is recorded.
   */
  const loseNextCharge = (when: 'after' | 'before' = 'after') => {
    const real = provider.charge.bind(provider);
    return vi.spyOn(provider, 'charge').mockImplementationOnce(async (input) => {
      if (when === 'after') await real(input);
      throw new Error('socket hang up');
    });
  };
  /** Same for the next payout. */
  const loseNextPayout = () => {
    const real = provider.payout.bind(provider);
    return vi.spyOn(provider, 'payout').mockImplementationOnce(async (input) => {
      await real(input);
      throw new Error('socket hang up');
    });
  };
  /** The provider's events are taken (200) and dropped: no webhook ever comes. */
  const dropWebhooks = () => {
    provider.connect({
      inject: async () => ({ statusCode: 200 }),
    } as unknown as FastifyInstance);
  };

  beforeAll(async () => {
    t = await createTestContext(kind, { AUTH_CACHE_MS: '0' });
    provider = t.app.money.provider as SandboxProvider;
    planId = await insertProPlan(t);
    const admin = await t.createUser('admin');
    adminToken = await t.tokenOf(admin);
  });
  beforeEach(() => {
    dropWebhooks();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await provider.flush();
    provider.connect(t.app);
  });
  afterAll(async () => {
    await provider.flush();
    expect(await cardNumbersInDatabase(t.database)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('defaults the grace period to 10 minutes', () => {
    expect(t.config.payments.reconcileAfterMs).toBe(10 * MINUTE);
  });

  it('a charge whose answer was lost: nothing before the grace period, then fulfilled once', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const lost = loseNextCharge('after');
    const res = await subscribe(token, card.id);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(lost).toHaveBeenCalledTimes(1);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      status: 'processing',
      attempts: 1,
      data: { charge: { attempt: 1, key: `order:${order?.id}:1` } },
    });
    expect(await sandboxChargesOf(t, user.id)).toBe(1);
    // Blocked while the payment is in flight…
    const again = await subscribe(token, card.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBSCRIBING);
    // …and the runner leaves it alone within the grace period.
    const info = vi.spyOn(t.app.money.log, 'info');
    const early = await passAfter(9);
    expect(early.reconciledOrders).toEqual({ succeeded: 0, failed: 0, unknown: 0 });
    expect((await ordersOf(user.id))[0]?.status).toBe('processing');
    // After it, the provider's stored answer is applied like the webhook would.
    const late = await passAfter(11);
    expect(late.reconciledOrders.succeeded).toBeGreaterThanOrEqual(1);
    const [paid] = await ordersOf(user.id);
    expect(paid).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    expect(await subscriptionsOf(user.id)).toMatchObject([
      { id: paid?.subscriptionId, status: 'active' },
    ]);
    const me = (await t.request({ url: '/v1/subscriptions', token })).json();
    expect(me).toMatchObject([{ status: 'active' }]);
    // Exactly one charge, whatever asked.
    expect(await sandboxChargesOf(t, user.id)).toBe(1);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: paid?.id, status: 'succeeded' }),
      'reconciled a payment left processing',
    );
    // Settled: a later pass does nothing more.
    await passAfter(30);
    expect(await sandboxChargesOf(t, user.id)).toBe(1);
    expect((await subscribe(token, card.id)).statusCode).toBe(409);
  });

  it('a decline whose answer was lost: failed, the subscription stays incomplete, retry allowed', async () => {
    const { user, token } = await t.signIn();
    const bad = (await addCard(t, token, CARDS.chargeFails)).json();
    loseNextCharge('after');
    expect((await subscribe(token, bad.id)).statusCode).toBeGreaterThanOrEqual(500);
    expect((await ordersOf(user.id))[0]?.status).toBe('processing');
    await passAfter(11);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      status: 'failed',
      lastError: { code: 'card_declined', declineCode: 'card_declined' },
    });
    expect(await subscriptionsOf(user.id)).toMatchObject([{ status: 'incomplete' }]);
    expect(await sandboxChargesOf(t, user.id)).toBe(1);
    // No longer blocked: a new attempt with a good card subscribes.
    const good = (await addCard(t, token)).json();
    expect((await subscribe(token, good.id)).statusCode).toBe(201);
    expect(await sandboxChargesOf(t, user.id)).toBe(2);
  });

  it('a charge that never reached the provider: asked once, with the recorded key', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const create = await postOrder(t, token, { planId });
    const orderId = create.json().id as string;
    const spy = loseNextCharge('before');
    const confirm = await postConfirm(t, token, orderId, { cardId: card.id });
    expect(confirm.statusCode).toBeGreaterThanOrEqual(500);
    expect(await sandboxChargesOf(t, user.id)).toBe(0);
    await passAfter(11);
    expect(spy).toHaveBeenCalledTimes(2);
    const keys = spy.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toEqual([`order:${orderId}:1`, `order:${orderId}:1`]);
    expect((await ordersOf(user.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await subscriptionsOf(user.id)).toMatchObject([{ status: 'active' }]);
    expect(await sandboxChargesOf(t, user.id)).toBe(1);
  });

  it('an order left processing with no charge on record fails as interrupted, uncharged', async () => {
    const { user, token } = await t.signIn();
    const orderId = newId();
    await insertOrder(t, {
      id: orderId,
      userId: user.id,
      planId,
      status: 'processing',
      attempts: 1,
      updatedAt: new Date(Date.now() - 20 * MINUTE),
    });
    const charge = vi.spyOn(provider, 'charge');
    await passAfter(0);
    expect(charge).not.toHaveBeenCalled();
    expect((await ordersOf(user.id))[0]).toMatchObject({
      status: 'failed',
      lastError: { code: 'payment_interrupted', declineCode: 'processing_error' },
    });
    const card = (await addCard(t, token)).json();
    expect((await subscribe(token, card.id)).statusCode).toBe(201);
  });

  /** An affiliate with `amount` available and an approved withdrawal of it. */
  const approvedWithdrawal = async (destination: string, amount = 6000) => {
    const affiliate: TestUser = await t.createUser();
    const token = await t.tokenOf(affiliate);
    await grant(t, affiliate.id, amount);
    const res = await postWithdrawal(t, token, { amount, method: 'paypal', destination });
    expect(res.statusCode).toBe(201);
    const id = res.json().withdrawal.id as string;
    expect((await patch(id, 'approved')).statusCode).toBe(200);
    return { id, token };
  };
  const patch = (id: string, status: string) =>
    t.request({
      method: 'PATCH',
      url: `/v1/payments/withdrawals/${id}`,
      token: adminToken,
      payload: { status },
    });
  const withdrawal = async (id: string) =>
    (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'withdrawal'), eq(adminAuditLog.targetId, id)));

  it('a payout whose answer was lost: still started (failed → 409), then finished once', async () => {
    const { id, token } = await approvedWithdrawal('ada@paypal.example');
    loseNextPayout();
    const res = await patch(id, 'paid');
    expect(res.statusCode).toBe(502);
    expect(await payoutsFor(id)).toMatchObject([{ status: 'paid' }]);
    // The money may have left: it cannot be marked failed (its amount would be paid twice).
    expect((await patch(id, 'failed')).statusCode).toBe(409);
    expect(await withdrawal(id)).toMatchObject({
      status: 'approved',
      payoutStartedAt: expect.any(Date),
    });
    const info = vi.spyOn(t.app.money.affiliates.log, 'info');
    expect((await passAfter(5)).reconciledPayouts).toEqual({ paid: 0, refused: 0, unknown: 0 });
    expect((await withdrawal(id))?.status).toBe('approved');
    const report = await passAfter(11);
    expect(report.reconciledPayouts.paid).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsFor(id);
    expect(await withdrawal(id)).toMatchObject({
      status: 'paid',
      payoutId: payout?.id,
      payoutStartedAt: null,
    });
    expect(await payoutsFor(id)).toHaveLength(1);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 0,
      paid: 6000,
    });
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        actorId: RECONCILER,
        action: 'withdrawal.paid',
        after: expect.objectContaining({ status: 'paid', payoutId: payout?.id }),
      }),
    );
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ withdrawalId: id, status: 'paid' }),
      'reconciled a payout left started: paid',
    );
    // Once: another pass, or the admin again, changes nothing.
    await passAfter(30);
    expect((await patch(id, 'paid')).statusCode).toBe(409);
    expect(await payoutsFor(id)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a refused payout whose answer was lost: left approved with an audit entry, then failable', async () => {
    const { id, token } = await approvedWithdrawal('fail@paypal.example');
    loseNextPayout();
    expect((await patch(id, 'paid')).statusCode).toBe(502);
    await passAfter(11);
    expect(await withdrawal(id)).toMatchObject({
      status: 'approved',
      payoutId: null,
      payoutStartedAt: null,
    });
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        actorId: RECONCILER,
        action: 'withdrawal.payout_failed',
        after: expect.objectContaining({ error: 'the destination account refused the transfer' }),
      }),
    );
    expect((await patch(id, 'failed')).statusCode).toBe(200);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 6000,
      paid: 0,
    });
  });

  it('a renewal whose answer was lost: skipped while in flight, then renewed once', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, card.id)).json().subscription;
    // Due since yesterday (the only one due: others end in a month).
    const end = Date.now() - DAY;
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(end - 30 * DAY), currentPeriodEnd: new Date(end) })
      .where(eq(subscriptions.id, sub.id));
    loseNextCharge('after');
    await expect(t.app.money.runRenewals({ now: new Date(end + MINUTE) })).rejects.toThrow(
      'socket hang up',
    );
    const renewal = (await ordersOf(user.id)).find((o) => o.purpose === 'renewal');
    expect(renewal).toMatchObject({
      status: 'processing',
      data: { charge: { key: `renewal:${sub.id}:${new Date(end).toISOString()}` } },
    });
    // Later passes within the grace period: the charge is in flight, nothing charged again.
    await t.app.money.runRenewals({ now: new Date(end + 2 * MINUTE) });
    await t.app.money.runRenewals({ now: new Date(end + 8 * MINUTE) });
    expect(await sandboxChargesOf(t, user.id)).toBe(2);
    // After the grace period (counted from when the charge was recorded), it is settled.
    await passAfter(11);
    const after = (await ordersOf(user.id)).find((o) => o.purpose === 'renewal');
    expect(after).toMatchObject({ status: 'succeeded' });
    const [renewed] = await subscriptionsOf(user.id);
    expect(renewed?.status).toBe('active');
    expect(renewed?.currentPeriodEnd.getTime()).toBeGreaterThan(end + 27 * DAY);
    expect(await sandboxChargesOf(t, user.id)).toBe(2);
  });

  it('a renewal order of a period already paid answers 409 before any charge', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, card.id)).json().subscription;
    const end = new Date(sub.currentPeriodEnd);
    const renewalOrder = (
      values: Omit<Parameters<typeof insertOrder>[1], 'userId' | 'planId' | 'subscriptionId'>,
    ) =>
      insertOrder(t, {
        userId: user.id,
        purpose: 'renewal',
        planId,
        subscriptionId: sub.id,
        ...values,
      });
    // A renewal order for the period that just ended (declined earlier), paid another way since.
    const stale = await renewalOrder({
      status: 'failed',
      attempts: 1,
      renewalKey: `${sub.id}:${new Date(end.getTime() - 30 * DAY).toISOString()}`,
      data: {
        planId,
        periodStart: new Date(end.getTime() - 30 * DAY).toISOString(),
        periodEnd: end.toISOString(),
      },
    });
    // And a past-due payment order, the subscription no longer past due.
    const overdue = await renewalOrder({ status: 'requires_payment_method' });
    const charges = await sandboxChargesOf(t, user.id);
    for (const id of [stale, overdue]) {
      const res = await postConfirm(t, token, id, { cardId: card.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: NOTHING_TO_PAY });
    }
    expect(await sandboxChargesOf(t, user.id)).toBe(charges);
    const rows = await ordersOf(user.id);
    expect(rows.find((o) => o.id === stale)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((o) => o.id === overdue)).toMatchObject({
      status: 'requires_payment_method',
      attempts: 0,
    });
  });

  if (kind === 'postgres') {
    it('three runner passes at once reconcile each lost charge and payout exactly once', async () => {
      const users: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { user, token } = await t.signIn();
        const card = (await addCard(t, token, i % 2 ? CARDS.chargeFails : CARDS.ok)).json();
        loseNextCharge('after');
        expect((await subscribe(token, card.id)).statusCode).toBeGreaterThanOrEqual(500);
        users.push(user.id);
      }
      const payouts: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { id } = await approvedWithdrawal(`p${i}@paypal.example`, 5000);
        loseNextPayout();
        expect((await patch(id, 'paid')).statusCode).toBe(502);
        vi.restoreAllMocks();
        payouts.push(id);
      }
      vi.restoreAllMocks();
      const reconcile = vi.spyOn(t.app.money.reconciliation, 'reconcileOrder');
      const payout = vi.spyOn(provider, 'payout');
      const now = new Date(Date.now() + 11 * MINUTE);
      const reports = await Promise.all([
        t.app.money.runRenewals({ now }),
        t.app.money.runRenewals({ now }),
        t.app.money.runRenewals({ now }),
      ]);
      const sum = (pick: (r: (typeof reports)[number]) => number) =>
        reports.reduce((n, r) => n + pick(r), 0);
      expect(sum((r) => r.reconciledOrders.succeeded)).toBe(3);
      expect(sum((r) => r.reconciledOrders.failed)).toBe(3);
      expect(sum((r) => r.reconciledPayouts.paid)).toBe(3);
      const reconciled = reconcile.mock.calls.map(([order]) => order.userId).sort();
      expect(reconciled).toEqual([...users].sort());
      expect(payout).toHaveBeenCalledTimes(3);
      for (const [i, userId] of users.entries()) {
        expect(await sandboxChargesOf(t, userId)).toBe(1);
        expect((await ordersOf(userId))[0]?.status).toBe(i % 2 ? 'failed' : 'succeeded');
        expect((await subscriptionsOf(userId))[0]?.status).toBe(i % 2 ? 'incomplete' : 'active');
      }
      for (const id of payouts) {
        expect(await withdrawal(id)).toMatchObject({ status: 'paid' });
        expect(await payoutsFor(id)).toHaveLength(1);
        expect((await auditOf(id)).filter((a) => a.action === 'withdrawal.paid')).toHaveLength(1);
      }
      expect(await checkLedger(t.database.db)).toEqual([]);
    });
  }
});
