import type { Job } from '../../../jobs/job';
import type { RefundsService } from './refunds.service';

/** Retries the refunds of paid orders that could not apply and whose refund failed. */
export const retryRefundsJob = (refunds: RefundsService, everyMs: number): Job => ({
  name: 'retry-refunds',
  everyMs,
  run: () => refunds.retryUnfulfilledRefunds(),
});
