// Data of the operators' screens' stories: members, withdrawals, the audit log.
import type { AuditLogEntry, JobsOverview, PayoutsSummary, User, Withdrawal } from '@finfree/core';
import { adminUser, memberUser, nonMemberUser } from './fixtures';

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
