import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/sql';
import { commissions, orders, plans, subscriptions, users } from '../../../db/schema';
import type { SandboxProvider } from '../../../providers/sandbox/sandbox.provider';
import { serverDbKinds, useTestContext } from '../../../test/helpers';
import {
  addCard,
  idem,
  insertProPlan,
  postConfirm,
  postOrder,
  postSubscription,
} from '../../../test/money-helpers';
import { givesMembership } from '../../../db/membership';

/** Stripe's test cards the sandbox plays too. */
const ALWAYS_AUTHENTICATE = '4000002760003184';
const DISPUTED = '4000000000000259';

/**
 * 3-D Secure on every path a charge takes (checkout, renewal, plan change), admin refunds and
 * disputes, end to end through the API and the sandbox (its challenge answered as the bank page
 * would), on both databases.
 */
describe.each(serverDbKinds)(
  'payments the bank wants confirmed, refunds, disputes, on %s',
  (kind) => {
    const t = useTestContext(kind);
    const sandbox = () => t.app.money.provider as unknown as SandboxProvider;
    const settle = async () => {
      await sandbox().flush();
    };

    /** Succeeded charges at the sandbox for a user's orders. */
    const succeededCharges = async (userId: string) => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_charges c join orders o on o.id = c.metadata->>'orderId'
        where o.user_id = ${userId} and c.status = 'succeeded'`,
      );
      return row?.n ?? 0;
    };
    const isMember = async (userId: string, at = new Date()) => {
      const [row] = await queryRows<{ member: boolean }>(
        t.database.db,
        sql`select exists(select 1 from subscriptions s where s.user_id = ${userId}
        and ${givesMembership('s', sql`${at}`)}) as member`,
      );
      return row?.member === true;
    };

    /** Checkout of `planId` with a new saved card `number`: the confirm answer. */
    const checkout = async (token: string, planId: string, number: string) => {
      const card = (await addCard(t, token, number)).json();
      const order = (await postOrder(t, token, { planId })).json();
      const res = await postConfirm(t, token, order.id, { cardId: card.id });
      return { res, orderId: order.id as string, cardId: card.id as string };
    };

    const refresh = (token: string, orderId: string) =>
      t.request({ method: 'POST', url: `/v1/payments/orders/${orderId}/refresh`, token });
    const chargeOf = async (orderId: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.chargeId!;

    /**
     * A new member who paid `planId` with the always-authenticate card, the bank's challenge
     * approved: their token, the checkout and the subscription row.
     */
    const memberConfirmedAtCheckout = async (planId: string) => {
      const { user, token } = await t.signIn();
      const first = await checkout(token, planId, ALWAYS_AUTHENTICATE);
      await sandbox().completeChallenge(await chargeOf(first.orderId), 'approve');
      await settle();
      await refresh(token, first.orderId);
      const [sub] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id));
      return { user, token, first, sub };
    };

    it('checkout: the bank challenge approved pays once; failed leaves the reason and no charge', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-a`);
      const { user, token } = await t.signIn();
      const { res, orderId, cardId } = await checkout(token, planId, ALWAYS_AUTHENTICATE);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('requires_action');
      expect(res.json().nextAction.url).toContain('/sandbox/challenge');
      expect(await isMember(user.id)).toBe(false);
      // Asking again gives the same challenge, not a second charge.
      const again = await postConfirm(t, token, orderId, { cardId });
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('requires_action');
      await sandbox().completeChallenge(await chargeOf(orderId), 'approve');
      await settle();
      const back = await refresh(token, orderId);
      expect(back.statusCode).toBe(200);
      expect(back.json().status).toBe('succeeded');
      expect(await isMember(user.id)).toBe(true);
      expect(await succeededCharges(user.id)).toBe(1);

      const other = await t.signIn();
      const failed = await checkout(other.token, planId, ALWAYS_AUTHENTICATE);
      await sandbox().completeChallenge(await chargeOf(failed.orderId), 'fail');
      await settle();
      const after = await refresh(other.token, failed.orderId);
      expect(after.statusCode).toBe(200);
      expect(after.json().status).toBe('failed');
      expect(after.json().lastError.declineCode).toBe('authentication_failed');
      expect(await isMember(other.user.id)).toBe(false);
      expect(await succeededCharges(other.user.id)).toBe(0);
    });

    it('renewal: needs confirmation → access kept, banner data and e-mail → confirmed once', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-b`);
      const { user, token, first, sub } = await memberConfirmedAtCheckout(planId);
      const due = new Date(sub!.currentPeriodEnd.getTime() + 60_000);
      const pass = await t.app.money.runRenewals({ now: due });
      expect(pass.awaitingConfirmation).toBeGreaterThanOrEqual(1);
      const [waiting] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, sub!.id));
      expect(waiting!.status).toBe('past_due');
      expect(waiting!.graceUntil).not.toBeNull();
      expect(await isMember(user.id, due)).toBe(true);
      const me = (await t.request({ url: '/v1/auth/me', token })).json();
      expect(me.subscription.paymentActionOrderId).toBeTruthy();
      const subs = (await t.request({ url: '/v1/subscriptions', token })).json();
      const action = (subs.results ?? subs)[0].paymentAction;
      expect(action.purpose).toBe('renewal');
      await t.app.jobs.drain();
      const mail = t.mailer.sent.find((m: { to: string }) => m.to === user.email);
      expect(mail?.subject).toMatch(/Confirm your payment/);
      expect(mail?.text).toContain(`/dashboard/payment?confirm=${action.orderId}`);
      // Another payment of the subscription waits.
      const other = await postOrder(t, token, { subscriptionId: sub!.id });
      const otherConfirm =
        other.statusCode === 201
          ? await postConfirm(t, token, other.json().id, { cardId: first.cardId })
          : other;
      expect(otherConfirm.statusCode).toBe(409);

      const started = await t.request({
        method: 'POST',
        url: `/v1/payments/orders/${action.orderId}/authenticate`,
        token,
        headers: idem(),
      });
      expect(started.statusCode).toBe(200);
      expect(started.json().nextAction.url).toContain('/sandbox/challenge');
      await sandbox().completeChallenge(await chargeOf(action.orderId), 'approve');
      await settle();
      expect((await refresh(token, action.orderId)).json().status).toBe('succeeded');
      const [renewed] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, sub!.id));
      expect(renewed!.status).toBe('active');
      expect(renewed!.graceUntil).toBeNull();
      expect(renewed!.currentPeriodEnd.getTime()).toBeGreaterThan(sub!.currentPeriodEnd.getTime());
      // Once: the first payment and the renewal; another pass charges nothing.
      await t.app.money.runRenewals({ now: due });
      expect(await succeededCharges(user.id)).toBe(2);
    });

    it('upgrade with a proration charge: the bank challenge first, then the new plan', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-u`);
      const elite = await insertProPlan(t, `elite-${Date.now()}-u`);
      await t.database.db.update(plans).set({ amount: 14900 }).where(eq(plans.id, elite));
      const { token, sub } = await memberConfirmedAtCheckout(planId);
      const res = await t.request({
        method: 'PATCH',
        url: `/v1/subscriptions/${sub!.id}`,
        token,
        headers: idem(),
        payload: { planId: elite },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().plan.id).toBe(planId);
      const action = res.json().paymentAction;
      expect(action.purpose).toBe('upgrade');
      expect(action.actionUrl).toContain('/sandbox/challenge');
      await sandbox().completeChallenge(await chargeOf(action.orderId), 'approve');
      await settle();
      expect((await refresh(token, action.orderId)).json().status).toBe('succeeded');
      const after = (await t.request({ url: `/v1/subscriptions/${sub!.id}`, token })).json();
      expect(after.plan.id).toBe(elite);
      expect(after.paymentAction).toBeNull();
    });

    it('renewal not confirmed in time: fails, access ends like a failed renewal', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-c`);
      const { user, sub } = await memberConfirmedAtCheckout(planId);
      const due = new Date(sub!.currentPeriodEnd.getTime() + 60_000);
      await t.app.money.runRenewals({ now: due });
      const later = new Date(Date.now() + t.app.ctx.config.payments.actionGraceMs + 3_600_000);
      const pass = await t.app.money.runRenewals({ now: later });
      expect(pass.expiredActions).toBeGreaterThanOrEqual(1);
      const [ended] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, sub!.id));
      expect(ended!.status).toBe('past_due');
      expect(ended!.graceUntil).toBeNull();
      expect(await isMember(user.id)).toBe(false);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.renewalKey, `${sub!.id}:${sub!.currentPeriodEnd.toISOString()}`));
      expect(order!.status).toBe('failed');
      expect(order!.lastError?.declineCode).toBe('authentication_required');
      expect(await succeededCharges(user.id)).toBe(1);
    });

    it('admin refunds part then the rest: history, commission clawed back, access ended', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-d`);
      const affiliate = await t.createUser();
      const { user, token } = await t.signIn();
      await t.database.db
        .update(users)
        .set({ referredBy: affiliate.id })
        .where(eq(users.id, user.id));
      const card = (await addCard(t, token)).json();
      const created = await postSubscription(t, token, { planId, cardId: card.id });
      expect(created.statusCode).toBe(201);
      const orderId =
        created.json().order?.id ??
        (await t.database.db.select().from(orders).where(eq(orders.userId, user.id)))[0]!.id;
      await settle();
      const admin = await t.signIn('admin');
      const refund = (payload: object) =>
        t.request({
          method: 'POST',
          url: `/v1/admin/orders/${orderId}/refunds`,
          token: admin.token,
          headers: idem(),
          payload,
        });
      expect((await refund({ amount: 7901, reason: 'too much', access: 'keep' })).statusCode).toBe(
        400,
      );
      const part = await refund({
        amount: 2900,
        reason: 'Goodwill for a late signal',
        access: 'keep',
      });
      expect(part.statusCode).toBe(201);
      expect(part.json().order.refundedAmount).toBe(2900);
      expect(part.json().refund.reason).toBe('Goodwill for a late signal');
      await settle();
      const [c1] = await t.database.db
        .select()
        .from(commissions)
        .where(eq(commissions.orderId, orderId));
      expect(c1!.reversedAmount).toBe(Math.round((c1!.amount * 2900) / 7900));
      expect(await isMember(user.id)).toBe(true);
      const history = (await t.request({ url: '/v1/payments', token })).json();
      expect(history.results[0].refundedAmount).toBe(2900);
      const rest = await refund({ reason: 'Member left', access: 'end' });
      expect(rest.statusCode).toBe(201);
      expect(rest.json().order.status).toBe('refunded');
      await settle();
      const [c2] = await t.database.db
        .select()
        .from(commissions)
        .where(eq(commissions.orderId, orderId));
      expect(c2!.reversedAmount).toBe(c2!.amount);
      expect(await isMember(user.id)).toBe(false);
      expect((await refund({ reason: 'again', access: 'keep' })).statusCode).toBe(409);
      const listed = await t.request({
        url: `/v1/admin/orders/${orderId}/refunds`,
        token: admin.token,
      });
      expect(listed.json()).toHaveLength(2);
      const refunds = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_transfers where kind = 'refund' and charge_id = (select charge_id from orders where id = ${orderId})`,
      );
      expect(refunds[0]!.n).toBe(2);
    });

    it('concurrent admin refunds never refund more than was paid; concurrent returns pay once', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-r`);
      const { user, token } = await t.signIn();
      const { res, orderId } = await checkout(token, planId, ALWAYS_AUTHENTICATE);
      expect(res.json().status).toBe('requires_action');
      await sandbox().completeChallenge(await chargeOf(orderId), 'approve');
      // The payer's return, several tabs at once, and the provider's event: applied once.
      const returns = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(token, orderId)));
      expect(returns.every((r) => r.statusCode === 200 && r.json().status === 'succeeded')).toBe(
        true,
      );
      await settle();
      expect(await succeededCharges(user.id)).toBe(1);
      const subs = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id));
      expect(subs).toHaveLength(1);

      const admin = await t.signIn('admin');
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          t.request({
            method: 'POST',
            url: `/v1/admin/orders/${orderId}/refunds`,
            token: admin.token,
            headers: idem(),
            payload: { amount: 3000, reason: 'Concurrent refund', access: 'keep' },
          }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 201);
      expect(ok).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 400)).toBe(
        true,
      );
      await settle();
      const [refunded] = await queryRows<{ n: number; sum: number }>(
        t.database.db,
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as sum from sandbox_transfers
        where kind = 'refund' and charge_id = (select charge_id from orders where id = ${orderId})`,
      );
      expect(refunded).toEqual({ n: 2, sum: 6000 });
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.refundedAmount).toBe(6000);
    });

    it('a disputed payment ends access at once, claws back the commission, lists the case', async () => {
      const planId = await insertProPlan(t, `pro-${Date.now()}-e`);
      const affiliate = await t.createUser();
      const { user, token } = await t.signIn();
      await t.database.db
        .update(users)
        .set({ referredBy: affiliate.id })
        .where(eq(users.id, user.id));
      sandbox().options.disputeDelayMs = 0;
      const { res } = await checkout(token, planId, DISPUTED);
      expect(res.json().status).toBe('succeeded');
      // The bank's dispute arrives a moment after the payment.
      await expect
        .poll(
          async () => {
            await settle();
            return isMember(user.id);
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(false);
      const me = (await t.request({ url: '/v1/auth/me', token })).json();
      expect(me.billingNotice?.kind).toBe('payment_disputed');
      const [commission] = await t.database.db
        .select()
        .from(commissions)
        .where(eq(commissions.referredUserId, user.id));
      expect(commission!.reversedAmount).toBe(commission!.amount);
      const admin = await t.signIn('admin');
      const list = (
        await t.request({ url: `/v1/admin/disputes?userId=${user.id}`, token: admin.token })
      ).json();
      expect(list.results).toHaveLength(1);
      const dispute = list.results[0];
      expect(dispute.reason).toBe('fraudulent');
      expect(dispute.evidenceDueBy).toBeTruthy();
      const early = await t.request({
        method: 'POST',
        url: `/v1/admin/disputes/${dispute.id}/restore-access`,
        token: admin.token,
      });
      expect(early.statusCode).toBe(409);
      const [row] = await queryRows<{ provider_dispute_id: string }>(
        t.database.db,
        sql`select provider_dispute_id from disputes where id = ${dispute.id}`,
      );
      await sandbox().closeDispute(row!.provider_dispute_id, 'won');
      await settle();
      const won = (
        await t.request({ url: `/v1/admin/disputes/${dispute.id}`, token: admin.token })
      ).json();
      expect(won.status).toBe('won');
      expect(won.timeline.map((e: { type: string }) => e.type)).toEqual([
        'created',
        'closed',
        'funds_reinstated',
      ]);
      const restored = await t.request({
        method: 'POST',
        url: `/v1/admin/disputes/${dispute.id}/restore-access`,
        token: admin.token,
      });
      expect(restored.statusCode).toBe(200);
      expect(await isMember(user.id)).toBe(true);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/v1/admin/disputes/${dispute.id}/restore-access`,
            token: admin.token,
          })
        ).statusCode,
      ).toBe(409);
    });
  },
);
