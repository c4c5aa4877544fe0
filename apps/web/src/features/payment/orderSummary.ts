import type { Plan, Subscription } from '@finfree/core';

/** What checkout shows before the member pays. */
export interface OrderSummary {
  /** Charged now, in minor units (0 during a free trial). */
  dueToday: number;
  /** Charged at each renewal. */
  renewalAmount: number;
  /** When the first renewal (or the end of the trial) charges the card. */
  renewalDate: Date;
  /** Days of free trial, 0 when none applies. */
  trialDays: number;
  currency: string;
}

/** Adds calendar months like the server's periods (the 31st becomes the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

/**
 * A free trial applies to a plan that has one, on a member's first subscription (an
 * unfinished attempt does not count).
 */
export function trialApplies(plan: Plan, subscriptions: readonly Subscription[]): boolean {
  return plan.trialDays > 0 && !subscriptions.some((s) => s.status !== 'incomplete');
}

/** The order summary of subscribing to `plan` now. */
export function orderSummary(plan: Plan, trial: boolean, now = new Date()): OrderSummary {
  const trialDays = trial ? plan.trialDays : 0;
  const renewalDate = trial
    ? new Date(now.getTime() + trialDays * 86_400_000)
    : addMonths(now, plan.interval === 'year' ? 12 : 1);
  return {
    dueToday: trial ? 0 : plan.amount,
    renewalAmount: plan.amount,
    renewalDate,
    trialDays,
    currency: plan.currency,
  };
}
