import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../../../providers/provider';
import type { BillingLog, OrderEffect, OrderListener, OrdersRepository } from '../shared';

/** What {@link RefundsService} is built from. */
export interface RefundsDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'refund'>;
  orders: OrdersRepository;
  /** Told, in the refund's transaction, when a paid order's refunded total grows. */
  listener: Pick<OrderListener, 'onRefunded'>;
  log: BillingLog;
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

  /** Retries the refunds of paid orders that could not apply; answers how many were due. */
  async retryUnfulfilledRefunds(): Promise<number> {
    const due = await this.deps.orders.unfulfilledIds();
    for (const id of due) await this.refundUnfulfilled(id);
    return due.length;
  }
}
