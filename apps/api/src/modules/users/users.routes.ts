import { and, asc, count, desc, eq, exists, ilike, inArray, not, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import type { AppContext } from '../../context';
import { subscriptions, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { errorSchema, paginated, paginationQuery, sortByQuery, toPage } from '../../lib/pagination';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertPassword, endPasswordResets } from '../auth/auth.routes';
import { isUniqueViolation } from '../../db/sql';
import { countAttempt, requirePrincipal } from '../auth/guard';
import { nameField, passwordField, userSchema } from './users.schemas';
import { getUserDto, subscriptionsFor, toUserDto } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const photoURL = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/ }))
  .meta({ format: 'uri' })
  .nullable();

const subscriptionStatesLive = ['incomplete', 'trialing', 'active', 'past_due'] as const;

/** Escapes LIKE wildcards in user input. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Registers /users/*. */
export function registerUserRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tokens } = ctx;

  app.patch(
    '/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Update the caller (password change revokes other sessions)',
        body: z.strictObject({
          name: nameField.optional(),
          photoURL: photoURL.optional(),
          password: passwordField.optional(),
          currentPassword: z.string().min(1).max(128).optional(),
          /** A custom referral slug (letters and digits; stored upper-case; unique). */
          referralCode: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{4,16}$/, { message: 'must be 4 to 16 letters or digits' })
            .optional(),
        }),
        response: { 200: userSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      const body = request.body;
      const [row] = await db.select().from(users).where(eq(users.id, me.userId));
      if (!row) throw notFound('User not found');
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.photoURL !== undefined) changes.photoURL = body.photoURL;
      if (body.password !== undefined) {
        if (!body.currentPassword) {
          throw new HttpError(400, 'Current password is required', [
            { field: 'currentPassword', message: 'Required to change the password' },
          ]);
        }
        assertPassword(body.password, row.email);
        // Guesses at the current password are throttled like sign-in attempts: counted first.
        const rl = ctx.config.rateLimit;
        const counted = await countAttempt(
          ctx,
          reply,
          [{ key: `password-check:${me.userId}`, limit: rl.loginFailuresPerAccount }],
          rl.loginFailureWindowMs,
          'Too many password attempts, please try again later',
        );
        if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
          throw new HttpError(400, 'Current password is incorrect', [
            { field: 'currentPassword', message: 'Incorrect password' },
          ]);
        }
        await Promise.all(counted.map((key) => ctx.limiter.undo(key)));
        changes.passwordHash = await hashPassword(body.password);
      }
      if (body.referralCode !== undefined) changes.referralCode = body.referralCode.toUpperCase();
      try {
        await db.update(users).set(changes).where(eq(users.id, me.userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'Referral code already taken');
        throw error;
      }
      if (changes.passwordHash) {
        await Promise.all([
          tokens.revokeAll(me.userId, 'password_change', me.sessionId),
          endPasswordResets(db, me.userId),
        ]);
      }
      const user = await getUserDto(db, me.userId);
      if (!user) throw notFound('User not found');
      return user;
    },
  );

  app.get(
    '/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'List users (admin)',
        querystring: z.strictObject({
          ...paginationQuery,
          search: singleLine(z.string().trim().max(100)).optional(),
          role: z.enum(['user', 'admin']).optional(),
          /** The state of the member's current subscription; `none` when they have none. */
          subscription: z.enum(['none', 'incomplete', 'trialing', 'active', 'past_due']).optional(),
          sortBy: sortByQuery(['createdAt', 'name', 'email']),
        }),
        response: { 200: paginated(userSchema), ...errors },
      },
    },
    async (request) => {
      const { limit, page, search, role, subscription, sortBy } = request.query;
      const where: SQL[] = [];
      if (search) {
        const p = likePattern(search);
        const match = or(ilike(users.name, p), ilike(users.email, p));
        if (match) where.push(match);
      }
      if (role) where.push(eq(users.role, role));
      if (subscription) {
        // At most one live (not canceled) subscription per user, so its status is the state.
        const live = (statuses: (typeof subscriptionStatesLive)[number][]) =>
          exists(
            db
              .select({ one: subscriptions.id })
              .from(subscriptions)
              .where(
                and(eq(subscriptions.userId, users.id), inArray(subscriptions.status, statuses)),
              ),
          );
        where.push(
          subscription === 'none' ? not(live([...subscriptionStatesLive])) : live([subscription]),
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const [field, dir] = (sortBy ?? 'createdAt:desc').split(':') as [
        'createdAt' | 'name' | 'email',
        'asc' | 'desc',
      ];
      const order = dir === 'asc' ? asc(users[field]) : desc(users[field]);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(condition)
          .orderBy(order, asc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(condition),
      ]);
      const subs = await subscriptionsFor(
        db,
        rows.map((r) => r.id),
      );
      return toPage(
        rows.map((r) => toUserDto(r, subs.get(r.id) ?? null)),
        page,
        limit,
        total?.n ?? 0,
      );
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Change a user’s role or disable them (admin)',
        params: z.object({ id: singleLine(z.string().min(1).max(64)) }),
        body: z.strictObject({
          role: z.enum(['user', 'admin']).optional(),
          disabled: z.boolean().optional(),
        }),
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      const { id } = request.params;
      if (id === me.userId && (request.body.role === 'user' || request.body.disabled === true)) {
        throw new HttpError(400, 'You cannot demote or disable yourself');
      }
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (request.body.role !== undefined) changes.role = request.body.role;
      if (request.body.disabled !== undefined) changes.disabled = request.body.disabled;
      const found = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role, disabled: users.disabled })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return false;
        await tx.update(users).set(changes).where(eq(users.id, id));
        await writeAudit(tx, {
          actorId: me.userId,
          action: 'user.updated',
          targetType: 'user',
          targetId: id,
          before,
          after: {
            role: changes.role ?? before.role,
            disabled: changes.disabled ?? before.disabled,
          },
        });
        return true;
      });
      if (!found) throw notFound('User not found');
      tokens.invalidateUser(id);
      if (request.body.disabled) await tokens.revokeAll(id, 'disabled');
      const user = await getUserDto(db, id);
      if (!user) throw notFound('User not found');
      return user;
    },
  );
}
