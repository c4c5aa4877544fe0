import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/sql';
import { plans, subscriptions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { serverDbKinds, useTestContext } from '../../../test/helpers';
import { checkLedger } from '../../../test/ledger-helpers';
import {
  addCard,
  idem,
  postConfirm,
  postOrder,
  postSubscription,
} from '../../../test/money-helpers';
import { PAYMENT_IN_FLIGHT } from '../shared';

/**
 * Concurrent money-moving requests on one subscription — each under its own Idempotency-Key,
 * as an attacker or a double-clicking member sends them — charge the card at most once per
 * change. Run on real PostgreSQL (where the requests really overlap) as well as PGlite.
 */
describe.each(serverDbKinds)('one charge per change, whatever arrives at once, on %s', (kind) => {
  const t = useTestContext(kind);
  const plan: Record<'starter' | 'pro' | 'elite' | 'team' | 'desk', string> = {
    starter: '',
    pro: '',
    elite: '',
    team: '',
    desk: '',
  };

  beforeAll(async () => {
    const prices = { starter: 2900, pro: 7900, elite: 14900, team: 24900, desk: 39900 };
    for (const [slug, amount] of Object.entries(prices)) {
      const id = newId();
      await t.database.db
        .insert(plans)
        .values({ id, name: slug, slug: `${slug}-${id.slice(0, 6)}`, amount, interval: 'month' });
      plan[slug as keyof typeof plan] = id;
    }
  });

  /** A member subscribed to `planId` with a working card; the subscription's id. */
  const member = async (planId = plan.starter) => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const res = await postSubscription(t, token, { planId, cardId: card.id });
    expect(res.statusCode).toBe(201);
    return { user, token, cardId: card.id as string, subId: res.json().subscription.id as string };
  };

  const patch = (token: string, subId: string, payload: object) =>
    t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${subId}`,
      token,
      headers: idem(),
      payload,
    });

  /**
   * What the provider did for a subscription, beside what the API recorded: succeeded charges
   * at the sandbox for any of its orders (the first payment excluded), refunds, and the
   * succeeded orders' amounts.
   */
  const money = async (subId: string) => {
    const [row] = await queryRows<{
      charges: number;
      charged: number;
      refunds: number;
      paid: number;
      paidSum: number;
    }>(
      t.database.db,
      sql`select
          (select count(*)::int from sandbox_charges c join orders o on o.id = c.metadata->>'orderId'
            where o.subscription_id = ${subId} and o.purpose <> 'subscription_create'
              and c.status = 'succeeded') as charges,
          (select coalesce(sum(c.amount), 0)::int from sandbox_charges c
            join orders o on o.id = c.metadata->>'orderId'
            where o.subscription_id = ${subId} and o.purpose <> 'subscription_create'
              and c.status = 'succeeded') as charged,
          (select count(*)::int from sandbox_transfers r join sandbox_charges c on c.id = r.charge_id
            join orders o on o.id = c.metadata->>'orderId'
            where r.kind = 'refund' and o.subscription_id = ${subId}) as refunds,
          (select count(*)::int from orders where subscription_id = ${subId}
            and purpose <> 'subscription_create' and status = 'succeeded') as paid,
          (select coalesce(sum(amount), 0)::int from orders where subscription_id = ${subId}
            and purpose <> 'subscription_create' and status = 'succeeded') as "paidSum"`,
    );
    return row as NonNullable<typeof row>;
  };

  const subRow = async (subId: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subId)))[0];

  /** Every answer is 200, or 409 naming the payment in flight; at least one is 200. */
  const expectOneThrough = (answers: { statusCode: number; json(): { message?: string } }[]) => {
    const codes = answers.map((a) => a.statusCode);
    expect(codes).toContain(200);
    for (const a of answers) {
      if (a.statusCode !== 200) {
        expect(a.statusCode).toBe(409);
        expect(a.json().message).toBe(PAYMENT_IN_FLIGHT);
      }
    }
  };

  it.each([2, 5, 20])(
    '%i concurrent upgrades to one plan: exactly one charge, and the ledger and the subscription agree',
    async (n) => {
      const m = await member();
      const answers = await Promise.all(
        Array.from({ length: n }, () => patch(m.token, m.subId, { planId: plan.pro })),
      );
      expectOneThrough(answers);
      const after = await money(m.subId);
      expect(after).toMatchObject({ charges: 1, paid: 1, refunds: 0 });
      expect(after.charged).toBe(after.paidSum);
      expect((await subRow(m.subId))?.planId).toBe(plan.pro);
      expect(await checkLedger(t.database.db)).toEqual([]);
    },
  );

  it('20 concurrent changes across four plans: every charge is one applied upgrade, none refunded', async () => {
    const m = await member();
    const targets = [plan.pro, plan.elite, plan.team, plan.desk];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch(m.token, m.subId, { planId: targets[i % targets.length] }),
      ),
    );
    expectOneThrough(answers);
    const after = await money(m.subId);
    // A change that reached the provider was applied: its order paid, nothing refunded. A later
    // change can only move to a dearer plan (a cheaper one waits for the renewal), so there
    // are at most as many charges as target plans — not one per request.
    expect(after.charges).toBe(after.paid);
    expect(after.charges).toBeGreaterThanOrEqual(1);
    expect(after.charges).toBeLessThanOrEqual(targets.length);
    expect(after.refunds).toBe(0);
    expect(after.charged).toBe(after.paidSum);
    const [last] = await queryRows<{ plan_id: string }>(
      t.database.db,
      sql`select plan_id from orders where subscription_id = ${m.subId} and purpose = 'upgrade'
        and status = 'succeeded' order by paid_at desc limit 1`,
    );
    expect((await subRow(m.subId))?.planId).toBe(last?.plan_id);
  });

  it('resumes and upgrades sent at once: one charge, the resume kept', async () => {
    const m = await member();
    const cancel = await patch(m.token, m.subId, { cancelAtPeriodEnd: true });
    expect(cancel.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? patch(m.token, m.subId, { cancelAtPeriodEnd: false })
          : patch(m.token, m.subId, { planId: plan.pro }),
      ),
    );
    expectOneThrough(answers);
    expect(await money(m.subId)).toMatchObject({ charges: 1, paid: 1, refunds: 0 });
    expect(await subRow(m.subId)).toMatchObject({ planId: plan.pro, cancelAtPeriodEnd: false });
  });

  it.each([2, 5, 20])(
    '%i concurrent payments of a past-due subscription: exactly one charge',
    async (n) => {
      const m = await member(plan.pro);
      await t.database.db
        .update(subscriptions)
        .set({ status: 'past_due', currentPeriodEnd: new Date(Date.now() - 60_000) })
        .where(eq(subscriptions.id, m.subId));
      // Several orders (another tab, another device) and each confirmed more than once.
      const orderIds: string[] = [];
      for (let i = 0; i < Math.min(n, 5); i += 1) {
        const order = await postOrder(t, m.token, { subscriptionId: m.subId });
        expect(order.statusCode).toBe(201);
        orderIds.push(order.json().id);
      }
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          postConfirm(t, m.token, orderIds[i % orderIds.length] ?? '', { cardId: m.cardId }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes).toContain(200);
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      const after = await money(m.subId);
      expect(after).toMatchObject({ charges: 1, paid: 1, refunds: 0 });
      expect(after.charged).toBe(after.paidSum);
      expect((await subRow(m.subId))?.status).toBe('active');
      expect(await checkLedger(t.database.db)).toEqual([]);
    },
  );

  it('a money-moving PATCH without an Idempotency-Key is refused before anything changes', async () => {
    const m = await member();
    const res = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${m.subId}`,
      token: m.token,
      payload: { planId: plan.pro },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/idempotency-key/i);
    expect(await money(m.subId)).toMatchObject({ charges: 0 });
    // The same key again replays the first answer: one charge.
    const key = randomUUID();
    const first = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${m.subId}`,
      token: m.token,
      headers: idem(key),
      payload: { planId: plan.pro },
    });
    const again = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${m.subId}`,
      token: m.token,
      headers: idem(key),
      payload: { planId: plan.pro },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await money(m.subId)).toMatchObject({ charges: 1 });
  });

  it('the database refuses a second payment of one subscription in flight', async () => {
    const m = await member();
    const insert = (id: string) =>
      t.database.db.execute(
        sql`insert into orders (id, user_id, purpose, plan_id, subscription_id, amount, currency, status, attempts)
          values (${id}, ${m.user.id}, 'upgrade', ${plan.pro}, ${m.subId}, 100, 'usd', 'processing', 1)`,
      );
    await insert(newId());
    await expect(insert(newId())).rejects.toThrow();
  });
});
