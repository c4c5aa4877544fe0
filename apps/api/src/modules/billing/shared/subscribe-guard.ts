import { lockKey, type Tx } from '../../../db/sql';
import { HttpError } from '../../../lib/errors';
import {
  ALREADY_SUBSCRIBED,
  PAYMENT_ACTION_PENDING,
  PAYMENT_IN_FLIGHT,
  type SubscriptionRow,
  SUBSCRIBING,
} from './billing.types';
import type { OrdersRepository } from './orders.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Serialises, per user, everything that may move money on a subscription: checking that none
 * is live and claiming the payment for a new one (checkout, subscribing), claiming the payment
 * of an existing one (plan change, past-due or first payment, renewal — {@link hold}), and
 * fulfilling a paid order.
 */
export class SubscribeGuard {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  /**
   * Takes the user's lock, first in its transaction (before any row lock), so lock order is the
   * same everywhere.
   */
  async lock(tx: Tx, userId: string): Promise<void> {
    await lockKey(tx, `subscribe:${userId}`);
  }

  /**
   * Why the user cannot start a new subscription now (null: free to): a live one (409
   * {@link ALREADY_SUBSCRIBED}), or another payment for a new subscription in flight (409
   * {@link SUBSCRIBING}; `exceptOrderId` is the payer's own order). Only conclusive under
   * {@link lock}.
   */
  async blocker(db: Tx, userId: string, exceptOrderId?: string): Promise<HttpError | null> {
    if (await this.subscriptions.live(userId, db)) return new HttpError(409, ALREADY_SUBSCRIBED);
    const paying = await this.orders.subscribingOf(db, userId, exceptOrderId);
    return paying ? new HttpError(409, SUBSCRIBING) : null;
  }

  /**
   * The money guard of one subscription, inside a transaction: takes the owner's lock (first,
   * as everywhere), row-locks the subscription and answers it as it is now — or 409
   * {@link PAYMENT_IN_FLIGHT} while another payment of it is `processing` (`exceptOrderId`: the
   * caller's own order). Whoever claims a payment of a subscription does so under this guard
   * and before releasing it, so at most one payment of a subscription is ever in flight and a
   * request that comes after it sees the state the payment left. Undefined when the
   * subscription does not exist.
   */
  async hold(
    tx: Tx,
    userId: string,
    subscriptionId: string,
    exceptOrderId?: string,
  ): Promise<SubscriptionRow | undefined> {
    await this.lock(tx, userId);
    const sub = await this.subscriptions.byId(subscriptionId, tx, true);
    if (!sub) return undefined;
    const busy = await this.paymentInFlight(tx, subscriptionId, exceptOrderId);
    if (busy) throw busy;
    return sub;
  }

  /**
   * 409 {@link PAYMENT_IN_FLIGHT} while a payment of the subscription other than
   * `exceptOrderId` is `processing`, {@link PAYMENT_ACTION_PENDING} while one waits for the
   * payer's bank challenge (null: none). Only conclusive under {@link lock}.
   */
  async paymentInFlight(
    db: Tx,
    subscriptionId: string,
    exceptOrderId?: string,
  ): Promise<HttpError | null> {
    const busy = await this.orders.inFlightOf(db, subscriptionId, exceptOrderId);
    if (!busy) return null;
    return new HttpError(
      409,
      busy.status === 'requires_action' ? PAYMENT_ACTION_PENDING : PAYMENT_IN_FLIGHT,
    );
  }
}
