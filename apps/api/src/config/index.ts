import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Demo credentials: printed at start in demo mode, refused outside it. */
export const DEMO_MEMBER = { email: 'demo@finfree.app', password: 'finfree-demo-member' } as const;
/** Demo admin credentials (demo mode only). */
export const DEMO_ADMIN = { email: 'admin@finfree.app', password: 'finfree-demo-admin' } as const;

const KNOWN_DEFAULT_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'jwt-secret',
  'thisisasamplesecret',
  'your-256-bit-secret',
  'development-secret-change-me-please-now',
]);

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).optional().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: int(5300, 0),
  HOST: z.string().min(1).optional().default('127.0.0.1'),
  DEMO: bool,
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: int(10, 1),
  DATABASE_STATEMENT_TIMEOUT_MS: int(5_000, 0),
  DATABASE_LOCK_TIMEOUT_MS: int(2_000, 0),
  DATABASE_CONNECT_TIMEOUT_MS: int(3_000, 100),
  REQUEST_DEADLINE_MS: int(10_000, 100),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().optional(),
  JWT_ACCESS_EXPIRATION_MINUTES: int(15, 1),
  /** Overrides the minutes (tests of renewal need lifetimes of seconds). */
  JWT_ACCESS_EXPIRATION_SECONDS: z.coerce.number().int().min(10).optional(),
  JWT_REFRESH_EXPIRATION_DAYS: int(30, 1),
  RESET_PASSWORD_EXPIRATION_MINUTES: int(30, 1),
  CORS_ORIGINS: z.string().optional().default(''),
  TRUST_PROXY: z.string().optional().default(''),
  BODY_LIMIT_BYTES: int(100 * 1024, 1024),
  REQUEST_TIMEOUT_MS: int(30_000, 1000),
  CONNECTION_TIMEOUT_MS: int(10_000, 1000),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 1000),
  RATE_LIMIT_WINDOW_MS: int(60_000, 1000),
  RATE_LIMIT_MAX: int(600, 1),
  RATE_LIMIT_AUTH_MAX: int(20, 1),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(10, 1),
  LOGIN_MAX_FAILURES_PER_IP: int(50, 1),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: int(5, 1),
  REFRESH_REUSE_GRACE_SECONDS: int(30, 0),
  LOGIN_FAILURE_WINDOW_MS: int(15 * 60_000, 1000),
  REGISTER_MAX_PER_IP: int(20, 1),
  REGISTER_MAX_TAKEN_PER_IP: int(5, 1),
  REGISTER_WINDOW_MS: int(60 * 60_000, 1000),
  AUTH_CACHE_MS: int(1000, 0),
  TRADES_CACHE_MS: int(1000, 0),
  TRADE_CORRECTION_WINDOW_MINUTES: int(15, 0),
  NOTIFICATION_STREAMS_PER_SESSION: int(5, 1),
  NOTIFICATION_STREAMS_PER_USER: int(10, 1),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional().default('Finfree <no-reply@finfree.app>'),
  OUTBOX_DIR: z.string().optional(),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'must be a Stripe secret or restricted key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.string().url().optional(),
  PAYMENT_ACTION_GRACE_HOURS: int(72, 1),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .optional(),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  TELEGRAM_API_URL: z.string().url().optional(),
  DISCORD_API_URL: z.string().url().optional(),
  DISCORD_OAUTH_URL: z.string().url().optional(),
  CONNECT_RECONCILE_MS: int(5 * 60_000, 0),
  WEBHOOK_ALLOW_PRIVATE: bool,
  RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  JOB_WORKER: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  RECONCILE_AFTER_MS: int(10 * 60_000, 1000),
  SANDBOX_DUPLICATE_EVENTS: bool,
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).optional().default(30),
  AFFILIATE_COMMISSION_MONTHS: int(12, 0),
  AFFILIATE_HOLD_DAYS: int(30, 0),
  AFFILIATE_ATTRIBUTION_DAYS: int(30, 1),
});

