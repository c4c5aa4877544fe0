import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { JobQueue, QueuedJob } from '../../../jobs/job';
import { HttpError, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import type { ChargeResult, PaymentProvider } from '../../../providers/provider';
import type { FulfilmentService } from '../fulfilment';
import {
  ACTION_EXPIRED,
  actionDueBy,
  type BillingLog,
  type ChargeOutcome,
  cardError,
  type OrderEffect,
  type OrderRow,
  type OrdersRepository,
  type SessionInvalidator,
  type SubscriptionsRepository,
} from '../shared';

/** The queued job that e-mails a member whose renewal waits for their confirmation. */
export const ACTION_EMAIL_JOB = 'billing.payment-action-email';

/** What {@link PaymentActionsService} is built from. */
export interface PaymentActionsDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'authenticate' | 'retrieveCharge'>;
  orders: OrdersRepository;
  subscriptions: Pick<SubscriptionsRepository, 'awaitConfirmation'>;
  fulfilment: Pick<FulfilmentService, 'markSucceeded' | 'markFailed'>;
  jobs: JobQueue;
  mailer: Mailer;
  tokens: SessionInvalidator;
  log: BillingLog;
  /** The web app's address (challenge return pages, e-mail links). */
  appUrl: string;
  /** How long a payment may wait for its payer's confirmation (a renewal keeps access so long). */
  graceMs: number;
}

/**
 * Payments the payer's bank wants confirmed (3-D Secure / SCA), on every path a charge takes:
 * checkout, plan changes and renewals. A charge that needs the challenge leaves its order
 * `requires_action`; the payer opens the bank's page (at once when present, or later from the
 * dashboard banner or the e-mail when the charge was a renewal), and the outcome — the
 * provider's event, or the provider asked when the payer comes back — settles the order once,
 * through fulfilment like any other payment. A renewal waiting so keeps access for the grace
 * period; a payment nobody confirmed in time fails.
 */
export class PaymentActionsService {
  constructor(private readonly deps: PaymentActionsDeps) {}

  /** Where the bank's challenge sends the payer back: the payment page, which settles it. */
  returnUrl(orderId: string): string {
    const url = new URL('/dashboard/payment', this.deps.appUrl);
    url.searchParams.set('order', orderId);
    return url.toString();
  }

  /**
   * Records that attempt `attempt` of a claimed order waits for its payer's bank challenge. A
   * renewal charged without its member (off-session) makes the subscription `past_due` with
   * access kept for the grace period, and e-mails the member a link to confirm.
   */
  async awaiting(
    order: OrderRow,
    attempt: number,
    result: Extract<ChargeResult, { status: 'requires_action' }>,
    offSession: boolean,
  ): Promise<OrderRow> {
    const { orders, jobs } = this.deps;
    const notify = await this.deps.db.transaction(async (tx) => {
      const row = await orders.markRequiresAction(
        order.id,
        attempt,
        result.chargeId,
        result.actionUrl,
        tx,
      );
      if (!row) return false;
      if (offSession && row.purpose === 'renewal' && row.subscriptionId) {
        await this.deps.subscriptions.awaitConfirmation(
          tx,
          row.subscriptionId,
          actionDueBy(row, this.deps.graceMs),
        );
        await jobs.send(ACTION_EMAIL_JOB, { orderId: row.id }, { tx, key: row.id });
        return true;
      }
      return false;
    });
    if (notify) this.deps.tokens.invalidateUser(order.userId);
    return (await orders.byId(order.id)) ?? order;
  }

  /** Applies the provider's word on a charge to its order (once, whoever reports it first). */
  async settle(order: OrderRow, result: ChargeResult): Promise<ChargeOutcome> {
    const { fulfilment, orders } = this.deps;
    if (result.status === 'succeeded') {
      return { ok: true, order: await fulfilment.markSucceeded(order.id, result.chargeId) };
    }
    if (result.status === 'requires_action') {
      const row =
        result.actionUrl === ((order.data as OrderEffect).charge?.actionUrl ?? null)
          ? order
          : ((await orders.markRequiresAction(
              order.id,
              order.attempts,
              result.chargeId,
              result.actionUrl,
            )) ?? order);
      return { ok: true, order: row };
    }
    const failed = await fulfilment.markFailed(order.id, order.attempts, result.chargeId, result);
    return { ok: false, order: failed, error: cardError(result) };
  }

