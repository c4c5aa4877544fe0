import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import { orders, plans } from '../db/schema';
import { newId } from '../lib/ids';
import { findCardNumbers } from '../lib/luhn';
import type { TestContext } from './helpers';

/** The sandbox's test cards. */
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  chargeFails: '4000000000000341',
  /** Every charge asks for the bank's challenge (and so does the card form). */
  authenticateAlways: '4000002760003184',
  /** The card form asks for the bank's challenge; charges then succeed without one. */
  authenticateSetup: '4000002500003155',
  /** Charges succeed, then the bank disputes them (`charge.dispute.created`). */
  dispute: '4000000000000259',
} as const;

/** A fresh Idempotency-Key header. */
export const idem = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** Next year (a valid expiry). */
export const EXP_YEAR = new Date().getUTCFullYear() + 2;

/**
 * Runs the card form: opens a setup and tokenises a number at the sandbox → `pm_…`. A card
 * whose bank asks for its challenge when saved (3155, 3184) is approved, like the payer would.
 */
export async function tokenize(t: TestContext, token: string, number: string, cvc = '123') {
  const setup = await t.request({ method: 'POST', url: '/v1/users/cards/setup', token });
  if (setup.statusCode !== 200) throw new Error(`setup ${setup.statusCode} ${setup.body}`);
  const { setupId } = setup.json();
  const pm = await t.request({
    method: 'POST',
    url: '/sandbox/payment-methods',
    payload: { setupId, number, expMonth: 12, expYear: EXP_YEAR, cvc },
  });
  if (pm.statusCode === 202) {
    const approved = await t.request({
      method: 'POST',
      url: '/sandbox/payment-methods/authenticate',
      payload: { setupId, paymentMethodId: pm.json().paymentMethodId, outcome: 'approve' },
    });
    if (approved.statusCode !== 201) {
      throw new Error(`authenticate ${approved.statusCode} ${approved.body}`);
    }
    return approved.json().paymentMethodId as string;
  }
  if (pm.statusCode !== 201) throw new Error(`tokenize ${pm.statusCode} ${pm.body}`);
  return pm.json().paymentMethodId as string;
}

/** Saves a card through the API (card form + POST /users/cards). */
export async function addCard(
  t: TestContext,
  token: string,
  number: string = CARDS.ok,
  setDefault?: boolean,
) {
  const paymentMethodId = await tokenize(t, token, number);
  const res = await t.request({
    method: 'POST',
    url: '/v1/users/cards',
    token,
    headers: idem(),
    payload: { paymentMethodId, ...(setDefault === undefined ? {} : { setDefault }) },
  });
  return res;
}

/** Inserts the monthly Pro plan (79.00 USD) straight into the database; answers its id. */
export async function insertProPlan(t: TestContext, slug = 'pro'): Promise<string> {
  const id = newId();
  await t.database.db
    .insert(plans)
    .values({ id, name: 'Pro', slug, amount: 7900, interval: 'month' });
  return id;
}

/**
 * Inserts an order straight into the database: 79.00 USD for a new subscription to `planId`
 * unless `values` say otherwise; answers its id.
 */
export async function insertOrder(
  t: TestContext,
  values: Omit<typeof orders.$inferInsert, 'id' | 'purpose' | 'amount' | 'currency'> &
    Partial<typeof orders.$inferInsert> & { planId: string },
): Promise<string> {
  const id = values.id ?? newId();
  await t.database.db.insert(orders).values({
    id,
    purpose: 'subscription_create',
    amount: 7900,
    currency: 'usd',
    data: { planId: values.planId },
    ...values,
  });
  return id;
}

/** `POST /v1/subscriptions` with a card, under a fresh Idempotency-Key unless `key` is given. */
export function postSubscription(
  t: TestContext,
  token: string,
  payload: { planId: string; cardId: string },
  key?: string,
) {
  return t.request({
    method: 'POST',
    url: '/v1/subscriptions',
    token,
    headers: idem(key),
    payload,
  });
}

/** `POST /v1/payments/create-order`, under a fresh Idempotency-Key unless `key` is given. */
export function postOrder(t: TestContext, token: string, payload: object, key?: string) {
  return t.request({
    method: 'POST',
    url: '/v1/payments/create-order',
    token,
    headers: idem(key),
    payload,
  });
}

/** `POST /v1/payments/orders/:id/confirm`, under a fresh Idempotency-Key unless `key` is given. */
export function postConfirm(
  t: TestContext,
  token: string,
  orderId: string,
  payload: object,
  key?: string,
) {
  return t.request({
    method: 'POST',
    url: `/v1/payments/orders/${orderId}/confirm`,
    token,
    headers: idem(key),
    payload,
  });
}

/** `POST /v1/payments/withdraw`, under a fresh Idempotency-Key unless `key` is given. */
export function postWithdrawal(
  t: TestContext,
  token: string,
  payload: { amount: number; method: string; destination: string },
  key?: string,
) {
  return t.request({
    method: 'POST',
    url: '/v1/payments/withdraw',
    token,
    headers: idem(key),
    payload,
  });
}

/** How many charges the sandbox made for a user (succeeded or declined, whatever they paid for). */
export async function sandboxChargesOf(t: TestContext, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from sandbox_charges c
      join payment_customers p on p.customer_id = c.customer_id where p.user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** Every row of every table, as text (what a dump would hold). */
export async function dumpDatabase(database: Database): Promise<string> {
  const tables = await queryRows<{ schema: string; name: string }>(
    database.db,
    // Drizzle's own bookkeeping (schema `drizzle`: migration hashes and their epoch-ms
    // timestamps, 13 digits that can pass the Luhn check) holds no data of anyone.
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await queryRows<{ r: unknown }>(
      database.db,
      sql.raw(`select row_to_json(x)::text as r from "${t.schema}"."${t.name}" x`),
    );
    parts.push(`-- ${t.schema}.${t.name}\n${rows.map((r) => String(r.r)).join('\n')}`);
  }
  return parts.join('\n');
}

/** Card numbers found in the database dump (must be none), with the line they are on. */
export async function cardNumbersInDatabase(database: Database): Promise<string[]> {
  const dump = await dumpDatabase(database);
  let table = '';
  const found: string[] = [];
  for (const line of dump.split('\n')) {
    if (line.startsWith('-- ')) table = line.slice(3);
    for (const n of findCardNumbers(line)) found.push(`${table}: ${n} in ${line.slice(0, 300)}`);
  }
  return found;
}
