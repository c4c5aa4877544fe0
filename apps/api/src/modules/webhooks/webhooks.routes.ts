import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, webhookEvents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { errorSchema } from '../../lib/pagination';
import { type ProviderEvent, WebhookSignatureError } from '../../providers/provider';
import { SIGNATURE_HEADER } from '../../providers/sandbox/sandbox.provider';
import type { PaymentsService } from '../payments/payments.service';

/**
 * Applies one verified provider event. The order is re-read first and every change is
 * conditional on its current state, so late, early or repeated events cannot move it back.
 */
export async function applyPaymentEvent(payments: PaymentsService, event: ProviderEvent) {
  const orderId = event.data.metadata?.orderId;
  if (!orderId) return;
  const order = await payments.order(orderId);
  if (!order) return;
  const chargeId = event.data.chargeId ?? null;
  switch (event.type) {
    case 'charge.succeeded':
      if (order.status !== 'succeeded' && order.status !== 'refunded') {
        await payments.markSucceeded(order.id, chargeId);
      }
      return;
    case 'charge.failed': {
      const attempt = Number(event.data.metadata?.attempt ?? Number.NaN);
      // A failure only counts for the attempt still in flight (not after a later success).
      if (order.status === 'processing' && attempt === order.attempts) {
        await payments.markFailed(order.id, attempt, chargeId, {
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
        await payments.markRefunded(order.id, full ? order.amount : refunded);
        if (order.chargeId === null) {
          await payments.db.update(orders).set({ chargeId }).where(eq(orders.id, order.id));
        }
      }
      return;
    }
    default:
      return;
  }
}

/** Registers POST /webhooks/payments (raw body, signature checked before parsing). */
export async function registerWebhookRoutes(root: FastifyInstance, payments: PaymentsService) {
  await root.register(async (scope) => {
    // Keep the exact bytes: the signature covers the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/webhooks/payments',
      {
        config: { auth: 'public', rawBody: true },
        schema: {
          tags: ['webhooks'],
          summary: 'Payment provider events, signed `t=…,v1=…` (HMAC-SHA256 of `t.rawBody`)',
          headers: z.object({ [SIGNATURE_HEADER]: z.string().max(1000).optional() }),
          body: z.string().max(64 * 1024),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: errorSchema,
          },
        },
      },
      async (request) => {
        let event: ProviderEvent;
        try {
          event = payments.provider.verifyWebhook(
            request.body,
            request.headers[SIGNATURE_HEADER] as string | undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new HttpError(400, 'Invalid webhook signature');
          }
          throw error;
        }
        const inserted = await payments.db
          .insert(webhookEvents)
          .values({
            id: event.id,
            provider: payments.provider.name,
            type: event.type,
            createdAt: Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date(),
          })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (inserted.length === 0) return { received: true as const, duplicate: true };
        try {
          await applyPaymentEvent(payments, event);
        } catch (error) {
          // Not applied: forget it so the provider's retry applies it.
          await payments.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
          throw error;
        }
        return { received: true as const, duplicate: false };
      },
    );
  });
}
