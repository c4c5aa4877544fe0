import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import type { AppContext } from '../../context';
import { contactMessages, trades, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { errorSchema } from '../../lib/pagination';
import { winRateOf } from '../trades';
import { emailField, nameField } from '../users/users.schemas';

/** "3k+" style label from a real count (exact below 1000). */
export function membersLabel(n: number): string {
  if (n >= 1_000_000) return `${Math.floor(n / 1_000_000)}M+`;
  if (n >= 1000) return `${Math.floor(n / 1000)}k+`;
  return String(n);
}

/** Registers /public/stats and /contact. */
export function registerPublicRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/public/stats',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Community figures for the landing page',
        response: {
          200: z.object({
            members: z.number().int(),
            membersLabel: z.string(),
            winRate90d: z.number(),
            trades90d: z.number().int(),
          }),
        },
      },
    },
    async () => {
      const since = new Date(Date.now() - 90 * 86_400_000);
      const [[members], closed] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.disabled, false)),
        db
          .select({ result: trades.result, n: count() })
          .from(trades)
          .where(and(eq(trades.status, 'closed'), gte(trades.closedAt, since)))
          .groupBy(trades.result),
      ]);
      const by = (r: string) => closed.find((c) => c.result === r)?.n ?? 0;
      const n = members?.n ?? 0;
      return {
        members: n,
        membersLabel: membersLabel(n),
        winRate90d: winRateOf(by('win'), by('loss')),
        trades90d: closed.reduce((sum, c) => sum + c.n, 0),
      };
    },
  );

  app.post(
    '/contact',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the team',
        body: z.strictObject({
          name: nameField,
          email: emailField,
          subject: singleLine(z.string().trim().min(1).max(200)),
          message: z.string().trim().min(1).max(5000),
        }),
        response: {
          202: z.object({ status: z.literal('received') }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await db.insert(contactMessages).values({ id: newId(), ...request.body, ip: request.ip });
      return reply.code(202).send({ status: 'received' as const });
    },
  );
}
