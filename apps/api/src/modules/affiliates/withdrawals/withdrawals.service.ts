import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { toPage } from '../../../lib/pagination';
import type { PaymentProvider } from '../../../providers/provider';
import type { CommissionsService } from '../commissions/commissions.service';
import { post } from '../ledger';
import { insertAudit, readBalance } from '../shared/lookups';
import {
  AFFILIATE_CURRENCY,
  RECONCILER,
  WITHDRAWAL_EDGES,
  toWithdrawal,
  type AffiliatesLog,
  type AffiliateTerms,
  type Balance,
  type WithdrawalRow,
} from '../shared/model';
import * as repo from './withdrawals.repository';

/** What the withdrawals service is built with. */
export interface WithdrawalsDeps {
  db: Db;
  terms: AffiliateTerms;
  /** Sends paid withdrawals out (`payout`). */
  provider: Pick<PaymentProvider, 'payout'>;
  /** Allocates paid-out money to the affiliate's commissions. */
  commissions: Pick<CommissionsService, 'settle'>;
  /** The operator log (reconciled payouts). */
  log: AffiliatesLog;
}

/** What the provider answered to one payout call. */
interface PayoutAnswer {
  payoutId: string | null;
  /** Empty when it was paid. */
  failure: string;
  /** True when the provider did not answer (it threw): the money may have gone out. */
  unknown: boolean;
}

/**
 * Withdrawals: the balance, requests and cancellations (guarded by a row lock on the user's
 * balance row), the admin's decisions, payouts through the provider, and the reconciliation
 * of payouts left unanswered. Every money movement is a balanced ledger posting in the same
 * transaction as the state change it records.
 */
export class WithdrawalsService {
  private readonly db: Db;
  private readonly terms: AffiliateTerms;
  /** Sends paid withdrawals out (`payout`). */
  readonly provider: Pick<PaymentProvider, 'payout'>;
  private readonly commissions: Pick<CommissionsService, 'settle'>;
  private readonly log: AffiliatesLog;

  constructor(deps: WithdrawalsDeps) {
    this.db = deps.db;
    this.terms = deps.terms;
    this.provider = deps.provider;
    this.commissions = deps.commissions;
    this.log = deps.log;
  }

  /** The smallest amount a withdrawal may take (minor units); the route schema carries it. */
  get minimumWithdrawal(): number {
    return this.terms.minimumWithdrawal;
  }

  /** `GET /payments/balance`. */
  balance(userId: string, db: Tx = this.db): Promise<Balance> {
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
    const min = this.minimumWithdrawal;
    if (input.amount < min) {
      throw new HttpError(400, `The minimum withdrawal is ${(min / 100).toFixed(2)}`);
    }
    const row = await this.db.transaction(async (tx) => {
      const w = await repo.insertPending(tx, {
        id: newId(),
        userId,
        amount: input.amount,
        currency: AFFILIATE_CURRENCY,
        method: input.method,
        destination: input.destination,
        status: 'pending',
      });
      if (!w) throw new HttpError(409, 'You already have a pending withdrawal');
      // Locks the balance row; a concurrent request re-checks `available` after we commit.
      if (!(await repo.lockBalanceCovering(tx, userId, input.amount))) {
        throw new HttpError(400, 'The amount exceeds your available balance');
      }
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
      const w = await repo.lockWithdrawal(tx, id, userId);
      if (!w) throw notFound('Withdrawal not found');
      if (w.status !== 'pending') {
        throw new HttpError(409, 'Only a pending withdrawal can be cancelled');
      }
      await repo.updateWithdrawal(tx, w.id, { status: 'cancelled', updatedAt: new Date() });
      await this.release(tx, w, 'withdrawal_cancelled');
    });
  }

  /** Withdrawals: the user's own, or (admin) everyone's with the requester. */
  async list(
    viewer: { userId: string; role: 'user' | 'admin' },
    q: {
      limit: number;
      page: number;
      status?: WithdrawalRow['status'] | undefined;
      userId?: string | undefined;
      sortBy?: string | undefined;
    },
  ) {
    const admin = viewer.role === 'admin';
    const { rows, total } = await repo.withdrawalPage(this.db, {
      limit: q.limit,
      page: q.page,
      userId: admin ? q.userId : viewer.userId,
      status: q.status,
      oldestFirst: q.sortBy === 'createdAt:asc',
    });
    return toPage(
      rows.map((r) => toWithdrawal(r.w, admin ? r.u : undefined)),
      q.page,
      q.limit,
      total,
    );
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
      const next = await repo.updateWithdrawal(tx, w.id, {
        status: input.status,
        note: input.note ?? w.note,
        updatedAt: now,
      });
      if (!next) throw new Error('withdrawal vanished');
      if (input.status === 'rejected' || input.status === 'failed') {
        await this.release(tx, w, `withdrawal_${input.status}`);
      }
      // What the change was (the status and its note), not the whole row: the log shows the fields
      // that differ between the two.
      const change = { status: next.status, note: next.note };
      await this.audit(tx, adminId, `withdrawal.${input.status}`, w, change, now);
      return next;
    });
    return toWithdrawal(row);
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
      const row = await repo.claimStartedPayout(this.db, now, cutoff);
      if (row === undefined) break;
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

  /** Returns a withdrawal's held amount to the available balance. */
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

  /** Locks a withdrawal and checks that it may move to `status` (404 / 409 otherwise). */
  private async lockForEdge(tx: Tx, id: string, status: string): Promise<WithdrawalRow> {
    const w = await repo.lockWithdrawal(tx, id);
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
    return insertAudit(tx, {
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
      await repo.updateWithdrawal(tx, row.id, { payoutStartedAt: new Date() });
      return row;
    });
    const answer = await this.askPayout(w);
    if (answer.failure) {
      await this.recordPayoutFailure(adminId, w, answer);
      throw new HttpError(502, `Payout failed: ${answer.failure}`);
    }
    return toWithdrawal(await this.finishPayout(adminId, id, answer.payoutId, note));
  }

  /** Calls `provider.payout` for a withdrawal (idempotency key: its id). */
  private async askPayout(w: WithdrawalRow): Promise<PayoutAnswer> {
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
  private async recordPayoutFailure(actorId: string, w: WithdrawalRow, answer: PayoutAnswer) {
    await this.db.transaction(async (tx) => {
      if (!answer.unknown) await repo.clearPayoutStart(tx, w.id);
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
      const next = await repo.updateWithdrawal(tx, locked.id, {
        status: 'paid',
        note: note ?? locked.note,
        payoutId,
        payoutStartedAt: null,
        updatedAt: now,
      });
      if (!next) throw new Error('withdrawal vanished');
      await post(tx, {
        userId: locked.userId,
        currency: locked.currency,
        kind: 'withdrawal_paid',
        refType: 'withdrawal',
        refId: locked.id,
        deltas: { held: -locked.amount, paid: locked.amount },
      });
      await this.commissions.settle(tx, locked.userId, now);
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
}
