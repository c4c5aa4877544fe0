import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { tradeUpdates, trades } from '../../db/schema';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { Job } from '../../jobs/job';
import { createMemoryMailer, createOutboxMailer, type Mailer } from '../../lib/mailer';
import { dbKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { ensureUser } from '../../seed';
import {
  emailRows,
  makeMember,
  retryNow,
  openSse,
  type SseClient,
  tradeBody,
} from './notifications.test-helpers';

const config = testConfig();

interface Instance {
  app: FastifyInstance;
  url: string;
  job: Job;
}

async function startInstance(database: Database, mailer: Mailer): Promise<Instance> {
  let job: Job | undefined;
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    notifications: {
      heartbeatMs: 100,
      onJob: (j) => {
        if (j.name === 'notification-digests') job = j;
      },
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address, job: job! };
}

describe.each(dbKinds)('signal alerts on %s', (kind) => {
  let database: Database & { url?: string };
  let a: Instance;
  const mailer = createMemoryMailer();
  const streams: SseClient[] = [];
  let n = 0;
  const user = async (role: 'user' | 'admin' = 'user') => {
    n += 1;
    const email = `${role}${n}-${kind}@example.com`;
    const { id } = await ensureUser(database.db, {
      email,
      password: `pass word ${n} x`,
      name: `U ${n}`,
      role,
    });
    const tokens = await a.app.ctx.tokens.issue(id);
    return { id, email, token: tokens.access.token };
  };
  const member = async () => {
    const u = await user();
    await makeMember(database.db, u.id);
    return u;
  };
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    a.app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stream = async (base: string, token: string, headers: Record<string, string> = {}) => {
    const s = await openSse(`${base}/v1/notifications/stream`, {
      authorization: `Bearer ${token}`,
      ...headers,
    });
    streams.push(s);
    return s;
  };
  let admin: Awaited<ReturnType<typeof user>>;
  const publish = async (body: Record<string, unknown> = {}) => {
    const res = await api('POST', '/v1/trades', admin.token, { ...tradeBody, ...body });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const event = async (id: string, body: Record<string, unknown>) => {
    const res = await api('POST', `/v1/trades/${id}/events`, admin.token, body);
    expect(res.statusCode).toBe(201);
  };
  const run = (job: Job, now = new Date()) =>
    job.run({ now, signal: new AbortController().signal });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = await startInstance(database, mailer);
    admin = await user('admin');
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await a.app.close();
    await database.close();
  });

  it('a published trade reaches a member’s open stream within 2 s, with its prices', async () => {
    const m = await member();
    const s = await stream(a.url, m.token);
    expect(s.status).toBe(200);
    expect(s.response.headers['content-type']).toMatch(/^text\/event-stream/);
    const started = Date.now();
    const id = await publish();
    const got = await s.waitFor((e) => e.event === 'notification', 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(got.id).toMatch(/^\d+$/);
    expect(got.data).toMatchObject({
      type: 'published',
      tradeId: id,
      symbol: 'EURUSD',
      full: true,
      data: { entryPrice: 1.1, stopLoss: 1.095, takeProfits: [1.11] },
    });
    await s.waitFor((e) => e.event === 'trade' && (e.data as { tradeId: string }).tradeId === id);
    // Heartbeats keep the connection alive.
    await new Promise((r) => setTimeout(r, 250));
    expect(s.comments).toContain('heartbeat');
  });

  it('non-members get nothing unless they opt in, and then never a price', async () => {
    const plain = await user();
    const opted = await user();
    const prefs = await api('GET', '/v1/notifications/preferences', opted.token);
    expect(prefs.json().channels.published).toEqual({ inApp: false, email: false, push: false });
    const body = prefs.json();
    body.channels.published.inApp = true;
    expect((await api('PUT', '/v1/notifications/preferences', opted.token, body)).statusCode).toBe(
      200,
    );
    const sPlain = await stream(a.url, plain.token);
    const sOpted = await stream(a.url, opted.token);
    const id = await publish({ symbol: 'GBPUSD' });
    const got = await sOpted.waitFor((e) => e.event === 'notification');
    expect(got.data).toMatchObject({ tradeId: id, symbol: 'GBPUSD', full: false, data: {} });
    expect(JSON.stringify(got.data)).not.toContain('1.095');
    // Everyone's open views still learn that the trade list changed.
    await sPlain.waitFor((e) => e.event === 'trade');
    expect(sPlain.events.filter((e) => e.event === 'notification')).toEqual([]);
  });

  it('of a live trade, non-members learn of its publication only, until it closes', async () => {
    const m = await member();
    const opted = await user();
    const body = (await api('GET', '/v1/notifications/preferences', opted.token)).json();
    for (const type of Object.keys(body.channels))
      body.channels[type] = { inApp: true, email: true, push: true };
    expect((await api('PUT', '/v1/notifications/preferences', opted.token, body)).statusCode).toBe(
      200,
    );
    const sMember = await stream(a.url, m.token);
    const sOpted = await stream(a.url, opted.token);
    const id = await publish({
      symbol: 'AUDUSD',
      status: 'pending',
      takeProfits: [
        { price: 1.105, allocation: 50 },
        { price: 1.11, allocation: 50 },
      ],
    });
    await event(id, { type: 'activated' });
    await event(id, { type: 'tp_hit', tpIndex: 0 });
    await event(id, { type: 'sl_moved', price: 1.1 });
    await event(id, { type: 'note', text: 'Halfway there' });
    const ofTrade = (s: SseClient, name: string) =>
      s.events
        .filter((e) => e.event === name && (e.data as { tradeId: string }).tradeId === id)
        .map((e) => (e.data as { type: string }).type);
    const live = ['published', 'activated', 'tp_hit', 'sl_moved', 'note'];
    await sMember.waitFor((e) => e.event === 'trade' && ofTrade(sMember, 'trade').length === 5);
    expect(ofTrade(sMember, 'trade')).toEqual(live);
    await event(id, { type: 'closed', price: 1.108 });
    await sOpted.waitFor((e) => e.event === 'trade' && ofTrade(sOpted, 'trade').length === 2);
    await sOpted.waitFor(() => ofTrade(sOpted, 'notification').length === 2);
    // Neither live (alerts, signals) nor stored (the list, the e-mails): only the publication
    // and the close.
    expect(ofTrade(sOpted, 'trade')).toEqual(['published', 'closed']);
    expect(ofTrade(sOpted, 'notification')).toEqual(['published', 'closed']);
    const stored = (await api('GET', '/v1/notifications?limit=50&page=1', opted.token)).json();
    expect(stored.results.map((n: { type: string }) => n.type)).toEqual(['closed', 'published']);
    await a.app.jobs.drain(['notifications.fanout']);
    expect(await emailRows(database.db, opted.id)).toHaveLength(2);
    await sMember.waitFor(() => ofTrade(sMember, 'trade').length === 6);
    expect(ofTrade(sMember, 'trade')).toEqual([...live, 'closed']);
  });

  it('writes notifications in the event’s transaction: a rolled-back event notifies nobody', async () => {
    const m = await member();
    const s = await stream(a.url, m.token);
    const id = await publish({ symbol: 'USDCHF' });
    await s.waitFor((e) => e.event === 'notification');
    const service = new (await import('./notifications.service')).NotificationsService(
      database.db,
      a.app.jobs,
    );
    const [trade] = await database.db.select().from(trades).where(eq(trades.id, id));
    let eventId = 0;
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tradeUpdates)
          .values({ tradeId: id, type: 'closed', data: { price: 1.2 } })
          .returning();
        eventId = row!.id;
        await service.onTradeEvent(tx, { event: row!, trade: { ...trade!, status: 'closed' } });
        throw new Error('the trade event failed after the notifications were written');
      }),
    ).rejects.toThrow('failed after');
    expect(eventId).toBeGreaterThan(0);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from alert_events where event_key = ${String(eventId)}`,
    );
    expect(rows[0]?.n).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.events.filter((e) => e.event === 'notification')).toHaveLength(1);
  });

  it('a reconnect with Last-Event-ID gets what it missed, in order, once', async () => {
    const m = await member();
    const first = await stream(a.url, m.token);
    const id = await publish({ symbol: 'AUDUSD' });
    const seen = await first.waitFor((e) => e.event === 'notification');
    first.close();
    await event(id, { type: 'sl_moved', price: 1.097 });
    await event(id, { type: 'closed', price: 1.105 });
    const again = await stream(a.url, m.token, { 'last-event-id': seen.id! });
    await again.waitFor((e) => (e.data as { type?: string }).type === 'closed');
    const types = again.events
      .filter((e) => e.event === 'notification')
      .map((e) => (e.data as { type: string }).type);
    expect(types).toEqual(['sl_moved', 'closed']);
    // The list and the unread count agree.
    const list = await api('GET', '/v1/notifications?limit=10', m.token);
    expect(list.json()).toMatchObject({ totalResults: 3, unread: 3 });
  });

  it('a stream opened later from the unread count’s seq replays what was published in between, and nothing before', async () => {
    const m = await member();
    await publish({ symbol: 'USDCHF' });
    // The page's first read, then alerts while the page loads, then its stream.
    const read = (await api('GET', '/v1/notifications/unread-count', m.token)).json<{
      count: number;
      seq: number;
    }>();
    expect(read).toEqual({ count: 1, seq: expect.any(Number) });
    const id = await publish({ symbol: 'USDCAD' });
    await event(id, { type: 'closed', price: 1.105 });
    const s = await stream(a.url, m.token, { 'last-event-id': String(read.seq) });
    await s.waitFor((e) => (e.data as { type?: string }).type === 'closed');
    const got = s.events
      .filter((e) => e.event === 'notification')
      .map((e) => `${(e.data as { symbol: string }).symbol} ${(e.data as { type: string }).type}`);
    expect(got).toEqual(['USDCAD published', 'USDCAD closed']);
  });

  it('marks one or all read, and never someone else’s', async () => {
    const m = await member();
    const other = await member();
    const id = await publish({ symbol: 'NZDUSD' });
    await event(id, { type: 'closed', price: 1.11 });
    const list = (await api('GET', '/v1/notifications', m.token)).json<{
      results: { id: string }[];
    }>();
    expect(list.results).toHaveLength(2);
    const target = list.results[0]!.id;
    expect((await api('POST', `/v1/notifications/${target}/read`, other.token)).statusCode).toBe(
      404,
    );
    expect((await api('POST', `/v1/notifications/${target}/read`, m.token)).statusCode).toBe(204);
    expect((await api('GET', '/v1/notifications/unread-count', m.token)).json()).toMatchObject({
      count: 1,
    });
    expect((await api('POST', '/v1/notifications/read-all', m.token)).statusCode).toBe(204);
    expect((await api('GET', '/v1/notifications/unread-count', m.token)).json()).toMatchObject({
      count: 0,
    });
    expect((await api('GET', '/v1/notifications/unread-count', other.token)).json()).toMatchObject({
      count: 2,
    });
  });

  it('ends a stream after one token lifetime, and the reconnect with Last-Event-ID loses nothing', async () => {
    const short = await buildApp({
      config,
      database,
      mailer,
      logger: false,
      // Long enough for a notification published on the other instance to reach each stream on
      // a loaded machine (at 300 ms a stream could end before it arrived: a failing run, not a
      // lost event; the reconnect below is what shows nothing is lost).
      notifications: { heartbeatMs: 100, streamMaxAgeMs: 1_500 },
    });
    const base = await short.listen({ host: '127.0.0.1', port: 0 });
    try {
      const m = await member();
      const s = await stream(base, m.token);
      const ended = new Promise((r) => s.response.once('end', r));
      const id = await publish({
        symbol: 'CADJPY',
        entryPrice: 110,
        stopLoss: 109,
        takeProfits: [{ price: 112, allocation: 100 }],
      });
      const first = await s.waitFor((e) => e.event === 'notification');
      await ended;
      await event(id, { type: 'closed', price: 111 });
      const again = await stream(base, m.token, { 'last-event-id': first.id! });
      await again.waitFor((e) => (e.data as { type?: string }).type === 'closed');
    } finally {
      for (const s of streams.splice(0)) s.close();
      await short.close();
    }
  });

  it('ends the stream of a signed-out session within a heartbeat, the other sessions keeping theirs; and every stream of a user disabled', async () => {
    const m = await member();
    // Two devices: two sessions of one member, each with its stream.
    const phone = await a.app.ctx.tokens.issue(m.id);
    const laptop = await a.app.ctx.tokens.issue(m.id);
    const onPhone = await stream(a.url, phone.access.token);
    const onLaptop = await stream(a.url, laptop.access.token);
    const ended = (s: SseClient) =>
      new Promise<void>((resolve) => {
        if (s.response.readableEnded) resolve();
        else s.response.once('end', () => resolve());
      });
    const phoneEnded = ended(onPhone);
    const laptopEnded = ended(onLaptop);
    let laptopOpen = true;
    void laptopEnded.then(() => (laptopOpen = false));
    // The phone signs out; its access token has minutes to live, its stream does not.
    const out = await api('POST', '/v1/auth/logout', undefined, {
      refreshToken: phone.refresh.token,
    });
    expect(out.statusCode).toBe(204);
    await phoneEnded;
    // The laptop's session is live: its stream stays and still receives.
    const id = await publish({ symbol: 'NZDCAD' });
    await onLaptop.waitFor((e) => (e.data as { tradeId?: string }).tradeId === id);
    expect(laptopOpen).toBe(true);
    // An administrator disables the member: every session is revoked, and the stream ends.
    const disabled = await a.app.inject({
      method: 'PATCH',
      url: `/v1/users/${m.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await laptopEnded;
  });

  it('refuses a stream without a token', async () => {
    const res = await api('GET', '/v1/notifications/stream');
    expect(res.statusCode).toBe(401);
  });

  /** Runs the queued jobs (fan-out, e-mails) on an instance whose mailer is `transport`. */
  const drainWith = async (transport: Mailer) => {
    const instance = await startInstance(database, transport);
    try {
      await instance.app.jobs.drain();
    } finally {
      await instance.app.close();
    }
    return instance.job;
  };

  it('e-mails exactly once per event, through a failed send and a crashed run', async () => {
    const m = await member();
    const id = await publish({ symbol: 'EURGBP' });
    await event(id, { type: 'note', text: 'no e-mail: notes are off by default' });
    await event(id, { type: 'closed', price: 1.105 });
    await a.app.jobs.drain(['notifications.fanout']);
    const rows = await emailRows(database.db, m.id);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    // 1. The transport fails on the first try: the e-mail is retried later, not lost.
    const flaky = createMemoryMailer();
    let failures = 1;
    const failing: Mailer = {
      description: 'flaky',
      async send(message) {
        if (message.to === m.email && failures > 0) {
          failures -= 1;
          throw new Error('SMTP 451 try again');
        }
        await flaky.send(message);
      },
    };
    await drainWith(failing);
    const mine = () => flaky.sent.filter((x) => x.to === m.email);
    expect(mine()).toHaveLength(1);
    expect((await emailRows(database.db, m.id)).map((r) => r.status).sort()).toEqual([
      'pending',
      'sent',
    ]);
    await retryNow(database.db);
    await drainWith(failing);
    expect(mine()).toHaveLength(2);
    expect(mine().map((x) => x.subject)).toEqual(
      expect.arrayContaining([
        'Finfree · New trade: EURGBP BUY',
        'Finfree · Trade closed: EURGBP BUY',
      ]),
    );
    // Further runs send nothing again.
    await retryNow(database.db);
    await drainWith(failing);
    expect(mine()).toHaveLength(2);
    expect((await emailRows(database.db, m.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a run that dies after sending is retried and delivers once', async () => {
    const m = await member();
    const dir = mkdtempSync(join(tmpdir(), 'finfree-outbox-'));
    try {
      await publish({
        symbol: 'XAUUSD',
        assetClass: 'commodities',
        entryPrice: 2000,
        stopLoss: 1990,
        takeProfits: [{ price: 2020, allocation: 100 }],
      });
      const outbox = createOutboxMailer(dir, 'alerts@finfree.app');
      // Dies between sending and marking the delivery sent.
      const dying: Mailer = {
        description: 'dies after sending',
        async send(message) {
          await outbox.send(message);
          throw new Error('process killed');
        },
      };
      const mailsTo = () =>
        readdirSync(dir)
          .map(
            (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string },
          )
          .filter((x) => x.to === m.email);
      await drainWith(dying);
      expect((await emailRows(database.db, m.id)).map((r) => r.status)).toEqual(['pending']);
      // The retry sends it again with the same key: still one message.
      await retryNow(database.db);
      await drainWith(outbox);
      const mails = mailsTo();
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      // A sentence of levels, never field names.
      expect(mail.text).toContain('XAUUSD BUY · entry 2000 · SL 1990 · TP1 2020');
      expect(mail.text).not.toMatch(/entryPrice|stopLoss|takeProfits/);
      expect((await emailRows(database.db, m.id)).map((r) => r.status)).toEqual(['sent']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the signed unsubscribe link stops e-mails without signing in', async () => {
    const m = await member();
    await publish({ symbol: 'USDCAD' });
    const transport = createMemoryMailer();
    await drainWith(transport);
    const mail = transport.sent.find((x) => x.to === m.email)!;
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!;
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
    const token = new URL(link).searchParams.get('token')!;
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (await api('POST', '/v1/notifications/unsubscribe', undefined, { token: forged })).statusCode,
    ).toBe(400);
    expect(
      (await api('POST', '/v1/notifications/unsubscribe', undefined, { token })).statusCode,
    ).toBe(204);
    const prefs = (await api('GET', '/v1/notifications/preferences', m.token)).json();
    expect(Object.values(prefs.channels).every((c) => !(c as { email: boolean }).email)).toBe(true);
    expect(prefs.channels.published.inApp).toBe(true);
    await publish({ symbol: 'USDCAD' });
    await drainWith(transport);
    expect(transport.sent.filter((x) => x.to === m.email)).toHaveLength(1);
  });

  it('sends a digest instead of alerts when the member chose it', async () => {
    const m = await member();
    const prefs = (await api('GET', '/v1/notifications/preferences', m.token)).json();
    expect(prefs).toMatchObject({
      emailMode: 'alert',
      channels: {
        published: { inApp: true, email: true, push: true },
        note: { inApp: false, email: false, push: false },
      },
    });
    const saved = await api('PUT', '/v1/notifications/preferences', m.token, {
      ...prefs,
      emailMode: 'digest',
    });
    expect(saved.json().emailMode).toBe('digest');
    const id = await publish({
      symbol: 'EURJPY',
      entryPrice: 160,
      stopLoss: 159,
      takeProfits: [{ price: 162, allocation: 100 }],
    });
    await event(id, { type: 'closed', price: 161 });
    const transport = createMemoryMailer();
    const digests = await drainWith(transport);
    await run(digests);
    expect(transport.sent.filter((x) => x.to === m.email)).toHaveLength(0);
    await run(digests, new Date(Date.now() + 25 * 3_600_000));
    const sent = transport.sent.filter((x) => x.to === m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Finfree · 2 trade alerts');
    expect(sent[0]!.text).toContain('Trade closed: EURJPY BUY');
  });

  describe('caps on open streams (5 per session, 10 per user, on every instance)', () => {
    const ended = (s: SseClient) =>
      new Promise<void>((resolve) => {
        if (s.response.readableEnded || s.response.destroyed) resolve();
        else {
          s.response.once('end', () => resolve());
          s.response.once('close', () => resolve());
        }
      });
    const isOpen = (s: SseClient) => !s.response.readableEnded && !s.response.destroyed;
    const sessionOf = async (userId: string) => (await a.app.ctx.tokens.issue(userId)).access.token;
    const rowsOf = async (userId: string) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from notification_streams where user_id = ${userId}`,
        )
      )[0]!.n;

    it('the 11th stream of a user across sessions is refused with 429, a JSON message and Retry-After; 60 at once: 10 accepted, 50 refused', async () => {
      const m = await member();
      const [one, two, three] = [
        await sessionOf(m.id),
        await sessionOf(m.id),
        await sessionOf(m.id),
      ];
      for (let i = 0; i < 5; i += 1) expect((await stream(a.url, one)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await stream(a.url, two)).status).toBe(200);
      const refused = await api('GET', '/v1/notifications/stream', three);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({
        code: 429,
        message: expect.stringContaining('at most 10 per account'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await stream(a.url, three)).status).toBe(429);
      expect(await rowsOf(m.id)).toBe(10);

      // One account, 60 sessions, 60 streams at once: the count is taken one at a time.
      const many = await member();
      const tokens = await Promise.all(Array.from({ length: 60 }, () => sessionOf(many.id)));
      const opened = await Promise.all(tokens.map((t) => stream(a.url, t)));
      const statuses = opened.map((s) => s.status);
      expect(statuses.filter((x) => x === 200)).toHaveLength(10);
      expect(statuses.filter((x) => x === 429)).toHaveLength(50);
      expect(await rowsOf(many.id)).toBe(10);
    });

    it('a session opening a 6th stream closes its own oldest, and the new one works', async () => {
      const m = await member();
      const tab = await sessionOf(m.id);
      const other = await sessionOf(m.id);
      const phone = await stream(a.url, other);
      const tabs: SseClient[] = [];
      for (let i = 0; i < 5; i += 1) tabs.push(await stream(a.url, tab));
      const oldestEnded = ended(tabs[0]!);
      const sixth = await stream(a.url, tab);
      expect(sixth.status).toBe(200);
      await oldestEnded;
      expect(tabs.slice(1).every(isOpen)).toBe(true);
      expect(isOpen(phone)).toBe(true);
      const id = await publish({ symbol: 'EURCHF' });
      await sixth.waitFor((e) => (e.data as { tradeId?: string }).tradeId === id);
      // 60 opens from one session: every one accepted, never more than 5 open.
      for (let i = 0; i < 54; i += 1) expect((await stream(a.url, tab)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(await rowsOf(m.id)).toBe(6);
    });

    it('at the user cap, a session that holds a stream replaces its own oldest (a reload is never refused)', async () => {
      const m = await member();
      const [one, two, three, four] = [
        await sessionOf(m.id),
        await sessionOf(m.id),
        await sessionOf(m.id),
        await sessionOf(m.id),
      ];
      const others: SseClient[] = [];
      for (let i = 0; i < 4; i += 1) others.push(await stream(a.url, one));
      for (let i = 0; i < 5; i += 1) others.push(await stream(a.url, two));
      const first = await stream(a.url, three);
      expect([...others, first].map((s) => s.status)).toEqual(Array(10).fill(200));
      expect((await stream(a.url, four)).status).toBe(429);
      const firstEnded = ended(first);
      const reload = await stream(a.url, three);
      expect(reload.status).toBe(200);
      await firstEnded;
      expect(others.every(isOpen)).toBe(true);
      expect(await rowsOf(m.id)).toBe(10);
    });

    it('a closed stream frees its place', async () => {
      const m = await member();
      const [one, two, three] = [
        await sessionOf(m.id),
        await sessionOf(m.id),
        await sessionOf(m.id),
      ];
      const held: SseClient[] = [];
      for (let i = 0; i < 5; i += 1) held.push(await stream(a.url, one));
      for (let i = 0; i < 5; i += 1) held.push(await stream(a.url, two));
      expect((await stream(a.url, three)).status).toBe(429);
      held[3]!.close();
      const deadline = Date.now() + 3_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await stream(a.url, three)).status;
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(200);
      expect(await rowsOf(m.id)).toBe(10);
    });

    it('streams of an instance that stopped heartbeating (a crash) no longer count', async () => {
      const m = await member();
      const one = await sessionOf(m.id);
      const sid = (await a.app.ctx.tokens.authenticate(one)).sessionId;
      for (let i = 0; i < 10; i += 1)
        await database.db.execute(
          sql`insert into notification_streams (id, user_id, session_id, instance_id, opened_at, heartbeat_at)
              values (${`dead-${i}-${m.id}`}, ${m.id}, ${sid}, 'crashed', now() - interval '1 hour', now() - interval '1 hour')`,
        );
      expect((await stream(a.url, await sessionOf(m.id))).status).toBe(200);
      expect(await rowsOf(m.id)).toBe(1);
    });

    it('the caps hold across two instances on one database', async () => {
      const second =
        kind === 'postgres'
          ? await openDatabase({ url: database.url!, dataDir: 'memory://' })
          : database;
      const b = await startInstance(second, createMemoryMailer());
      try {
        const m = await member();
        const [one, two, three] = [
          await sessionOf(m.id),
          await sessionOf(m.id),
          await sessionOf(m.id),
        ];
        const onA: SseClient[] = [];
        for (let i = 0; i < 5; i += 1) onA.push(await stream(a.url, one));
        for (let i = 0; i < 5; i += 1) expect((await stream(b.url, two)).status).toBe(200);
        // The user cap counts both instances' streams.
        expect((await stream(b.url, three)).status).toBe(429);
        expect((await stream(a.url, three)).status).toBe(429);
        // A 6th stream of session one, on the other instance: instance A ends its oldest within
        // a heartbeat, and the new one works.
        const oldestEnded = ended(onA[0]!);
        const sixth = await stream(b.url, one);
        expect(sixth.status).toBe(200);
        await oldestEnded;
        expect(onA.slice(1).every(isOpen)).toBe(true);
        const id = await publish({
          symbol: 'GBPJPY',
          entryPrice: 190,
          stopLoss: 189,
          takeProfits: [{ price: 192, allocation: 100 }],
        });
        await sixth.waitFor((e) => (e.data as { tradeId?: string }).tradeId === id);
        expect(await rowsOf(m.id)).toBe(10);
        // An instance that stops forgets its streams: their places are free.
        await b.app.close();
        expect(await rowsOf(m.id)).toBe(4);
      } finally {
        for (const s of streams.splice(0)) s.close();
        if (b.app.server.listening) await b.app.close();
        if (second !== database) await second.close();
      }
    });
  });

  if (kind === 'postgres') {
    it('a stream on a second instance on the same database receives it within 2 s', async () => {
      const second = await openDatabase({ url: database.url!, dataDir: 'memory://' });
      const b = await startInstance(second, createMemoryMailer());
      try {
        const m = await member();
        const s = await stream(b.url, m.token);
        const started = Date.now();
        const id = await publish({
          symbol: 'ETHUSD',
          assetClass: 'crypto',
          entryPrice: 3000,
          stopLoss: 2900,
          takeProfits: [{ price: 3300, allocation: 100 }],
        });
        const got = await s.waitFor((e) => e.event === 'notification', 2_000);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(got.data).toMatchObject({ tradeId: id, type: 'published' });
      } finally {
        for (const s of streams.splice(0)) s.close();
        await b.app.close();
        await second.close();
      }
    });
  }
});
