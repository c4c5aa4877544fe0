import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { singleLine } from '../../../lib/input-rules';
import { idempotent } from '../../../lib/idempotency';
import { HttpError } from '../../../lib/errors';
import { errorSchema } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import {
  cardErrorSchema,
  idempotencyHeaders,
  moneyErrors,
  orderSchema,
  subscriptionSchema,
  subscriptionStatuses,
  toOrder,
} from '../shared';
import type { SubscriptionsService } from './subscriptions.service';
import type { SubscriptionViews } from './subscriptions.views';

const id = singleLine(z.string().min(1).max(64));
const idParams = z.object({ id });

/** Registers /subscriptions/*. */
export function registerSubscriptionRoutes(
  root: FastifyInstance,
  subs: SubscriptionsService,
  views: SubscriptionViews,
  db: Db,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const dto = (row: Parameters<SubscriptionViews['one']>[0]) => views.one(row);

  app.post(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe to a plan with a saved card (charged now, or trial first)',
        headers: idempotencyHeaders,
        body: z.strictObject({ planId: id, cardId: id }),
        response: {
          201: z.object({ subscription: subscriptionSchema, order: orderSchema }),
          402: cardErrorSchema,
          ...moneyErrors,
        },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => {
        const { outcome, subscription } = await subs.create(
          me.userId,
          request.body.planId,
          request.body.cardId,
        );
        if (!outcome.ok) return { status: 402, body: outcome.error };
        return {
          status: 201,
          body: { subscription: await dto(subscription), order: toOrder(outcome.order) },
        };
      });
    },
  );

  app.get(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Own subscriptions, newest first (admin: everyone’s, filterable)',
        querystring: z.strictObject({
          status: z.enum(subscriptionStatuses).optional(),
          userId: id.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(100),
        }),
        response: { 200: z.array(subscriptionSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      const { status, userId, limit } = request.query;
      // Anyone but an admin reads only their own; an admin may filter by owner.
      const owner = me.role !== 'admin' ? me.userId : userId;
      const rows = await subs.list({ userId: owner, status, limit });
      return views.many(rows);
    },
  );

  app.get(
    '/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One subscription (own; admin: any)',
        params: idParams,
        response: { 200: subscriptionSchema, ...moneyErrors },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      return dto(await subs.visible(me.userId, me.role === 'admin', request.params.id));
    },
  );

  app.get(
    '/subscriptions/:id/preview',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Amount due now for a plan change (upgrade prorated now, downgrade at renewal)',
        params: idParams,
        querystring: z.strictObject({ planId: id }),
        response: {
          200: z.object({
            amountDue: z.number().int(),
            currency: z.string(),
            effective: z.enum(['now', 'renewal']),
            effectiveAt: z.string(),
            credit: z.number().int(),
          }),
          ...moneyErrors,
        },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      const sub = await subs.visible(me.userId, me.role === 'admin', request.params.id);
      const p = await subs.preview(sub, request.query.planId);
      return {
        amountDue: p.amountDue,
        currency: p.currency,
        effective: p.effective,
        effectiveAt: p.effectiveAt,
        credit: p.credit,
      };
    },
  );

  app.patch(
    '/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Change plan, cancel or resume at period end, or change the renewal card',
        description:
          'Money-moving (an upgrade charges the renewal card now): requires an Idempotency-Key like every money route. At most one payment of a subscription is in flight: a change that would charge while another payment of it is in progress answers 409.',
        params: idParams,
        headers: idempotencyHeaders,
        body: z.union([
          z.strictObject({ planId: id }),
          z.strictObject({
            cancelAtPeriodEnd: z.boolean(),
            cancellationReason: z.string().trim().max(500).optional(),
          }),
          z.strictObject({ cardId: id }),
        ]),
        response: { 200: subscriptionSchema, 402: cardErrorSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      // Only the owner changes a subscription (admins may cancel through DELETE).
      const sub = await subs.visible(me.userId, false, request.params.id);
      return idempotent(db, me.userId, request, reply, async () => {
        const body = request.body;
        if ('planId' in body) {
          const result = await subs.changePlan(sub, body.planId);
          if (!result.ok && !result.outcome.ok) {
            subs.changed(sub);
            return { status: 402, body: result.outcome.error };
          }
        } else if ('cancelAtPeriodEnd' in body) {
          await subs.setCancelAtPeriodEnd(sub, body.cancelAtPeriodEnd, body.cancellationReason);
        } else {
          await subs.setCard(sub, body.cardId);
        }
        subs.changed(sub);
        return { status: 200, body: await dto(await subs.reload(sub.id)) };
      });
    },
  );

  app.delete(
    '/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel at period end (admin: `?immediately=true` ends it now)',
        params: idParams,
        querystring: z.strictObject({ immediately: z.enum(['true', 'false']).optional() }),
        response: { 200: subscriptionSchema, ...moneyErrors },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      const isAdmin = me.role === 'admin';
      const sub = await subs.visible(me.userId, isAdmin, request.params.id);
      if (request.query.immediately === 'true') {
        if (!isAdmin) throw new HttpError(403, 'Forbidden');
        await subs.cancelNow(sub);
      } else {
        await subs.setCancelAtPeriodEnd(sub, true);
      }
      return dto(await subs.reload(sub.id));
    },
  );
}
