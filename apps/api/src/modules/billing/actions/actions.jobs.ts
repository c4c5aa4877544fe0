import type { Job } from '../../../jobs/job';
import type { PaymentActionsService } from './actions.service';

/** Fails payments nobody confirmed with their bank within the grace period. */
export const expireActionsJob = (actions: PaymentActionsService, everyMs: number): Job => ({
  name: 'payment-actions-expire',
  everyMs,
  run: ({ now }) => actions.expire(now),
});
