import type { CardRow, OrderRow } from './billing.types';

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
  paidAt: r.paidAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
