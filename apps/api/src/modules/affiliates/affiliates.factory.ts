import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import type { Job } from '../../jobs/job';
import type { PaymentProvider } from '../../providers/provider';
import { affiliateJobs } from './affiliates.jobs';
import { affiliatesPlugin } from './affiliates.plugin';
import { CommissionsService } from './commissions/commissions.service';
import { ReferralsService } from './referrals/referrals.service';
import { ReportsService } from './reports/reports.service';
import { silentLog, type AffiliatesLog, type OrderRow } from './shared/model';
import { WithdrawalsService } from './withdrawals/withdrawals.service';

/** What the affiliates module is built with. */
export interface AffiliatesDeps {
  db: Db;
  config: Config;
  /** Sends paid withdrawals out. */
  provider: Pick<PaymentProvider, 'payout'>;
  /** The operator log (reconciled payouts); default: silent. */
  log?: AffiliatesLog;
  /** The clock of referral attribution; default: the system clock. */
  clock?: () => Date;
}

/** The affiliates module: its services, its routes, and the port the billing code calls. */
export interface Affiliates {
  /** Referral clicks, the first-touch cookie, attribution of sign-ups, referred people. */
  readonly referrals: ReferralsService;
  /** Accrual, release, reversal and allocation of commissions; the rate override. */
  readonly commissions: CommissionsService;
  /** The balance, withdrawal requests, admin decisions, payouts and their reconciliation. */
  readonly withdrawals: WithdrawalsService;
  /** The member's summary and the admin reports (payouts queue, audit log). */
  readonly reports: ReportsService;
  /** The operator log the services write to. */
  readonly log: AffiliatesLog;
  /**
   * The module's background jobs for the job runner (release of held commissions, payout
   * reconciliation), every RENEWAL_INTERVAL_MS; payouts are asked again after
   * RECONCILE_AFTER_MS.
   */
  readonly jobs: Job[];
  /** Registers the module's routes (the {@link affiliatesPlugin}) on `app`. */
  register(app: FastifyInstance): Promise<void>;
  /** The referrer of a sign-up (see {@link ReferralsService.referrerFor}). */
  referrerFor(
    email: string,
    bodyCode: string | undefined,
    cookieHeader?: string | string[],
  ): Promise<string | null>;
  /** A paid order, inside the paying transaction: books its commission (once per order). */
  onOrderPaid(tx: Tx, order: OrderRow, now?: Date): Promise<void>;
  /**
   * A (partly) refunded order, inside the refunding transaction; `refundedAmount` is the
   * order's cumulative refunded amount (default: all of it).
   */
  onOrderRefunded(tx: Tx, orderId: string, refundedAmount?: number, now?: Date): Promise<void>;
  /** Makes commissions whose hold ended (as of `now`) available; returns how many. */
  releaseHeldCommissions(now?: Date, limit?: number): Promise<number>;
  /** Finishes payouts started and never answered for longer than `graceMs`. */
  reconcilePayouts(
    now: Date,
    graceMs: number,
    limit?: number,
  ): Promise<{ paid: number; refused: number; unknown: number }>;
}

/** Builds the affiliates services from their dependencies, and the module's port. */
export function createAffiliates(deps: AffiliatesDeps): Affiliates {
  const { db, config, provider } = deps;
  const log = deps.log ?? silentLog;
  const terms = config.affiliates;
  const referrals = new ReferralsService({
    db,
    terms,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const commissions = new CommissionsService({ db, terms });
  const withdrawals = new WithdrawalsService({ db, terms, provider, commissions, log });
  const reports = new ReportsService({ db, config });
  return {
    referrals,
    commissions,
    withdrawals,
    reports,
    log,
    jobs: affiliateJobs(
      { commissions, withdrawals },
      {
        everyMs: config.payments.renewalIntervalMs,
        reconcileAfterMs: config.payments.reconcileAfterMs,
      },
    ),
    register: async (app) => {
      await app.register(affiliatesPlugin, { db, referrals, commissions, withdrawals, reports });
    },
    referrerFor: (email, bodyCode, cookieHeader) =>
      referrals.referrerFor(email, bodyCode, cookieHeader),
    onOrderPaid: (tx, order, now) => commissions.onOrderPaid(tx, order, now),
    onOrderRefunded: (tx, orderId, refundedAmount, now) =>
      commissions.onOrderRefunded(tx, orderId, refundedAmount, now),
    releaseHeldCommissions: (now, limit) => commissions.releaseHeldCommissions(now, limit),
    reconcilePayouts: (now, graceMs, limit) => withdrawals.reconcilePayouts(now, graceMs, limit),
  };
}
