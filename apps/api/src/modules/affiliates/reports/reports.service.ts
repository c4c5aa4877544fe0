import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { toPage } from '../../../lib/pagination';
import { rateOverride, readBalance } from '../shared/lookups';
import * as repo from './reports.repository';

/** What the reports service is built with. */
export interface ReportsDeps {
  db: Db;
  config: Pick<Config, 'appUrl' | 'affiliates'>;
}

/**
 * Read-only reports: the member's affiliate summary (link, terms, funnel, earnings), an
 * admin's view of a member, the payouts queue totals and the admin audit log.
 */
export class ReportsService {
  private readonly db: Db;
  private readonly config: ReportsDeps['config'];

  constructor(deps: ReportsDeps) {
    this.db = deps.db;
    this.config = deps.config;
  }

  private get terms() {
    return this.config.affiliates;
  }

  /** `GET /affiliates/me`. */
  async summary(userId: string) {
    const code = await repo.referralCodeOf(this.db, userId);
    if (code === undefined) throw notFound('User not found');
    const custom = await rateOverride(this.db, userId);
    const [clicks, funnel, lifetime, balance] = await Promise.all([
      repo.clickCount(this.db, userId),
      repo.funnel(this.db, userId),
      repo.lifetimeEarnings(this.db, userId),
      readBalance(this.db, userId, this.terms),
    ]);
    const rateBps = custom ?? this.terms.rateBps;
    const base = this.config.appUrl.replace(/\/+$/, '');
    return {
      referralCode: code,
      referralLink: `${base}/?ref=${encodeURIComponent(code)}`,
      commission: {
        rate: rateBps / 100,
        recurring: this.terms.months > 0,
        months: this.terms.months,
      },
      stats: {
        clicks,
        signups: funnel.signups,
        conversions: funnel.conversions,
        activeReferrals: funnel.active,
      },
      earnings: {
        pending: balance.pending,
        available: balance.available,
        paid: balance.paid,
        lifetime,
      },
      currency: balance.currency,
    };
  }

  /** `GET /admin/affiliates/:id`: a member's summary, balance and commission terms. */
  async adminAffiliate(userId: string) {
    const summary = await this.summary(userId);
    const custom = (await rateOverride(this.db, userId)) != null;
    return {
      userId,
      rate: summary.commission.rate,
      custom,
      summary,
      balance: await readBalance(this.db, userId, this.terms),
    };
  }

  /** `GET /admin/payouts/summary`: what waits in the payouts queue. */
  async payoutsSummary() {
    const rows = await repo.payoutsQueueTotals(this.db);
    const of = (status: 'pending' | 'approved') => {
      const row = rows.find((r) => r.status === status);
      return { count: row?.n ?? 0, amount: Number(row?.amount ?? 0) };
    };
    return { currency: 'usd', pending: of('pending'), approved: of('approved') };
  }

  /** `GET /admin/audit-log`: newest first. */
  async auditLog(q: {
    limit: number;
    page: number;
    actorId?: string | undefined;
    action?: string | undefined;
  }) {
    const { rows, total } = await repo.auditPage(this.db, q);
    return toPage(
      rows.map(({ a, actor }) => ({
        id: String(a.id),
        actor: actor ?? { id: a.actorId, name: '', email: '' },
        action: a.action,
        targetType: a.targetType,
        targetId: a.targetId,
        before: a.before ?? null,
        after: a.after ?? null,
        createdAt: a.createdAt.toISOString(),
      })),
      q.page,
      q.limit,
      total,
    );
  }
}