  /**
   * POST /payments/orders/:id/authenticate: the payer is here to confirm a payment their bank
   * wants confirmed; answers the order with the challenge page to open (`nextAction`), or
   * settled when nothing is left to confirm.
   */
  async authenticate(userId: string, orderId: string, customerId: string) {
    const order = await this.waiting(userId, orderId);
    if (order.status !== 'requires_action') return { ok: true as const, order };
    const chargeId = order.chargeId;
    if (!chargeId) throw new HttpError(409, 'This payment has nothing to confirm');
    const result = await this.deps.provider.authenticate({
      chargeId,
      customerId,
      returnUrl: this.returnUrl(order.id),
    });
    return this.settle(order, result);
  }

  /**
   * POST /payments/orders/:id/refresh: the payer is back from their bank; the provider is asked
   * for the outcome and it is applied (the provider's event may already have done so).
   */
  async refresh(userId: string, orderId: string): Promise<ChargeOutcome> {
    const order = await this.waiting(userId, orderId);
    if (order.status !== 'requires_action' || !order.chargeId) return { ok: true, order };
    const result = await this.deps.provider.retrieveCharge({ chargeId: order.chargeId });
    return this.settle(order, result);
  }

  private async waiting(userId: string, orderId: string): Promise<OrderRow> {
    const order = await this.deps.orders.own(userId, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }

  /**
   * Fails the payments that waited for their payer's confirmation longer than the grace period
   * (as of `now`): the provider is asked first (a confirmation whose event was lost still
   * counts); an unconfirmed renewal ends access like a declined one.
   */
  async expire(now: Date, limit = 200): Promise<number> {
    const { orders, provider, log } = this.deps;
    const due = await orders.awaitingActionSince(
      new Date(now.getTime() - this.deps.graceMs),
      limit,
    );
    let expired = 0;
    for (const order of due) {
      let result: ChargeResult | null = null;
      try {
        if (order.chargeId) result = await provider.retrieveCharge({ chargeId: order.chargeId });
      } catch (error) {
        log.warn({ orderId: order.id, err: error }, 'could not ask the provider about a payment');
      }
      if (result && result.status !== 'requires_action') {
        await this.settle(order, result);
        continue;
      }
      await this.deps.fulfilment.markFailed(
        order.id,
        order.attempts,
        order.chargeId,
        ACTION_EXPIRED,
        'authentication_required',
      );
      expired += 1;
    }
    return expired;
  }

  /** The e-mail telling a member their renewal waits for them, with a link to confirm. */
  async sendActionEmail(orderId: string): Promise<void> {
    const { orders, db, mailer } = this.deps;
    const order = await orders.byId(orderId);
    if (!order || order.status !== 'requires_action') return;
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!user) return;
    const amount = (order.amount / 100).toFixed(2);
    const until = actionDueBy(order, this.deps.graceMs);
    const link = new URL('/dashboard/payment', this.deps.appUrl);
    link.searchParams.set('confirm', order.id);
    await mailer.send({
      to: user.email,
      subject: 'Confirm your payment to keep your Finfree membership',
      text: [
        `Hello ${user.name},`,
        '',
        `Your bank asks you to confirm the renewal payment of ${amount} ${order.currency.toUpperCase()}.`,
        `Confirm it by ${until.toUTCString()} to keep your membership:`,
        link.toString(),
        '',
        'Your access continues until then. If you do not confirm, your membership ends like any unpaid renewal.',
      ].join('\n'),
      idempotencyKey: `payment-action:${order.id}`,
    });
  }

  /** The module's queued jobs (the e-mail), for the job engine. */
  queuedJobs(): QueuedJob<never>[] {
    const email: QueuedJob<{ orderId: string }> = {
      name: ACTION_EMAIL_JOB,
      run: ({ orderId }) => this.sendActionEmail(orderId),
    };
    return [email] as QueuedJob<unknown>[] as QueuedJob<never>[];
  }
}
