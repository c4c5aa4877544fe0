import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limit';
import { deviceKey } from './auth-cookies';
import { AuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { AuthService, type Referrals, type UserViews } from './auth.service';
import { PasswordService } from './passwords';
import type { TokenService } from './tokens';

/** What the auth module is given. */
export interface AuthPluginOptions {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer: Mailer;
  /** How a user is shown (the users module). */
  users: UserViews;
  /** Sign-up attribution (the affiliates module). */
  referrals: Referrals;
  /** The job queue the module's e-mails are sent through. */
  jobs: JobQueue;
  /** Receives each of the module's queued jobs (the job engine runs them). */
  onQueuedJob: (job: QueuedJob<never>) => void;
}

/** The auth module: sign-up, sign-in, sessions and password recovery (`/auth`). */
export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  const { config, db, tokens, users, referrals, onQueuedJob } = options;
  const auth = new AuthService(new AuthRepository(db), options);
  for (const job of auth.queuedJobs()) onQueuedJob(job);
  registerAuthRoutes(app, {
    auth,
    tokens,
    users,
    referrals,
    deviceKey: deviceKey(config.jwt.secret),
  });
};

/** The password rules, for the modules that change passwords (the account page). */
export function createPasswordService(options: {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
}): PasswordService {
  const { config, db, tokens, limiter } = options;
  return new PasswordService(new AuthRepository(db), tokens, limiter, config.rateLimit);
}
