// Data of the billing screens' stories: subscriptions, cards, orders, withdrawals, affiliates.
import type {
  AffiliateSummary,
  Card,
  Commission,
  Order,
  Plan,
  Referral,
  Subscription,
  Withdrawal,
} from '@finfree/core';
import { plans } from './fixtures';

const plan = (id: string): Plan => {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`No plan ${id} in the fixtures`);
  return found;
};

export const visaCard: Card = {
  createdAt: '2026-01-01T00:00:00.000Z',
  id: 'card_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2029,
  isDefault: true,
};

export const mastercardCard: Card = {
  createdAt: '2026-01-01T00:00:00.000Z',
  id: 'card_mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2028,
  isDefault: false,
};

export const savedCards: Card[] = [visaCard, mastercardCard];

/** The member's active yearly Pro subscription (matches `memberUser.subscription`). */
export const activeSubscription: Subscription = {
  canceledAt: null,
  cancellationReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  userId: 'u1',
  id: 'sub_01',
  plan: plan('plan_pro_year'),
  status: 'active',
  currentPeriodStart: '2026-03-14T09:30:00.000Z',
  currentPeriodEnd: '2027-03-14T09:30:00.000Z',
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  defaultCard: visaCard,
  paymentAction: null,
};

export const scheduledSubscription: Subscription = {
  ...activeSubscription,
  scheduledPlan: plan('plan_starter_year'),
};

export const cancelingSubscription: Subscription = {
  ...activeSubscription,
  cancelAtPeriodEnd: true,
};

export const pastDueSubscription: Subscription = {
  ...activeSubscription,
  status: 'past_due',
};

export const orders: Order[] = [
  {
    paidAt: '2026-03-14T09:30:00.000Z',
    refundedAmount: 0,
    id: 'ord_3',
    purpose: 'upgrade',
    planId: 'plan_pro_year',
    subscriptionId: 'sub_01',
    amount: 52000,
    currency: 'usd',
    status: 'succeeded',
    card: { brand: 'visa', last4: '4242' },
    lastError: null,
    nextAction: null,
    createdAt: '2026-03-14T09:30:00.000Z',
  },
  {
    paidAt: '2026-02-14T09:30:00.000Z',
    id: 'ord_2',
    purpose: 'renewal',
    planId: 'plan_pro_month',
    subscriptionId: 'sub_01',
    amount: 7900,
    currency: 'usd',
    status: 'refunded',
    refundedAmount: 7900,
    card: { brand: 'visa', last4: '4242' },
    lastError: null,
    nextAction: null,
    createdAt: '2026-02-14T09:30:00.000Z',
  },
  {
    paidAt: null,
    refundedAmount: 0,
    id: 'ord_1',
    purpose: 'subscription_create',
    planId: 'plan_pro_month',
    subscriptionId: 'sub_01',
    amount: 7900,
    currency: 'usd',
    status: 'failed',
    card: { brand: 'mastercard', last4: '4444' },
    lastError: { code: 'card_declined', message: 'Your card was declined.' },
    nextAction: null,
    createdAt: '2026-01-14T09:30:00.000Z',
  },
];

export const withdrawals: Withdrawal[] = [
  {
    payoutId: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    id: 'wd_3',
    amount: 6000,
    currency: 'usd',
    method: 'bank_transfer',
    destination: 'DE89 3704 0044 0532 0130 00',
    status: 'pending',
    note: null,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
  {
    payoutId: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    id: 'wd_2',
    amount: 5000,
    currency: 'usd',
    method: 'usdt',
    destination: 'TQ4zWr7demoWalletAddress',
    status: 'rejected',
    note: 'Wallet address could not be verified',
    createdAt: '2026-10-27T10:00:00.000Z',
  },
  {
    payoutId: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    id: 'wd_1',
    amount: 20000,
    currency: 'usd',
    method: 'paypal',
    destination: 'amira@paypal.example',
    status: 'paid',
    note: null,
    createdAt: '2026-09-22T10:00:00.000Z',
  },
];

export const affiliateSummary: AffiliateSummary = {
  referralCode: 'AMIRA24',
  referralLink: 'https://finfree.app/?ref=AMIRA24',
  commission: { rate: 30, recurring: true, months: 12 },
  stats: { clicks: 180, signups: 14, conversions: 6, activeReferrals: 4 },
  earnings: { pending: 4410, available: 12740, paid: 38500, lifetime: 55650 },
  currency: 'usd',
};

export const referrals: Referral[] = [
  {
    id: 'r1',
    initials: 'J.D.',
    status: 'active',
    createdAt: '2026-06-02T10:00:00.000Z',
    convertedAt: '2026-06-03T10:00:00.000Z',
  },
  {
    id: 'r2',
    initials: 'M.K.',
    status: 'signed_up',
    createdAt: '2026-07-12T10:00:00.000Z',
    convertedAt: null,
  },
  {
    id: 'r3',
    initials: 'S.O.',
    status: 'churned',
    createdAt: '2026-05-20T10:00:00.000Z',
    convertedAt: '2026-05-21T10:00:00.000Z',
  },
];

export const commissions: Commission[] = [
  {
    id: 'c1',
    amount: 2370,
    paidAmount: 0,
    reversedAmount: 0,
    currency: 'usd',
    status: 'pending',
    rate: 30,
    orderAmount: 7900,
    referralInitials: 'J.D.',
    availableAt: '2026-12-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'c2',
    amount: 2370,
    paidAmount: 0,
    reversedAmount: 0,
    currency: 'usd',
    status: 'available',
    rate: 30,
    orderAmount: 7900,
    referralInitials: 'S.O.',
    availableAt: '2026-10-20T10:00:00.000Z',
    createdAt: '2026-09-20T10:00:00.000Z',
  },
  {
    id: 'c3',
    amount: 2370,
    paidAmount: 0,
    reversedAmount: 2370,
    currency: 'usd',
    status: 'reversed',
    rate: 30,
    orderAmount: 7900,
    referralInitials: 'J.D.',
    availableAt: '2026-09-19T10:00:00.000Z',
    createdAt: '2026-08-20T10:00:00.000Z',
  },
];
