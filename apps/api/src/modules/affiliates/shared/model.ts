import type { Config } from '../../../config';
import type { commissions, orders, withdrawals } from '../../../db/schema';

/** A paid (or refunded) order, as the billing code hands it over. */
export type OrderRow = typeof orders.$inferSelect;
/** A stored withdrawal request. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A stored commission. */
export type CommissionRow = typeof commissions.$inferSelect;

/** The affiliate programme's terms (rate, hold, recurring window, attribution, minimum). */
export type AffiliateTerms = Config['affiliates'];

/** The operator log the affiliate services write to. */
export interface AffiliatesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A log that drops everything (scripts and tests without a logger). */
export const silentLog: AffiliatesLog = { info: () => undefined, warn: () => undefined };

/** The one currency of affiliate earnings. */
export const AFFILIATE_CURRENCY = 'usd';

/** Audit-log actor of what the reconciler does (finishing payouts nobody answered). */
export const RECONCILER = 'system:reconciler';

/** Admin-settable withdrawal statuses and the legal edges into them. */
export const WITHDRAWAL_EDGES: Record<string, readonly string[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'failed'],
};

/**
 * `amount × part / whole` in integer minor units, rounded half away from zero (exact for
 * any safe integers: computed with BigInt).
 */
export function proportion(amount: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  const sign = Math.sign(amount) * Math.sign(part) * Math.sign(whole);
  const n = BigInt(Math.abs(amount)) * BigInt(Math.abs(part));
  const d = BigInt(Math.abs(whole));
  return sign * Number((2n * n + d) / (2n * d));
}

/** A released commission's status from its amounts: reversed, paid, or available. */
export function statusOf(
  amount: number,
  reversedAmount: number,
  paidAmount: number,
): 'available' | 'paid' | 'reversed' {
  if (reversedAmount >= amount) return 'reversed';
  return paidAmount >= amount - reversedAmount ? 'paid' : 'available';
}

/** Initials of a name ("Ada Lovelace" → "AL"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => [...(p ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** An e-mail with its aliases folded (`+tag`, and dots at Gmail), to spot self-referrals. */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  let l = local.split('+')[0] ?? '';
  const d = domain === 'googlemail.com' ? 'gmail.com' : domain;
  if (d === 'gmail.com') l = l.replace(/\./g, '');
  return `${l}@${d}`;
}

/** Withdrawal row → API shape. */
export const toWithdrawal = (
  r: WithdrawalRow,
  user?: { id: string; name: string; email: string },
) => ({
  id: r.id,
  amount: r.amount,
  currency: r.currency,
  method: r.method,
  destination: r.destination,
  status: r.status,
  note: r.note,
  payoutId: r.payoutId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...(user ? { user } : {}),
});

/** An affiliate's balance (`GET /payments/balance`), with the terms that shape withdrawals. */
export interface Balance {
  currency: string;
  pending: number;
  available: number;
  paid: number;
  minimumWithdrawal: number;
  holdDays: number;
}
