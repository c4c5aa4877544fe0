import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { TokenService } from './modules/auth';

/**
 * The shared services in one object, as the billing, affiliates and trades registration
 * functions still take them. Modules in the plugin shape are given only what they need
 * instead; this goes when those modules are.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tokens: TokenService;
}
