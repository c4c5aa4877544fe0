import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { forbidden, HttpError, unauthorized } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Principal, TokenService } from './tokens';

/** Who may call a route. */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (default `public`). */
    auth?: AuthLevel;
    /** `strict` applies the tighter per-IP limit of sensitive routes. */
    rateLimit?: 'strict';
    /**
     * The route may act on the caller's cookies (the refresh cookie): a request a browser
     * sends from another site is refused with 403 (see {@link crossSiteProblem}).
     */
    cookieAuth?: true;
  }
  interface FastifyRequest {
    /** The authenticated caller, or null. */
    principal: Principal | null;
  }
}

/** What the guards are given. */
export interface GuardOptions {
  rateLimit: Config['rateLimit'];
  limiter: RateLimiter;
  tokens: TokenService;
  /** Origins besides the API's own that may call cookie routes (APP_URL's, CORS_ORIGINS). */
  origins: readonly string[];
  /** Accept any loopback origin (development: the web app's dev server proxies the API). */
  loopbackOrigins?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's `Host` as a URL of `protocol` writes it (a default port dropped), or ''. */
function hostOf(protocol: string, host: string): string {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return '';
  }
}

/**
 * Why a request to a cookie route looks sent by a browser from another site, or null. A
 * browser says where a request comes from: `Sec-Fetch-Site` must not be `cross-site`
 * (`same-origin`, `same-site` and `none` pass), and an `Origin` must be the API's own (the
 * request's host) or a trusted one. Callers that send neither (API clients) pass: this stands
 * behind `SameSite=Strict`, which already keeps the cookie off cross-site requests.
 */
export function crossSiteProblem(
  request: FastifyRequest,
  trusted: { origins: readonly string[]; loopbackOrigins?: boolean },
): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && String(site).toLowerCase() === 'cross-site') {
    return 'Cross-site request refused';
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'Request origin refused';
  }
  if (url.origin === 'null' || !/^https?:$/.test(url.protocol)) return 'Request origin refused';
  if (url.host === hostOf(url.protocol, request.host)) return null;
  if (trusted.origins.includes(url.origin)) return null;
  if (trusted.loopbackOrigins && LOOPBACK.has(url.hostname)) return null;
  return 'Request origin refused';
}

/** The bearer token of a request: null without one, '' when malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Rate limits and authentication, in `onRequest` so they run before body validation:
 * an anonymous caller learns nothing about a route's schema.
 */
export function registerGuards(app: FastifyInstance, options: GuardOptions): void {
  const { rateLimit, limiter, tokens } = options;
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request, reply) => {
    // Tokens and personal data are in most answers: never stored by browsers or proxies.
    // The few public, cacheable answers set their own Cache-Control.
    reply.header('cache-control', 'no-store');
    const general = limiter.hitBatched(`ip:${request.ip}`, rateLimit.max, rateLimit.windowMs);
    if (!general.allowed) throw tooMany(reply, general.resetAt);
    const cfg = request.routeOptions.config;
    if (cfg.cookieAuth) {
      const problem = crossSiteProblem(request, options);
      if (problem) throw new HttpError(403, problem);
    }
    if (cfg.rateLimit === 'strict') {
      const strict = await limiter.hit(
        `strict:${request.routeOptions.url}:${request.ip}`,
        rateLimit.authMax,
        rateLimit.windowMs,
      );
      if (!strict.allowed) throw tooMany(reply, strict.resetAt);
    }

    const level = cfg.auth ?? 'public';
    const token = bearerToken(request);
    if (level === 'public') return;
    if (token === null || token === '') {
      if (level === 'optional') return;
      throw unauthorized();
    }
    try {
      request.principal = await tokens.authenticate(token);
    } catch (error) {
      // A stale token on a public page is treated as anonymous.
      if (level === 'optional') return;
      throw error;
    }
    if (level === 'admin' && request.principal.role !== 'admin') throw forbidden();
  });
}

/** Builds the 429 error with `Retry-After`. */
export function tooMany(
  reply: { header(name: string, value: string): unknown },
  resetAt: Date,
  message = 'Too many requests, please try again later',
) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, message);
}

/**
 * Counts one attempt on each limit before the attempt is checked (so concurrent attempts
 * cannot all slip under a limit), and refuses with 429 and `Retry-After` when any is over.
 * Returns the keys counted, to take back with `limiter.undo` when the attempt succeeds.
 */
export async function countAttempt(
  limiter: RateLimiter,
  reply: { header(name: string, value: string): unknown },
  limits: { key: string; limit: number }[],
  windowMs: number,
  message: string,
): Promise<string[]> {
  const results = await Promise.all(
    limits.map(({ key, limit }) => limiter.hit(key, limit, windowMs)),
  );
  const over = results.filter((r) => !r.allowed);
  if (over.length) {
    // Refused unchecked: it counts against nothing. Checked attempts alone fill the limits, so
    // at most `limit` of any number of concurrent attempts are ever checked.
    await Promise.all(limits.map(({ key }) => limiter.undo(key)));
    const resetAt = new Date(Math.max(...over.map((r) => r.resetAt.getTime())));
    throw tooMany(reply, resetAt, message);
  }
  return limits.map((l) => l.key);
}

/** The principal of a route whose `auth` is `user` or `admin`. */
export function requirePrincipal(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
