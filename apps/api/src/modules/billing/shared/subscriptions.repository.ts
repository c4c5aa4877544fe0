import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows, type Tx } from '../../../db/sql';
import { cardTrials, subscriptions } from '../../../db/schema';
import { type CardRow, LIVE, RENEWING, type SubscriptionRow } from './billing.types';

type SubscriptionChange = Partial<typeof subscriptions.$inferInsert>;

/** Subscriptions: every query billing makes on them. */
export class SubscriptionsRepository {
  /** Told, in the ending transaction, of each user whose subscription ended early. */
  private readonly endedListeners: ((db: Tx, userId: string, reason: string) => Promise<void>)[] =
    [];

  constructor(private readonly db: Db) {}

  /**
   * Adds a listener of subscriptions ended before their period's end (a refund, a dispute, a
   * cancellation now): outside access (Connect) is removed at once rather than at the next
   * reconciliation. It runs in the ending transaction when there is one: it should only queue.
   */
  onEndedEarly(listener: (db: Tx, userId: string, reason: string) => Promise<void>): void {
    this.endedListeners.push(listener);
  }

  private async ended(db: Tx, userIds: string[], reason: string | undefined): Promise<void> {
    for (const userId of new Set(userIds))
      for (const listener of this.endedListeners) await listener(db, userId, reason ?? 'canceled');
  }

  /** A subscription by id (`forUpdate`: row-locked in `db`, a transaction), if any. */
  async byId(id: string, db: Tx = this.db, forUpdate = false) {
    const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** A subscription of the user (any user when `userId` is null), if any. */
  async visible(userId: string | null, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        userId === null
          ? eq(subscriptions.id, id)
          : and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)),
      );
    return row;
  }

  /** The user's newest live (active, trialing or past-due) subscription, if any. */
  async live(userId: string, db: Tx = this.db): Promise<SubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE])))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Ids and statuses of all the user's subscriptions. */
  async statusesOf(tx: Tx, userId: string) {
    return tx
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
  }

  /** The user's subscriptions that will renew (not set to end at period end). */
  async renewingOf(tx: Tx, userId: string) {
    return tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, [...RENEWING]),
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      );
  }

  /** Subscriptions newest first, filtered by owner and status. */
  async list(filter: { userId?: string; status?: SubscriptionRow['status']; limit: number }) {
    const where: SQL[] = [];
    if (filter.userId) where.push(eq(subscriptions.userId, filter.userId));
    if (filter.status) where.push(eq(subscriptions.status, filter.status));
    return this.db
      .select()
      .from(subscriptions)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(filter.limit);
  }

  /**
   * Records the free trial of `card` (by its provider fingerprint, whoever's account it is on)
   * for subscription `subscriptionId`; false when the card already had one.
   */
  async claimTrial(
    tx: Tx,
    card: Pick<CardRow, 'provider' | 'fingerprint'>,
    userId: string,
    subscriptionId: string,
    now: Date,
  ): Promise<boolean> {
    const claimed = await tx
      .insert(cardTrials)
      .values({
        provider: card.provider,
        fingerprint: card.fingerprint,
        userId,
        subscriptionId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ fingerprint: cardTrials.fingerprint });
    return claimed.length > 0;
  }

  async insert(tx: Tx, values: typeof subscriptions.$inferInsert): Promise<void> {
    await tx.insert(subscriptions).values(values);
  }

  /** Changes one subscription. */
  async update(id: string, change: SubscriptionChange, db: Tx = this.db): Promise<void> {
    await db.update(subscriptions).set(change).where(eq(subscriptions.id, id));
  }

  /** Cancels the user's incomplete subscriptions (all, or those of `ids`) as of `now`. */
  async cancelIncomplete(tx: Tx, userId: string, now: Date, ids?: string[]): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, updatedAt: now })
      .where(
        and(
          ids ? inArray(subscriptions.id, ids) : eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'incomplete'),
        ),
      );
  }

  /** Ends a subscription now (unless it already ended). */
  async cancelNow(id: string, now: Date, reason?: string, db: Tx = this.db): Promise<void> {
    const rows = await db
      .update(subscriptions)
      .set(canceledNow(now, reason))
      .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'canceled')))
      .returning({ userId: subscriptions.userId });
    await this.ended(
      db,
      rows.map((r) => r.userId),
      reason,
    );
  }

  /** Ends, as of `now`, every subscription of the user not ended yet, with `reason`. */
  async cancelAllNow(tx: Tx, userId: string, now: Date, reason: string): Promise<void> {
    const rows = await tx
      .update(subscriptions)
      .set(canceledNow(now, reason))
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
      .returning({ userId: subscriptions.userId });
    await this.ended(
      tx,
      rows.map((r) => r.userId),
      reason,
    );
  }

  /**
   * A renewal waits for its member to confirm the payment with their bank: past due, with
   * access until `graceUntil` (unless the subscription ended meanwhile).
   */
  async awaitConfirmation(tx: Tx, id: string, graceUntil: Date): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', graceUntil, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, id),
          inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
        ),
      );
  }

  /** Moves the user's subscriptions renewing with `cardId` to `nextCardId`. */
  async replaceCard(tx: Tx, userId: string, cardId: string, nextCardId: string | null) {
    await tx
      .update(subscriptions)
      .set({ defaultCardId: nextCardId, updatedAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.defaultCardId, cardId)));
  }

  /**
   * A renewal was declined (or its confirmation failed): past due without grace, but only while
   * the subscription still waits for the period starting at `periodStart`.
   */
  async pastDueIfWaiting(tx: Tx, id: string, periodStart: Date): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', graceUntil: null, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, id),
          // A renewal that waited for its member's confirmation is past due with a grace
          // period: the failed confirmation ends it.
          inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
          sql`${subscriptions.currentPeriodEnd} <= ${periodStart}`,
        ),
      );
  }

  /**
   * Claims the next subscription due for renewal as of `now` for `leaseMs` (`FOR UPDATE SKIP
   * LOCKED`, so concurrent runners take different ones); undefined when none is due.
   */
  async claimDue(now: Date, leaseMs: number): Promise<{ id: string } | undefined> {
    const [claimed] = await queryRows<{ id: string }>(
      this.db,
      sql`update subscriptions set renewal_claimed_until = ${new Date(now.getTime() + leaseMs)}
        where id = (
          select id from subscriptions
          where (status in ('active', 'trialing') or (status = 'past_due' and cancel_at_period_end))
            and current_period_end <= ${now}
            and (renewal_claimed_until is null or renewal_claimed_until < ${now})
          order by current_period_end, id
          limit 1
          for update skip locked
        )
        returning id`,
    );
    return claimed;
  }

  /** Releases a renewal claim. */
  async releaseClaim(id: string): Promise<void> {
    await this.update(id, { renewalClaimedUntil: null });
  }
}

/** What ending a subscription now sets (`reason`: why, shown to the member). */
const canceledNow = (now: Date, reason?: string) => ({
  status: 'canceled' as const,
  canceledAt: now,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: now,
  ...(reason ? { cancellationReason: reason } : {}),
});
