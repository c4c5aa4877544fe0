import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The sandbox provider's own records. The API never reads these tables: it reaches the
// sandbox only through the PaymentProvider interface, like a real provider's HTTP API.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Customers at the sandbox. */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  email: text('email'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Card-form sessions (one per "add a card"). */
export const sandboxSetups = pgTable('sandbox_setups', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  status: text('status', { enum: ['open', 'completed'] }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Tokenised cards. The number is never stored: only brand, last4, expiry, a keyed
 * fingerprint, and the test behaviour the number selected.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  setupId: text('setup_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  fingerprint: text('fingerprint').notNull(),
  /** `ok`, `charge_fails`, `authenticate_*`, `dispute`, or the decline code it answers. */
  behaviour: text('behaviour').notNull(),
  /**
   * `ready` once usable; `requires_action` while the card form waits for the bank's challenge
   * (the token is not handed back yet); `failed` when that challenge failed.
   */
  setupStatus: text('setup_status', { enum: ['ready', 'requires_action', 'failed'] })
    .notNull()
    .default('ready'),
  attachedAt: ts('attached_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Charges, deduplicated by the caller's idempotency key. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'requires_action'] }).notNull(),
    declineCode: text('decline_code'),
    /** The payer was not present (no challenge page until `authenticate`). */
    offSession: boolean('off_session').notNull().default(false),
    /** Where the challenge page of an on-session charge returns to. */
    returnUrl: text('return_url'),
    /** The bank's challenge: null when none was asked, else `required`, `approved`, `failed`. */
    challenge: text('challenge', { enum: ['required', 'approved', 'failed'] }),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_idem_idx').on(t.idempotencyKey)],
);

/** Refunds and payouts, deduplicated by idempotency key. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['refund', 'payout'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    destination: text('destination'),
    status: text('status').notNull(),
    /** What the caller passed along (a refund's `reason`). */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_transfers_idem_idx').on(t.kind, t.idempotencyKey)],
);

/** Events the sandbox sends (signed) to the API's webhook endpoint. */
export const sandboxEvents = pgTable('sandbox_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  deliveries: integer('deliveries').notNull().default(0),
  lastStatus: integer('last_status'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Disputes (chargebacks) the sandbox's bank opened on charges. */
export const sandboxDisputes = pgTable(
  'sandbox_disputes',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** `needs_response` while open, then `won` or `lost`. */
    status: text('status').notNull(),
    evidenceDueBy: ts('evidence_due_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_disputes_charge_idx').on(t.chargeId)],
);
