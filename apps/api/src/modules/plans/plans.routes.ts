import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import type { AppContext } from '../../context';
import { plans } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { errorSchema, paginated, paginationQuery, sortByQuery, toPage } from '../../lib/pagination';
import { isUniqueViolation } from '../../db/sql';
import { requirePrincipal } from '../auth/guard';

/** The public shape of a plan; money in integer minor units. */
export const planSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.enum(['month', 'year']),
    trialDays: z.number().int(),
    features: z.array(z.string()),
    highlighted: z.boolean(),
    active: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Plan' });

/** Money amounts: integers in minor units, never coerced from strings. */
export const amountField = z.number().int().min(0).max(100_000_000);

const planFields = {
  name: singleLine(z.string().trim().min(1).max(80)),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
  description: z.string().max(2000),
  amount: amountField,
  currency: z.string().regex(/^[a-z]{3}$/),
  interval: z.enum(['month', 'year']),
  trialDays: z.number().int().min(0).max(365),
  features: z.array(singleLine(z.string().trim().min(1).max(200))).max(30),
  highlighted: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int().min(-1000).max(1000),
};

type PlanRow = typeof plans.$inferSelect;
export const toPlan = (r: PlanRow): z.infer<typeof planSchema> => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  amount: r.amount,
  currency: r.currency,
  interval: r.interval,
  trialDays: r.trialDays,
  features: r.features,
  highlighted: r.highlighted,
  active: r.active,
  sortOrder: r.sortOrder,
});

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });

/** Registers /plans/*. */
export function registerPlanRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/plans',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['plans'],
        summary: 'List plans (admins also see archived ones)',
        querystring: z.strictObject({
          ...paginationQuery,
          interval: z.enum(['month', 'year']).optional(),
          sortBy: sortByQuery(['sortOrder', 'amount', 'name']),
        }),
        response: { 200: paginated(planSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { limit, page, interval, sortBy } = request.query;
      const where: SQL[] = [];
      if (request.principal?.role !== 'admin') where.push(eq(plans.active, true));
      if (interval) where.push(eq(plans.interval, interval));
      const condition = where.length ? and(...where) : undefined;
      const [field, dir] = (sortBy ?? 'sortOrder:asc').split(':') as [
        'sortOrder' | 'amount' | 'name',
        'asc' | 'desc',
      ];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(plans)
          .where(condition)
          .orderBy(
            dir === 'asc' ? asc(plans[field]) : desc(plans[field]),
            asc(plans.amount),
            asc(plans.id),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(plans).where(condition),
      ]);
      return toPage(rows.map(toPlan), page, limit, total?.n ?? 0);
    },
  );

  app.get(
    '/plans/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['plans'],
        summary: 'One plan',
        params: idParams,
        response: { 200: planSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const [row] = await db.select().from(plans).where(eq(plans.id, request.params.id));
      if (!row || (!row.active && request.principal?.role !== 'admin')) {
        throw notFound('Plan not found');
      }
      return toPlan(row);
    },
  );

  app.post(
    '/plans',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Create a plan (admin)',
        body: z.strictObject({
          name: planFields.name,
          slug: planFields.slug.optional(),
          description: planFields.description.optional(),
          amount: planFields.amount,
          currency: planFields.currency.optional(),
          interval: planFields.interval,
          trialDays: planFields.trialDays.optional(),
          features: planFields.features.optional(),
          highlighted: planFields.highlighted.optional(),
          active: planFields.active.optional(),
          sortOrder: planFields.sortOrder.optional(),
        }),
        response: { 201: planSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      try {
        const [row] = await db
          .insert(plans)
          .values({ id: newId(), ...b, slug: b.slug ?? slugify(`${b.name}-${b.interval}ly`) })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await writeAudit(db, {
          actorId: requirePrincipal(request).userId,
          action: 'plan.created',
          targetType: 'plan',
          targetId: row.id,
          after: { name: row.name, amount: row.amount, interval: row.interval },
        });
        return reply.code(201).send(toPlan(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'Slug already taken');
        throw error;
      }
    },
  );

  app.patch(
    '/plans/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Update a plan (admin)',
        params: idParams,
        body: z.strictObject({
          name: planFields.name.optional(),
          slug: planFields.slug.optional(),
          description: planFields.description.optional(),
          amount: planFields.amount.optional(),
          currency: planFields.currency.optional(),
          interval: planFields.interval.optional(),
          trialDays: planFields.trialDays.optional(),
          features: planFields.features.optional(),
          highlighted: planFields.highlighted.optional(),
          active: planFields.active.optional(),
          sortOrder: planFields.sortOrder.optional(),
        }),
        response: { 200: planSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const [row] = await db
          .update(plans)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(plans.id, request.params.id))
          .returning();
        if (!row) throw notFound('Plan not found');
        await writeAudit(db, {
          actorId: requirePrincipal(request).userId,
          action: 'plan.updated',
          targetType: 'plan',
          targetId: row.id,
          after: { name: row.name, ...request.body },
        });
        return toPlan(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'Slug already taken');
        throw error;
      }
    },
  );

  app.delete(
    '/plans/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Archive a plan (admin); existing subscribers keep it',
        params: idParams,
        response: { 200: planSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await db
        .update(plans)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(plans.id, request.params.id))
        .returning();
      if (!row) throw notFound('Plan not found');
      await writeAudit(db, {
        actorId: requirePrincipal(request).userId,
        action: 'plan.archived',
        targetType: 'plan',
        targetId: row.id,
        after: { name: row.name, active: false },
      });
      return toPlan(row);
    },
  );
}
