import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMemoryMailer } from '../../lib/mailer';
import { ensureUser } from '../../seed';
import { serverDbKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { makeMember, openSse, type SseClient, tradeBody } from './notifications.test-helpers';

/**
 * Production's timers divided by 100: heartbeat 15 s, stalled 30 s, request timeout 30 s
 * checked every 30 s, keep-alive 5 s. Five minutes of a stream are then 3 s, minute 4 is 2.4 s.
 * The request deadline (10 s) and the connection (idle) timeout (10 s) are divided by 10 only:
 * 1 s still passes three times during the hold, and leaves an ordinary request (the publish at
 * minute 4; opening a stream, before its headers are sent) its time on a loaded machine — at
 * 100 ms the deadline answered 503 there, and the idle timeout hung up on a stream being opened.
 */
const SCALE = 100;
const production = testConfig();
const scaled: Config = {
  ...production,
  connectionTimeoutMs: production.connectionTimeoutMs / 10,
  requestTimeoutMs: production.requestTimeoutMs / SCALE,
  requestDeadlineMs: production.requestDeadlineMs / 10,
};
const scaledApp: Pick<AppOptions, 'http' | 'notifications'> = {
  http: { keepAliveTimeoutMs: 5_000 / SCALE, connectionsCheckingIntervalMs: 30_000 / SCALE },
  notifications: { heartbeatMs: 15_000 / SCALE, stalledMs: 30_000 / SCALE },
};
const HOLD_MS = (5 * 60_000) / SCALE;
const PUBLISH_AT_MS = (4 * 60_000) / SCALE;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(serverDbKinds)('a live stream’s life on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  /** Server-side sockets, in the order they connected. */
  const sockets: Socket[] = [];
  const streams: SseClient[] = [];
  let n = 0;

  const signIn = async (role: 'user' | 'admin', on: FastifyInstance = app) => {
    n += 1;
    const { id } = await ensureUser(database.db, {
      email: `life-${role}${n}-${kind}@example.com`,
      password: `pass word ${n} x`,
      name: `L ${n}`,
      role,
    });
    return { id, token: (await on.ctx.tokens.issue(id)).access.token };
  };
  const open = async (token: string, headers: Record<string, string> = {}, at = base) => {
    const s = await openSse(`${at}/v1/notifications/stream`, {
      authorization: `Bearer ${token}`,
      ...headers,
    });
    streams.push(s);
    return s;
  };
  const publish = async (adminToken: string, symbol: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/trades',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...tradeBody, symbol },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: scaled,
      database,
      mailer: createMemoryMailer(),
      logger: false,
      ...scaledApp,
    });
    app.server.on('connection', (socket: Socket) => sockets.push(socket));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  // The request deadline and the idle timeout (1 s scaled) and Node's request timeout (300 ms,
  // checked every 300 ms) pass many times during the hold: none applies to a stream whose
  // request was received.
  it('stays open for 5 minutes of heartbeats under production’s timeouts; a publish at minute 4 arrives on the same connection', async () => {
    const admin = await signIn('admin');
    const m = await signIn('user');
    await makeMember(database.db, m.id);
    const before = sockets.length;
    const s = await open(m.token);
    expect(s.status).toBe(200);
    let ended: string | null = null;
    s.response.once('end', () => (ended ??= `ended at ${Date.now() - opened} ms`));
    s.response.once('aborted', () => (ended ??= `cut at ${Date.now() - opened} ms`));
    const opened = Date.now();

    await sleep(PUBLISH_AT_MS);
    expect(ended).toBeNull();
    const tradeId = await publish(admin.token, 'AUDUSD');
    const got = await s.waitFor(
      (e) => e.event === 'notification' && (e.data as { tradeId: string }).tradeId === tradeId,
    );
    expect(got.at - opened).toBeGreaterThanOrEqual(PUBLISH_AT_MS);
    await sleep(Math.max(0, opened + HOLD_MS - Date.now()));

    expect(ended).toBeNull();
    expect(s.response.destroyed).toBe(false);
    // One connection for the whole hold: the stream was never reopened.
    expect(sockets.length - before).toBe(1);
    expect(sockets.at(-1)!.destroyed).toBe(false);
    // At least 15 of its 20 heartbeats were written (timers drift under load).
    expect(s.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(15);
  });

  it('with production’s own settings, the server’s idle timeout (for requests) is off on the stream’s socket', async () => {
    const prod = await buildApp({
      config: production,
      database,
      mailer: createMemoryMailer(),
      logger: false,
    });
    const seen: Socket[] = [];
    prod.server.on('connection', (socket: Socket) => seen.push(socket));
    const at = await prod.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect(prod.server.timeout).toBe(production.connectionTimeoutMs);
      expect(prod.server.keepAliveTimeout).toBe(production.keepAliveTimeoutMs);
      // Node's request timeout bounds receiving a request, which a stream has done at once.
      expect(prod.server.requestTimeout).toBe(production.requestTimeoutMs);
      const m = await signIn('user', prod);
      const s = await open(m.token, {}, at);
      expect(s.status).toBe(200);
      await vi.waitFor(() => expect(s.ids.length).toBeGreaterThan(0), { timeout: 2_000 });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.timeout ?? 0).toBe(0);
    } finally {
      for (const s of streams.splice(0)) s.close();
      await prod.close();
    }
  });

  it('a fresh stream names its starting point, so a reconnect after a drop gets what was published meanwhile', async () => {
    const admin = await signIn('admin');
    const m = await signIn('user');
    await makeMember(database.db, m.id);
    const s = await open(m.token);
    // No alert yet: the opening names the present as the last event id.
    await vi.waitFor(() => expect(s.ids.length).toBeGreaterThan(0), { timeout: 2_000 });
    const mark = s.ids.at(-1)!;
    expect(mark).toMatch(/^\d+$/);
    s.close();
    const tradeId = await publish(admin.token, 'NZDUSD');
    const again = await open(m.token, { 'last-event-id': mark });
    await again.waitFor(
      (e) => e.event === 'notification' && (e.data as { tradeId: string }).tradeId === tradeId,
    );
  });

  it('ends a stream cleanly when the token that opened it expires, not a token lifetime after it opened', async () => {
    const lifetime = 4;
    const short = await buildApp({
      config: { ...scaled, jwt: { ...scaled.jwt, accessSeconds: lifetime } },
      database,
      mailer: createMemoryMailer(),
      logger: false,
      ...scaledApp,
    });
    const at = await short.listen({ host: '127.0.0.1', port: 0 });
    try {
      const m = await signIn('user', short);
      // `exp` is in whole seconds: it falls 3 to 4 s after the token was issued. The stream opens
      // 2 s before it, so ending at `exp` and ending a lifetime after opening are 2 s apart.
      const { exp } = await short.ctx.tokens.verifyAccess(m.token);
      await sleep(Math.max(0, exp * 1000 - 2_000 - Date.now()));
      const s = await open(m.token, {}, at);
      const opened = Date.now();
      expect(s.status).toBe(200);
      const { cut } = await s.closed;
      expect(cut).toBe(false);
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
      // The token's own lifetime counted from the opening would end it at 4 s.
      expect(Date.now() - opened).toBeLessThan(lifetime * 1000 - 1_000);
    } finally {
      for (const s of streams.splice(0)) s.close();
      await short.close();
    }
  });
});
