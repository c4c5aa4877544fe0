import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { addInterval } from '../../../lib/billing-period';
import { notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { toPage } from '../../../lib/pagination';
import { post } from '../ledger';
import { insertAudit, rateOverride } from '../shared/lookups';
import {
  initials,
  proportion,
  statusOf,
  type AffiliateTerms,
  type CommissionRow,
  type OrderRow,
} from '../shared/model';
import * as repo from './commissions.repository';

/** What the commissions service is built with. */
export interface CommissionsDeps {
  db: Db;
  terms: AffiliateTerms;
}

/**
 * Commissions: accrual on a referred member's paid orders (pending through the hold period),
 * release, proportional reversal on refunds, allocation of paid-out money to commissions, and
 * the affiliate's commission-rate override. Every money movement is a balanced ledger posting
 * in the same transaction as the state change it records.
 */
export class CommissionsService {
  private readonly db: Db;
  private readonly terms: AffiliateTerms;

  constructor(deps: CommissionsDeps) {
    this.db = deps.db;
    this.terms = deps.terms;
  }

  /**
   * A referred member's order was paid (inside the paying transaction): books the
   * commission as pending, once per order. No commission after the recurring window, and
   * none ever when the first payment used a card of the referrer (self-referral).
   */
  async onOrderPaid(tx: Tx, order: OrderRow, now = new Date()): Promise<void> {
    if (order.amount <= 0) return;
    const affiliateId = await repo.referrerOf(tx, order.userId);
    if (!affiliateId || affiliateId === order.userId) return;
    if (await repo.referralBlockedReason(tx, order.userId)) return;
    const firstPaidAt = await repo.firstPaidAt(tx, order.userId, order.id);
    if (!firstPaidAt) {
      // First payment: a card the referrer also saved means the same person.
      if (order.cardId && (await repo.sharesCard(tx, order.cardId, affiliateId))) {
        await repo.blockReferral(tx, order.userId, 'same_card', now);
        return;
      }
    } else if (addInterval(firstPaidAt, 'month', this.terms.months).getTime() <= now.getTime()) {
      return;
    }
    const rateBps = (await rateOverride(tx, affiliateId)) ?? this.terms.rateBps;
    const amount = Math.floor((order.amount * rateBps) / 10_000);
    if (amount <= 0) return;
    const row = await repo.insertCommission(tx, {
      id: newId(),
      affiliateId,
      referredUserId: order.userId,
      orderId: order.id,
      orderAmount: order.amount,
      rateBps,
      amount,
      currency: order.currency,
      status: 'pending',
      availableAt: new Date(now.getTime() + this.terms.holdDays * 86_400_000),
      createdAt: now,
    });
    if (!row) return;
    await post(tx, {
      userId: affiliateId,
      currency: row.currency,
      kind: 'commission_earned',
      refType: 'commission',
      refId: row.id,
      deltas: { pending: amount },
    });
  }

  /**
   * A paid order was (partly) refunded, inside the refunding transaction. `refundedTotal` is
   * the order's cumulative refunded amount (default: all of it); the commission is clawed back
   * in proportion — `round(amount × refundedTotal / orderAmount)`, half away from zero, never
   * more than the commission — minus what earlier refunds already took, so a second partial
   * refund takes the next part and a repeated one nothing. The part not yet paid out is voided
   * (`pending` or `available` −x); the part already paid out is booked as a negative entry on
   * `available` (`commission_clawback`), which may take it below zero: a debt that later
   * earnings settle first (see {@link settle}).
   */
  async onOrderRefunded(
    tx: Tx,
    orderId: string,
    refundedTotal?: number,
    now = new Date(),
  ): Promise<void> {
    const c = await repo.lockCommissionOfOrder(tx, orderId);
    if (!c || c.status === 'reversed') return;
    const target =
      refundedTotal === undefined || refundedTotal >= c.orderAmount
        ? c.amount
        : Math.min(c.amount, proportion(c.amount, Math.max(0, refundedTotal), c.orderAmount));
    const take = target - c.reversedAmount;
    if (take <= 0) return;
    const reversedAmount = c.reversedAmount + take;
    const base = {
      userId: c.affiliateId,
      currency: c.currency,
      refType: 'commission',
      refId: c.id,
    };
    if (c.status === 'pending') {
      await repo.updateCommission(tx, c.id, {
        reversedAmount,
        status: reversedAmount >= c.amount ? 'reversed' : 'pending',
        ...(reversedAmount >= c.amount ? { reversedAt: now } : {}),
        updatedAt: now,
      });
      await post(tx, { ...base, kind: 'commission_voided', deltas: { pending: -take } });
      return;
    }
    // Released: first the part not paid out yet, then the paid-out part (un-allocated again).
    const unpaid = c.amount - c.reversedAmount - c.paidAmount;
    const voided = Math.min(take, unpaid);
    const clawed = take - voided;
    const paidAmount = c.paidAmount - clawed;
    await repo.updateCommission(tx, c.id, {
      reversedAmount,
      paidAmount,
      status: statusOf(c.amount, reversedAmount, paidAmount),
      ...(reversedAmount >= c.amount ? { reversedAt: now } : {}),
      updatedAt: now,
    });
    await post(tx, { ...base, kind: 'commission_voided', deltas: { available: -voided } });
    await post(tx, { ...base, kind: 'commission_clawback', deltas: { available: -clawed } });
    await this.settle(tx, c.affiliateId, now);
  }

  /**
   * Allocates paid-out money that no commission covers yet — a paid withdrawal, or paid-out
   * money whose commission was clawed back — to the affiliate's released commissions with
   * money still open, oldest first; a commission whose paid amount reaches its net amount
   * (amount − reversed) becomes `paid`. Runs inside the caller's transaction after it moved
   * the affiliate's balance (the balance row is locked then), so one affiliate's allocations
   * never interleave.
   */
  async settle(tx: Tx, affiliateId: string, now = new Date()): Promise<void> {
    const { paid, allocated } = await repo.paidAndAllocated(tx, affiliateId);
    let unallocated = paid - allocated;
    if (unallocated <= 0) return;
    const open = await repo.lockOpenCommissions(tx, affiliateId);
    for (const c of open) {
      if (unallocated <= 0) break;
      const part = Math.min(unallocated, c.amount - c.reversedAmount - c.paidAmount);
      const paidAmount = c.paidAmount + part;
      await repo.updateCommission(tx, c.id, {
        paidAmount,
        status: statusOf(c.amount, c.reversedAmount, paidAmount),
        updatedAt: now,
      });
      unallocated -= part;
    }
  }

  /** Makes commissions whose hold period ended (as of `now`) available; returns how many. */
  async releaseHeldCommissions(now = new Date(), limit = 1000): Promise<number> {
    let released = 0;
    while (released < limit) {
      const n = await this.db.transaction(async (tx) => {
        const due = await repo.lockDueCommissions(tx, now, 100);
        for (const c of due) {
          const net = c.amount - c.reversedAmount;
          await repo.updateCommission(tx, c.id, { status: 'available', updatedAt: now });
          await post(tx, {
            userId: c.affiliateId,
            currency: c.currency,
            kind: 'commission_released',
            refType: 'commission',
            refId: c.id,
            deltas: { pending: -net, available: net },
          });
        }
        // Earnings settle paid-out money that no commission covers (clawbacks) first.
        for (const affiliateId of new Set(due.map((c) => c.affiliateId))) {
          await this.settle(tx, affiliateId, now);
        }
        return due.length;
      });
      released += n;
      if (n < 100) break;
    }
    return released;
  }

  /** `GET /affiliates/commissions`. */
  async list(
    userId: string,
    q: { limit: number; page: number; status?: CommissionRow['status'] | undefined },
  ) {
    const { rows, total } = await repo.commissionPage(this.db, userId, q);
    return toPage(
      rows.map(({ c, name }) => ({
        id: c.id,
        amount: c.amount,
        paidAmount: c.paidAmount,
        reversedAmount: c.reversedAmount,
        currency: c.currency,
        status: c.status,
        rate: c.rateBps / 100,
        orderAmount: c.orderAmount,
        referralInitials: initials(name),
        availableAt: c.availableAt.toISOString(),
        createdAt: c.createdAt.toISOString(),
      })),
      q.page,
      q.limit,
      total,
    );
  }

  /**
   * `PATCH /admin/affiliates/:id` (admin): sets (or with null clears) an affiliate's
   * commission rate override, in percent; writes an audit row.
   */
  async setRate(adminId: string, userId: string, rate: number | null) {
    const rateBps = rate === null ? null : Math.round(rate * 100);
    return this.db.transaction(async (tx) => {
      if (!(await repo.userExists(tx, userId))) throw notFound('User not found');
      const before = await repo.lockRateOverride(tx, userId);
      const now = new Date();
      await repo.upsertRateOverride(tx, userId, rateBps, now);
      const toRate = (bps: number | null | undefined) => (bps == null ? null : bps / 100);
      await insertAudit(tx, {
        actorId: adminId,
        action: 'affiliate.rate',
        targetType: 'user',
        targetId: userId,
        before: { rate: toRate(before) },
        after: { rate: toRate(rateBps) },
        createdAt: now,
      });
      return {
        userId,
        rate: rateBps === null ? this.terms.rateBps / 100 : rateBps / 100,
        custom: rateBps !== null,
      };
    });
  }
}
