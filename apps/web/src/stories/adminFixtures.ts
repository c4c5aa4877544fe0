// Data of the operators' screens' stories: members, withdrawals, the audit log.
import type {
  AuditLogEntry,
  Dispute,
  JobsOverview,
  Order,
  OrderRefund,
  PayoutsSummary,
  User,
  Withdrawal,
} from '@finfree/core';
import { adminUser, disputedUser, memberUser, nonMemberUser } from './fixtures';

export const members: User[] = [
  adminUser,
  memberUser,
  nonMemberUser,
  {
    ...nonMemberUser,
    id: 'usr_disabled_01',
    name: 'Grace Hopper',
    email: 'grace.hopper@example.com',
    disabled: true,
  },
];

const person = (u: User) => ({ id: u.id, name: u.name, email: u.email });

export const withdrawalsQueue: Withdrawal[] = [
  {
    payoutId: null,
    id: 'wd_01',
    amount: 12500,
    currency: 'usd',
    method: 'paypal',
    destination: 'ada.payouts@example.com',
    status: 'pending',
    note: null,
    createdAt: '2026-04-02T09:00:00.000Z',
    updatedAt: '2026-04-02T09:00:00.000Z',
    user: person(memberUser),
  },
  {
    payoutId: null,
    id: 'wd_02',
    amount: 8000,
    currency: 'usd',
    method: 'bank_transfer',
    destination: 'FR76 3000 6000 0112 3456 7890 189',
    status: 'approved',
    note: null,
    createdAt: '2026-04-05T09:00:00.000Z',
    updatedAt: '2026-04-06T09:00:00.000Z',
    user: person(nonMemberUser),
  },
  {
    payoutId: null,
    id: 'wd_03',
    amount: 5000,
    currency: 'usd',
    method: 'usdt',
    destination: 'TXo7uTbzWm1nXGz3pQ8Qm9c5VdQ1x1FxYk',
    status: 'rejected',
    note: 'The wallet address is not on the TRON network.',
    createdAt: '2026-03-20T09:00:00.000Z',
    updatedAt: '2026-03-21T09:00:00.000Z',
    user: person(memberUser),
  },
];

export const payoutsSummary: PayoutsSummary = {
  currency: 'usd',
  pending: { count: 1, amount: 12500 },
  approved: { count: 1, amount: 8000 },
};

export const auditEntries: AuditLogEntry[] = [
  {
    id: '4',
    actor: person(adminUser),
    action: 'post.published',
    targetType: 'post',
    targetId: 'post_week47',
    before: { status: 'draft' },
    after: { status: 'published', publishAt: '2026-11-23T07:00:00.000Z' },
    createdAt: '2026-11-23T07:00:00.000Z',
  },
  {
    id: '3',
    actor: person(adminUser),
    action: 'trade.closed',
    targetType: 'trade',
    targetId: 'trd_gbpjpy_01',
    before: { status: 'open' },
    after: { status: 'closed', price: 189.1, pips: 87.9, rMultiple: 1.1, result: 'win' },
    createdAt: '2026-04-10T15:00:00.000Z',
  },
  {
    id: '2',
    actor: person(adminUser),
    action: 'withdrawal.rejected',
    targetType: 'withdrawal',
    targetId: 'wd_03',
    before: { status: 'pending', note: null },
    after: { status: 'rejected', note: 'The wallet address is not on the TRON network.' },
    createdAt: '2026-03-21T09:00:00.000Z',
  },
  {
    id: '1',
    actor: person(adminUser),
    action: 'plan.archived',
    targetType: 'plan',
    targetId: 'plan_legacy',
    before: null,
    after: { name: 'Legacy', active: false },
    createdAt: '2026-03-01T09:00:00.000Z',
  },
];

/** The background job queues: one failed reset e-mail, one failed sign-up notice. */
export const jobsOverview: JobsOverview = {
  queues: [
    { name: 'auth.reset-email', queued: 2, active: 1, failed: 1 },
    { name: 'auth.taken-notice', queued: 0, active: 0, failed: 1 },
    { name: 'renewals', queued: 1, active: 0, failed: 0 },
  ],
  failed: [
    {
      id: '6f1c2a9e-3b7d-4e21-9a55-0c8d7e6f5a41',
      queue: 'auth.reset-email',
      failedAt: '2026-05-02T09:14:00.000Z',
      attempts: 6,
      error: 'connect ECONNREFUSED 10.0.0.5:587',
    },
    {
      id: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
      queue: 'auth.taken-notice',
      failedAt: '2026-05-01T18:02:00.000Z',
      attempts: 6,
      error: null,
    },
  ],
};

