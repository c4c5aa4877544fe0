import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameField } from '../../lib/fields';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, sortByQuery } from '../../lib/pagination';
import { passwordField, requirePrincipal } from '../auth';
import { userSchema } from './users.schemas';
import type { UsersService } from './users.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const photoURL = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/ }))
  .meta({ format: 'uri' })
  .nullable();

/** Registers /users/*: validates, then calls the service. */
export function registerUserRoutes(root: FastifyInstance, users: UsersService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

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
    async (request, reply) => users.updateOwn(requirePrincipal(request), request.body, reply),
  );

  app.get(
    '/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'List users (admin)',
        querystring: pagedQuery({
          search: singleLine(z.string().trim().max(100)).optional(),
          role: z.enum(['user', 'admin']).optional(),
          /** The state of the member's current subscription; `none` when they have none. */
          subscription: z.enum(['none', 'incomplete', 'trialing', 'active', 'past_due']).optional(),
          sortBy: sortByQuery(['createdAt', 'name', 'email']),
        }),
        response: { 200: paginated(userSchema), ...errors },
      },
    },
    async (request) => users.list(request.query),
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
    async (request) =>
      users.adminUpdate(requirePrincipal(request), request.params.id, request.body),
  );
}
