import type { CheckoutService } from '../checkout';
import type { FulfilmentService } from '../fulfilment';
import {
  type BillingLog,
  type ChargeOutcome,
  chargeRecord,
  INTERRUPTED,
  type OrderEffect,
  type OrderRow,
  type OrdersRepository,
} from '../shared';

/** What one reconciliation of orders did. */
export interface OrdersReconciled {
  /** Paid (fulfilled, or refunded when they could no longer apply). */
  succeeded: number;
  /** Declined, or interrupted before any charge. */
  failed: number;
  /** The provider still did not answer: tried again after another grace period. */
  unknown: number;
}

/** What {@link ReconciliationService} is built from. */
export interface ReconciliationDeps {
  orders: OrdersRepository;
  checkout: Pick<CheckoutService, 'settleCharge'>;
  fulfilment: Pick<FulfilmentService, 'markFailed'>;
  log: BillingLog;
  /** How long an order may stay `processing` before it is reconciled (RECONCILE_AFTER_MS). */
  graceMs: number;
}

/** Settles payments whose outcome was lost (the server stopped, or the provider never answered). */
export class ReconciliationService {
  constructor(private readonly deps: ReconciliationDeps) {}

  /** RECONCILE_AFTER_MS. */
  get graceMs(): number {
    return this.deps.graceMs;
  }

  /**
   * Settles orders left `processing` longer than the grace period (as of `now`): the server
   * stopped, or the provider call failed without an answer, between recording the intent and
   * recording the outcome, and no webhook came. Each is claimed (`FOR UPDATE SKIP LOCKED`, its
   * `updated_at` moved to `now` as a lease), so of several runners exactly one handles it,
   * then {@link reconcileOrder} repeats its recorded charge (same idempotency key: never a
   * second charge) and applies the answer.
   */
  async reconcileOrders(options: { now: Date; limit?: number }): Promise<OrdersReconciled> {
    const { orders } = this.deps;
    const report: OrdersReconciled = { succeeded: 0, failed: 0, unknown: 0 };
    const cutoff = new Date(options.now.getTime() - this.deps.graceMs);
    const limit = options.limit ?? 100;
    for (let i = 0; i < limit; i += 1) {
      const claimed = await orders.claimStale(options.now, cutoff);
      if (!claimed) break;
      const order = await orders.byId(claimed.id);
      if (!order || order.status !== 'processing') continue;
      report[await this.reconcileOrder(order)] += 1;
    }
    return report;
  }

  /**
   * Settles one claimed order left `processing`: repeats the charge recorded at its claim —
   * same idempotency key, so the provider answers the stored outcome and never charges twice —
   * and applies it exactly as the webhook would (paid → fulfilled, or refunded when it can no
   * longer apply; declined → failed, a renewal's subscription past due). An order claimed
   * without a recorded charge (before the record existed) is failed as interrupted; a late
   * `charge.succeeded` event would still apply it. Answers the outcome; `unknown` when the
   * provider still does not answer (retried later).
   */
  async reconcileOrder(order: OrderRow): Promise<'succeeded' | 'failed' | 'unknown'> {
    const { checkout, fulfilment, log } = this.deps;
    const details = {
      orderId: order.id,
      userId: order.userId,
      purpose: order.purpose,
      attempt: order.attempts,
    };
    const charge = (order.data as OrderEffect).charge;
    if (order.amount > 0 && charge?.attempt !== order.attempts) {
      const failed = await fulfilment.markFailed(
        order.id,
        order.attempts,
        null,
        INTERRUPTED,
        'payment_interrupted',
      );
      log.info(
        { ...details, status: failed.status },
        'reconciled a payment left processing: no charge on record',
      );
      return failed.status === 'failed' ? 'failed' : 'succeeded';
    }
    let outcome: ChargeOutcome;
    try {
      outcome = await checkout.settleCharge(
        order,
        charge ?? chargeRecord(order.id, order.attempts, '', ''),
      );
    } catch (error) {
      log.warn(
        { ...details, err: error },
        'payment left processing: the provider did not answer, retried later',
      );
      return 'unknown';
    }
    log.info(
      {
        ...details,
        status: outcome.order.status,
        ...(outcome.ok ? {} : { declineCode: outcome.error.declineCode }),
      },
      'reconciled a payment left processing',
    );
    return outcome.ok ? 'succeeded' : 'failed';
  }
}
