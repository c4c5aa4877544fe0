import { addInterval } from '../../../lib/billing-period';
import type { PlanRow, SubscriptionRow } from '../shared';

/** Price per day, to compare plans of different intervals. */
const dailyRate = (p: PlanRow) => p.amount / (p.interval === 'year' ? 365 : 30);

/** What a plan change costs now. */
export interface PlanChangePreview {
  amountDue: number;
  currency: string;
  effective: 'now' | 'renewal';
  effectiveAt: string;
  /** Value of the unused part of the current period (minor units). */
  credit: number;
  /** The period after an upgrade. */
  periodStart: string;
  periodEnd: string;
}

/**
 * Upgrade (dearer per day, or monthly → a dearer yearly) → now, prorated: the unused part of the current plan is credited;
 * a same-interval upgrade keeps the period, another interval starts a new one. Downgrade or
 * same price → at renewal, nothing due now. A trial upgrades for free.
 */
export function previewPlanChange(
  sub: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  current: PlanRow,
  next: PlanRow,
  now = new Date(),
): PlanChangePreview {
  const start = sub.currentPeriodStart.getTime();
  const end = sub.currentPeriodEnd.getTime();
  const total = Math.max(1, end - start);
  const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / total));
  // Dearer per day, or a longer commitment that costs more (monthly → yearly).
  const upgrade =
    dailyRate(next) > dailyRate(current) ||
    (current.interval === 'month' && next.interval === 'year' && next.amount > current.amount);
  if (!upgrade) {
    return {
      amountDue: 0,
      currency: next.currency,
      effective: 'renewal',
      effectiveAt: sub.currentPeriodEnd.toISOString(),
      credit: 0,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  if (sub.status === 'trialing') {
    return {
      amountDue: 0,
      currency: next.currency,
      effective: 'now',
      effectiveAt: now.toISOString(),
      credit: 0,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  const credit = Math.round(current.amount * remaining);
  if (next.interval === current.interval) {
    return {
      amountDue: Math.max(0, Math.round(next.amount * remaining) - credit),
      currency: next.currency,
      effective: 'now',
      effectiveAt: now.toISOString(),
      credit,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  return {
    amountDue: Math.max(0, next.amount - credit),
    currency: next.currency,
    effective: 'now',
    effectiveAt: now.toISOString(),
    credit,
    periodStart: now.toISOString(),
    periodEnd: addInterval(now, next.interval).toISOString(),
  };
}
