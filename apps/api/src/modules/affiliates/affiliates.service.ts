import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  adminAuditLog,
  affiliateBalances,
  affiliateClicks,
  affiliateProfiles,
  cards,
  commissions,
  users,
  withdrawals,
} from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { PaymentProvider } from '../../providers/provider';
import { newId } from '../../lib/ids';
import { toPage } from '../../lib/pagination';
import { addInterval } from '../../lib/billing-period';
import { post, type Tx } from './ledger';
import { readReferral, signReferral } from './referral-cookie';
import { readBalance } from './shared/lookups';
import {
  AFFILIATE_CURRENCY,
  RECONCILER,
  WITHDRAWAL_EDGES,
  canonicalEmail,
  initials,
  proportion,
  statusOf,
  toWithdrawal,
  type CommissionRow,
  type OrderRow,
  type WithdrawalRow,
} from './shared/model';

export {
  AFFILIATE_CURRENCY,
  RECONCILER,
  WITHDRAWAL_EDGES,
  canonicalEmail,
  initials,
  proportion,
  statusOf,
  toWithdrawal,
} from './shared/model';

/**
 * Referral attribution, commissions, the affiliate ledger and withdrawals. Every money
 * movement is a balanced ledger posting in the same transaction as the state change it
 * records; withdrawals are guarded by a row lock on the user's balance row.
 */
export class AffiliatesService {
  constructor(
    readonly db: Db,
    readonly config: Config,
    /** Sends paid withdrawals out (`payout`). */
    readonly provider: Pick<PaymentProvider, 'payout'>,
  ) {}

  private get terms() {
    return this.config.affiliates;
  }

