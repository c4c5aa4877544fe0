import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthRepository } from './auth.repository';
import { countAttempt } from './guard';
import type { TokenService } from './tokens';

/** Passwords: length only (checked again, with the common-password list, by {@link assertPassword}). */
export const passwordField = z.string().min(8).max(128);

/** Refuses a weak password with a field error (400): too short or long, common, the e-mail. */
export function assertPassword(password: string, email?: string, field = 'password'): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, [{ field, message: problem }]);
}

/** A password change of a signed-in user: the current password is checked, throttled. */
export interface PasswordChange {
  userId: string;
  email: string;
  /** The stored hash of the current password. */
  passwordHash: string;
  currentPassword: string | undefined;
  password: string;
}

/** The password rules shared by sign-in recovery and the account page. */
export class PasswordService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly rateLimit: Config['rateLimit'],
  ) {}

  /**
   * Checks a change and answers the new hash to store: the new password must be acceptable,
   * and the current one right. Guesses at the current password are throttled like sign-in
   * attempts (counted first; `reply` receives `Retry-After` when refused).
   */
  async hashForChange(
    change: PasswordChange,
    reply: { header(name: string, value: string): unknown },
  ): Promise<string> {
    if (!change.currentPassword) {
      throw new HttpError(400, 'Current password is required', [
        { field: 'currentPassword', message: 'Required to change the password' },
      ]);
    }
    assertPassword(change.password, change.email);
    const counted = await countAttempt(
      this.limiter,
      reply,
      [{ key: `password-check:${change.userId}`, limit: this.rateLimit.loginFailuresPerAccount }],
      this.rateLimit.loginFailureWindowMs,
      'Too many password attempts, please try again later',
    );
    if (!(await verifyPassword(change.passwordHash, change.currentPassword))) {
      throw new HttpError(400, 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Incorrect password' },
      ]);
    }
    await Promise.all(counted.map((key) => this.limiter.undo(key)));
    return hashPassword(change.password);
  }

  /** After a password change: every other session ends, and so does every unused reset link. */
  async changed(userId: string, keepSessionId?: string): Promise<void> {
    await Promise.all([
      this.tokens.revokeAll(userId, 'password_change', keepSessionId),
      this.repo.endPasswordResets(userId),
    ]);
  }
}
