import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField, nameField } from '../../lib/fields';
import { addSetCookie } from '../../lib/cookies';
import { unauthorized } from '../../lib/errors';
import { singleLine } from '../../lib/input-rules';
import { errorSchema } from '../../lib/pagination';
import {
  accountTag,
  clearRefreshCookie,
  readDevice,
  refreshTokenOf,
  rememberDevice,
  setRefreshCookie,
} from './auth-cookies';
import type { AuthService, Referrals, UserViews } from './auth.service';
import { requirePrincipal } from './guard';
import { passwordField } from './passwords';
import type { TokenService } from './tokens';
import { noContent } from '../../lib/replies';

const tokenSchema = z.object({ token: z.string(), expires: z.string() });
/** `{access, refresh}` token pair. */
export const tokensSchema = z.object({ access: tokenSchema, refresh: tokenSchema }).meta({
  id: 'AuthTokens',
});
const refreshBody = z
  .strictObject({
    refreshToken: singleLine(z.string().min(1).max(512))
      .optional()
      .describe('The refresh token; when absent, the `finfree_rt` cookie is used'),
  })
  .nullish();
const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };
/** Errors of the routes that read the refresh cookie (403: sent from another site). */
const cookieErrors = { ...errors, 403: errorSchema };

/** What the auth routes call. */
export interface AuthRouteDeps {
  auth: AuthService;
  tokens: TokenService;
  users: UserViews;
  referrals: Referrals;
  /** The key of the signed device cookie. */
  deviceKey: Uint8Array;
}

/** Registers /auth/*: validates, then calls the service; cookies are set here. */
export function registerAuthRoutes(root: FastifyInstance, deps: AuthRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { auth, tokens, users, referrals, deviceKey: devices } = deps;
  const authResponse = z.object({ user: users.schema, tokens: tokensSchema });

  app.post(
    '/auth/register',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role is always user)',
        description:
          'The referrer is the code of a valid `finfree_ref` cookie issued at most ' +
          'AFFILIATE_ATTRIBUTION_DAYS (30) days ago (first touch), otherwise `referralCode` ' +
          '(typed, or prefilled from `?ref=`); when both exist the cookie wins. A forged, ' +
          'tampered or expired cookie is ignored. Self-referrals are not attributed. On success ' +
          'the cookie is cleared (`Max-Age=0; Path=/v1`). See `POST /v1/affiliates/clicks`: ' +
          referrals.doc,
        body: z.strictObject({
          name: nameField,
          email: emailField,
          password: passwordField,
          referralCode: z
            .string()
            .trim()
            .max(32)
            .optional()
            .describe('Referral code typed at sign-up; a valid `finfree_ref` cookie wins over it'),
        }),
        response: { 201: authResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await auth.register(request.body, request.headers.cookie, {
        ip: request.ip,
        reply,
      });
      // No refresh cookie: the web app signs in after signing up (API clients use the body's
      // tokens).
      if (referrals.hasCookie(request.headers.cookie)) {
        addSetCookie(reply, referrals.clearCookie(request.protocol === 'https'));
      }
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: z.strictObject({
          email: singleLine(z.string().max(254)),
          password: z.string().min(1).max(128),
        }),
        response: { 200: authResponse, ...errors },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const account = accountTag(email, devices);
      const device = readDevice(request, devices);
      const signedIn = await auth.login(
        {
          email,
          password: request.body.password,
          ip: request.ip,
          account,
          deviceId: device?.accounts.includes(account) ? device.id : undefined,
        },
        reply,
      );
      setRefreshCookie(request, reply, signedIn.tokens.refresh);
      rememberDevice(request, reply, devices, account);
      return signedIn;
    },
  );

  app.post(
    '/auth/refresh-tokens',
    {
      config: { auth: 'public', rateLimit: 'strict', cookieAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        description:
          'Takes the refresh token from the body, or from the `finfree_rt` cookie (HttpOnly, ' +
          'SameSite=Strict, Path=/v1/auth) that sign-in and this route set. A token ' +
          'rotated less than REFRESH_REUSE_GRACE_SECONDS ago may be presented again (two tabs ' +
          'refreshing at once); an older used token revokes its whole session. Refused with 403 ' +
          'when a browser sends it from another site: `Sec-Fetch-Site: cross-site`, or an ' +
          '`Origin` other than the API itself, APP_URL or CORS_ORIGINS.',
        body: refreshBody,
        response: { 200: tokensSchema, ...cookieErrors },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      if (!token) throw unauthorized();
      try {
        const issued = await tokens.refresh(token);
        setRefreshCookie(request, reply, issued.refresh);
        return issued;
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'public', cookieAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token (body or `finfree_rt` cookie)',
        description:
          'Refused with 403 when a browser sends it from another site (see refresh-tokens).',
        body: refreshBody,
        response: { 204: z.null(), ...cookieErrors },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      if (token) await tokens.logout(token);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the caller',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      noContent(reply, tokens.revokeAll(requirePrincipal(request).userId, 'logout_all')),
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'The caller', response: { 200: users.schema, ...errors } },
    },
    async (request) => auth.me(requirePrincipal(request).userId),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset e-mail (always 204)',
        body: z.strictObject({ email: emailField }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        description:
          'A link works once and expires; using one ends every other link of the account and ' +
          'every session. Answers the account e-mail, so the sign-in form can be prefilled.',
        querystring: z.strictObject({ token: singleLine(z.string().min(1).max(256)) }),
        body: z.strictObject({ password: passwordField }),
        response: { 200: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const done = await auth.resetPassword(request.query.token, request.body.password);
      return reply.code(200).send(done);
    },
  );
}
