import { actionDueBy, type CardRow, type OrderEffect, type OrderRow } from './billing.types';

/** Card row → API shape. */
export const toCard = (r: CardRow) => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

/** Order row → API shape. */
export const toOrder = (r: OrderRow) => ({
  id: r.id,
  purpose: r.purpose,
  planId: r.planId,
  subscriptionId: r.subscriptionId,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  refundedAmount: r.refundedAmount,
  card: r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
  lastError: r.lastError ?? null,
  nextAction: nextActionOf(r),
  paidAt: r.paidAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The bank challenge an order waits for, if its page is known. */
export function nextActionOf(r: OrderRow): { type: 'redirect'; url: string } | null {
  const url = r.status === 'requires_action' ? (r.data as OrderEffect).charge?.actionUrl : null;
  return url ? { type: 'redirect', url } : null;
}

/** A subscription's payment waiting for its member's bank confirmation → API shape. */
export const toPaymentAction = (r: OrderRow, graceMs: number) => ({
  orderId: r.id,
  purpose: r.purpose,
  amount: r.amount,
  currency: r.currency,
  dueBy: actionDueBy(r, graceMs).toISOString(),
  actionUrl: nextActionOf(r)?.url ?? null,
});
