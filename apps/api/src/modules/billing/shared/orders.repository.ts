import { and, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation, paged, queryRows, type Tx } from '../../../db/sql';
import { HttpError } from '../../../lib/errors';
import { orders } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { CardDecline } from '../../../providers/provider';
import { type OrderEffect, type OrderRow, PAYMENT_IN_FLIGHT } from './billing.types';

type OrderChange = Partial<typeof orders.$inferInsert>;

/**
 * A second payment of one subscription claimed at once (`orders_one_in_flight_idx`): 409
 * {@link PAYMENT_IN_FLIGHT}, as the money guard answers — never a second charge.
 */
function inFlightConflict(error: unknown): never {
  if (isUniqueViolation(error, 'orders_one_in_flight_idx')) {
    throw new HttpError(409, PAYMENT_IN_FLIGHT);
  }
  throw error;
}

/** What a new order holds (it awaits a payment method unless another status is given). */
export type NewOrder = {
  userId: string;
  purpose: OrderRow['purpose'];
  planId: string | null;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  data: OrderEffect;
  renewalKey?: string;
} & Partial<
  Pick<OrderRow, 'id' | 'status' | 'attempts' | 'cardId' | 'cardBrand' | 'cardLast4' | 'paidAt'>
>;

/** Which page of whose orders (optionally of one status). */
export interface OrderPageFilter {
  userId: string;
  status?: OrderRow['status'];
  limit: number;
  page: number;
}

