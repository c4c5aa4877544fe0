import type { Job } from '../../jobs/job';
import type { CommissionsService } from './commissions/commissions.service';
import type { WithdrawalsService } from './withdrawals/withdrawals.service';

/** When the affiliates jobs run. */
export interface AffiliateJobSchedule {
  /** Milliseconds between runs (0: off); today the renewal runner's interval. */
  everyMs: number;
  /** How long a started payout waits unanswered before the reconciler asks again. */
  reconcileAfterMs: number;
  /** Most payouts reconciled in one run. */
  limit?: number;
}

/**
 * The module's background jobs, for the job runner: releasing commissions whose hold ended,
 * and finishing payouts started and never answered. Both are safe to retry (rows are claimed
 * with `FOR UPDATE SKIP LOCKED`; a payout is asked again with the same idempotency key).
 */
export function affiliateJobs(
  services: {
    commissions: Pick<CommissionsService, 'releaseHeldCommissions'>;
    withdrawals: Pick<WithdrawalsService, 'reconcilePayouts'>;
  },
  schedule: AffiliateJobSchedule,
): Job[] {
  return [
    {
      name: 'affiliates.release-commissions',
      everyMs: schedule.everyMs,
      run: ({ now }) => services.commissions.releaseHeldCommissions(now),
    },
    {
      name: 'affiliates.reconcile-payouts',
      everyMs: schedule.everyMs,
      run: ({ now }) =>
        services.withdrawals.reconcilePayouts(now, schedule.reconcileAfterMs, schedule.limit),
    },
  ];
}
