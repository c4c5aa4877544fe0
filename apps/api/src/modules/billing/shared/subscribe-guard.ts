import { lockKey, type Tx } from '../../../db/sql';
import { HttpError } from '../../../lib/errors';
import { ALREADY_SUBSCRIBED, SUBSCRIBING } from './billing.types';
import type { OrdersRepository } from './orders.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Serialises, per user, everything that may start a subscription: checking that none is live
 * and claiming the payment for a new one (checkout, subscribing), and fulfilling a paid order.
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
}
