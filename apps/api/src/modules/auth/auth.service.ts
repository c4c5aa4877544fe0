import type { z } from 'zod';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import type { JobQueue, QueuedJob } from '../../jobs/job';
import type { AuthRepository } from './auth.repository';
import { countAttempt, tooMany } from './guard';
import { assertPassword } from './passwords';
import type { AuthTokens, TokenService } from './tokens';

/** A user as the auth routes answer it: the users module's shape, given to this module. */
export interface UserView {
  id: string;
  [key: string]: unknown;
}

/** How the auth module shows a user (given by the users module, which depends on auth). */
export interface UserViews {
  /** The response schema of a user (`User` in the document). */
  schema: z.ZodType<UserView>;
  /** One user in that shape, or null. */
  byId(id: string): Promise<UserView | null>;
}

/** Sign-up attribution (given by the affiliates module). */
export interface Referrals {
  /** How the referral cookie works, for the sign-up route's documentation. */
  doc: string;
  /** The referrer of a new account: a valid cookie first, else the typed code. */
  referrerFor(
    email: string,
    code: string | undefined,
    cookieHeader: string | string[] | undefined,
  ): Promise<string | null>;
  /** Whether the request carries a referral cookie. */
  hasCookie(cookieHeader: string | string[] | undefined): boolean;
  /** The Set-Cookie value that deletes the referral cookie. */
  clearCookie(secure: boolean): string;
}

/** Something that takes response headers (`Retry-After` of a refused attempt). */
type HeaderSink = { header(name: string, value: string): unknown };

const LOGIN_FAILED = 'Incorrect email or password';
const EMAIL_TAKEN = 'Email already taken';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts, please try again later';

/** The queued job that looks an account up and e-mails it a reset link. */
export const RESET_EMAIL_JOB = 'auth.reset-email';
/** The queued job that tells an address's owner someone tried to sign up with it. */
export const TAKEN_NOTICE_JOB = 'auth.taken-notice';
/** What the auth e-mail jobs carry: the address only (never a password or a token). */
interface MailJob {
  email: string;
}

