import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { disputes, orderRefunds } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { PaymentProvider } from '../../../providers/provider';
import type {
  BillingLog,
  OrderEffect,
  OrderListener,
  OrderRow,
  OrdersRepository,
  SessionInvalidator,
  SubscriptionsRepository,
} from '../shared';

/** What {@link RefundsService} is built from. */
export interface RefundsDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'refund'>;
  orders: OrdersRepository;
  subscriptions: Pick<SubscriptionsRepository, 'cancelNow'>;
  /** Told, in the refund's transaction, when a paid order's refunded total grows. */
  listener: Pick<OrderListener, 'onRefunded'>;
  tokens: SessionInvalidator;
  log: BillingLog;
}

/** A refund an admin issued. */
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** What an admin asks for when refunding an order. */
export interface AdminRefund {
  /** Minor units; default: all that is not refunded yet. */
  amount?: number;
  reason: string;
  /** Keep the member's access to the period end, or end it now. */
  access: 'keep' | 'end';
}

/** Refunds: recording the provider's, and issuing those of paid orders that could not apply. */
export class RefundsService {
  constructor(private readonly deps: RefundsDeps) {}

  /**
   * Records a refund (provider event). `refundedTotal` is the cumulative refunded amount
   * (default: all of it); the order keeps it as `refundedAmount` and becomes `refunded` only
   * once it reaches the amount. Only a larger total changes anything, so repeated or older
   * events apply once; a paid order also tells the listener (commissions are clawed back in
   * proportion).
   */
  async markRefunded(orderId: string, refundedTotal?: number): Promise<void> {
    const { orders, listener } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      const before = await orders.byId(orderId, tx, true);
      if (!before || before.status === 'refunded') return;
      const total = Math.min(before.amount, refundedTotal ?? before.amount);
      if (total <= before.refundedAmount) return;
      const row = await orders.update(
        orderId,
        {
          refundedAmount: total,
          ...(total >= before.amount ? { status: 'refunded' as const } : {}),
          updatedAt: new Date(),
        },
        tx,
      );
      if (row && before.status === 'succeeded') await listener.onRefunded(tx, row);
    });
  }

  /**
   * Refunds, through the provider, a paid order that could not apply (`data.unfulfilled`),
   * then records it like the provider's refund event would. Idempotent (key
   * `refund:order:<id>`), so the `retry-refunds` job retries what failed here.
   */
  async refundUnfulfilled(orderId: string): Promise<void> {
    const { orders, provider, log } = this.deps;
    const order = await orders.byId(orderId);
    const reason = order && (order.data as OrderEffect).unfulfilled;
    if (!order || !reason || order.status !== 'succeeded') return;
    const details = { orderId: order.id, userId: order.userId, amount: order.amount, reason };
    try {
      const remaining = order.amount - order.refundedAmount;
      if (remaining > 0) {
        if (!order.chargeId) throw new Error('paid order without a charge id');
        const refund = await provider.refund({
          chargeId: order.chargeId,
          amount: remaining,
          idempotencyKey: `refund:order:${order.id}`,
        });
        if (refund.status !== 'succeeded') throw new Error(`refund ${refund.status}`);
      }
      await this.markRefunded(order.id);
      log.warn(details, 'paid order could not apply: refunded');
    } catch (error) {
      log.error({ ...details, err: error }, 'paid order could not apply: refund failed');
    }
  }

  /** The refunds admins issued on an order, newest first. */
  async refundsOf(orderId: string): Promise<OrderRefundRow[]> {
    return this.deps.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(desc(orderRefunds.createdAt));
  }

  /**
   * An admin refunds (part of) a paid order with a reason: the refund is recorded `pending`
   * under the order's row lock, counted with every refund pending or done (so refunds at once can
   * never exceed what was paid), the provider
   * refunds it with the refund's own idempotency key, and the order's refunded total grows
   * (the provider's event says the same later and changes nothing). `access: 'end'` ends the
   * subscription the order paid for now; `keep` leaves it to its period end. The referrer's
   * commission on the refunded money is clawed back (voided while pending, a negative line once
   * available or paid). A disputed order cannot be refunded: the bank already took it back.
   */
  async refundByAdmin(
    actorId: string,
    orderId: string,
    input: AdminRefund,
  ): Promise<{ order: OrderRow; refund: OrderRefundRow }> {
    const { db, orders, provider, log } = this.deps;
    const refund = await db.transaction(async (tx) => {
      const order = await orders.byId(orderId, tx, true);
      if (!order) throw notFound('Order not found');
      if (order.status !== 'succeeded' || !order.chargeId) {
        throw new HttpError(409, 'Only a paid order can be refunded');
      }
      const [disputed] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(eq(disputes.orderId, order.id))
        .limit(1);
      if (disputed)
        throw new HttpError(409, 'This payment is disputed: the bank already took it back');
      // Refunded: the order's total, or more if an admin refund succeeded and the order does
      // not show it yet; plus the admin refunds still pending at the provider.
      const issued = await this.issuedOf(order.id, tx);
      const refunded = Math.max(order.refundedAmount, issued.succeeded);
      const remaining = order.amount - refunded - issued.pending;
      const amount = input.amount ?? remaining;
      if (remaining <= 0) throw new HttpError(409, 'This order has nothing left to refund');
      if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
        throw new HttpError(400, `Refund between 1 and ${remaining} (minor units)`, [
          { field: 'amount', message: `Must be between 1 and ${remaining}` },
        ]);
      }
      const [row] = await tx
        .insert(orderRefunds)
        .values({
          id: newId(),
          orderId: order.id,
          amount,
          currency: order.currency,
          reason: input.reason,
          access: input.access,
          actorId,
          status: 'pending',
        })
        .returning();
      if (!row) throw new Error('refund not recorded');
      await writeAudit(tx, {
        actorId,
        action: 'order.refund',
        targetType: 'order',
        targetId: order.id,
        before: { refundedAmount: order.refundedAmount },
        after: { refundId: row.id, amount, reason: input.reason, access: input.access },
      });
      return { row, chargeId: order.chargeId };
    });
    let answer;
    try {
      answer = await provider.refund({
        chargeId: refund.chargeId,
        amount: refund.row.amount,
        idempotencyKey: `refund:${refund.row.id}`,
        reason: input.reason,
      });
    } catch (error) {
      log.error({ orderId, refundId: refund.row.id, err: error }, 'the provider did not refund');
      await this.setRefundStatus(refund.row.id, 'failed', null);
      throw new HttpError(
        502,
        'The payment provider did not refund: nothing was refunded, try again',
      );
    }
    await this.setRefundStatus(
      refund.row.id,
      answer.status === 'failed' ? 'failed' : answer.status,
      answer.refundId,
    );
    if (answer.status === 'failed') {
      throw new HttpError(502, 'The payment provider refused the refund: nothing was refunded');
    }
    if (answer.status === 'succeeded') {
      // Cumulative, like the provider's event: what every succeeded admin refund adds up to
      // (refunds at once, or the event first, each count once).
      await this.markRefunded(orderId, (await this.issuedOf(orderId)).succeeded);
    }
    if (input.access === 'end') await this.endAccess(orderId);
    const order = await orders.byId(orderId);
    const row = (await this.refundsOf(orderId)).find((r) => r.id === refund.row.id);
    if (!order || !row) throw new Error('refund vanished');
    return { order, refund: row };
  }

  private async setRefundStatus(
    id: string,
    status: OrderRefundRow['status'],
    providerRefundId: string | null,
  ) {
    await this.deps.db
      .update(orderRefunds)
      .set({ status, providerRefundId, updatedAt: new Date() })
      .where(eq(orderRefunds.id, id));
  }

  /** What admins refunded of an order: pending at the provider, and done (minor units). */
  private async issuedOf(orderId: string, db: Tx = this.deps.db) {
    const [row] = await db
      .select({
        pending: sql<number>`coalesce(sum(${orderRefunds.amount}) filter (where ${orderRefunds.status} = 'pending'), 0)::int`,
        succeeded: sql<number>`coalesce(sum(${orderRefunds.amount}) filter (where ${orderRefunds.status} = 'succeeded'), 0)::int`,
      })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return { pending: row?.pending ?? 0, succeeded: row?.succeeded ?? 0 };
  }

  /** Ends, now, the subscription a refunded order paid for. */
  private async endAccess(orderId: string): Promise<void> {
    const order = await this.deps.orders.byId(orderId);
    if (!order?.subscriptionId) return;
    await this.deps.subscriptions.cancelNow(order.subscriptionId, new Date(), 'refunded');
    this.deps.tokens.invalidateUser(order.userId);
  }

  /** Retries the refunds of paid orders that could not apply; answers how many were due. */
  async retryUnfulfilledRefunds(): Promise<number> {
    const due = await this.deps.orders.unfulfilledIds();
    for (const id of due) await this.refundUnfulfilled(id);
    return due.length;
  }
}