/** Orders: every query billing makes on them. Changes of status are conditional. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** An order by id (`forUpdate`: row-locked in `db`, a transaction), or null. */
  async byId(id: string, db: Tx = this.db, forUpdate = false): Promise<OrderRow | null> {
    const query = db.select().from(orders).where(eq(orders.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** An order of the user, or null. */
  async own(userId: string, id: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row ?? null;
  }

  /** The owner of an order, if it exists. */
  async ownerOf(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, id));
    return row?.userId;
  }

  async insert(values: NewOrder, db: Tx = this.db): Promise<OrderRow> {
    const [row] = await db
      .insert(orders)
      .values({ id: newId(), status: 'requires_payment_method', ...values })
      .returning()
      .catch(inFlightConflict);
    if (!row) throw new Error('order insert returned nothing');
    return row;
  }

  /** Inserts a renewal order unless its period's (`renewalKey`) exists; answers that order. */
  async upsertRenewal(
    values: typeof orders.$inferInsert & { renewalKey: string },
  ): Promise<OrderRow> {
    await this.db.insert(orders).values(values).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.renewalKey, values.renewalKey));
    if (!row) throw new Error('renewal order missing');
    return row;
  }

  /** Changes one order; answers it (null when it no longer exists). */
  async update(id: string, change: OrderChange, db: Tx = this.db): Promise<OrderRow | null> {
    const [row] = await db
      .update(orders)
      .set(change)
      .where(eq(orders.id, id))
      .returning()
      .catch(inFlightConflict);
    return row ?? null;
  }

  /**
   * A payment of the user for a new subscription in flight (other than `exceptOrderId`), if
   * any.
   */
  async subscribingOf(db: Tx, userId: string, exceptOrderId?: string) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.purpose, 'subscription_create'),
          eq(orders.status, 'processing'),
          exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * A payment of the subscription in flight (`processing`, or `requires_action`: waiting for
   * the payer's bank challenge; other than `exceptOrderId`), if any. The partial unique index
   * `orders_one_in_flight_idx` allows only one.
   */
  async inFlightOf(db: Tx, subscriptionId: string, exceptOrderId?: string) {
    const [row] = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, subscriptionId),
          inArray(orders.status, ['processing', 'requires_action']),
          exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
        ),
      )
      .limit(1);
    return row;
  }

  /** Paid: only from a status that awaits or attempts payment; null when it was not. */
  async markPaid(tx: Tx, id: string, chargeId: string | null): Promise<OrderRow | null> {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'succeeded',
        chargeId: chargeId ?? sql`${orders.chargeId}`,
        lastError: null,
        paidAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, [
            'requires_payment_method',
            'processing',
            'requires_action',
            'failed',
          ]),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * The attempt `attempt` still in flight waits for its payer's bank challenge: the charge and
   * the challenge page (null: the payer starts it) are kept with the recorded charge.
   */
  async markRequiresAction(
    id: string,
    attempt: number,
    chargeId: string,
    actionUrl: string | null,
    db: Tx = this.db,
  ): Promise<OrderRow | null> {
    const [row] = await db
      .update(orders)
      .set({
        status: 'requires_action',
        chargeId,
        data: sql`jsonb_set(${orders.data}, '{charge,actionUrl}', ${JSON.stringify(actionUrl)}::jsonb, true)`,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, ['processing', 'requires_action']),
          eq(orders.attempts, attempt),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Orders waiting for their payer's confirmation since before `cutoff` (oldest first). */
  async awaitingActionSince(cutoff: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'requires_action'), lt(orders.updatedAt, cutoff)))
      .orderBy(orders.updatedAt)
      .limit(limit);
  }

  /** The order of a subscription waiting for its payer's confirmation, if any. */
  async awaitingActionOf(subscriptionIds: string[]): Promise<OrderRow[]> {
    if (subscriptionIds.length === 0) return [];
    return this.db
      .select()
      .from(orders)
      .where(
        and(inArray(orders.subscriptionId, subscriptionIds), eq(orders.status, 'requires_action')),
      );
  }

  /** The order paid by a provider charge (`chargeId`), if any. */
  async byChargeId(chargeId: string, db: Tx = this.db): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.chargeId, chargeId)).limit(1);
    return row ?? null;
  }

  /**
   * Failed with `lastError` — for the attempt `attempt` still in flight (`processing`, or
   * waiting for the payer's bank challenge), or (attempt null)
   * an order not being paid; null when the order was not in that state.
   */
  async markFailed(
    id: string,
    attempt: number | null,
    lastError: { code: string; message: string; declineCode: string },
    chargeId?: string | null,
    db: Tx = this.db,
  ): Promise<OrderRow | null> {
    const [row] = await db
      .update(orders)
      .set({
        status: 'failed',
        ...(chargeId === undefined ? {} : { chargeId }),
        lastError,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, id),
          attempt === null
            ? inArray(orders.status, ['requires_payment_method', 'failed'])
            : and(
                inArray(orders.status, ['processing', 'requires_action']),
                eq(orders.attempts, attempt),
              ),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** A renewal order that found no card to charge: failed, if it still awaited payment. */
  async failNoCard(id: string, now: Date): Promise<void> {
    await this.db
      .update(orders)
      .set({
        status: 'failed',
        lastError: { code: 'no_payment_method', message: 'No card to charge' },
        updatedAt: now,
      })
      .where(and(eq(orders.id, id), eq(orders.status, 'requires_payment_method')));
  }

  /** Ids of paid orders that could not apply and are not refunded yet. */
  async unfulfilledIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'succeeded'), sql`${orders.data} ? 'unfulfilled'`));
    return rows.map((r) => r.id);
  }

  /**
   * Claims the next order left `processing` since before `cutoff`, moving its `updated_at` to
   * `now` as a lease (`FOR UPDATE SKIP LOCKED`: concurrent runners take different ones).
   */
  async claimStale(now: Date, cutoff: Date): Promise<{ id: string } | undefined> {
    const [claimed] = await queryRows<{ id: string }>(
      this.db,
      sql`update orders set updated_at = ${now}
        where id = (
          select id from orders
          where status = 'processing' and updated_at <= ${cutoff}
          order by updated_at, id
          limit 1
          for update skip locked
        )
        returning id`,
    );
    return claimed;
  }

  /** One page of a user's orders, newest first. */
  async page(filter: OrderPageFilter): Promise<{ rows: OrderRow[]; total: number }> {
    const where: SQL[] = [eq(orders.userId, filter.userId)];
    if (filter.status) where.push(eq(orders.status, filter.status));
    const condition = and(...where);
    return paged(
      this.db,
      this.db
        .select()
        .from(orders)
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      { table: orders, where: condition },
      { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
    );
  }
}

/** `lastError` of a decline (or of an interruption: `code`). */
export const declineError = (d: CardDecline, code = 'card_declined') => ({
  code,
  message: d.message,
  declineCode: d.declineCode,
});
