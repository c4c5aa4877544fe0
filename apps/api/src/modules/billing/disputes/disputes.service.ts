import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptions as subscriptionsTable } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { ProviderEvent } from '../../../providers/provider';
import type {
  BillingLog,
  OrderListener,
  OrdersRepository,
  SessionInvalidator,
  SubscriptionsRepository,
} from '../shared';
import type { DisputeRow, DisputesRepository } from './disputes.repository';

/** Why a subscription ended when its payment was disputed (shown to the member). */
export const DISPUTED = 'payment_disputed';

/** What {@link DisputesService} is built from. */
export interface DisputesDeps {
  db: Db;
  provider: { name: string };
  disputes: DisputesRepository;
  orders: OrdersRepository;
  subscriptions: SubscriptionsRepository;
  /** Told, in the dispute's transaction, what the order lost (commissions are clawed back). */
  listener: Pick<OrderListener, 'onDisputed'>;
  tokens: SessionInvalidator;
  log: BillingLog;
}

/** Dispute statuses that are over. */
const CLOSED = new Set(['won', 'lost', 'warning_closed', 'prevented']);

/**
 * Disputes (chargebacks): the member's bank took a payment back. A new dispute ends the
 * member's access at once and claws back the referrer's commission on the disputed money; every
 * provider update is kept on the dispute's timeline; a won dispute books the money back, and the
 * admin decides whether to give access back.
 */
export class DisputesService {
  constructor(private readonly deps: DisputesDeps) {}

  /** Applies a verified `charge.dispute.*` event (once per change: repeated events add nothing). */
  async apply(event: ProviderEvent): Promise<void> {
    const { db, disputes, orders, listener, log, provider } = this.deps;
    const info = event.data.dispute;
    const chargeId = event.data.chargeId;
    if (!info || !chargeId) return;
    // By the charge; else by the order the charge was made for (a dispute that arrives before
    // the payment's own answer was recorded).
    const byMetadata = event.data.metadata?.orderId
      ? await orders.byId(event.data.metadata.orderId)
      : null;
    const order =
      (await orders.byChargeId(chargeId)) ??
      (byMetadata && (byMetadata.chargeId === null || byMetadata.chargeId === chargeId)
        ? byMetadata
        : null);
    if (!order) {
      log.warn({ eventId: event.id, disputeId: info.id }, 'a dispute names no known payment');
      return;
    }
    // The payment's own outcome is not applied yet: refused, so the provider sends it again
    // once it is (a dispute must end the access that payment gives, not come before it).
    if (order.status !== 'succeeded' && order.status !== 'refunded') {
      throw new HttpError(503, 'The disputed payment is not recorded yet: send it again later');
    }
    const at = new Date(
      (Number.isFinite(event.created) ? event.created : Date.now() / 1000) * 1000,
    );
    const ended = await db.transaction(async (tx) => {
      const existing = await disputes.byProviderId(tx, provider.name, info.id);
      const evidenceDueBy = info.evidenceDueBy ? new Date(info.evidenceDueBy * 1000) : null;
      if (existing) {
        if (existing.status === info.status) return null;
        const closed = CLOSED.has(info.status);
        await disputes.update(tx, existing.id, {
          status: info.status,
          evidenceDueBy,
          ...(closed ? { closedAt: at } : {}),
          timeline: [
            ...existing.timeline,
            { at: at.toISOString(), type: closed ? 'closed' : 'updated', status: info.status },
            ...(info.status === 'won'
              ? [{ at: at.toISOString(), type: 'funds_reinstated', status: info.status }]
              : []),
          ],
        });
        if (info.status === 'won') {
          log.info({ orderId: order.id, disputeId: existing.id }, 'a dispute was won');
        }
        return null;
      }
      const row = await disputes.insert(tx, {
        id: newId(),
        provider: provider.name,
        providerDisputeId: info.id,
        orderId: order.id,
        userId: order.userId,
        amount: info.amount,
        currency: info.currency,
        reason: info.reason,
        status: info.status,
        evidenceDueBy,
        accessEndedAt: new Date(),
        timeline: [{ at: at.toISOString(), type: 'created', status: info.status }],
      });
      // The member's access ends at once: every live subscription of theirs.
      await this.deps.subscriptions.cancelAllNow(tx, order.userId, new Date(), DISPUTED);
      const lost = Math.min(
        order.amount,
        order.refundedAmount + (await disputes.lostOf(tx, order.id)),
      );
      await listener.onDisputed(tx, order, lost);
      log.warn(
        { orderId: order.id, disputeId: row.id, amount: info.amount },
        'a payment was disputed',
      );
      return order.userId;
    });
    if (ended) this.deps.tokens.invalidateUser(ended);
  }

  /**
   * Gives a member whose dispute was won their access back: the subscription the dispute ended
   * is active again until its period end. 409 unless the dispute is won, access is already back,
   * the period is over, or the member subscribed again meanwhile.
   */
  async restoreAccess(actorId: string, id: string, now = new Date()): Promise<DisputeRow> {
    const { db, disputes, orders } = this.deps;
    const userId = await db.transaction(async (tx) => {
      const dispute = await disputes.byId(id, tx, true);
      if (!dispute) throw notFound('Dispute not found');
      if (dispute.status !== 'won') {
        throw new HttpError(409, 'Access can be restored only after the dispute is won');
      }
      if (dispute.accessRestoredAt) throw new HttpError(409, 'Access was already restored');
      const order = await orders.byId(dispute.orderId, tx);
      const [sub] = await tx
        .select()
        .from(subscriptionsTable)
        .where(
          and(
            eq(subscriptionsTable.userId, dispute.userId),
            eq(subscriptionsTable.cancellationReason, DISPUTED),
            ...(order?.subscriptionId ? [eq(subscriptionsTable.id, order.subscriptionId)] : []),
          ),
        )
        .for('update');
      if (!sub || sub.status !== 'canceled') {
        throw new HttpError(409, 'The subscription this dispute ended is not there to restore');
      }
      if (sub.currentPeriodEnd <= now) {
        throw new HttpError(409, 'Its paid period is over: the member can subscribe again');
      }
      const live = await this.deps.subscriptions.live(dispute.userId, tx);
      if (live) throw new HttpError(409, 'The member has subscribed again meanwhile');
      await this.deps.subscriptions.update(
        sub.id,
        {
          status: 'active',
          canceledAt: null,
          cancellationReason: null,
          cancelAtPeriodEnd: false,
          updatedAt: now,
        },
        tx,
      );
      await disputes.update(tx, dispute.id, {
        accessRestoredAt: now,
        timeline: [
          ...dispute.timeline,
          { at: now.toISOString(), type: 'access_restored', actorId },
        ],
      });
      await writeAudit(tx, {
        actorId,
        action: 'dispute.access_restored',
        targetType: 'dispute',
        targetId: dispute.id,
        before: { subscriptionStatus: 'canceled' },
        after: { subscriptionStatus: 'active', subscriptionId: sub.id },
      });
      return dispute.userId;
    });
    this.deps.tokens.invalidateUser(userId);
    const row = await disputes.byId(id);
    if (!row) throw notFound('Dispute not found');
    return row;
  }
}
