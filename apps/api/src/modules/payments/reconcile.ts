import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import type { PaymentsService } from './payments.service';

/** What one reconciliation of orders did. */
export interface OrdersReconciled {
  /** Paid (fulfilled, or refunded when they could no longer apply). */
  succeeded: number;
  /** Declined, or interrupted before any charge. */
  failed: number;
  /** The provider still did not answer: tried again after another grace period. */
  unknown: number;
}

/**
 * Settles orders left `processing` longer than `graceMs` (as of `now`): the server stopped, or
 * the provider call failed without an answer, between recording the intent and recording the
 * outcome, and no webhook came. Each is claimed like the renewal runner claims subscriptions
 * (`FOR UPDATE SKIP LOCKED`, its `updated_at` moved to `now` as a lease), so of several
 * runners exactly one handles it, then {@link PaymentsService.reconcileOrder} repeats its
 * recorded charge (same idempotency key: never a second charge) and applies the answer.
 */
export async function reconcileOrders(
  payments: PaymentsService,
  options: { now: Date; graceMs: number; limit?: number },
): Promise<OrdersReconciled> {
  const report: OrdersReconciled = { succeeded: 0, failed: 0, unknown: 0 };
  const cutoff = new Date(options.now.getTime() - options.graceMs);
  const limit = options.limit ?? 100;
  for (let i = 0; i < limit; i += 1) {
    const [claimed] = await queryRows<{ id: string }>(
      payments.db,
      sql`update orders set updated_at = ${options.now}
        where id = (
          select id from orders
          where status = 'processing' and updated_at <= ${cutoff}
          order by updated_at, id
          limit 1
          for update skip locked
        )
        returning id`,
    );
    if (!claimed) break;
    const order = await payments.order(claimed.id);
    if (!order || order.status !== 'processing') continue;
    report[await payments.reconcileOrder(order)] += 1;
  }
  return report;
}