/**
 * The push services of the browsers that support Web Push (Chrome, Edge, Firefox, Safari): a
 * subscription naming any other host is refused.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com';

/** A new VAPID key pair (base64url: the uncompressed public point and the private scalar). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}

/** Validated server configuration. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  demo: boolean;
  /** PostgreSQL URL; undefined → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Time limits of PostgreSQL work (statement, lock wait, pool connection), ms; 0 = none. */
  databaseTimeouts: { statementMs: number; lockMs: number; connectMs: number };
  /** A /v1 request not answered within this many ms answers 503. */
  requestDeadlineMs: number;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  jwt: {
    secret: string;
    /** Access-token lifetime in seconds. */
    accessSeconds: number;
    refreshDays: number;
    resetPasswordMinutes: number;
    /**
     * Seconds during which a just-rotated refresh token may be presented again (two tabs
     * refreshing at once) without counting as theft.
     */
    refreshReuseGraceSeconds: number;
    /** True when demo mode generated the secret (tokens die on restart). */
    generated: boolean;
  };
  corsOrigins: string[];
  /** Fastify trustProxy value: false, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  bodyLimit: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /**
   * How long an idle keep-alive connection waits for its next request. Behind a load balancer
   * that reuses connections, set it above the balancer's own idle timeout, or a request sent as
   * the server closes the connection fails (a 502 at the balancer).
   */
  keepAliveTimeoutMs: number;
  rateLimit: {
    windowMs: number;
    max: number;
    authMax: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    /** Sign-in attempts on one account from one address (tighter than per account). */
    loginFailuresPerAccountClient: number;
    loginFailureWindowMs: number;
    /** Sign-up attempts per address per `registerWindowMs`. */
    registerPerIp: number;
    /** "Email already taken" answers per address per `registerWindowMs`; then every sign-up is 429. */
    registerTakenPerIp: number;
    registerWindowMs: number;
  };
  /** Per-instance caches (ms; 0 disables): session lookups and trade-list answers. */
  cache: { authMs: number; tradesMs: number };
  /** How long after publishing a trade may still be corrected in place (ms). */
  tradeCorrectionWindowMs: number;
  /**
   * Open live alert streams, counted across instances: per session (a newer one replaces the
   * session's oldest) and per user (past it, 429).
   */
  notificationStreams: { perSession: number; perUser: number };
  /** Web Push: the VAPID key pair and contact, and the push services endpoints may name. */
  push: {
    publicKey: string;
    privateKey: string;
    subject: string;
    /** `host`, `host:port` (plain http allowed only so) or `*.domain`. */
    allowedHosts: string[];
    /** True when the keys were made up at start (demo and tests): subscriptions die on restart. */
    generated: boolean;
  };
  /**
   * Connect (Telegram, Discord, members' webhooks): the platforms' base URLs (a local stand-in in
   * tests), how often the reconciler compares access with subscriptions (0: off), and whether a
   * member's webhook may name a private or loopback address (tests and local use only).
   */
  connect: {
    telegramApiUrl: string;
    discordApiUrl: string;
    discordOAuthUrl: string;
    reconcileEveryMs: number;
    webhookAllowPrivate: boolean;
  };
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  appUrl: string;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** `pretty`: one readable line per record (a person at a terminal); `json`: for machines. */
  logFormat: 'json' | 'pretty';
  webDist: string | undefined;
  /**
   * Whether this instance works the job queue (default: yes, except under NODE_ENV=test, where
   * tests run jobs by hand). Off, it still adds jobs for the instances that do.
   */
  jobWorker: boolean;
  payments: {
    /** Which payment provider adapter the API talks to. */
    provider: 'sandbox' | 'stripe';
    /**
     * HMAC key of the sandbox's webhooks (`PAYMENT_WEBHOOK_SECRET`; made up in demo mode; with
     * Stripe the sandbox is off and this is unused).
     */
    webhookSecret: string;
    /** Stripe's settings (`PAYMENT_PROVIDER=stripe`), else undefined. */
    stripe?: {
      /** `STRIPE_SECRET_KEY` (`sk_…` or a restricted `rk_…`). */
      secretKey: string;
      /** `STRIPE_WEBHOOK_SECRET`: the signing secret of this app's webhook endpoint. */
      webhookSecret: string;
      /** `STRIPE_API_URL`: another address for Stripe's API (a local stand-in); default Stripe's. */
      apiUrl?: string;
    };
    /**
     * How long a subscription whose renewal waits for its member to confirm the payment (3-D
     * Secure) keeps access past its period end (`PAYMENT_ACTION_GRACE_HOURS`, default 72 h).
     */
    actionGraceMs: number;
    /** Renewal runner period in ms; 0 turns the in-process runner off (default off in tests). */
    renewalIntervalMs: number;
    /**
     * Grace period (ms) after which the runner asks the provider for the outcome of a charge
     * still `processing`, or of a payout started and never answered.
     */
    reconcileAfterMs: number;
    /** The sandbox delivers every event twice (tests duplicate handling end to end). */
    duplicateEvents: boolean;
  };
  affiliates: {
    /** Default commission rate in basis points (3000 = 30 %). */
    rateBps: number;
    /** Months after a referred member's first payment that still earn a commission. */
    months: number;
    /** Days a commission stays pending before it becomes available. */
    holdDays: number;
    /** Smallest withdrawal (minor units). */
    minimumWithdrawal: number;
    /** First-touch window: days a referral click (cookie) still attributes a sign-up. */
    attributionDays: number;
    /** HMAC key of the referral cookie (derived from the JWT secret). */
    cookieSecret: string;
  };
}

