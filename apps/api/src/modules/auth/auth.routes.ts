import { isUniqueViolation } from '../../db/sql';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import type { AppContext } from '../../context';
import { passwordResets, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { hashToken, newId, randomToken, referralCode } from '../../lib/ids';
import {
  hasReferralCookie,
  REF_COOKIE_DOC,
  referralClearCookie,
} from '../affiliates/referral-cookie';
import { errorSchema } from '../../lib/pagination';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from '../../lib/password';
import { emailField, nameField, passwordField, userSchema } from '../users/users.schemas';
import { getUserDto, toUserDto } from '../users/users.service';
import {
  accountTag,
  clearRefreshCookie,
  deviceKey,
  readDevice,
  refreshTokenOf,
  rememberDevice,
  setRefreshCookie,
} from './auth-cookies';
import { countAttempt, requirePrincipal } from './guard';

const tokenSchema = z.object({ token: z.string(), expires: z.string() });
/** `{access, refresh}` token pair. */
export const tokensSchema = z.object({ access: tokenSchema, refresh: tokenSchema }).meta({
  id: 'AuthTokens',
});
const authResponse = z.object({ user: userSchema, tokens: tokensSchema });
const refreshBody = z
  .strictObject({
    refreshToken: singleLine(z.string().min(1).max(512))
      .optional()
      .describe('The refresh token; when absent, the `finfree_rt` cookie is used'),
  })
  .nullish();
const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

const LOGIN_FAILED = 'Incorrect email or password';

/** Refuses a weak password with a field error (400). */
export function assertPassword(password: string, email?: string, field = 'password') {
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, [{ field, message: problem }]);
}

/** Ends every unused reset link of a user (after a reset or a password change). */
export async function endPasswordResets(db: AppContext['db'], userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Registers /auth/*. */
export function registerAuthRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, limiter, config } = ctx;
  const devices = deviceKey(config.jwt.secret);

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
          REF_COOKIE_DOC,
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
      const { name, email, password } = request.body;
      assertPassword(password, email);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new HttpError(400, 'Email already taken');
      // First touch: a valid referral cookie (≤ AFFILIATE_ATTRIBUTION_DAYS old) beats the body's code.
      const affiliates = request.server.money.affiliates;
      const referredBy = await affiliates.referrerFor(
        email,
        request.body.referralCode,
        request.headers.cookie,
      );
      const passwordHash = await hashPassword(password);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await db
          .insert(users)
          .values({
            id: newId(),
            name,
            email,
            passwordHash,
            referralCode: referralCode(),
            referredBy,
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, 'Email already taken');
        throw error;
      }
      if (!row) throw new Error('insert returned nothing');
      // No cookies: the web app signs in after signing up (API clients use the body's tokens).
      const issued = await tokens.issue(row.id);
      if (hasReferralCookie(request.headers.cookie)) {
        reply.header('set-cookie', referralClearCookie(request.protocol === 'https'));
      }
      return reply.code(201).send({ user: toUserDto(row, null), tokens: issued });
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
      const { password } = request.body;
      const rl = config.rateLimit;
      const account = accountTag(email, devices);
      // A device this account signed in on before has an allowance of its own, so a stranger's
      // guesses cannot lock the owner out; other devices share the account's allowance and
      // have a tighter one per address. Attempts are counted before the password is checked.
      const knownDevice = readDevice(request, devices);
      const limits = knownDevice?.accounts.includes(account)
        ? [{ key: `login:device:${knownDevice.id}:${account}`, limit: rl.loginFailuresPerAccount }]
        : [
            { key: `login:account:${account}`, limit: rl.loginFailuresPerAccount },
            {
              key: `login:account-ip:${account}:${request.ip}`,
              limit: rl.loginFailuresPerAccountClient,
            },
            { key: `login:ip:${request.ip}`, limit: rl.loginFailuresPerIp },
          ];
      const counted = await countAttempt(
        ctx,
        reply,
        limits,
        rl.loginFailureWindowMs,
        'Too many login attempts, please try again later',
      );
      const [row] = await db.select().from(users).where(eq(users.email, email));
      let ok = false;
      if (row) ok = await verifyPassword(row.passwordHash, password);
      // Unknown users still pay for one argon2 verification, so timing matches.
      else await verifyPassword(await dummyHash(), password);
      if (!row || !ok || row.disabled) throw new HttpError(401, LOGIN_FAILED);
      // A good sign-in is not a failure: take its counts back.
      await Promise.all(counted.map((key) => limiter.undo(key)));
      const [user, issued] = await Promise.all([getUserDto(db, row.id), tokens.issue(row.id)]);
      if (!user) throw new HttpError(401, LOGIN_FAILED);
      setRefreshCookie(request, reply, issued.refresh);
      rememberDevice(request, reply, devices, account);
      return { user, tokens: issued };
    },
  );

  app.post(
    '/auth/refresh-tokens',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        description:
          'Takes the refresh token from the body, or from the `finfree_rt` cookie (HttpOnly, ' +
          'SameSite=Strict, Path=/v1/auth) that sign-in, sign-up and this route set. A token ' +
          'rotated less than REFRESH_REUSE_GRACE_SECONDS ago may be presented again (two tabs ' +
          'refreshing at once); an older used token revokes its whole session.',
        body: refreshBody,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      if (!token) throw new HttpError(401, 'Please authenticate');
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
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token (body or `finfree_rt` cookie)',
        body: refreshBody,
        response: { 204: z.null(), ...errors },
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
    async (request, reply) => {
      await tokens.revokeAll(requirePrincipal(request).userId, 'logout_all');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'The caller', response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      const user = await getUserDto(db, requirePrincipal(request).userId);
      if (!user) throw notFound('User not found');
      return user;
    },
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
      const [row] = await db
        .select({ id: users.id, disabled: users.disabled, name: users.name })
        .from(users)
        .where(eq(users.email, request.body.email));
      if (row && !row.disabled) {
        const token = randomToken();
        await db.insert(passwordResets).values({
          id: newId(),
          userId: row.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + config.jwt.resetPasswordMinutes * 60_000),
        });
        const link = `${config.appUrl}/auth/jwt/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must not reveal whether the account exists.
        ctx.mailer
          .send({
            to: request.body.email,
            subject: 'Reset your Finfree password',
            text: `Hello ${row.name},\n\nReset your password within ${config.jwt.resetPasswordMinutes} minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset e-mail failed'));
      }
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
      const failed = new HttpError(401, 'Password reset failed');
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(request.query.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        );
      if (!reset) throw failed;
      const [user] = await db.select().from(users).where(eq(users.id, reset.userId));
      if (!user || user.disabled) throw failed;
      assertPassword(request.body.password, user.email);
      const claimed = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (claimed.length === 0) throw failed;
      const passwordHash = await hashPassword(request.body.password);
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await Promise.all([
        endPasswordResets(db, user.id),
        tokens.revokeAll(user.id, 'password_reset'),
      ]);
      return reply.code(200).send({ email: user.email });
    },
  );
}
