import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { singleLine } from '../../../lib/input-rules';
import { idempotent } from '../../../lib/idempotency';
import { errorSchema } from '../../../lib/pagination';
import { CardDeclinedError } from '../../../providers/provider';
import { requirePrincipal } from '../../auth';
import {
  cardError,
  cardErrorSchema,
  cardSchema,
  idempotencyHeaders,
  moneyErrors,
  toCard,
} from '../shared';
import type { CardsService } from './cards.service';
import { noContent } from '../../../lib/replies';

const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });
/** Provider token from the card form (`pm_…`): never a card number. */
export const paymentMethodField = z
  .string()
  .min(3)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Registers /users/cards/*. */
export function registerCardRoutes(root: FastifyInstance, cards: CardsService, db: Db): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/cards/setup',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cards'],
        summary: 'Open a card-form session at the payment provider',
        response: {
          200: z.object({ setupId: z.string(), cardFormUrl: z.string() }),
          401: errorSchema,
        },
      },
    },
    async (request) => cards.setup(requirePrincipal(request).userId),
  );

  app.post(
    '/users/cards',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cards'],
        summary: 'Save a card from its card-form token (same card → the existing card)',
        headers: idempotencyHeaders,
        body: z.strictObject({
          paymentMethodId: paymentMethodField,
          setDefault: z.boolean().optional(),
        }),
        response: { 200: cardSchema, 201: cardSchema, 402: cardErrorSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => {
        try {
          const { card, created } = await cards.saveCard(
            me.userId,
            request.body.paymentMethodId,
            request.body.setDefault ?? false,
          );
          return { status: created ? 201 : 200, body: toCard(card) };
        } catch (error) {
          if (error instanceof CardDeclinedError) return { status: 402, body: cardError(error) };
          throw error;
        }
      });
    },
  );

  app.get(
    '/users/cards',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cards'],
        summary: 'The caller’s saved cards (default first)',
        response: { 200: z.array(cardSchema), 401: errorSchema },
      },
    },
    async (request) => (await cards.listCards(requirePrincipal(request).userId)).map(toCard),
  );

  app.patch(
    '/users/cards/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cards'],
        summary: 'Make a card the default',
        params: idParams,
        body: z.strictObject({ isDefault: z.boolean() }),
        response: { 200: cardSchema, ...moneyErrors },
      },
    },
    async (request) =>
      toCard(
        await cards.updateCard(
          requirePrincipal(request).userId,
          request.params.id,
          request.body.isDefault,
        ),
      ),
  );

  app.delete(
    '/users/cards/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cards'],
        summary: 'Delete a card (409 for the last card of a renewing subscription)',
        params: idParams,
        response: { 204: z.null(), ...moneyErrors },
      },
    },
    async (request, reply) =>
      noContent(reply, cards.deleteCard(requirePrincipal(request).userId, request.params.id)),
  );
}
