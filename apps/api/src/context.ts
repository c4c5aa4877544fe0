import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { Principal, TokenService } from './modules/auth/tokens';

/** What route modules need, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tokens: TokenService;
}

/** Who may call a route. */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (default `public`). */
    auth?: AuthLevel;
    /** `strict` applies the tighter per-IP limit of sensitive routes. */
    rateLimit?: 'strict';
  }
  interface FastifyRequest {
    /** The authenticated caller, or null. */
    principal: Principal | null;
  }
}
