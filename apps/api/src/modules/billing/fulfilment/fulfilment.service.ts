import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { addInterval } from '../../../lib/billing-period';
import { newId } from '../../../lib/ids';
import type { CardDecline } from '../../../providers/provider';
import {
  declineError,
  type OrderEffect,
  type OrderListener,
  type OrderRow,
  type OrdersRepository,
  type PlansRepository,
  type SessionInvalidator,
  type SubscribeGuard,
  type SubscriptionsRepository,
  UNFULFILLED,
  type Unfulfilled,
} from '../shared';

/** What {@link FulfilmentService} is built from. */
export interface FulfilmentDeps {
  db: Db;
  orders: OrdersRepository;
  subscriptions: SubscriptionsRepository;
  plans: PlansRepository;
  guard: SubscribeGuard;
  tokens: SessionInvalidator;
  /** Told, in the paying transaction, when a paid order applied. */
  listener: Pick<OrderListener, 'onPaid'>;
  /** Gives back the money of a paid order that could not apply. */
  refundUnfulfilled(orderId: string): Promise<void>;
}

/**
 * What the outcome of a payment does: a paid order applies to its subscription (once, whoever
 * reports it first: the API's own answer, a webhook, the reconciler), a declined renewal makes
 * its subscription past due.
 */
export class FulfilmentService {
  constructor(private readonly deps: FulfilmentDeps) {}

  /**
   * Marks an order paid and applies what it pays for, once: the status change and the
   * effect share one transaction, and only the first caller (API answer or webhook) wins.
   * Under the per-user subscribe lock: a paid order that can no longer apply (the user
   * subscribed meanwhile; its subscription ended or was already paid) never makes a second
   * subscription — the listener is not told, it is marked `data.unfulfilled`, and its money
   * goes back.
   */
  async markSucceeded(orderId: string, chargeId: string | null): Promise<OrderRow> {
    const { orders, guard, listener, tokens } = this.deps;
    const owner = await orders.ownerOf(orderId);
    if (!owner) throw new Error('order vanished');
    const applied = await this.deps.db.transaction(async (tx) => {
      await guard.lock(tx, owner);
      const order = await orders.markPaid(tx, orderId, chargeId);
      if (!order) return null;
      const unfulfilled = await this.fulfil(tx, order);
      if (unfulfilled) {
        await orders.update(
          order.id,
          {
            data: { ...(order.data as OrderEffect), unfulfilled },
            lastError: { code: unfulfilled, message: UNFULFILLED[unfulfilled] },
          },
          tx,
        );
        return { refund: true };
      }
      await listener.onPaid(tx, order);
      return { refund: false };
    });
    if (applied) tokens.invalidateUser(owner);
    if (applied?.refund) await this.deps.refundUnfulfilled(orderId);
    const row = await orders.byId(orderId);
    if (!row) throw new Error('order vanished');
    return row;
  }

  /**
   * Records a decline (or an interrupted payment) for the attempt still in flight; a renewal's
   * subscription goes past due.
   */
  async markFailed(
    orderId: string,
    attempt: number,
    chargeId: string | null,
    d: CardDecline,
    /** `lastError.code`: a decline unless told otherwise. */
    code = 'card_declined',
  ): Promise<OrderRow> {
    const { orders, subscriptions } = this.deps;
    const userId = await this.deps.db.transaction(async (tx) => {
      const order = await orders.markFailed(orderId, attempt, declineError(d, code), chargeId, tx);
      if (!order) return null;
      if (order.purpose === 'renewal' && order.subscriptionId && order.renewalKey) {
        const effect = order.data as OrderEffect;
        // Only while the subscription still waits for this period.
        await subscriptions.pastDueIfWaiting(
          tx,
          order.subscriptionId,
          new Date(effect.periodStart ?? 0),
        );
      }
      return order.userId;
    });
    if (userId) this.deps.tokens.invalidateUser(userId);
    return (await orders.byId(orderId)) as OrderRow;
  }

  /**
   * What a paid order does to its subscription (inside the paying transaction, under the
   * subscribe lock); a reason when it cannot apply (its money goes back).
   */
  private async fulfil(tx: Tx, order: OrderRow): Promise<Unfulfilled | null> {
    const { orders, subscriptions, plans } = this.deps;
    const effect = order.data as OrderEffect;
    const now = new Date();
    const planId = effect.planId ?? order.planId;
    const plan = planId ? await plans.byId(planId, tx) : null;
    if (!plan) return null;
    if (order.purpose === 'subscription_create' && !order.subscriptionId) {
      // Subscribed another way meanwhile (a race the checks before the charge cannot close).
      if (await subscriptions.live(order.userId, tx)) return 'already_subscribed';
      // An abandoned first attempt is replaced (its late payment, if any, is refunded).
      await subscriptions.cancelIncomplete(tx, order.userId, now);
      const id = newId();
      await subscriptions.insert(tx, {
        id,
        userId: order.userId,
        planId: plan.id,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, plan.interval),
        defaultCardId: order.cardId,
      });
      await orders.update(order.id, { subscriptionId: id }, tx);
      return null;
    }
    if (!order.subscriptionId) return null;
    const sub = await subscriptions.byId(order.subscriptionId, tx, true);
    if (!sub || sub.status === 'canceled') return 'subscription_ended';
    // A first payment for a subscription another payment already started, or a late payment
    // of one no longer past due: it would only move the period, so the money goes back.
    if (order.purpose === 'subscription_create' && sub.status !== 'incomplete')
      return 'already_paid';
    if (order.purpose === 'renewal' && !effect.periodEnd && sub.status !== 'past_due') {
      return 'already_paid';
    }
    if (order.purpose === 'subscription_create' || !effect.periodEnd) {
      // First payment, or a past-due subscription paid late: a new period starts now.
      await subscriptions.update(
        sub.id,
        {
          status: 'active',
          planId: plan.id,
          scheduledPlanId: null,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, plan.interval),
          defaultCardId: sub.defaultCardId ?? order.cardId,
          graceUntil: null,
          updatedAt: now,
        },
        tx,
      );
      return null;
    }
    const periodEnd = new Date(effect.periodEnd);
    if (order.purpose === 'renewal' && sub.currentPeriodEnd.getTime() >= periodEnd.getTime()) {
      return 'already_paid'; // Already renewed past this period (paid another way).
    }
    await subscriptions.update(
      sub.id,
      {
        status: 'active',
        planId: plan.id,
        scheduledPlanId: order.purpose === 'renewal' ? null : sub.scheduledPlanId,
        currentPeriodStart: new Date(effect.periodStart ?? sub.currentPeriodStart),
        currentPeriodEnd: periodEnd,
        graceUntil: null,
        updatedAt: now,
      },
      tx,
    );
    return null;
  }
}
