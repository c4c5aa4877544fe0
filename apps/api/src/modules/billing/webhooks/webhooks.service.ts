import { HttpError } from '../../../lib/errors';
import {
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from '../../../providers/provider';
import type { DisputesService } from '../disputes';
import type { FulfilmentService } from '../fulfilment';
import type { RefundsService } from '../refunds';
import type { BillingLog, OrderRow, OrdersRepository } from '../shared';
import type { WebhookEventsRepository } from './webhooks.repository';

/** What {@link WebhooksService} is built from. */
export interface WebhooksDeps {
  provider: Pick<PaymentProvider, 'name' | 'verifyWebhook'>;
  events: WebhookEventsRepository;
  orders: OrdersRepository;
  fulfilment: Pick<FulfilmentService, 'markSucceeded' | 'markFailed'>;
  refunds: Pick<RefundsService, 'markRefunded'>;
  disputes: Pick<DisputesService, 'apply'>;
  log: BillingLog;
}

/**
 * Why a verified event cannot be the provider's word on `order` (null: it can). A charge event
 * must name what this API charged: the order's amount and currency, for an attempt the API
 * made (the order was claimed for payment: `processing`, or `failed` by a reconciler that
 * found no answer); a refund event, a charge of the order's amount and currency refunding no
 * more than it. A signed event is only the provider's account of a charge: a small charge, one
 * in another currency, or an event about an order never confirmed activates nothing.
 */
export function eventMismatch(order: OrderRow, event: ProviderEvent): string | null {
  const { amount, currency } = event.data;
  if (amount !== order.amount) return 'amount';
  if (typeof currency !== 'string' || currency.toLowerCase() !== order.currency.toLowerCase()) {
    return 'currency';
  }
  if (event.type === 'charge.refunded') {
    const refunded = event.data.amountRefunded ?? 0;
    return refunded > order.amount ? 'amount_refunded' : null;
  }
  const attempt = Number(event.data.metadata?.attempt ?? Number.NaN);
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > order.attempts) return 'attempt';
  if (event.type === 'charge.succeeded') {
    // Only a payment the API started: never an order still awaiting its payment method.
    if (order.status === 'requires_payment_method') return 'state';
  }
  return null;
}

/** The provider's events: verified, deduplicated, applied to their orders. */
export class WebhooksService {
  constructor(private readonly deps: WebhooksDeps) {}

  /**
   * Verifies a signed event (400 when the signature is wrong), applies it once — a duplicate
   * answers `{duplicate: true}` — and forgets it when applying it failed, so the provider's
   * retry applies it.
   */
  async receive(rawBody: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
    const { provider, events } = this.deps;
    let event: ProviderEvent;
    try {
      event = provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new HttpError(400, 'Invalid webhook signature');
      }
      throw error;
    }
    const fresh = await events.record({
      id: event.id,
      provider: provider.name,
      type: event.type,
      createdAt: Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date(),
    });
    if (!fresh) return { duplicate: true };
    try {
      await this.apply(event);
    } catch (error) {
      await events.forget(event.id);
      throw error;
    }
    return { duplicate: false };
  }

  /**
   * Applies one verified provider event. The order is re-read first and the event checked
   * against it ({@link eventMismatch}: one that does not match is logged and ignored); every
   * change is conditional on its current state, so late, early or repeated events cannot move
   * it back.
   */
  async apply(event: ProviderEvent): Promise<void> {
    const { orders, fulfilment, refunds, disputes } = this.deps;
    // Disputes name the charge (the provider's dispute events need not carry its metadata).
    if (event.type.startsWith('charge.dispute.')) {
      await disputes.apply(event);
      return;
    }
    const orderId = event.data.metadata?.orderId;
    if (!orderId) return;
    const order = await orders.byId(orderId);
    if (!order) return;
    if (
      event.type === 'charge.succeeded' ||
      event.type === 'charge.failed' ||
      event.type === 'charge.refunded'
    ) {
      const mismatch = eventMismatch(order, event);
      if (mismatch) {
        this.deps.log.warn(
          { orderId, eventId: event.id, type: event.type, mismatch },
          'ignored a payment event that does not match its order',
        );
        return;
      }
    }
    const chargeId = event.data.chargeId ?? null;
    switch (event.type) {
      case 'charge.succeeded':
        if (order.status !== 'succeeded' && order.status !== 'refunded') {
          await fulfilment.markSucceeded(order.id, chargeId);
        }
        return;
      case 'charge.failed': {
        const attempt = Number(event.data.metadata?.attempt ?? Number.NaN);
        // A failure only counts for the attempt still in flight (not after a later success),
        // a bank challenge the payer failed included.
        if (
          (order.status === 'processing' || order.status === 'requires_action') &&
          attempt === order.attempts
        ) {
          await fulfilment.markFailed(order.id, attempt, chargeId, {
            declineCode: event.data.declineCode ?? 'card_declined',
            message: event.data.declineMessage ?? 'The card was declined.',
          });
        }
        return;
      }
      case 'charge.refunded': {
        // `amountRefunded` is the charge's cumulative refund: applying it twice, or an older
        // one after a newer one, changes nothing; a partial refund claws back in proportion.
        const refunded = event.data.amountRefunded ?? 0;
        if (refunded > 0 && (order.chargeId === null || order.chargeId === chargeId)) {
          const full = refunded >= (event.data.amount ?? Number.POSITIVE_INFINITY);
          await refunds.markRefunded(order.id, full ? order.amount : refunded);
          if (order.chargeId === null) await orders.update(order.id, { chargeId });
        }
        return;
      }
      default:
        return;
    }
  }
}
