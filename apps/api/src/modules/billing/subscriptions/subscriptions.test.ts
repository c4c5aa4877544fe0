import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { migrationsFolder } from '../../../db/client';
import { queryRows } from '../../../db/sql';
import { cardTrials, orders, plans, subscriptions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import {
  createTestContext,
  serverDbKinds,
  eurusdBuy,
  type TestContext,
} from '../../../test/helpers';
import {
  addCard,
  cardNumbersInDatabase,
  CARDS,
  idem,
  postConfirm,
  postOrder,
  postSubscription,
  sandboxChargesOf,
} from '../../../test/money-helpers';
import { ALREADY_SUBSCRIBED, ONE_PER_USER, SUBSCRIBING } from '../shared';
import { CARD_HAD_TRIAL, previewPlanChange } from '.';

const DAY = 86_400_000;

describe('previewPlanChange', () => {
  const plan = (amount: number, interval: 'month' | 'year' = 'month') =>
    ({ id: newId(), amount, interval, currency: 'usd' }) as typeof plans.$inferSelect;
  const start = new Date('2026-03-01T00:00:00Z');
  const end = new Date('2026-03-31T00:00:00Z');
  const sub = { status: 'active' as const, currentPeriodStart: start, currentPeriodEnd: end };

  it('prorates an upgrade on the unused part of the period', () => {
    const half = new Date('2026-03-16T00:00:00Z');
    const p = previewPlanChange(sub, plan(2900), plan(7900), half);
    expect(p).toMatchObject({ effective: 'now', credit: 1450, amountDue: 3950 - 1450 });
    expect(p.periodEnd).toBe(end.toISOString());
  });

  it('starts a new period when the interval changes, crediting the unused part', () => {
    const half = new Date('2026-03-16T00:00:00Z');
    const p = previewPlanChange(sub, plan(7900), plan(79000, 'year'), half);
    expect(p).toMatchObject({ effective: 'now', credit: 3950, amountDue: 79000 - 3950 });
    expect(p.periodStart).toBe(half.toISOString());
    expect(p.periodEnd).toBe('2027-03-16T00:00:00.000Z');
  });

  it('puts a downgrade at renewal with nothing due, and a trial upgrade is free', () => {
    expect(previewPlanChange(sub, plan(7900), plan(2900), start)).toMatchObject({
      effective: 'renewal',
      amountDue: 0,
      effectiveAt: end.toISOString(),
    });
    expect(
      previewPlanChange({ ...sub, status: 'trialing' }, plan(2900), plan(7900), start),
    ).toMatchObject({ effective: 'now', amountDue: 0 });
  });
});

describe.each(serverDbKinds)('subscriptions and renewals on %s', (kind) => {
  let t: TestContext;
  let starter: string;
  let pro: string;
  let trialPlan: string;
  const subscribe = (token: string, planId: string, cardId: string, key?: string) =>
    postSubscription(t, token, { planId, cardId }, key);
  const isLocked = async (token: string) => {
    const list = (await t.request({ url: '/v1/trades?limit=10&page=1', token })).json();
    return list.results.find((r: { status: string }) => r.status === 'open')?.locked;
  };
  const chargeCount = async (subscriptionId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_charges c
          join orders o on o.charge_id = c.id where o.subscription_id = ${subscriptionId}`,
      )
    )[0]?.n ?? 0;

  /** Subscriptions of a user in the one-per-user statuses. */
  const liveOf = async (userId: string) =>
    t.database.db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ONE_PER_USER])),
      );

  beforeAll(async () => {
    t = await createTestContext(kind, { AUTH_CACHE_MS: '0', TRADES_CACHE_MS: '0' });
    [starter, pro, trialPlan] = [newId(), newId(), newId()];
    await t.database.db.insert(plans).values([
      { id: starter, name: 'Starter', slug: 'starter', amount: 2900, interval: 'month' },
      { id: pro, name: 'Pro', slug: 'pro', amount: 7900, interval: 'month' },
      {
        id: trialPlan,
        name: 'Trial',
        slug: 'trial',
        amount: 4900,
        interval: 'month',
        trialDays: 7,
      },
    ]);
    const admin = await t.createUser('admin');
    await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: await t.tokenOf(admin),
      payload: eurusdBuy(),
    });
  });
  afterAll(async () => {
    await t.app.money.provider.flush?.();
    expect(await cardNumbersInDatabase(t.database)).toEqual([]);
    await t.close();
  });

  it('subscribes with a card: charged, active until period end, members-only trades unlocked', async () => {
    const { token } = await t.signIn();
    expect(await isLocked(token)).toBe(true);
    const card = (await addCard(t, token)).json();
    const res = await subscribe(token, pro, card.id);
    expect(res.statusCode).toBe(201);
    const { subscription, order } = res.json();
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { id: pro, amount: 7900 },
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      defaultCard: { id: card.id, last4: '4242' },
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(order).toMatchObject({
      status: 'succeeded',
      amount: 7900,
      purpose: 'subscription_create',
    });
    expect(await isLocked(token)).toBe(false);
    const me = (await t.request({ url: '/v1/auth/me', token })).json();
    expect(me.subscription).toMatchObject({ id: subscription.id, status: 'active' });
    const again = await subscribe(token, starter, card.id);
    expect(again.statusCode).toBe(409);
  });

  it('starts a trial on a first subscription to a plan with trial days, without charging', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const res = await subscribe(token, trialPlan, card.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription.status).toBe('trialing');
    expect(res.json().order).toMatchObject({ amount: 0, status: 'succeeded' });
    expect(await chargeCount(res.json().subscription.id)).toBe(0);
    expect(await isLocked(token)).toBe(false);
  });

  it('gives one free trial per card, on whatever account: a second one is a 409, nothing recorded or charged', async () => {
    const number = '5555555555554444';
    const first = await t.signIn();
    const firstCard = (await addCard(t, first.token, number)).json();
    expect((await subscribe(first.token, trialPlan, firstCard.id)).statusCode).toBe(201);
    // The same card on a new account (a new tokenisation, the same fingerprint).
    const second = await t.signIn();
    const reused = (await addCard(t, second.token, number)).json();
    const refused = await subscribe(second.token, trialPlan, reused.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: CARD_HAD_TRIAL,
      errors: [{ field: 'cardId', message: 'has already had a free trial' }],
    });
    expect(await liveOf(second.user.id)).toHaveLength(0);
    expect(await sandboxChargesOf(t, second.user.id)).toBe(0);
    // Removing the card from the first account does not free it for another trial.
    const third = await t.signIn();
    await t.request({
      method: 'DELETE',
      url: `/v1/users/cards/${firstCard.id}`,
      token: first.token,
      headers: idem(),
    });
    const again = (await addCard(t, third.token, number)).json();
    expect((await subscribe(third.token, trialPlan, again.id)).statusCode).toBe(409);
    // Another card starts the trial.
    const other = (await addCard(t, second.token, '4000056655665556')).json();
    const trial = await subscribe(second.token, trialPlan, other.id);
    expect(trial.statusCode).toBe(201);
    expect(trial.json().subscription.status).toBe('trialing');
    // The fingerprint is stored, never the number.
    expect(await cardNumbersInDatabase(t.database)).toEqual([]);
  });

  it('starts one trial when two accounts start one with the same card at once', async () => {
    const number = '4000002500003155';
    const members = await Promise.all([t.signIn(), t.signIn()]);
    const ids: string[] = [];
    for (const m of members) ids.push((await addCard(t, m.token, number)).json().id as string);
    const answers = await Promise.all(
      members.map((m, i) => subscribe(m.token, trialPlan, ids[i]!)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('migration 0006 finds the trials started before it, one per card', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token, '4000000760000002')).json();
    expect((await subscribe(token, trialPlan, card.id)).statusCode).toBe(201);
    const recorded = async () =>
      (await t.database.db.select().from(cardTrials))
        .map((r) => `${r.provider}:${r.fingerprint}:${r.subscriptionId}`)
        .sort();
    const before = await recorded();
    expect(before.length).toBeGreaterThan(0);
    // Its backfill statement, run again on an emptied table, finds the same trials.
    const backfill = readFileSync(join(migrationsFolder(), '0006_card_trials.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO'));
    await t.database.db.delete(cardTrials);
    await t.database.db.execute(sql.raw(backfill!));
    expect(await recorded()).toEqual(before);
  });

  it('gives one free trial per person: after a trial, the same plan is charged at once', async () => {
    const { user, token } = await t.signIn();
    const own = (await addCard(t, token, '5200828282828210')).json();
    const trial = await subscribe(token, trialPlan, own.id);
    expect(trial.json().subscription.status).toBe('trialing');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(eq(subscriptions.id, trial.json().subscription.id));
    // After their trial, a new card does not start another: paid now.
    const fresh = (await addCard(t, token, '6011111111111117')).json();
    const paid = await subscribe(token, trialPlan, fresh.id);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().subscription.status).toBe('active');
    expect(paid.json().order).toMatchObject({ amount: 4900, status: 'succeeded' });
    expect(await chargeCount(paid.json().subscription.id)).toBe(1);
    expect(await liveOf(user.id)).toHaveLength(1);
  });

  it('leaves a declined subscription incomplete (402) and not a member', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token, CARDS.chargeFails)).json();
    const res = await subscribe(token, pro, card.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ type: 'card_error', declineCode: 'card_declined' });
    const list = (await t.request({ url: '/v1/subscriptions', token })).json();
    expect(list).toMatchObject([{ status: 'incomplete' }]);
    expect(await isLocked(token)).toBe(true);
    // Pay it with another card through an order for the subscription.
    const good = (await addCard(t, token)).json();
    const order = await postOrder(t, token, { subscriptionId: list[0].id });
    expect(order.json()).toMatchObject({ amount: 7900, purpose: 'subscription_create' });
    const paid = await postConfirm(t, token, order.json().id, { cardId: good.id });
    expect(paid.statusCode).toBe(200);
    const after = (await t.request({ url: `/v1/subscriptions/${list[0].id}`, token })).json();
    expect(after.status).toBe('active');
  });

  it('upgrades now with a prorated charge and downgrades at renewal', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, starter, card.id)).json().subscription;
    const preview = await t.request({
      url: `/v1/subscriptions/${sub.id}/preview?planId=${pro}`,
      token,
    });
    expect(preview.json()).toMatchObject({ effective: 'now', currency: 'usd' });
    // Almost the whole period is left: about 7900 − 2900.
    expect(preview.json().amountDue).toBeGreaterThan(4900);
    expect(preview.json().amountDue).toBeLessThanOrEqual(5000);
    const up = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: idem(),
      token,
      payload: { planId: pro },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ plan: { id: pro }, currentPeriodEnd: sub.currentPeriodEnd });
    const history = (await t.request({ url: '/v1/payments', token })).json();
    expect(history.results[0]).toMatchObject({ purpose: 'upgrade', status: 'succeeded' });
    expect(history.results[0].amount).toBe(preview.json().amountDue);
    const down = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: idem(),
      token,
      payload: { planId: starter },
    });
    expect(down.json()).toMatchObject({ plan: { id: pro }, scheduledPlan: { id: starter } });
    // At renewal the scheduled plan takes over and is what gets charged.
    const due = new Date(Date.parse(sub.currentPeriodEnd) + 1000);
    const report = await t.app.money.runRenewals({ now: due });
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const renewed = (await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json();
    expect(renewed).toMatchObject({ status: 'active', plan: { id: starter }, scheduledPlan: null });
    expect(renewed.currentPeriodStart).toBe(sub.currentPeriodEnd);
    const last = (await t.request({ url: '/v1/payments?limit=1', token })).json().results[0];
    expect(last).toMatchObject({ purpose: 'renewal', amount: 2900, status: 'succeeded' });
  });

  it('cancels at period end, undoes it, and ends at the renewal', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, pro, card.id)).json().subscription;
    const del = await t.request({ method: 'DELETE', url: `/v1/subscriptions/${sub.id}`, token });
    expect(del.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const undo = await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: idem(),
      token,
      payload: { cancelAtPeriodEnd: false },
    });
    expect(undo.json().cancelAtPeriodEnd).toBe(false);
    await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: idem(),
      token,
      payload: { cancelAtPeriodEnd: true, cancellationReason: 'Too expensive' },
    });
    const nonAdmin = await t.request({
      method: 'DELETE',
      url: `/v1/subscriptions/${sub.id}?immediately=true`,
      token,
    });
    expect(nonAdmin.statusCode).toBe(403);
    await t.app.money.runRenewals({ now: new Date(Date.parse(sub.currentPeriodEnd) + 1000) });
    const ended = (await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json();
    expect(ended).toMatchObject({ status: 'canceled', cancellationReason: 'Too expensive' });
    expect(await chargeCount(sub.id)).toBe(1);
    expect(await isLocked(token)).toBe(true);
  });

  it('lets an admin end a subscription immediately', async () => {
    const { token } = await t.signIn();
    const admin = await t.createUser('admin');
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, pro, card.id)).json().subscription;
    const res = await t.request({
      method: 'DELETE',
      url: `/v1/subscriptions/${sub.id}?immediately=true`,
      token: await t.tokenOf(admin),
    });
    expect(res.json().status).toBe('canceled');
    expect(await isLocked(token)).toBe(true);
  });

  it('refuses to delete the last card of a renewing subscription (409), allows it with another', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const sub = (await subscribe(token, pro, card.id)).json().subscription;
    const res = await t.request({ method: 'DELETE', url: `/v1/users/cards/${card.id}`, token });
    expect(res.statusCode).toBe(409);
    const other = (await addCard(t, token, '5555555555554444')).json();
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/users/cards/${card.id}`, token })).statusCode,
    ).toBe(204);
    const after = (await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json();
    expect(after.defaultCard).toMatchObject({ id: other.id, isDefault: true });
  });

  it('renews at period end, and a failed renewal marks past_due (locked) until paid', async () => {
    const { token } = await t.signIn();
    const card = (await addCard(t, token, CARDS.chargeFails)).json();
    const good = (await addCard(t, token, CARDS.ok, true)).json();
    const sub = (await subscribe(token, pro, good.id)).json().subscription;
    // Renew once with the good card (time injected: just after the period end).
    const end1 = Date.parse(sub.currentPeriodEnd);
    await t.app.money.runRenewals({ now: new Date(end1 + 1000) });
    const renewed = (await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json();
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(end1 + 27 * DAY);
    // Nothing due yet: running again changes nothing.
    expect(await t.app.money.runRenewals({ now: new Date(end1 + 2000) })).toMatchObject({
      renewed: 0,
      failed: 0,
    });
    // Switch the renewal card to the failing one and let the next period end.
    await t.request({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: idem(),
      token,
      payload: { cardId: card.id },
    });
    const end2 = Date.parse(renewed.currentPeriodEnd);
    const report = await t.app.money.runRenewals({ now: new Date(end2 + 1000) });
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const pastDue = (await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json();
    expect(pastDue.status).toBe('past_due');
    const failedOrder = (await t.request({ url: '/v1/payments?status=failed', token })).json();
    expect(failedOrder.results[0]).toMatchObject({
      purpose: 'renewal',
      lastError: { declineCode: 'card_declined' },
    });
    // Past due: not a member (the period has ended and the status is not active).
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + DAY) })
      .where(eq(subscriptions.id, sub.id));
    expect(await isLocked(token)).toBe(true);
    // Paying the overdue order restores access.
    const order = await postOrder(t, token, { subscriptionId: sub.id });
    expect(order.json()).toMatchObject({ purpose: 'renewal', amount: 7900 });
    const paid = await postConfirm(t, token, order.json().id, { cardId: good.id });
    expect(paid.statusCode).toBe(200);
    expect((await t.request({ url: `/v1/subscriptions/${sub.id}`, token })).json().status).toBe(
      'active',
    );
    expect(await isLocked(token)).toBe(false);
  });

  it('two runners at once renew each due subscription exactly once', async () => {
    const subsIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      subsIds.push((await subscribe(token, pro, card.id)).json().subscription.id);
    }
    // Make them all due now.
    const now = new Date(Date.now() + 40 * DAY);
    const reports = await Promise.all([
      t.app.money.runRenewals({ now }),
      t.app.money.runRenewals({ now }),
      t.app.money.runRenewals({ now }),
    ]);
    expect(
      reports.reduce((n, r) => n + r.renewed + r.failed + r.canceled, 0),
    ).toBeGreaterThanOrEqual(6);
    for (const id of subsIds) {
      const renewals = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.subscriptionId, id));
      expect(renewals.filter((o) => o.purpose === 'renewal')).toHaveLength(1);
      expect(await chargeCount(id)).toBe(2);
    }
  });

  describe('one live subscription per user', () => {
    it('an old order for a plan, confirmed after subscribing another way: 409, no charge', async () => {
      const { user, token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      const old = await postOrder(t, token, { planId: pro });
      expect(old.statusCode).toBe(201);
      expect((await subscribe(token, starter, card.id)).statusCode).toBe(201);
      const charges = await sandboxChargesOf(t, user.id);
      const res = await postConfirm(t, token, old.json().id, { cardId: card.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: ALREADY_SUBSCRIBED });
      expect(await sandboxChargesOf(t, user.id)).toBe(charges);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, old.json().id));
      expect(row).toMatchObject({ status: 'requires_payment_method', attempts: 0 });
      // Ordering a plan again is refused before any charge (a plan change is a PATCH).
      const again = await postOrder(t, token, { planId: pro });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ALREADY_SUBSCRIBED);
      expect(await liveOf(user.id)).toMatchObject([{ planId: starter, status: 'active' }]);
    });

    it('a plan order paid first: POST /subscriptions then answers 409 without a charge', async () => {
      const { user, token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      const order = (await postOrder(t, token, { planId: pro })).json();
      expect((await postConfirm(t, token, order.id, { cardId: card.id })).statusCode).toBe(200);
      const res = await subscribe(token, starter, card.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ALREADY_SUBSCRIBED);
      expect(await sandboxChargesOf(t, user.id)).toBe(1);
      expect(await liveOf(user.id)).toMatchObject([{ planId: pro, status: 'active' }]);
    });

    it('an order of a replaced incomplete subscription answers 409 without a charge', async () => {
      const { user, token } = await t.signIn();
      const bad = (await addCard(t, token, CARDS.chargeFails)).json();
      const first = await subscribe(token, pro, bad.id);
      expect(first.statusCode).toBe(402);
      const incomplete = (await liveOf(user.id))[0];
      expect(incomplete?.status).toBe('incomplete');
      const retry = await postOrder(t, token, { subscriptionId: incomplete?.id });
      expect(retry.statusCode).toBe(201);
      // A new attempt with another card replaces the abandoned one…
      const good = (await addCard(t, token)).json();
      expect((await subscribe(token, pro, good.id)).statusCode).toBe(201);
      const charges = await sandboxChargesOf(t, user.id);
      // …so paying the old attempt's order now would pay for nothing.
      const res = await postConfirm(t, token, retry.json().id, { cardId: good.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This subscription has ended');
      expect(await sandboxChargesOf(t, user.id)).toBe(charges);
      expect(await liveOf(user.id)).toHaveLength(1);
    });

    it('the database refuses a second live subscription (partial unique index)', async () => {
      const { user, token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      expect((await subscribe(token, pro, card.id)).statusCode).toBe(201);
      const second = {
        id: newId(),
        userId: user.id,
        planId: starter,
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      };
      for (const status of ['incomplete', 'trialing', 'active', 'past_due'] as const) {
        await expect(
          t.database.db.insert(subscriptions).values({ ...second, status }),
        ).rejects.toThrow();
      }
      // Ended ones are history: any number of them.
      await t.database.db.insert(subscriptions).values({ ...second, status: 'canceled' });
      await t.database.db
        .insert(subscriptions)
        .values({ ...second, id: newId(), status: 'canceled' });
      expect(await liveOf(user.id)).toHaveLength(1);
    });

    // Real concurrency needs real PostgreSQL (PGlite runs one query at a time).
    if (kind === 'postgres') {
      it('20 concurrent POST /subscriptions, different keys: one 201, 19 × 409, one charge — 10 rounds', async () => {
        for (let round = 0; round < 10; round += 1) {
          const { user, token } = await t.signIn();
          const card = (await addCard(t, token)).json();
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) => subscribe(token, i % 2 ? pro : starter, card.id)),
          );
          const codes = answers.map((r) => r.statusCode);
          expect(
            codes.filter((c) => c === 201),
            `round ${round}: ${codes}`,
          ).toHaveLength(1);
          expect(
            codes.filter((c) => c === 409),
            `round ${round}: ${codes}`,
          ).toHaveLength(19);
          for (const r of answers.filter((a) => a.statusCode === 409)) {
            expect([ALREADY_SUBSCRIBED, SUBSCRIBING]).toContain(r.json().message);
          }
          expect(await sandboxChargesOf(t, user.id)).toBe(1);
          const live = await liveOf(user.id);
          expect(live).toHaveLength(1);
          expect(live[0]?.status).toBe('active');
          const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
          expect(mine.map((o) => o.status)).toEqual(['succeeded']);
        }
      }, 120_000);

      it('concurrent POST /subscriptions and confirms of earlier plan orders: one wins, one charge — 5 rounds', async () => {
        for (let round = 0; round < 5; round += 1) {
          const { user, token } = await t.signIn();
          const card = (await addCard(t, token)).json();
          const old = [];
          for (let i = 0; i < 8; i += 1)
            old.push((await postOrder(t, token, { planId: pro })).json());
          const answers = await Promise.all([
            ...old.map((o) => postConfirm(t, token, o.id, { cardId: card.id })),
            ...Array.from({ length: 8 }, () => subscribe(token, starter, card.id)),
          ]);
          const codes = answers.map((r) => r.statusCode);
          expect(
            codes.filter((c) => c < 300),
            `round ${round}: ${codes}`,
          ).toHaveLength(1);
          expect(
            codes.filter((c) => c === 409),
            `round ${round}: ${codes}`,
          ).toHaveLength(15);
          expect(await sandboxChargesOf(t, user.id)).toBe(1);
          expect(await liveOf(user.id)).toHaveLength(1);
          // Nothing was charged and then refunded: the losers never reached the provider.
          const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
          expect(mine.filter((o) => o.status === 'succeeded')).toHaveLength(1);
          expect(
            mine.every((o) => o.status === 'succeeded' || o.status === 'requires_payment_method'),
          ).toBe(true);
        }
      }, 120_000);
    }
  });

  it('B can never read or change A’s subscriptions (404); admin reads all', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const card = (await addCard(t, a.token)).json();
    const sub = (await subscribe(a.token, pro, card.id)).json().subscription;
    for (const r of [
      { url: `/v1/subscriptions/${sub.id}` },
      { url: `/v1/subscriptions/${sub.id}/preview?planId=${starter}` },
      {
        method: 'PATCH' as const,
        url: `/v1/subscriptions/${sub.id}`,
        payload: { planId: starter },
        headers: idem(),
      },
      { method: 'DELETE' as const, url: `/v1/subscriptions/${sub.id}` },
      {
        method: 'POST' as const,
        url: '/v1/payments/create-order',
        payload: { subscriptionId: sub.id },
        headers: idem(),
      },
    ]) {
      expect((await t.request({ ...r, token: b.token })).statusCode, r.url).toBe(404);
    }
    expect((await t.request({ url: '/v1/subscriptions', token: b.token })).json()).toEqual([]);
    const admin = await t.createUser('admin');
    const all = await t.request({
      url: `/v1/subscriptions?userId=${a.user.id}`,
      token: await t.tokenOf(admin),
    });
    expect(all.json()).toMatchObject([{ id: sub.id, userId: a.user.id }]);
  });
});
