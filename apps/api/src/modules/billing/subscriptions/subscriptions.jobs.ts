import type { Job } from '../../../jobs/job';
import type { RenewalsService } from './renewals.service';

/** Renews (or ends) the subscriptions whose period has ended. */
export const renewalsJob = (renewals: RenewalsService, everyMs: number): Job => ({
  name: 'renewals',
  everyMs,
  run: ({ now }) => renewals.run({ now }),
});
