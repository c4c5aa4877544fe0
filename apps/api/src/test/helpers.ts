import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type {
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse as LightResponse,
} from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';
import { ensureUser } from '../seed';
import { findCardNumbers } from '../lib/luhn';
import { createMemoryMailer } from '../lib/mailer';
import type { AuthTokens } from '../modules/auth';

/** The databases every suite runs on. */
export type DbKind = 'pglite' | 'postgres';

/** Both, unless TEST_DB names one. */
export const dbKinds: DbKind[] =
  process.env.TEST_DB === 'pglite'
    ? ['pglite']
    : process.env.TEST_DB === 'postgres'
      ? ['postgres']
      : ['pglite', 'postgres'];

/**
 * The production engine only — PostgreSQL, when the run has it — for suites whose behaviour does
 * not depend on the engine: routes, rules, money and races (which PostgreSQL, with connections
 * that really run at once, is the one to prove). The embedded engine's own paths (its driver,
 * the job queue's backend on it, start-up, demo data, served pages) run on {@link dbKinds}, and
 * the end-to-end suite drives every screen against a server on PGlite. `TEST_DB=pglite` runs
 * these suites on PGlite too (`npm run test:api:pglite`).
 */
export const serverDbKinds: DbKind[] = dbKinds.includes('postgres') ? ['postgres'] : dbKinds;

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL. Both
 * start from the run's template, migrated once by the global setup (the migrations themselves
 * run there, on each database kind); `migrate()` then finds nothing pending.
 */
export async function openTestDatabase(
  kind: DbKind = 'pglite',
  options: Pick<DatabaseOptions, 'timeouts'> = {},
): Promise<Database & { url?: string }> {
  let url: string | undefined;
  if (kind === 'postgres') {
    const admin = inject('pgAdminUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name} template ${inject('pgTemplate')}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
  } else if (inject('pgliteTemplate')) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  }
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    poolMax: 10,
    ...(url ? {} : { template: pgliteTemplate }),
    ...options,
  });
  await database.migrate();
  return Object.assign(database, url ? { url } : {});
}

/** Test configuration: generous limits unless a test overrides them. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-test-webhook-secret-0123',
    DATA_DIR: 'memory://',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    REGISTER_MAX_PER_IP: '1000000',
    REGISTER_MAX_TAKEN_PER_IP: '1000000',
    ...env,
  });
}

/** A test user with its password. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** One app on one database per test file. */
export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailer: ReturnType<typeof createMemoryMailer>;
  /** Creates a user directly in the database. */
  createUser(role?: 'user' | 'admin', email?: string): Promise<TestUser>;
  /** Signs a user in without a password round trip (a new session). */
  tokensFor(user: TestUser): Promise<AuthTokens>;
  /** The access token of a new session of `user`. */
  tokenOf(user: TestUser): Promise<string>;
  /** A new user of `role`, signed in: the user and its access token. */
  signIn(role?: 'user' | 'admin'): Promise<SignedIn>;
  /** `app.inject` with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightResponse>;
  close(): Promise<void>;
}

/** A user and the access token of one of its sessions. */
export interface SignedIn {
  user: TestUser;
  token: string;
}

let counter = 0;

/** Builds the app on a fresh database. */
export async function createTestContext(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { log?: string[] } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const config = testConfig(env);
  const mailer = createMemoryMailer();
  const { log } = options;
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: Boolean(log),
    ...(log ? { logStream: logCollector(log) } : {}),
  });
  await app.ready();
  const context: TestContext = {
    app,
    database,
    config,
    mailer,
    async createUser(role = 'user', email) {
      counter += 1;
      const address = email ?? `${role}${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const password = `correct horse ${counter} battery`;
      const { id } = await ensureUser(database.db, {
        email: address,
        password,
        name: `${role} ${counter}`,
        role,
      });
      return { id, email: address, password };
    },
    tokensFor(user) {
      return app.ctx.tokens.issue(user.id);
    },
    async tokenOf(user) {
      return (await context.tokensFor(user)).access.token;
    },
    async signIn(role = 'user') {
      const user = await context.createUser(role);
      return { user, token: await context.tokenOf(user) };
    },
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return context;
}

/**
 * The test context of a suite: the app is built on a fresh database before the suite's tests
 * (before its own `beforeAll` hooks) and closed after them. Use it from those hooks and tests.
 */
export function useTestContext(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { log?: string[] } = {},
): TestContext {
  let context: TestContext | undefined;
  const current = () => {
    if (!context) throw new Error('The test context is built in beforeAll');
    return context;
  };
  beforeAll(async () => {
    context = await createTestContext(kind, env, options);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get mailer() {
      return current().mailer;
    },
    createUser: (role, email) => current().createUser(role, email),
    tokensFor: (user) => current().tokensFor(user),
    tokenOf: (user) => current().tokenOf(user),
    signIn: (role) => current().signIn(role),
    request: (options) => current().request(options),
    close: () => current().close(),
  };
}

/** A valid trade to publish: an EURUSD buy with its stop and one take-profit for all of it. */
export function eurusdBuy(entryPrice = 1.085, stopLoss = 1.082, takeProfit = 1.091) {
  return {
    symbol: 'EURUSD',
    assetClass: 'forex',
    side: 'buy',
    entryPrice,
    stopLoss,
    takeProfits: [{ price: takeProfit, allocation: 100 }],
  } as const;
}

/** A stream that keeps every log line in `lines`. */
export function logCollector(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

/**
 * What must never be in a log line: argon2 hashes, JWTs, query parameters, card numbers,
 * server errors caused by the client, and the given secrets (tokens, passwords). Answers one
 * finding per problem.
 */
export function scanLogLines(lines: string[], secrets: string[] = []): string[] {
  const findings: string[] = [];
  for (const line of lines) {
    // pino's epoch-millisecond `time` is a number it writes, not request data.
    const { time: _time, ...record } = JSON.parse(line) as Record<string, unknown>;
    const text = JSON.stringify(record);
    const problems = [
      /\$argon2/.test(text) && 'argon2 hash',
      /eyJ[\w-]+\.[\w-]+\./.test(text) && 'JWT',
      /params: (?!\[redacted\])|"(params|parameters|detail)":/.test(text) && 'query parameters',
      findCardNumbers(text).length > 0 && 'card number',
      secrets.some((s) => s && text.includes(s)) && 'secret',
    ].filter(Boolean);
    for (const p of problems) findings.push(`${p}: ${text.slice(0, 300)}`);
  }
  return findings;
}
