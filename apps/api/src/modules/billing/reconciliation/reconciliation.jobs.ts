import type { Job } from '../../../jobs/job';
import type { ReconciliationService } from './reconciliation.service';

/** What the affiliates module does with payouts started and never answered. */
export interface PayoutReconciler {
  reconcilePayouts(
    now: Date,
    graceMs: number,
    limit?: number,
  ): Promise<{ paid: number; refused: number; unknown: number }>;
}

/** Settles orders left `processing` past the grace period. */
export const reconcileOrdersJob = (
  reconciliation: ReconciliationService,
  everyMs: number,
): Job => ({
  name: 'reconcile-orders',
  everyMs,
  run: ({ now }) => reconciliation.reconcileOrders({ now, limit: 500 }),
});
