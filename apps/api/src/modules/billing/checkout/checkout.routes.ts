import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { singleLine } from '../../../lib/input-rules';
import { idempotent } from '../../../lib/idempotency';
import { errorSchema, paginated, pagedQuery, toPage } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { paymentMethodField } from '../cards';
import {
  cardErrorSchema,
  idempotencyHeaders,
  moneyErrors,
  orderSchema,
  orderStatuses,
  toOrder,
} from '../shared';
import type { PaymentActionsService } from '../actions';
import type { CardsService } from '../cards';
import type { CheckoutService } from './checkout.service';

const id = singleLine(z.string().min(1).max(64));

/** Registers /payments (orders and billing history). */
export function registerCheckoutRoutes(
  root: FastifyInstance,
  checkout: CheckoutService,
  db: Db,
  actions: PaymentActionsService,
  cards: Pick<CardsService, 'customerFor'>,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payments/orders/:id/authenticate',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'Start the bank’s confirmation (3-D Secure) of a payment waiting for it: answers the order with `nextAction`, or settled',
        headers: idempotencyHeaders,
        params: z.object({ id }),
        response: { 200: orderSchema, 402: cardErrorSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => {
        const outcome = await actions.authenticate(
          me.userId,
          request.params.id,
          await cards.customerFor(me.userId),
        );
        return outcome.ok
          ? { status: 200, body: toOrder(outcome.order) }
          : { status: 402, body: outcome.error };
      });
    },
  );

  app.post(
    '/payments/orders/:id/refresh',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'Back from the bank’s confirmation: asks the provider for the outcome and applies it (safe to repeat)',
        params: z.object({ id }),
        response: { 200: orderSchema, 402: cardErrorSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      const outcome = await actions.refresh(me.userId, request.params.id);
      if (outcome.ok) return toOrder(outcome.order);
      return reply.code(402).send(outcome.error);
    },
  );

  app.post(
    '/payments/create-order',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Create an order for a plan or an unpaid subscription (amount from the server)',
        headers: idempotencyHeaders,
        body: z.union([z.strictObject({ planId: id }), z.strictObject({ subscriptionId: id })]),
        response: { 201: orderSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => ({
        status: 201,
        body: toOrder(await checkout.createOrder(me.userId, request.body)),
      }));
    },
  );

  app.post(
    '/payments/orders/:id/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Pay an order with a saved card or a card-form token',
        headers: idempotencyHeaders,
        params: z.object({ id }),
        body: z.union([
          z.strictObject({ cardId: id }),
          z.strictObject({ paymentMethodId: paymentMethodField, saveCard: z.boolean().optional() }),
        ]),
        response: { 200: orderSchema, 402: cardErrorSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => {
        const outcome = await checkout.confirmOrder(me.userId, request.params.id, request.body);
        return outcome.ok
          ? { status: 200, body: toOrder(outcome.order) }
          : { status: 402, body: outcome.error };
      });
    },
  );

  app.get(
    '/payments',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Billing history (newest first); an admin may read a member’s with `userId`',
        querystring: pagedQuery({
          status: z.enum(orderStatuses).optional(),
          userId: z.string().min(1).max(64).optional(),
        }),
        response: { 200: paginated(orderSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      const { limit, page, status, userId } = request.query;
      // Only an admin reads someone else's history; for anyone else `userId` is ignored.
      const owner = me.role === 'admin' && userId ? userId : me.userId;
      const { rows, total } = await checkout.history({ userId: owner, status, limit, page });
      return toPage(rows.map(toOrder), page, limit, total);
    },
  );
}