const paid = (o: Partial<Order> & Pick<Order, 'id' | 'createdAt'>): Order => ({
  purpose: 'renewal',
  planId: 'plan_pro_month',
  subscriptionId: 'sub_01',
  amount: 4900,
  currency: 'usd',
  status: 'succeeded',
  refundedAmount: 0,
  card: { brand: 'visa', last4: '4242' },
  lastError: null,
  nextAction: null,
  paidAt: o.createdAt,
  ...o,
});

/** A member's orders: paid, partly refunded, refunded in full, failed. */
export const memberOrders: Order[] = [
  paid({ id: 'ord_m4', createdAt: '2026-11-01T09:00:00.000Z' }),
  paid({ id: 'ord_m3', createdAt: '2026-10-01T09:00:00.000Z', refundedAmount: 1500 }),
  paid({
    id: 'ord_m2',
    createdAt: '2026-09-01T09:00:00.000Z',
    status: 'refunded',
    refundedAmount: 4900,
  }),
  paid({
    id: 'ord_m1',
    createdAt: '2026-08-01T09:00:00.000Z',
    status: 'failed',
    paidAt: null,
    lastError: { code: 'card_declined', message: 'Your card was declined.' },
  }),
];

/** The refunds of {@link memberOrders}, by order. */
export const orderRefunds: Record<string, OrderRefund[]> = {
  ord_m3: [
    {
      id: 'rf_2',
      orderId: 'ord_m3',
      amount: 1500,
      currency: 'usd',
      reason: 'Charged during the outage of 30 September',
      access: 'keep',
      status: 'succeeded',
      createdAt: '2026-10-03T14:00:00.000Z',
    },
  ],
  ord_m2: [
    {
      id: 'rf_1',
      orderId: 'ord_m2',
      amount: 4900,
      currency: 'usd',
      reason: 'Asked to leave within the 14-day withdrawal period',
      access: 'end',
      status: 'succeeded',
      createdAt: '2026-09-05T10:00:00.000Z',
    },
  ],
};

const who = (u: User) => ({ id: u.id, email: u.email, name: u.name });

/** Disputes in every state the screen shows. */
export const disputes: Dispute[] = [
  {
    id: 'dsp_4',
    orderId: 'ord_4821',
    user: who(disputedUser),
    amount: 4900,
    currency: 'usd',
    reason: 'fraudulent',
    status: 'needs_response',
    evidenceDueBy: '2026-11-12T23:59:59.000Z',
    accessEndedAt: '2026-11-02T10:00:00.000Z',
    accessRestoredAt: null,
    closedAt: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    timeline: [{ at: '2026-11-02T10:00:00.000Z', type: 'created', status: 'needs_response' }],
  },
  {
    id: 'dsp_3',
    orderId: 'ord_4410',
    user: who(memberUser),
    amount: 52000,
    currency: 'usd',
    reason: 'product_not_received',
    status: 'under_review',
    evidenceDueBy: '2099-01-10T23:59:59.000Z',
    accessEndedAt: '2026-10-20T08:00:00.000Z',
    accessRestoredAt: null,
    closedAt: null,
    createdAt: '2026-10-20T08:00:00.000Z',
    timeline: [
      { at: '2026-10-20T08:00:00.000Z', type: 'created', status: 'needs_response' },
      { at: '2026-10-24T16:30:00.000Z', type: 'updated', status: 'under_review' },
    ],
  },
  {
    id: 'dsp_2',
    orderId: 'ord_3977',
    user: who(nonMemberUser),
    amount: 7900,
    currency: 'usd',
    reason: 'duplicate',
    status: 'won',
    evidenceDueBy: '2026-09-30T23:59:59.000Z',
    accessEndedAt: '2026-09-15T12:00:00.000Z',
    accessRestoredAt: null,
    closedAt: '2026-10-28T09:00:00.000Z',
    createdAt: '2026-09-15T12:00:00.000Z',
    timeline: [
      { at: '2026-09-15T12:00:00.000Z', type: 'created', status: 'needs_response' },
      { at: '2026-09-20T10:00:00.000Z', type: 'updated', status: 'under_review' },
      { at: '2026-10-28T09:00:00.000Z', type: 'closed', status: 'won' },
      { at: '2026-10-28T09:00:05.000Z', type: 'funds_reinstated' },
    ],
  },
  {
    id: 'dsp_1',
    orderId: 'ord_3012',
    user: who(memberUser),
    amount: 1900,
    currency: 'usd',
    reason: 'subscription_canceled',
    status: 'lost',
    evidenceDueBy: '2026-07-20T23:59:59.000Z',
    accessEndedAt: '2026-07-05T12:00:00.000Z',
    accessRestoredAt: null,
    closedAt: '2026-08-30T09:00:00.000Z',
    createdAt: '2026-07-05T12:00:00.000Z',
    timeline: [
      { at: '2026-07-05T12:00:00.000Z', type: 'created', status: 'needs_response' },
      { at: '2026-08-30T09:00:00.000Z', type: 'closed', status: 'lost' },
    ],
  },
];