/** Thrown when the environment is invalid; `message` lists every problem. */
export class ConfigError extends Error {
  /** Every problem found, one per line. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** apps/api, found from src/config (tsx) or dist/ (the bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}
const apiRoot = findApiRoot();

function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}

/**
 * Reads and validates the configuration from environment variables.
 * Collects every problem and throws one {@link ConfigError} listing them all.
 */
/**
 * A generous estimate of a secret's entropy in bits: its length times the Shannon entropy of
 * its characters, and 0 for a secret made of one repeated piece (`abcabcabc…`). A random
 * base64 or hex secret of 32+ characters scores far above 128; `aaaa…` or a word repeated
 * scores far below.
 */
export function secretBits(secret: string): number {
  for (let size = 1; size <= secret.length / 2; size += 1) {
    if (secret.length % size === 0 && secret.slice(0, size).repeat(secret.length / size) === secret)
      return 0;
  }
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
    }
    const demoFlag = ['true', '1', 'yes'].includes(env.DEMO ?? '');
    if (!demoFlag && (env.JWT_SECRET ?? '').length < 32) {
      problems.push('JWT_SECRET: must be set to a random string of at least 32 characters');
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const demo = e.DEMO;
  let secret = e.JWT_SECRET ?? '';
  let generated = false;
  if (!secret && demo) {
    secret = randomBytes(32).toString('base64url');
    generated = true;
  } else if (secret.length < 32) {
    problems.push('JWT_SECRET: must be set to a random string of at least 32 characters');
  } else if (!demo && KNOWN_DEFAULT_SECRETS.has(secret.toLowerCase())) {
    problems.push('JWT_SECRET: a well-known default secret is not allowed');
  } else if (e.NODE_ENV === 'production' && !generated && secretBits(secret) < 128) {
    problems.push(
      'JWT_SECRET: too predictable for production (repeated or dictionary text); use at least 32 random bytes, e.g. `openssl rand -base64 32`',
    );
  }
  // Fake money is never a silent production default: outside demo mode the provider is named.
  const provider = e.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : undefined);
  if (!provider) {
    problems.push(
      'PAYMENT_PROVIDER: must be set outside demo mode: `stripe` (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) for real payments, or `sandbox` for test cards only',
    );
  }
  let stripe: Config['payments']['stripe'];
  if (provider === 'stripe') {
    if (!e.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY: must be set when PAYMENT_PROVIDER=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET) {
      problems.push(
        'STRIPE_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER=stripe (the signing secret of the webhook endpoint /v1/webhooks/payments)',
      );
    }
    if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
      stripe = {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
      };
    }
  }
  // The payment provider's webhooks are signed with their own secret: a leaked or rotated
  // JWT secret must not let anyone forge payment events. Demo mode makes one up if unset.
  let webhookSecret = e.PAYMENT_WEBHOOK_SECRET ?? '';
  if (!webhookSecret && (demo || provider === 'stripe')) {
    webhookSecret = randomBytes(32).toString('base64url');
  } else if (!webhookSecret) {
    problems.push(
      'PAYMENT_WEBHOOK_SECRET: must be set outside demo mode to the payment provider’s webhook signing secret (at least 32 characters)',
    );
  } else if (webhookSecret === e.JWT_SECRET) {
    problems.push('PAYMENT_WEBHOOK_SECRET: must differ from JWT_SECRET');
  }
  // Web Push signs each request with the VAPID key pair; subscriptions are bound to its public
  // key, so it must outlive restarts: required outside demo mode and tests.
  let vapid = { publicKey: e.VAPID_PUBLIC_KEY ?? '', privateKey: e.VAPID_PRIVATE_KEY ?? '' };
  const vapidGenerated = !vapid.publicKey && !vapid.privateKey && (demo || e.NODE_ENV === 'test');
  if (vapidGenerated) vapid = generateVapidKeys();
  else if (!vapid.publicKey || !vapid.privateKey)
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: must both be set outside demo mode (npm run vapid-keys prints a pair)',
    );
  // Members' webhooks may reach only public addresses in production (no requests inward).
  if (e.NODE_ENV === 'production' && e.WEBHOOK_ALLOW_PRIVATE)
    problems.push(
      'WEBHOOK_ALLOW_PRIVATE: refused when NODE_ENV=production (it lets members’ webhooks reach private and loopback addresses, and plain http)',
    );
  if (e.NODE_ENV === 'production' && demo) {
    problems.push(
      'DEMO: demo mode is refused when NODE_ENV=production (it seeds accounts with published passwords)',
    );
  }
  if (!demo) {
    if (
      e.ADMIN_PASSWORD &&
      (e.ADMIN_PASSWORD === DEMO_ADMIN.password || e.ADMIN_PASSWORD === DEMO_MEMBER.password)
    ) {
      problems.push('ADMIN_PASSWORD: the demo password is only allowed when DEMO=true');
    }
  }
  if (e.ADMIN_PASSWORD && (e.ADMIN_PASSWORD.length < 8 || e.ADMIN_PASSWORD.length > 128)) {
    problems.push('ADMIN_PASSWORD: must be 8 to 128 characters');
  }
  if (e.NOTIFICATION_STREAMS_PER_USER < e.NOTIFICATION_STREAMS_PER_SESSION) {
    problems.push(
      'NOTIFICATION_STREAMS_PER_USER: must be at least NOTIFICATION_STREAMS_PER_SESSION',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = e.DATA_DIR ?? join(apiRoot, '.data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    demo,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    dataDir,
    jwt: {
      secret,
      accessSeconds: e.JWT_ACCESS_EXPIRATION_SECONDS ?? e.JWT_ACCESS_EXPIRATION_MINUTES * 60,
      refreshDays: e.JWT_REFRESH_EXPIRATION_DAYS,
      resetPasswordMinutes: e.RESET_PASSWORD_EXPIRATION_MINUTES,
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
      generated,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimit: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      max: e.RATE_LIMIT_MAX,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginFailuresPerAccountClient: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT,
      loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MS,
      registerPerIp: e.REGISTER_MAX_PER_IP,
      registerTakenPerIp: e.REGISTER_MAX_TAKEN_PER_IP,
      registerWindowMs: e.REGISTER_WINDOW_MS,
    },
    cache: { authMs: e.AUTH_CACHE_MS, tradesMs: e.TRADES_CACHE_MS },
    tradeCorrectionWindowMs: e.TRADE_CORRECTION_WINDOW_MINUTES * 60_000,
    notificationStreams: {
      perSession: e.NOTIFICATION_STREAMS_PER_SESSION,
      perUser: e.NOTIFICATION_STREAMS_PER_USER,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir:
        e.OUTBOX_DIR ?? `${dataDir.startsWith('memory://') ? `${apiRoot}.data` : dataDir}/outbox`,
    },
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    webDist: e.WEB_DIST,
    jobWorker: e.JOB_WORKER ?? e.NODE_ENV !== 'test',
    connect: {
      telegramApiUrl: (e.TELEGRAM_API_URL ?? 'https://api.telegram.org').replace(/\/$/, ''),
      discordApiUrl: (e.DISCORD_API_URL ?? 'https://discord.com/api').replace(/\/$/, ''),
      discordOAuthUrl: e.DISCORD_OAUTH_URL ?? 'https://discord.com/oauth2/authorize',
      reconcileEveryMs: e.CONNECT_RECONCILE_MS,
      webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    },
    push: {
      ...vapid,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL ?? 'admin@finfree.app'}`,
      allowedHosts: (e.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS)
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      generated: vapidGenerated,
    },
    payments: {
      provider: provider ?? 'sandbox',
      webhookSecret,
      ...(stripe ? { stripe } : {}),
      actionGraceMs: e.PAYMENT_ACTION_GRACE_HOURS * 3_600_000,
      renewalIntervalMs: e.RENEWAL_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
      reconcileAfterMs: e.RECONCILE_AFTER_MS,
      duplicateEvents: e.SANDBOX_DUPLICATE_EVENTS,
    },
    affiliates: {
      rateBps: Math.round(e.AFFILIATE_COMMISSION_PERCENT * 100),
      months: e.AFFILIATE_COMMISSION_MONTHS,
      holdDays: e.AFFILIATE_HOLD_DAYS,
      minimumWithdrawal: 5000,
      attributionDays: e.AFFILIATE_ATTRIBUTION_DAYS,
      cookieSecret: createHmac('sha256', secret)
        .update('finfree-referral-cookie')
        .digest('base64url'),
    },
  };
}
