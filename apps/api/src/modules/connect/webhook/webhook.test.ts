import { sql } from 'drizzle-orm';
import { type ConfigError, loadConfig } from '../../../config';
import { queryRows } from '../../../db/sql';
import { Sealer } from '../../../lib/sealed';
import { serverDbKinds, eurusdBuy, type TestContext, useTestContext } from '../../../test/helpers';
import type { Db } from '../../../db/client';
import { plans, subscriptions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { checkUrl, isPublicAddress } from './webhook.http';
import {
  createWebhookModule,
  PAUSE_AFTER_MS,
  WEBHOOK_QUEUE,
  type WebhookModule,
  type WebhookOptions,
} from './webhook.module';

const HOUR = 3_600_000;

/** Gives `userId` an active subscription (a member). */
async function makeMember(db: Db, userId: string): Promise<void> {
  const planId = newId();
  await db
    .insert(plans)
    .values({ id: planId, name: 'Pro', slug: `pro-${planId}`, amount: 4900, interval: 'month' });
  await db.insert(subscriptions).values({
    id: newId(),
    userId,
    planId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** Makes the jobs waiting for a retry due now (instead of after their back-off). */
async function retryNow(db: Db): Promise<void> {
  await db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}

/** The notifications' fan-out queue (each event's recipients). */
const FANOUT_QUEUE = 'notifications.fanout';

interface Attempt {
  id: number;
  eventId: string;
  type: string;
  attempt: number;
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
  retryAt: string | null;
}

/** A module of its own on the test app's database (its jobs run with a test's clock). */
function moduleOn(t: TestContext, options: WebhookOptions = {}): WebhookModule {
  return createWebhookModule(
    {
      db: t.database.db,
      config: t.config,
      queue: t.app.jobs,
      mailer: t.mailer,
      sealer: new Sealer(t.config.jwt.secret, 'connect'),
      appUrl: t.config.appUrl,
      clock: () => new Date(),
    },
    options,
  );
}

describe.each(serverDbKinds)('members’ webhooks on %s', (kind) => {
  const t = useTestContext(kind, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  let receiver: WebhookReceiver;
  let admin: string;

  const api = async (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.request({ method, url: `/v1${url}`, token, ...(payload ? { payload } : {}) });
  const member = async () => {
    const { user, token } = await t.signIn();
    await makeMember(t.database.db, user.id);
    return { id: user.id, token };
  };
  /** A member with a webhook to the receiver (which now checks with its secret). */
  const subscribed = async () => {
    const m = await member();
    const res = await api('PUT', '/connect/webhook', m.token, { url: receiver.url });
    expect(res.statusCode).toBe(200);
    receiver.setSecret(res.json<{ secret: string }>().secret);
    return m;
  };
  const publish = async (body: Record<string, unknown> = {}) => {
    const res = await api('POST', '/trades', admin, { ...eurusdBuy(1.1, 1.095, 1.11), ...body });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const tradeEvent = async (id: string, body: Record<string, unknown>) => {
    const res = await api('POST', `/trades/${id}/events`, admin, body);
    expect(res.statusCode).toBe(201);
  };
  const drain = () => t.app.jobs.drain([FANOUT_QUEUE, WEBHOOK_QUEUE]);
  const attempts = async (token: string) =>
    (await api('GET', '/connect/webhook/deliveries', token)).json<{ items: Attempt[] }>().items;
  const deliveries = (userId: string, channel = 'webhook') =>
    queryRows<{ seq: string; status: string; held_until: Date | null }>(
      t.database.db,
      sql`select seq::text as seq, status, held_until from notification_deliveries
        where user_id = ${userId} and channel = ${channel} order by seq`,
    );
  const seqsOf = async (tradeId: string) =>
    (
      await queryRows<{ seq: string }>(
        t.database.db,
        sql`select seq::text as seq from alert_events where trade_id = ${tradeId} order by seq`,
      )
    ).map((r) => Number(r.seq));
  const tileOf = async (token: string) =>
    (await api('GET', '/connect', token))
      .json<{ items: { platform: string; status: string; username: string | null }[] }>()
      .items.find((i) => i.platform === 'webhook');
  const runAt = (
    mod: WebhookModule,
    data: { seq: number; userId: string },
    now: Date,
    attempt: number,
  ) => mod.deliver.run(data, { now, attempt, jobId: 'test', signal: new AbortController().signal });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    admin = (await t.signIn('admin')).token;
  });
  afterAll(async () => {
    await receiver.close();
  });
  afterEach(async () => {
    // Each test's webhooks end with it (the receiver checks one secret at a time).
    receiver.respondWith(null);
    receiver.hang(false);
    await drain();
    await t.database.db.execute(sql`delete from webhook_endpoints`);
  });

  it('shows the secret once on creation, never on reading; a new address keeps it; rotating shows a new one', async () => {
    const m = await member();
    expect((await api('GET', '/connect/webhook', m.token)).json()).toEqual({ endpoint: null });
    expect(await tileOf(m.token)).toMatchObject({ status: 'none', username: null });
    const created = await api('PUT', '/connect/webhook', m.token, { url: receiver.url });
    expect(created.statusCode).toBe(200);
    const { secret, endpoint } = created.json<{ secret: string; endpoint: object }>();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      status: 'active',
      version: 1,
      pausedAt: null,
    });
    const read = await api('GET', '/connect/webhook', m.token);
    expect(read.body).not.toContain(secret);
    expect(read.body).not.toContain('secret');
    const stored = await queryRows<{ secret: string }>(
      t.database.db,
      sql`select secret from webhook_endpoints where user_id = ${m.id}`,
    );
    expect(stored[0]!.secret).not.toContain(secret.slice(6));
    const again = await api('PUT', '/connect/webhook', m.token, { url: `${receiver.url}?v=2` });
    expect(again.json()).toMatchObject({ secret: null, endpoint: { url: `${receiver.url}?v=2` } });
    const rotated = await api('POST', '/connect/webhook/secret', m.token);
    const next = rotated.json<{ secret: string }>().secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    expect(await tileOf(m.token)).toMatchObject({
      status: 'active',
      username: new URL(receiver.url).host,
    });
    // The test event is signed with the new secret.
    receiver.setSecret(next);
    const test = await api('POST', '/connect/webhook/test', m.token);
    expect(test.json()).toMatchObject({ attempt: { type: 'test', ok: true, httpStatus: 200 } });
    expect(receiver.delivered.at(-1)!.payload).toMatchObject({ type: 'test', version: 1, seq: 0 });
    expect((await api('DELETE', '/connect/webhook', m.token)).statusCode).toBe(204);
    expect(await tileOf(m.token)).toMatchObject({ status: 'none' });
  });

  it('refuses a non-member: no webhook, no test', async () => {
    const { token } = await t.signIn();
    const res = await api('PUT', '/connect/webhook', token, { url: receiver.url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Connect is for members: renew to join.' });
    expect((await api('POST', '/connect/webhook/test', token)).statusCode).toBe(403);
    expect((await api('GET', '/connect/webhook', token)).json()).toEqual({ endpoint: null });
  });

  it('delivers a published trade once, signed, in the versioned shape', async () => {
    const m = await subscribed();
    const before = receiver.delivered.length;
    const tradeId = await publish();
    await drain();
    const got = receiver.delivered.slice(before);
    expect(got).toHaveLength(1);
    const [seq] = await seqsOf(tradeId);
    const d = got[0]!;
    expect(d.headers['content-type']).toBe('application/json');
    expect(d.headers['user-agent']).toBe('Finfree-Webhooks/1');
    expect(d.headers['finfree-event-id']).toBe(`evt_${seq}`);
    expect(d.headers['finfree-event-type']).toBe('published');
    expect(d.headers['finfree-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(d.payload).toEqual({
      id: `evt_${seq}`,
      seq,
      type: 'published',
      version: 1,
      trade: {
        id: tradeId,
        symbol: 'EURUSD',
        side: 'buy',
        entry: 1.1,
        sl: 1.095,
        tps: [{ price: 1.11, allocation: 100 }],
        status: expect.any(String),
      },
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      chainHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await deliveries(m.id)).toEqual([
      { seq: String(seq), status: 'sent', held_until: null },
    ]);
    const [attempt] = await attempts(m.token);
    expect(attempt).toMatchObject({
      eventId: `evt_${seq}`,
      attempt: 1,
      ok: true,
      httpStatus: 200,
      retryAt: null,
    });
    expect((await api('GET', '/connect/webhook', m.token)).json()).toMatchObject({
      endpoint: { lastSuccessAt: expect.any(String), failingSince: null },
    });
  });

  it('carries each event’s hash in the verifiable history as chainHash', async () => {
    await subscribed();
    const before = receiver.delivered.length;
    const tradeId = await publish();
    await tradeEvent(tradeId, { type: 'sl_moved', price: 1.098 });
    await tradeEvent(tradeId, { type: 'note', text: 'Holding.' });
    await tradeEvent(tradeId, { type: 'closed', price: 1.105 });
    await drain();
    const got = receiver.delivered
      .slice(before)
      .map((d) => d.payload)
      .sort((a, b) => a.seq - b.seq);
    expect(got.map((p) => p.type)).toEqual(['published', 'sl_moved', 'closed']);
    // The public chain (closed trade: published whole) has the same hashes for the same events.
    const chain = (await t.request({ url: '/v1/trades/chain' })).json<{
      events: { tradeId: string | null; type: string | null; hash: string }[];
    }>();
    const ofTrade = chain.events.filter((e) => e.tradeId === tradeId && e.type !== 'note');
    expect(got.map((p) => p.chainHash)).toEqual(ofTrade.map((e) => e.hash));
    expect(new Set(got.map((p) => p.chainHash)).size).toBe(3);
    expect(got[1]!.trade).toMatchObject({ sl: 1.098, status: 'open', entry: 1.1 });
    expect(got[2]!.trade).toMatchObject({ sl: 1.098, status: 'closed' });
  });

  it('applies the market filter and snoozes, not quiet hours', async () => {
    const muted = await subscribed();
    await t.database.db.execute(sql`insert into notification_settings (user_id, markets)
      values (${muted.id}, ${JSON.stringify({ mode: 'mute', assetClasses: ['forex'], symbols: [] })}::jsonb)`);
    await publish();
    await drain();
    expect(await deliveries(muted.id)).toEqual([]);
    await t.database.db.execute(sql`delete from webhook_endpoints`);

    const snoozer = await subscribed();
    const tradeId = await publish();
    await drain();
    expect(await deliveries(snoozer.id)).toHaveLength(1);
    await t.database.db.execute(
      sql`insert into trade_snoozes (user_id, trade_id, until) values (${snoozer.id}, ${tradeId}, null)`,
    );
    await tradeEvent(tradeId, { type: 'sl_moved', price: 1.098 });
    await drain();
    expect(await deliveries(snoozer.id)).toHaveLength(1);
    await t.database.db.execute(sql`delete from webhook_endpoints`);

    const sleeper = await subscribed();
    // Quiet all day long: the e-mail is held, the webhook is not.
    await t.database.db.execute(sql`insert into notification_settings (user_id, quiet)
      values (${sleeper.id}, ${JSON.stringify({ from: '00:00', to: '00:00', timeZone: 'UTC', allow: [] })}::jsonb)`);
    const before = receiver.delivered.length;
    await publish();
    await drain();
    expect((await deliveries(sleeper.id, 'email'))[0]!.held_until).not.toBeNull();
    expect(await deliveries(sleeper.id)).toMatchObject([{ status: 'sent', held_until: null }]);
    expect(receiver.delivered.length - before).toBe(1);
  });

  it('retries a failed delivery (500) and then succeeds', async () => {
    const m = await subscribed();
    receiver.respondWith(500);
    await publish();
    await t.app.jobs.drain([FANOUT_QUEUE, WEBHOOK_QUEUE]);
    let log = await attempts(m.token);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ attempt: 1, ok: false, httpStatus: 500, error: 'HTTP 500' });
    expect(log[0]!.retryAt).not.toBeNull();
    expect((await deliveries(m.id))[0]!.status).toBe('pending');
    expect((await api('GET', '/connect/webhook', m.token)).json()).toMatchObject({
      endpoint: { failingSince: expect.any(String), status: 'active' },
    });
    receiver.respondWith(null);
    await retryNow(t.database.db);
    await t.app.jobs.drain([WEBHOOK_QUEUE]);
    log = await attempts(m.token);
    expect(log.map((a) => [a.attempt, a.ok])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await deliveries(m.id))[0]!.status).toBe('sent');
    expect((await api('GET', '/connect/webhook', m.token)).json()).toMatchObject({
      endpoint: { failingSince: null, lastSuccessAt: expect.any(String) },
    });
  });

  it('pauses after a day of failures, tells the member, skips what is pending; resume starts again', async () => {
    const mod = moduleOn(t);
    const m = await subscribed();
    const email = (
      await queryRows<{ email: string }>(
        t.database.db,
        sql`select email from users where id = ${m.id}`,
      )
    )[0]!.email;
    receiver.respondWith(503);
    const tradeId = await publish();
    await t.app.jobs.drain([FANOUT_QUEUE]);
    const [seq] = await seqsOf(tradeId);
    const data = { seq: seq!, userId: m.id };
    const t0 = new Date();
    await expect(runAt(mod, data, t0, 1)).rejects.toThrow(/HTTP 503/);
    await expect(runAt(mod, data, new Date(t0.getTime() + 23 * HOUR), 20)).rejects.toThrow();
    expect(await tileOf(m.token)).toMatchObject({ status: 'active' });
    const mails = t.mailer.sent.length;
    // A day after the first failure: paused, not retried, told once.
    await expect(
      runAt(mod, data, new Date(t0.getTime() + PAUSE_AFTER_MS + 1_000), 26),
    ).resolves.toBeUndefined();
    expect(await tileOf(m.token)).toMatchObject({ status: 'paused' });
    expect((await api('GET', '/connect/webhook', m.token)).json()).toMatchObject({
      endpoint: { status: 'paused', pausedAt: expect.any(String) },
    });
    const sent = t.mailer.sent.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email });
    expect(sent[0]!.text).toContain(
      'Your webhook is paused after a day of failures — fix it and press Resume',
    );
    expect((await deliveries(m.id))[0]!.status).toBe('skipped');
    const log = await attempts(m.token);
    expect(log[0]).toMatchObject({ attempt: 26, ok: false, retryAt: null });

    // Paused: a new event writes no delivery.
    receiver.respondWith(null);
    const before = receiver.delivered.length;
    await publish();
    await drain();
    expect(receiver.delivered.length).toBe(before);

    const resumed = await api('POST', '/connect/webhook/resume', m.token);
    expect(resumed.json()).toMatchObject({
      endpoint: { status: 'active', pausedAt: null, failingSince: null },
    });
    expect(await tileOf(m.token)).toMatchObject({ status: 'active' });
    await publish();
    await drain();
    expect(receiver.delivered.length).toBe(before + 1);
  });

  it('keeps the last 50 attempts, newest first', async () => {
    const m = await subscribed();
    for (let i = 0; i < 53; i += 1) {
      const res = await api('POST', '/connect/webhook/test', m.token);
      expect(res.statusCode).toBe(200);
    }
    const log = await attempts(m.token);
    expect(log).toHaveLength(50);
    const ids = log.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_attempts where user_id = ${m.id}`,
    )) as [{ n: number }];
    expect(n).toBe(50);
  });

  it('gives up on an endpoint that hangs after the time limit, recording no status', async () => {
    const mod = moduleOn(t, { timeoutMs: 300 });
    const m = await subscribed();
    receiver.hang(true);
    const tradeId = await publish();
    await t.app.jobs.drain([FANOUT_QUEUE]);
    const [seq] = await seqsOf(tradeId);
    await expect(runAt(mod, { seq: seq!, userId: m.id }, new Date(), 1)).rejects.toThrow();
    const [attempt] = await attempts(m.token);
    expect(attempt).toMatchObject({ ok: false, httpStatus: null, error: 'no answer within 0.3 s' });
  });

  it('checks the address again at delivery: a name resolving inward reaches nothing', async () => {
    const strict = moduleOn(t, { allowPrivate: false });
    const m = await subscribed();
    const tradeId = await publish();
    await t.app.jobs.drain([FANOUT_QUEUE]);
    // As if the name resolved to a public address when saved.
    const port = new URL(receiver.url).port;
    await t.database.db.execute(
      sql`update webhook_endpoints set url = ${`https://localhost:${port}/hooks/finfree`} where user_id = ${m.id}`,
    );
    const before = receiver.requests.length;
    const [seq] = await seqsOf(tradeId);
    await expect(runAt(strict, { seq: seq!, userId: m.id }, new Date(), 1)).rejects.toThrow();
    expect(receiver.requests.length).toBe(before);
    const [attempt] = await attempts(m.token);
    expect(attempt!.error).toMatch(/private or reserved address/);
  });
});

describe.each(serverDbKinds)(
  'webhook address rules (private addresses not allowed) on %s',
  (kind) => {
    const t = useTestContext(kind);

    it('refuses loopback, private, link-local, metadata, IPv6 inner addresses and plain http', async () => {
      const { user, token } = await t.signIn();
      await makeMember(t.database.db, user.id);
      const refused = [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.1.2.3/hook',
        'https://172.20.0.1/hook',
        'https://192.168.1.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[fd00:ec2::254]/hook',
        'https://[fe80::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://[::ffff:a9fe:a9fe]/hook',
        'https://0.0.0.0/hook',
        'https://100.64.0.1/hook',
        'http://93.184.215.14/hook',
        'https://user:pass@93.184.215.14/hook',
        `https://93.184.215.14/${'a'.repeat(2048)}`,
        'ftp://93.184.215.14/hook',
      ];
      const answers: string[] = [];
      for (const url of refused) {
        const res = await t.request({
          method: 'PUT',
          url: '/v1/connect/webhook',
          token,
          payload: { url },
        });
        if (res.statusCode !== 400) answers.push(`${url}: ${res.statusCode}`);
      }
      expect(answers).toEqual([]);
      expect((await t.request({ url: '/v1/connect/webhook', token })).json()).toEqual({
        endpoint: null,
      });
    });
  },
);

describe('webhook address checks', () => {
  it('tells public addresses from inner ones', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001::1'])
      expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('allows http and private addresses only when told to', async () => {
    await expect(checkUrl('http://127.0.0.1:9/x', { allowPrivate: true })).resolves.toBeInstanceOf(
      URL,
    );
    await expect(checkUrl('http://127.0.0.1:9/x', { allowPrivate: false })).rejects.toThrow(
      /https/,
    );
    await expect(checkUrl('https://127.0.0.1:9/x', { allowPrivate: false })).rejects.toThrow(
      /private/,
    );
  });

  it('refuses WEBHOOK_ALLOW_PRIVATE in production', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems.some((p) => p.startsWith('WEBHOOK_ALLOW_PRIVATE:'))).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE: 'true', JWT_SECRET: 'x'.repeat(40) }),
    ).not.toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });
});
