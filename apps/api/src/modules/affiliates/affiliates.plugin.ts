import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { registerCommissionRoutes } from './commissions/commissions.routes';
import type { CommissionsService } from './commissions/commissions.service';
import { registerReferralRoutes } from './referrals/referrals.routes';
import type { ReferralsService } from './referrals/referrals.service';
import { registerReportRoutes } from './reports/reports.routes';
import type { ReportsService } from './reports/reports.service';
import { registerWithdrawalRoutes } from './withdrawals/withdrawals.routes';
import type { WithdrawalsService } from './withdrawals/withdrawals.service';

/** What the affiliates routes are built with. */
export interface AffiliatesPluginOptions {
  /** Where idempotency keys of withdrawal requests are kept. */
  db: Db;
  referrals: ReferralsService;
  commissions: CommissionsService;
  withdrawals: WithdrawalsService;
  reports: ReportsService;
}

/**
 * The affiliates routes: /affiliates (clicks, summary, referrals, commissions), the balance
 * and withdrawals under /payments, and the admin views (/admin/affiliates, /admin/payouts,
 * /admin/audit-log). Register it under the API prefix.
 */
export const affiliatesPlugin: FastifyPluginAsync<AffiliatesPluginOptions> = async (app, o) => {
  registerReferralRoutes(app, o.referrals);
  registerReportRoutes(app, o.reports);
  registerCommissionRoutes(app, o.commissions);
  registerWithdrawalRoutes(app, o.withdrawals, o.db);
};