/** The sign-up, sign-in and password-recovery rules. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly deps: {
      config: Config;
      tokens: TokenService;
      limiter: RateLimiter;
      mailer: Mailer;
      users: UserViews;
      referrals: Referrals;
      /** The job queue the module's e-mails go through (never sent inside a request). */
      jobs: JobQueue;
    },
  ) {}

  /**
   * Creates an account (role user) and its first session. A taken e-mail answers `400 Email
   * already taken` after the same work as a sign-up (the password is hashed all the same), and
   * its owner is told by e-mail. Sign-ups are limited per address, and so are taken answers:
   * past that limit every sign-up from the address answers 429, whatever the e-mail.
   */
  async register(
    input: { name: string; email: string; password: string; referralCode?: string },
    cookieHeader: string | string[] | undefined,
    client: { ip: string; reply: HeaderSink },
  ): Promise<{ user: UserView; tokens: AuthTokens }> {
    const { name, email, password } = input;
    const { ip, reply } = client;
    assertPassword(password, email);
    const rl = this.deps.config.rateLimit;
    await countAttempt(
      this.deps.limiter,
      reply,
      [{ key: `register:ip:${ip}`, limit: rl.registerPerIp }],
      rl.registerWindowMs,
      TOO_MANY_SIGN_UPS,
    );
    const takenKey = `register:taken:${ip}`;
    const taken = await this.deps.limiter.window(takenKey);
    if (taken && taken.count >= rl.registerTakenPerIp) {
      throw tooMany(reply, taken.resetAt, TOO_MANY_SIGN_UPS);
    }
    const refuseTaken = async (hashing: Promise<unknown>) => {
      const [counted] = await Promise.all([
        this.deps.limiter.hit(takenKey, rl.registerTakenPerIp, rl.registerWindowMs),
        hashing,
      ]);
      await this.deps.jobs.send(TAKEN_NOTICE_JOB, { email } satisfies MailJob);
      if (!counted.allowed) return tooMany(reply, counted.resetAt, TOO_MANY_SIGN_UPS);
      return new HttpError(400, EMAIL_TAKEN);
    };
    if (await this.repo.emailTaken(email)) throw await refuseTaken(hashPassword(password));
    // First touch: a valid referral cookie (≤ AFFILIATE_ATTRIBUTION_DAYS old) beats the body's code.
    const referredBy = await this.deps.referrals.referrerFor(
      email,
      input.referralCode,
      cookieHeader,
    );
    const passwordHash = await hashPassword(password);
    let id: string;
    try {
      ({ id } = await this.repo.insertAccount({ name, email, passwordHash, referredBy }));
    } catch (error) {
      if (isUniqueViolation(error)) throw await refuseTaken(Promise.resolve());
      throw error;
    }
    const [user, tokens] = await Promise.all([
      this.deps.users.byId(id),
      this.deps.tokens.issue(id),
    ]);
    if (!user) throw new Error('the new account is missing');
    return { user, tokens };
  }

  /**
   * Signs in. A device this account signed in on before has an allowance of its own, so a
   * stranger's guesses cannot lock the owner out; other devices share the account's allowance
   * and have a tighter one per address. Attempts are counted before the password is checked,
   * and a good sign-in takes its counts back.
   */
  async login(
    input: { email: string; password: string; ip: string; account: string; deviceId?: string },
    reply: HeaderSink,
  ): Promise<{ user: UserView; tokens: AuthTokens }> {
    const { email, password, ip, account, deviceId } = input;
    const rl = this.deps.config.rateLimit;
    const limits = deviceId
      ? [{ key: `login:device:${deviceId}:${account}`, limit: rl.loginFailuresPerAccount }]
      : [
          { key: `login:account:${account}`, limit: rl.loginFailuresPerAccount },
          { key: `login:account-ip:${account}:${ip}`, limit: rl.loginFailuresPerAccountClient },
          { key: `login:ip:${ip}`, limit: rl.loginFailuresPerIp },
        ];
    const counted = await countAttempt(
      this.deps.limiter,
      reply,
      limits,
      rl.loginFailureWindowMs,
      'Too many login attempts, please try again later',
    );
    const row = await this.repo.byEmail(email);
    let ok = false;
    if (row) ok = await verifyPassword(row.passwordHash, password);
    // Unknown users still pay for one argon2 verification, so timing matches.
    else await verifyPassword(await dummyHash(), password);
    if (!row || !ok || row.disabled) throw new HttpError(401, LOGIN_FAILED);
    await Promise.all(counted.map((key) => this.deps.limiter.undo(key)));
    const [user, tokens] = await Promise.all([
      this.deps.users.byId(row.id),
      this.deps.tokens.issue(row.id),
    ]);
    if (!user) throw new HttpError(401, LOGIN_FAILED);
    return { user, tokens };
  }

  /** The caller. */
  async me(userId: string): Promise<UserView> {
    const user = await this.deps.users.byId(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * Sends a reset link to an enabled account. Whether the account exists is never revealed, in
   * the answer or in its timing: the answer only queues a job with the address, the same work
   * whatever the e-mail. The job looks the account up, creates the link and sends it (a failed
   * mail is retried by the queue).
   */
  async forgotPassword(email: string): Promise<void> {
    await this.deps.jobs.send(RESET_EMAIL_JOB, { email } satisfies MailJob);
  }

  /** The module's queued jobs (the e-mails), for the job engine. */
  queuedJobs(): QueuedJob<never>[] {
    const resetEmail: QueuedJob<MailJob> = {
      name: RESET_EMAIL_JOB,
      run: ({ email }) => this.sendResetLink(email),
    };
    const takenNotice: QueuedJob<MailJob> = {
      name: TAKEN_NOTICE_JOB,
      run: ({ email }, { attempt }) => this.noticeSignUpAttempt(email, attempt),
    };
    return [resetEmail, takenNotice] as QueuedJob<unknown>[] as QueuedJob<never>[];
  }

  private async sendResetLink(email: string): Promise<void> {
    const row = await this.repo.byEmail(email);
    if (!row || row.disabled) return;
    const { appUrl, jwt } = this.deps.config;
    const token = randomToken();
    await this.repo.insertReset(
      row.id,
      token,
      new Date(Date.now() + jwt.resetPasswordMinutes * 60_000),
    );
    const link = `${appUrl}/auth/jwt/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send({
      to: email,
      subject: 'Reset your Finfree password',
      text: `Hello ${row.name},\n\nReset your password within ${jwt.resetPasswordMinutes} minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  }

  /**
   * Tells the owner of an e-mail that someone tried to sign up with it: at most one notice per
   * address per sign-up window, so refused sign-ups cannot flood a mailbox. The window is
   * counted on the first attempt only, so a retry of a failed mail still sends it.
   */
  private async noticeSignUpAttempt(email: string, attempt: number): Promise<void> {
    const rl = this.deps.config.rateLimit;
    if (attempt === 1) {
      const key = `register:notice:${email}`;
      const once = await this.deps.limiter.hit(key, 1, rl.registerWindowMs);
      if (!once.allowed) return;
    }
    const row = await this.repo.byEmail(email);
    if (!row || row.disabled) return;
    const { appUrl } = this.deps.config;
    await this.deps.mailer.send({
      to: email,
      subject: 'Someone tried to create a Finfree account with your e-mail',
      text:
        `Hello ${row.name},\n\nSomeone just tried to create a new Finfree account with this ` +
        `e-mail address. It already belongs to your account, so nothing was created and your ` +
        `account is unchanged.\n\nIf it was you, sign in at ${appUrl}/auth/jwt/login ` +
        `(forgot your password? ask for a reset link at ${appUrl}/auth/jwt/reset-password).\n\n` +
        `If it was not you, you can ignore this e-mail.`,
    });
  }

  /**
   * Sets a new password with a reset link. A link works once and expires; using one ends every
   * other link of the account and every session. Answers the account's e-mail.
   */
  async resetPassword(token: string, password: string): Promise<{ email: string }> {
    const failed = new HttpError(401, 'Password reset failed');
    const reset = await this.repo.liveReset(token);
    if (!reset) throw failed;
    const user = await this.repo.byId(reset.userId);
    if (!user || user.disabled) throw failed;
    assertPassword(password, user.email);
    if (!(await this.repo.claimReset(reset.id))) throw failed;
    await this.repo.setPasswordHash(user.id, await hashPassword(password));
    await Promise.all([
      this.repo.endPasswordResets(user.id),
      this.deps.tokens.revokeAll(user.id, 'password_reset'),
    ]);
    return { email: user.email };
  }
}
