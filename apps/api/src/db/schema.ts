import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

/** Accounts. `email` is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    photoURL: text('photo_url'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A sign-in: one refresh-token family. Access tokens name their session (`sid`). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; `usedAt` set on rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash)],
);

/** One-time password-reset tokens (hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);

/** Plans: one row per tier × interval; money in integer minor units. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /**
     * What the plan promises: keys of the feature catalogue (`modules/plans/plan-features`); one
     * the catalogue no longer has is ignored when read.
     */
    featureKeys: jsonb('feature_keys').$type<string[]>().notNull().default([]),
    /** The owner's former free-text lines that named no feature Finfree has: kept, not listed. */
    retiredFeatures: jsonb('retired_features').$type<string[]>().notNull().default([]),
    highlighted: boolean('highlighted').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_slug_idx').on(t.slug)],
);

/** Minimal subscriptions (part 2 extends it): membership = status active or trialing. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', {
      enum: ['incomplete', 'trialing', 'active', 'past_due', 'canceled'],
    }).notNull(),
    currentPeriodStart: ts('current_period_start').notNull().defaultNow(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Part 2 (money): lifecycle fields.
    scheduledPlanId: text('scheduled_plan_id').references(() => plans.id),
    defaultCardId: text('default_card_id'),
    cancellationReason: text('cancellation_reason'),
    canceledAt: ts('canceled_at'),
    /** Lease of the renewal runner that claimed this row (several instances). */
    renewalClaimedUntil: ts('renewal_claimed_until'),
    /**
     * A `past_due` subscription whose renewal waits for its member to confirm the payment (the
     * bank's challenge) keeps access until then; null: no grace (a declined renewal).
     */
    graceUntil: ts('grace_until'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    // One live subscription per user: the backstop of the per-user lock in PaymentsService.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('incomplete', 'trialing', 'active', 'past_due')`),
  ],
);

/** A take-profit level; `allocation` is the percentage of the position it closes. */
export interface TakeProfit {
  price: number;
  allocation: number;
  hitAt: string | null;
}

/** Trading signals. */
export const trades = pgTable(
  'trades',
  {
    id: text('id').primaryKey(),
    symbol: text('symbol').notNull(),
    assetClass: text('asset_class', {
      enum: ['forex', 'crypto', 'indices', 'commodities', 'stocks'],
    }).notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    entryPrice: doublePrecision('entry_price').notNull(),
    entryZone: jsonb('entry_zone').$type<{ from: number; to: number } | null>(),
    stopLoss: doublePrecision('stop_loss').notNull(),
    initialStopLoss: doublePrecision('initial_stop_loss').notNull(),
    takeProfits: jsonb('take_profits').$type<TakeProfit[]>().notNull(),
    status: text('status', { enum: ['pending', 'open', 'closed', 'cancelled'] }).notNull(),
    result: text('result', { enum: ['win', 'loss', 'breakeven'] }),
    closePrice: doublePrecision('close_price'),
    pips: doublePrecision('pips'),
    rMultiple: doublePrecision('r_multiple'),
    analysis: text('analysis').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: ts('published_at').notNull().defaultNow(),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trades_published_idx').on(t.publishedAt),
    index('trades_status_idx').on(t.status, t.publishedAt),
    index('trades_symbol_idx').on(t.symbol),
    index('trades_closed_idx').on(t.closedAt),
  ],
);

/** Append-only log of what happened to a trade. */
export const tradeUpdates = pgTable(
  'trade_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Random, kept secret while the trade is live: its hashes reveal nothing of its prices. */
    salt: text('salt'),
    /** SHA-256 (hex) of the event's canonical form, salt included. */
    contentHash: text('content_hash'),
    /** SHA-256 (hex) of the previous event's hash and this event's content hash. */
    hash: text('hash'),
  },
  (t) => [index('trade_updates_trade_idx').on(t.tradeId, t.id)],
);