  /** Operator log (the app's logger once attached; silent until then). */
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  } = { info: () => undefined, warn: () => undefined };

  /** The clock of attribution (click time, first-touch window); tests move it. */
  clock: () => Date = () => new Date();

  /** The active user owning a referral code (any case), or undefined. */
  private async owner(code: string) {
    const [ref] = await this.db
      .select({ id: users.id, email: users.email, code: users.referralCode })
      .from(users)
      .where(and(eq(users.referralCode, code.trim().toUpperCase()), eq(users.disabled, false)));
    return ref;
  }

  /**
   * Counts a click on a referral link now (unknown codes are ignored) and answers the value
   * of a new first-touch cookie — or null when the code is unknown or `cookieHeader` already
   * carries a valid, unexpired referral cookie (first touch wins; it is never replaced).
   */
  async click(code: string, cookieHeader?: string | string[]): Promise<string | null> {
    const ref = await this.owner(code);
    if (!ref) return null;
    const now = this.clock();
    await this.db.insert(affiliateClicks).values({ affiliateId: ref.id, createdAt: now });
    if (this.touch(cookieHeader)) return null;
    return signReferral(this.terms.cookieSecret, ref.code, now.getTime());
  }

  /** The valid first touch (code and click time) of a `Cookie` header, or null. */
  touch(cookieHeader: string | string[] | undefined) {
    return readReferral(
      this.terms.cookieSecret,
      cookieHeader,
      this.clock(),
      this.terms.attributionDays,
    );
  }

  /**
   * The referrer of a sign-up: the code of a valid cookie issued within the attribution
   * window (first touch), else the code typed at sign-up. Unknown or disabled owners and
   * self-referrals (the same mailbox behind an alias) give null.
   */
  async referrerFor(
    email: string,
    bodyCode: string | undefined,
    cookieHeader?: string | string[],
  ): Promise<string | null> {
    const code = this.touch(cookieHeader)?.code ?? bodyCode;
    if (!code) return null;
    const ref = await this.owner(code);
    if (!ref || canonicalEmail(ref.email) === canonicalEmail(email)) return null;
    return ref.id;
  }

  /**
   * A referred member's order was paid (inside the paying transaction): books the
   * commission as pending, once per order. No commission after the recurring window, and
   * none ever when the first payment used a card of the referrer (self-referral).
   */
  async onOrderPaid(tx: Tx, order: OrderRow, now = new Date()): Promise<void> {
    if (order.amount <= 0) return;
    const [member] = await tx
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.id, order.userId));
    const affiliateId = member?.referredBy;
    if (!affiliateId || affiliateId === order.userId) return;
    const [profile] = await tx
      .select()
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, order.userId));
    if (profile?.referralBlockedReason) return;
    const [first] = await queryRows<{ at: Date | string | null }>(
      tx,
      sql`select min(paid_at) as at from orders where user_id = ${order.userId}
          and status in ('succeeded', 'refunded') and id <> ${order.id}`,
    );
    const firstPaidAt = first?.at ? new Date(first.at) : null;
    if (!firstPaidAt) {
      // First payment: a card the referrer also saved means the same person.
      const [card] = order.cardId
        ? await tx.select().from(cards).where(eq(cards.id, order.cardId))
        : [];
      if (card) {
        const [shared] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.userId, affiliateId), eq(cards.fingerprint, card.fingerprint)));
        if (shared) {
          await tx
            .insert(affiliateProfiles)
            .values({ userId: order.userId, referralBlockedReason: 'same_card' })
            .onConflictDoUpdate({
              target: affiliateProfiles.userId,
              set: { referralBlockedReason: 'same_card', updatedAt: now },
            });
          return;
        }
      }
    } else if (addInterval(firstPaidAt, 'month', this.terms.months).getTime() <= now.getTime()) {
      return;
    }
    const [terms] = await tx
      .select({ rateBps: affiliateProfiles.rateBps })
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, affiliateId));
    const rateBps = terms?.rateBps ?? this.terms.rateBps;
    const amount = Math.floor((order.amount * rateBps) / 10_000);
    if (amount <= 0) return;
    const [row] = await tx
      .insert(commissions)
      .values({
        id: newId(),
        affiliateId,
        referredUserId: order.userId,
        orderId: order.id,
        orderAmount: order.amount,
        rateBps,
        amount,
        currency: order.currency,
        status: 'pending',
        availableAt: new Date(now.getTime() + this.terms.holdDays * 86_400_000),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    await post(tx, {
      userId: affiliateId,
      currency: row.currency,
      kind: 'commission_earned',
      refType: 'commission',
      refId: row.id,
      deltas: { pending: amount },
    });
  }

  /**
   * A paid order was (partly) refunded, inside the refunding transaction. `refundedTotal` is
   * the order's cumulative refunded amount (default: all of it); the commission is clawed back
   * in proportion — `round(amount × refundedTotal / orderAmount)`, half away from zero, never
   * more than the commission — minus what earlier refunds already took, so a second partial
   * refund takes the next part and a repeated one nothing. The part not yet paid out is voided
   * (`pending` or `available` −x); the part already paid out is booked as a negative entry on
   * `available` (`commission_clawback`), which may take it below zero: a debt that later
   * earnings settle first (see {@link settle}).
   */
  async onOrderRefunded(
    tx: Tx,
    orderId: string,
    refundedTotal?: number,
    now = new Date(),
  ): Promise<void> {
    const [c] = await tx
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, orderId))
      .for('update');
    if (!c || c.status === 'reversed') return;
    const target =
      refundedTotal === undefined || refundedTotal >= c.orderAmount
        ? c.amount
        : Math.min(c.amount, proportion(c.amount, Math.max(0, refundedTotal), c.orderAmount));
    const take = target - c.reversedAmount;
    if (take <= 0) return;
    const reversedAmount = c.reversedAmount + take;
    const base = {
      userId: c.affiliateId,
      currency: c.currency,
      refType: 'commission',
      refId: c.id,
    };
    if (c.status === 'pending') {
      await tx
        .update(commissions)
        .set({
          reversedAmount,
          status: reversedAmount >= c.amount ? 'reversed' : 'pending',
          ...(reversedAmount >= c.amount ? { reversedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(commissions.id, c.id));
      await post(tx, { ...base, kind: 'commission_voided', deltas: { pending: -take } });
      return;
    }
    // Released: first the part not paid out yet, then the paid-out part (un-allocated again).
    const unpaid = c.amount - c.reversedAmount - c.paidAmount;
    const voided = Math.min(take, unpaid);
    const clawed = take - voided;
    const paidAmount = c.paidAmount - clawed;
    await tx
      .update(commissions)
      .set({
        reversedAmount,
        paidAmount,
        status: statusOf(c.amount, reversedAmount, paidAmount),
        ...(reversedAmount >= c.amount ? { reversedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(commissions.id, c.id));
    await post(tx, { ...base, kind: 'commission_voided', deltas: { available: -voided } });
    await post(tx, { ...base, kind: 'commission_clawback', deltas: { available: -clawed } });
    await this.settle(tx, c.affiliateId, now);
  }

  /**
   * Allocates paid-out money that no commission covers yet — a paid withdrawal, or paid-out
   * money whose commission was clawed back — to the affiliate's released commissions with
   * money still open, oldest first; a commission whose paid amount reaches its net amount
   * (amount − reversed) becomes `paid`. Runs inside the caller's transaction after it moved
   * the affiliate's balance (the balance row is locked then), so one affiliate's allocations
   * never interleave.
   */
  async settle(tx: Tx, affiliateId: string, now = new Date()): Promise<void> {
    const [row] = await queryRows<{ paid: number; allocated: number }>(
      tx,
      sql`select coalesce((select paid from affiliate_balances where user_id = ${affiliateId}), 0)::int as paid,
            coalesce((select sum(paid_amount) from commissions where affiliate_id = ${affiliateId}), 0)::int as allocated`,
    );
    let unallocated = (row?.paid ?? 0) - (row?.allocated ?? 0);
    if (unallocated <= 0) return;
    const open = await tx
      .select()
      .from(commissions)
      .where(
        and(
          eq(commissions.affiliateId, affiliateId),
          eq(commissions.status, 'available'),
          sql`${commissions.amount} - ${commissions.reversedAmount} - ${commissions.paidAmount} > 0`,
        ),
      )
      .orderBy(commissions.createdAt, commissions.id)
      .for('update');
    for (const c of open) {
      if (unallocated <= 0) break;
      const part = Math.min(unallocated, c.amount - c.reversedAmount - c.paidAmount);
      const paidAmount = c.paidAmount + part;
      await tx
        .update(commissions)
        .set({
          paidAmount,
          status: statusOf(c.amount, c.reversedAmount, paidAmount),
          updatedAt: now,
        })
        .where(eq(commissions.id, c.id));
      unallocated -= part;
    }
  }

  /** Makes commissions whose hold period ended (as of `now`) available; returns how many. */
  async releaseHeldCommissions(now = new Date(), limit = 1000): Promise<number> {
    let released = 0;
    while (released < limit) {
      const n = await this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(commissions)
          .where(and(eq(commissions.status, 'pending'), lte(commissions.availableAt, now)))
          .orderBy(commissions.availableAt, commissions.id)
          .limit(100)
          .for('update', { skipLocked: true });
        for (const c of due) {
          const net = c.amount - c.reversedAmount;
          await tx
            .update(commissions)
            .set({ status: 'available', updatedAt: now })
            .where(eq(commissions.id, c.id));
          await post(tx, {
            userId: c.affiliateId,
            currency: c.currency,
            kind: 'commission_released',
            refType: 'commission',
            refId: c.id,
            deltas: { pending: -net, available: net },
          });
        }
        // Earnings settle paid-out money that no commission covers (clawbacks) first.
        for (const affiliateId of new Set(due.map((c) => c.affiliateId))) {
          await this.settle(tx, affiliateId, now);
        }
        return due.length;
      });
      released += n;
      if (n < 100) break;
    }
    return released;
  }

  /** `GET /payments/balance`. */
  balance(userId: string, db: Tx = this.db) {
    return readBalance(db, userId, this.terms);
  }

  /**
   * `POST /payments/withdraw`: one pending withdrawal per user (partial unique index), and
   * the amount moves from available to held under the balance row's lock, so concurrent
   * requests can never take more than the balance.
   */
  async withdraw(
    userId: string,
    input: { amount: number; method: WithdrawalRow['method']; destination: string },
  ) {
    const min = this.terms.minimumWithdrawal;
    if (input.amount < min) {
      throw new HttpError(400, `The minimum withdrawal is ${(min / 100).toFixed(2)}`);
    }
    const row = await this.db.transaction(async (tx) => {
      const [w] = await tx
        .insert(withdrawals)
        .values({
          id: newId(),
          userId,
          amount: input.amount,
          currency: AFFILIATE_CURRENCY,
          method: input.method,
          destination: input.destination,
          status: 'pending',
        })
        .onConflictDoNothing()
        .returning();
      if (!w) throw new HttpError(409, 'You already have a pending withdrawal');
      // Locks the balance row; a concurrent request re-checks `available` after we commit.
      const [locked] = await tx
        .update(affiliateBalances)
        .set({ updatedAt: new Date() })
        .where(
          and(
            eq(affiliateBalances.userId, userId),
            sql`${affiliateBalances.available} >= ${input.amount}`,
          ),
        )
        .returning({ userId: affiliateBalances.userId });
      if (!locked) throw new HttpError(400, 'The amount exceeds your available balance');
      await post(tx, {
        userId,
        currency: w.currency,
        kind: 'withdrawal_requested',
        refType: 'withdrawal',
        refId: w.id,
        deltas: { available: -w.amount, held: w.amount },
      });
      return w;
    });
    return { withdrawal: toWithdrawal(row), balance: await this.balance(userId) };
  }

  /** `DELETE /payments/withdrawals/:id`: the owner cancels a pending withdrawal. */
  async cancel(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
        .for('update');
      if (!w) throw notFound('Withdrawal not found');
      if (w.status !== 'pending') {
        throw new HttpError(409, 'Only a pending withdrawal can be cancelled');
      }
      await tx
        .update(withdrawals)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(withdrawals.id, w.id));
      await this.release(tx, w, 'withdrawal_cancelled');
    });
  }

  private release(tx: Tx, w: WithdrawalRow, kind: string) {
    return post(tx, {
      userId: w.userId,
      currency: w.currency,
      kind,
      refType: 'withdrawal',
      refId: w.id,
      deltas: { held: -w.amount, available: w.amount },
    });
  }

  /**
   * `PATCH /payments/withdrawals/:id` (admin): pending → approved | rejected,
   * approved → paid | failed; anything else 409. Rejected and failed return the money to
   * the available balance; paid first sends it out through the provider (see {@link pay}).
   * Writes an audit row.
   */
  async adminUpdate(
    adminId: string,
    id: string,
    input: { status: 'approved' | 'rejected' | 'paid' | 'failed'; note?: string | undefined },
  ) {
    if (input.status === 'paid') return this.pay(adminId, id, input.note);
    const row = await this.db.transaction(async (tx) => {
      const w = await this.lockForEdge(tx, id, input.status);
      if (input.status === 'failed' && w.payoutStartedAt) {
        throw new HttpError(
          409,
          'A payout of this withdrawal was started: mark it paid again to finish it (it is never paid twice)',
        );
      }
      const now = new Date();
      const [next] = await tx
        .update(withdrawals)
        .set({ status: input.status, note: input.note ?? w.note, updatedAt: now })
        .where(eq(withdrawals.id, w.id))
        .returning();
      if (!next) throw new Error('withdrawal vanished');
      if (input.status === 'rejected' || input.status === 'failed') {
        await this.release(tx, w, `withdrawal_${input.status}`);
      }
      await this.audit(tx, adminId, `withdrawal.${input.status}`, w, next, now);
      return next;
    });
    return toWithdrawal(row);
  }

  /** Locks a withdrawal and checks that it may move to `status` (404 / 409 otherwise). */
  private async lockForEdge(tx: Tx, id: string, status: string): Promise<WithdrawalRow> {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w) throw notFound('Withdrawal not found');
    if (!WITHDRAWAL_EDGES[w.status]?.includes(status)) {
      throw new HttpError(409, `A ${w.status} withdrawal cannot become ${status}`);
    }
    return w;
  }

  private audit(
    tx: Tx,
    adminId: string,
    action: string,
    before: WithdrawalRow,
    after: Record<string, unknown>,
    now: Date,
  ) {
    return tx.insert(adminAuditLog).values({
      actorId: adminId,
      action,
      targetType: 'withdrawal',
      targetId: before.id,
      before: { status: before.status, note: before.note },
      after,
      createdAt: now,
    });
  }

  /**
   * approved → paid: marks the payout as started (a concurrent `failed` then answers 409),
   * calls `provider.payout` with the withdrawal id as idempotency key (a retry never pays
   * twice), and only then, in one transaction, stores the payout id, moves the money from
   * held to paid, allocates it to the oldest open commissions and audits. A refused or
   * failing payout answers 502 `Payout failed: …`, leaves the withdrawal approved (the admin
   * may retry, or mark a refused one failed) and writes the attempt to the audit log. A payout
   * the provider did not answer (it threw) stays started: it may have gone out, so `failed`
   * answers 409 until a retry — the admin's or the reconciler's — gets the provider's answer.
   */
  private async pay(adminId: string, id: string, note: string | undefined) {
    const w = await this.db.transaction(async (tx) => {
      const row = await this.lockForEdge(tx, id, 'paid');
      await tx
        .update(withdrawals)
        .set({ payoutStartedAt: new Date() })
        .where(eq(withdrawals.id, row.id));
      return row;
    });
    const answer = await this.askPayout(w);
    if (answer.failure) {
      await this.recordPayoutFailure(adminId, w, answer);
      throw new HttpError(502, `Payout failed: ${answer.failure}`);
    }
    return toWithdrawal(await this.finishPayout(adminId, id, answer.payoutId, note));
  }

  /**
   * Calls `provider.payout` for a withdrawal (idempotency key: its id). `failure` is empty
   * when it was paid; `unknown` when the provider did not answer (it threw).
   */
  private async askPayout(
    w: WithdrawalRow,
  ): Promise<{ payoutId: string | null; failure: string; unknown: boolean }> {
    try {
      const result = await this.provider.payout({
        amount: w.amount,
        currency: w.currency,
        method: w.method,
        destination: w.destination,
        idempotencyKey: w.id,
      });
      return {
        payoutId: result.payoutId,
        failure:
          result.status === 'paid' ? '' : (result.failureMessage ?? 'refused by the provider'),
        unknown: false,
      };
    } catch (error) {
      return {
        payoutId: null,
        failure: error instanceof Error && error.message ? error.message : 'provider unavailable',
        unknown: true,
      };
    }
  }

  /**
   * A payout that did not go through: the withdrawal stays approved and the attempt is
   * audited. A refusal ends the started payout (the admin may now mark it failed); an
   * unanswered call keeps it started (it may have gone out).
   */
  private async recordPayoutFailure(
    actorId: string,
    w: WithdrawalRow,
    answer: { payoutId: string | null; failure: string; unknown: boolean },
  ) {
    await this.db.transaction(async (tx) => {
      if (!answer.unknown) {
        await tx
          .update(withdrawals)
          .set({ payoutStartedAt: null })
          .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'approved')));
      }
      await this.audit(
        tx,
        actorId,
        'withdrawal.payout_failed',
        w,
        { status: w.status, note: w.note, payoutId: answer.payoutId, error: answer.failure },
        new Date(),
      );
    });
  }

  /**
   * approved → paid after the provider paid: stores the payout id, moves the money from held
   * to paid, allocates it to the oldest commissions and audits, in one transaction (409 when
   * it is no longer approved: someone else finished it).
   */
  private async finishPayout(
    actorId: string,
    id: string,
    payoutId: string | null,
    note: string | undefined,
  ): Promise<WithdrawalRow> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lockForEdge(tx, id, 'paid');
      const now = new Date();
      const [next] = await tx
        .update(withdrawals)
        .set({
          status: 'paid',
          note: note ?? locked.note,
          payoutId,
          payoutStartedAt: null,
          updatedAt: now,
        })
        .where(eq(withdrawals.id, locked.id))
        .returning();
      if (!next) throw new Error('withdrawal vanished');
      await post(tx, {
        userId: locked.userId,
        currency: locked.currency,
        kind: 'withdrawal_paid',
        refType: 'withdrawal',
        refId: locked.id,
        deltas: { held: -locked.amount, paid: locked.amount },
      });
      await this.settle(tx, locked.userId, now);
      await this.audit(
        tx,
        actorId,
        'withdrawal.paid',
        locked,
        { status: next.status, note: next.note, payoutId },
        now,
      );
      return next;
    });
  }

  /**
   * Finishes payouts started and never answered (the server stopped mid-call, or the provider
   * did not answer): each withdrawal still `approved` whose `payout_started_at` is older than
   * `graceMs` is claimed (`FOR UPDATE SKIP LOCKED`, its start moved to `now` as a lease, so
   * concurrent runners never take the same one), the payout is asked again with the same key
   * (the provider answers the first result: never paid twice), and the transition finishes as
   * the admin path does: paid with the payout id, or — refused — left approved with an audit
   * entry. Unanswered again: retried after another grace period. Answers what it settled.
   */
  async reconcilePayouts(
    now: Date,
    graceMs: number,
    limit = 100,
  ): Promise<{ paid: number; refused: number; unknown: number }> {
    const report = { paid: 0, refused: 0, unknown: 0 };
    const cutoff = new Date(now.getTime() - graceMs);
    for (let i = 0; i < limit; i += 1) {
      const [w] = await queryRows<{ id: string }>(
        this.db,
        sql`update withdrawals set payout_started_at = ${now}
          where id = (
            select id from withdrawals
            where status = 'approved' and payout_started_at is not null
              and payout_started_at <= ${cutoff}
            order by payout_started_at, id
            limit 1
            for update skip locked
          )
          returning id`,
      );
      if (!w) break;
      const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
      if (!row) continue;
      report[await this.reconcilePayout(row)] += 1;
    }
    return report;
  }

  /** One claimed, started payout: asked again and finished (see {@link reconcilePayouts}). */
  private async reconcilePayout(w: WithdrawalRow): Promise<'paid' | 'refused' | 'unknown'> {
    const details = { withdrawalId: w.id, userId: w.userId, amount: w.amount };
    const answer = await this.askPayout(w);
    if (answer.unknown) {
      this.log.warn(
        { ...details, error: answer.failure },
        'payout left started: the provider did not answer, retried later',
      );
      return 'unknown';
    }
    if (answer.failure) {
      await this.recordPayoutFailure(RECONCILER, w, answer);
      this.log.info(
        { ...details, payoutId: answer.payoutId, status: 'approved', error: answer.failure },
        'reconciled a payout left started: refused',
      );
      return 'refused';
    }
    try {
      await this.finishPayout(RECONCILER, w.id, answer.payoutId, undefined);
    } catch (error) {
      // Finished meanwhile (an admin marked it paid again): nothing left to do.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
    this.log.info(
      { ...details, payoutId: answer.payoutId, status: 'paid' },
      'reconciled a payout left started: paid',
    );
    return 'paid';
  }

  /**
   * `PATCH /admin/affiliates/:id` (admin): sets (or with null clears) an affiliate's
   * commission rate override, in percent; writes an audit row.
   */
  async setRate(adminId: string, userId: string, rate: number | null) {
    const rateBps = rate === null ? null : Math.round(rate * 100);
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User not found');
      const [before] = await tx
        .select({ rateBps: affiliateProfiles.rateBps })
        .from(affiliateProfiles)
        .where(eq(affiliateProfiles.userId, userId))
        .for('update');
      const now = new Date();
      await tx
        .insert(affiliateProfiles)
        .values({ userId, rateBps, updatedAt: now })
        .onConflictDoUpdate({ target: affiliateProfiles.userId, set: { rateBps, updatedAt: now } });
      const toRate = (bps: number | null | undefined) => (bps == null ? null : bps / 100);
      await tx.insert(adminAuditLog).values({
        actorId: adminId,
        action: 'affiliate.rate',
        targetType: 'user',
        targetId: userId,
        before: { rate: toRate(before?.rateBps) },
        after: { rate: toRate(rateBps) },
        createdAt: now,
      });
      return {
        userId,
        rate: rateBps === null ? this.terms.rateBps / 100 : rateBps / 100,
        custom: rateBps !== null,
      };
    });
  }

  /** Withdrawals: the user's own, or (admin) everyone's with the requester. */
  async listWithdrawals(
    viewer: { userId: string; role: 'user' | 'admin' },
    q: {
      limit: number;
      page: number;
      status?: WithdrawalRow['status'] | undefined;
      userId?: string | undefined;
      sortBy?: string | undefined;
    },
  ) {
    const where: SQL[] = [];
    if (viewer.role !== 'admin') where.push(eq(withdrawals.userId, viewer.userId));
    else if (q.userId) where.push(eq(withdrawals.userId, q.userId));
    if (q.status) where.push(eq(withdrawals.status, q.status));
    const oldestFirst = q.sortBy === 'createdAt:asc';
    const condition = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ w: withdrawals, u: { id: users.id, name: users.name, email: users.email } })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(condition)
        .orderBy(
          ...(oldestFirst
            ? [asc(withdrawals.createdAt), asc(withdrawals.id)]
            : [desc(withdrawals.createdAt), desc(withdrawals.id)]),
        )
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      this.db.select({ n: count() }).from(withdrawals).where(condition),
    ]);
    const admin = viewer.role === 'admin';
    return toPage(
      rows.map((r) => toWithdrawal(r.w, admin ? r.u : undefined)),
      q.page,
      q.limit,
      total?.n ?? 0,
    );
  }

  /** `GET /affiliates/me`. */
  async summary(userId: string) {
    const [me] = await this.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId));
    if (!me) throw notFound('User not found');
    const [terms] = await this.db
      .select({ rateBps: affiliateProfiles.rateBps })
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, userId));
    const [[clicks], [funnel], [earned], balance] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(affiliateClicks)
        .where(eq(affiliateClicks.affiliateId, userId)),
      queryRows<{ signups: number; conversions: number; active: number }>(
        this.db,
        sql`select count(*)::int as signups,
              count(*) filter (where exists (select 1 from orders o where o.user_id = u.id
                and o.status in ('succeeded', 'refunded')))::int as conversions,
              count(*) filter (where exists (select 1 from subscriptions s where s.user_id = u.id
                and s.status in ('active', 'trialing', 'past_due')))::int as active
            from users u where u.referred_by = ${userId}`,
      ),
      // Lifetime earnings: every commission net of what refunds clawed back.
      this.db
        .select({
          n: sql<number>`coalesce(sum(${commissions.amount} - ${commissions.reversedAmount}), 0)::int`,
        })
        .from(commissions)
        .where(eq(commissions.affiliateId, userId)),
      this.balance(userId),
    ]);
    const rateBps = terms?.rateBps ?? this.terms.rateBps;
    const base = this.config.appUrl.replace(/\/+$/, '');
    return {
      referralCode: me.code,
      referralLink: `${base}/?ref=${encodeURIComponent(me.code)}`,
      commission: {
        rate: rateBps / 100,
        recurring: this.terms.months > 0,
        months: this.terms.months,
      },
      stats: {
        clicks: clicks?.n ?? 0,
        signups: funnel?.signups ?? 0,
        conversions: funnel?.conversions ?? 0,
        activeReferrals: funnel?.active ?? 0,
      },
      earnings: {
        pending: balance.pending,
        available: balance.available,
        paid: balance.paid,
        lifetime: earned?.n ?? 0,
      },
      currency: balance.currency,
    };
  }

  /** `GET /affiliates/referrals`: people the user referred, as initials. */
  async referrals(userId: string, q: { limit: number; page: number; status?: string | undefined }) {
    const base = sql`with r as (
        select u.id, u.name, u.created_at,
          (select min(o.paid_at) from orders o where o.user_id = u.id
            and o.status in ('succeeded', 'refunded')) as converted_at,
          exists (select 1 from subscriptions s where s.user_id = u.id
            and s.status in ('active', 'trialing', 'past_due')) as live
        from users u where u.referred_by = ${userId}
      ), s as (
        select *, case when live then 'active' when converted_at is not null then 'churned'
          else 'signed_up' end as status from r
      )`;
    const filter = q.status ? sql`where status = ${q.status}` : sql``;
    const [rows, [total]] = await Promise.all([
      queryRows<{
        id: string;
        name: string;
        created_at: Date | string;
        converted_at: Date | string | null;
        status: 'signed_up' | 'active' | 'churned';
      }>(
        this.db,
        sql`${base} select * from s ${filter} order by created_at desc, id desc
            limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      ),
      queryRows<{ n: number }>(this.db, sql`${base} select count(*)::int as n from s ${filter}`),
    ]);
    return toPage(
      rows.map((r) => ({
        id: createHash('sha256').update(`referral:${r.id}`).digest('hex').slice(0, 20),
        initials: initials(r.name),
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        convertedAt: r.converted_at ? new Date(r.converted_at).toISOString() : null,
      })),
      q.page,
      q.limit,
      total?.n ?? 0,
    );
  }

  /** `GET /affiliates/commissions`. */
  async commissions(
    userId: string,
    q: { limit: number; page: number; status?: CommissionRow['status'] | undefined },
  ) {
    const where: SQL[] = [eq(commissions.affiliateId, userId)];
    if (q.status) where.push(eq(commissions.status, q.status));
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ c: commissions, name: users.name })
        .from(commissions)
        .innerJoin(users, eq(users.id, commissions.referredUserId))
        .where(condition)
        .orderBy(desc(commissions.createdAt), desc(commissions.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      this.db.select({ n: count() }).from(commissions).where(condition),
    ]);
    return toPage(
      rows.map(({ c, name }) => ({
        id: c.id,
        amount: c.amount,
        paidAmount: c.paidAmount,
        reversedAmount: c.reversedAmount,
        currency: c.currency,
        status: c.status,
        rate: c.rateBps / 100,
        orderAmount: c.orderAmount,
        referralInitials: initials(name),
        availableAt: c.availableAt.toISOString(),
        createdAt: c.createdAt.toISOString(),
      })),
      q.page,
      q.limit,
      total?.n ?? 0,
    );
  }

  /** `GET /admin/audit-log`: newest first. */
  async auditLog(q: {
    limit: number;
    page: number;
    actorId?: string | undefined;
    action?: string | undefined;
  }) {
    const where: SQL[] = [];
    if (q.actorId) where.push(eq(adminAuditLog.actorId, q.actorId));
    if (q.action) {
      // `trade` matches the family (`trade.published`, `trade.closed`…); `trade.closed` itself.
      const family = q.action.includes('.') ? null : `${q.action}.%`;
      const match = family
        ? or(eq(adminAuditLog.action, q.action), like(adminAuditLog.action, family))
        : eq(adminAuditLog.action, q.action);
      if (match) where.push(match);
    }
    const condition = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ a: adminAuditLog, actor: { id: users.id, name: users.name, email: users.email } })
        .from(adminAuditLog)
        .leftJoin(users, eq(users.id, adminAuditLog.actorId))
        .where(condition)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      this.db.select({ n: count() }).from(adminAuditLog).where(condition),
    ]);
    return toPage(
      rows.map(({ a, actor }) => ({
        id: String(a.id),
        actor: actor ?? { id: a.actorId, name: '', email: '' },
        action: a.action,
        targetType: a.targetType,
        targetId: a.targetId,
        before: a.before ?? null,
        after: a.after ?? null,
        createdAt: a.createdAt.toISOString(),
      })),
      q.page,
      q.limit,
      total?.n ?? 0,
    );
  }

  /** `GET /admin/affiliates/:id`: a member's summary, balance and commission terms. */
  async adminAffiliate(userId: string) {
    const summary = await this.summary(userId);
    const [profile] = await this.db
      .select({ rateBps: affiliateProfiles.rateBps })
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, userId));
    const custom = profile?.rateBps != null;
    return {
      userId,
      rate: summary.commission.rate,
      custom,
      summary,
      balance: await this.balance(userId),
    };
  }

  /** `GET /admin/payouts/summary`: what waits in the payouts queue. */
  async payoutsSummary() {
    const rows = await this.db
      .select({ status: withdrawals.status, n: count(), amount: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['pending', 'approved']))
      .groupBy(withdrawals.status);
    const of = (status: 'pending' | 'approved') => {
      const row = rows.find((r) => r.status === status);
      return { count: row?.n ?? 0, amount: Number(row?.amount ?? 0) };
    };
    return { currency: 'usd', pending: of('pending'), approved: of('approved') };
  }
}
