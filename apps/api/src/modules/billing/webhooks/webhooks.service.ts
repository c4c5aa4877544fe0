import { HttpError } from '../../../lib/errors';
import {
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from '../../../providers/provider';
import type { FulfilmentService } from '../fulfilment';
import type { RefundsService } from '../refunds';
import type { OrdersRepository } from '../shared';
import type { WebhookEventsRepository } from './webhooks.repository';

/** What {@link WebhooksService} is built from. */
export interface WebhooksDeps {
  provider: Pick<PaymentProvider, 'name' | 'verifyWebhook'>;
  events: WebhookEventsRepository;
  orders: OrdersRepository;
  fulfilment: Pick<FulfilmentService, 'markSucceeded' | 'markFailed'>;
  refunds: Pick<RefundsService, 'markRefunded'>;
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
   * Applies one verified provider event. The order is re-read first and every change is
   * conditional on its current state, so late, early or repeated events cannot move it back.
   */
  async apply(event: ProviderEvent): Promise<void> {
    const { orders, fulfilment, refunds } = this.deps;
    const orderId = event.data.metadata?.orderId;
    if (!orderId) return;
    const order = await orders.byId(orderId);
    if (!order) return;
    const chargeId = event.data.chargeId ?? null;
    switch (event.type) {
      case 'charge.succeeded':
        if (order.status !== 'succeeded' && order.status !== 'refunded') {
          await fulfilment.markSucceeded(order.id, chargeId);
        }
        return;
      case 'charge.failed': {
        const attempt = Number(event.data.metadata?.attempt ?? Number.NaN);
        // A failure only counts for the attempt still in flight (not after a later success).
        if (order.status === 'processing' && attempt === order.attempts) {
          await fulfilment.markFailed(order.id, attempt, chargeId, {
            declineCode: event.data.declineCode ?? 'card_declined',
            message: 'The card was declined.',
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