/** Fixed-window rate-limit counters shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Messages from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- Part 2: money

/** A user's customer record at the payment provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_customer_idx').on(t.provider, t.customerId)],
);

/** Saved cards: the provider's token and display fields only, never the number. */
export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    fingerprint: text('fingerprint').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cards_user_fingerprint_idx').on(t.userId, t.fingerprint),
    uniqueIndex('cards_user_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One free trial per card: the provider's fingerprint of every card a trial started with (any
 * user). Kept when the card or the account is deleted, so a new account cannot reuse it.
 */
export const cardTrials = pgTable(
  'card_trials',
  {
    provider: text('provider').notNull(),
    fingerprint: text('fingerprint').notNull(),
    userId: text('user_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.fingerprint] })],
);

/** A payment: its amount is always computed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['subscription_create', 'renewal', 'upgrade'],
    }).notNull(),
    planId: text('plan_id').references(() => plans.id),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: [
        'requires_payment_method',
        'processing',
        'requires_action',
        'succeeded',
        'failed',
        'refunded',
      ],
    }).notNull(),
    cardId: text('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    attempts: integer('attempts').notNull().default(0),
    chargeId: text('charge_id'),
    /** Refunded so far (minor units, cumulative); `refunded` only once it reaches `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    lastError: jsonb('last_error').$type<{
      code: string;
      message: string;
      declineCode?: string;
    } | null>(),
    /** Renewals: one order per subscription period, whoever runs it. */
    renewalKey: text('renewal_key'),
    /** What fulfilment did (e.g. the new period), for the event log. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_renewal_key_idx').on(t.renewalKey),
    index('orders_charge_idx').on(t.chargeId),
    // The reconciler's scan for orders left `processing` (few rows at any time).
    index('orders_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
    // At most one payment of a subscription in flight (plan change, renewal, past-due or first
    // payment), a charge waiting for the payer's bank challenge included: the row guard behind
    // the billing money guard's check.
    uniqueIndex('orders_one_in_flight_idx')
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('processing', 'requires_action')`),
    // The expiry scan of payments waiting for their payer's confirmation.
    index('orders_requires_action_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'requires_action'`),
  ],
);

/** A refund an admin issued on an order (whole or part), with its reason. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** What the refund does to the member's access: keep it to the period end, or end it now. */
    access: text('access', { enum: ['keep', 'end'] }).notNull(),
    actorId: text('actor_id'),
    /** `pending` until the provider answers; `failed`: nothing was refunded. */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt)],
);

/** A member's bank disputing a payment (a chargeback), with its timeline. */
export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The provider's status (`needs_response`, `under_review`, `won`, `lost`, …). */
    status: text('status').notNull(),
    evidenceDueBy: ts('evidence_due_by'),
    /** What happened, oldest first: provider updates and the admin's decisions. */
    timeline: jsonb('timeline')
      .$type<Array<{ at: string; type: string; status?: string; actorId?: string }>>()
      .notNull()
      .default([]),
    accessEndedAt: ts('access_ended_at'),
    accessRestoredAt: ts('access_restored_at'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_provider_idx').on(t.provider, t.providerDisputeId),
    index('disputes_created_idx').on(t.createdAt),
    index('disputes_order_idx').on(t.orderId),
  ],
);

/** Idempotency keys per user: the first answer, replayed for the same key and body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedUntil: ts('locked_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Provider webhook events already applied (deduplication by event id). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  createdAt: ts('created_at').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- Part 3: affiliates, ledger

/** Per-affiliate terms and referral state (one row per user that has any). */
export const affiliateProfiles = pgTable('affiliate_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Commission rate override in basis points (3000 = 30 %); null = the default. */
  rateBps: integer('rate_bps'),
  /** Set when the attribution of this (referred) user was refused as a self-referral. */
  referralBlockedReason: text('referral_blocked_reason'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Clicks on referral links (counted, no visitor data kept). */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_clicks_affiliate_idx').on(t.affiliateId)],
);

/** A commission earned on one paid order of a referred member. */
export const commissions = pgTable(
  'commissions',
  {
    id: text('id').primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    orderAmount: integer('order_amount').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: integer('amount').notNull(),
    /** Clawed back by refunds so far (minor units, cumulative, at most `amount`). */
    reversedAmount: integer('reversed_amount').notNull().default(0),
    /**
     * Covered by paid withdrawals (minor units), allocated oldest commission first; `paid` once
     * it reaches `amount − reversedAmount`.
     */
    paidAmount: integer('paid_amount').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'available', 'paid', 'reversed'] }).notNull(),
    availableAt: ts('available_at').notNull(),
    reversedAt: ts('reversed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commissions_order_idx').on(t.orderId),
    index('commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('commissions_release_idx').on(t.status, t.availableAt),
  ],
);

/**
 * Double-entry ledger in integer minor units: every posting (`txId`) sums to zero.
 * Affiliate accounts (`affiliate:pending|available|held|paid`, per user) hold what the
 * platform owes; `platform:commissions` is the other side of every commission.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: text('tx_id').notNull(),
    account: text('account').notNull(),
    userId: text('user_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.account),
    index('ledger_entries_tx_idx').on(t.txId),
    index('ledger_entries_ref_idx').on(t.refType, t.refId),
  ],
);

/**
 * The ledger's per-user balances, kept in the same transactions as the entries; the row a
 * withdrawal locks (guarded `available >= amount` update).
 */
export const affiliateBalances = pgTable('affiliate_balances', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('usd'),
  pending: integer('pending').notNull().default(0),
  available: integer('available').notNull().default(0),
  held: integer('held').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Withdrawal requests; at most one pending per user (partial unique index). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['bank_transfer', 'paypal', 'usdt'] }).notNull(),
    destination: text('destination').notNull(),
    status: text('status', {
      enum: ['pending', 'approved', 'rejected', 'paid', 'failed', 'cancelled'],
    }).notNull(),
    note: text('note'),
    /** The provider's payout id, once the payout went through. */
    payoutId: text('payout_id'),
    /** Set while an admin's `paid` call waits for the provider (a concurrent `failed` → 409). */
    payoutStartedAt: ts('payout_started_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

/** What admins changed: who, what, before, after, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
