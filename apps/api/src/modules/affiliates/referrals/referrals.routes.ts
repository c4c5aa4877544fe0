import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, paginated } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { REF_COOKIE, REF_COOKIE_DOC, REF_COOKIE_PATH, referralSetCookie } from '../referral-cookie';
import { listErrors } from '../shared/schemas';
import { clickBody, referralSchema, referralsQuery } from './referrals.schemas';
import type { ReferralsService } from './referrals.service';

/** Registers `POST /affiliates/clicks` and `GET /affiliates/referrals`. */
export function registerReferralRoutes(root: FastifyInstance, referrals: ReferralsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/affiliates/clicks',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['affiliates'],
        summary: 'Count a click on a referral link (sets the first-touch referral cookie)',
        description: REF_COOKIE_DOC,
        body: clickBody,
        response: {
          204: z
            .null()
            .describe(
              `No body. For a known code, when the request carries no valid ${REF_COOKIE} cookie: ` +
                `\`Set-Cookie: ${REF_COOKIE}=<code>.<issuedAtMs>.<hmac>; Max-Age=<days × 86400>; ` +
                `Path=${REF_COOKIE_PATH}; HttpOnly; SameSite=Lax\` (+ \`Secure\` over https).`,
            ),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const value = await referrals.click(request.body.code, request.headers.cookie);
      if (value) {
        reply.header(
          'set-cookie',
          referralSetCookie(value, referrals.attributionDays, request.protocol === 'https'),
        );
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/affiliates/referrals',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['affiliates'],
        summary: 'People you referred (initials only)',
        querystring: referralsQuery,
        response: { 200: paginated(referralSchema), ...listErrors },
      },
    },
    async (request) => referrals.list(requirePrincipal(request).userId, request.query),
  );
}
