import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { generateVapidKeys } from '../../../config';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/sql';
import { createMemoryMailer } from '../../../lib/mailer';
import type { Job } from '../../../jobs/job';
import { ensureUser } from '../../../seed';
import { serverDbKinds, openTestDatabase, testConfig } from '../../../test/helpers';
import { makeMember, tradeBody } from '../notifications.test-helpers';
import { createPushJob, type PushPayload } from './push.jobs';
import { PUSH_QUEUE, type PushJobData } from './push.service';
import { type PushStandin, startPushStandin } from './testing/push-standin';

describe.each(serverDbKinds)('phone alerts (Web Push) on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let standin: PushStandin;
  const vapid = generateVapidKeys();
  const config = () =>
    testConfig({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:alerts@finfree.example',
      PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${standin.host}`,
    });
  let n = 0;
  let admin: { id: string; token: string };
  let quietJob: Job;

  const user = async (role: 'user' | 'admin' = 'user') => {
    n += 1;
    const { id } = await ensureUser(database.db, {
      email: `push-${role}${n}-${kind}@example.com`,
      password: `pass word ${n} x`,
      name: `P ${n}`,
      role,
    });
    return { id, token: (await app.ctx.tokens.issue(id)).access.token };
  };
  const member = async () => {
    const u = await user();
    await makeMember(database.db, u.id);
    return u;
  };
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  /** Registers a new stand-in subscription as a device of `token`'s user. */
  const device = async (token: string, name = 'Chrome on Android') => {
    const sub = standin.subscribe();
    const res = await api('POST', '/v1/notifications/push/devices', token, {
      endpoint: sub.endpoint,
      keys: sub.keys,
      name,
    });
    expect(res.statusCode).toBe(200);
    return { sub, id: res.json<{ id: string }>().id };
  };
  const publish = async (body: Record<string, unknown> = {}) => {
    const res = await api('POST', '/v1/trades', admin.token, { ...tradeBody, ...body });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const tradeEvent = async (id: string, body: Record<string, unknown>) => {
    const res = await api('POST', `/v1/trades/${id}/events`, admin.token, body);
    expect(res.statusCode).toBe(201);
  };
  /** The logged events of a trade, oldest first. */
  const seqsOf = async (tradeId: string) =>
    (
      await queryRows<{ seq: string; type: string }>(
        database.db,
        sql`select seq::text as seq, type from alert_events where trade_id = ${tradeId} order by seq`,
      )
    ).map((r) => ({ seq: Number(r.seq), type: r.type }));
  const push = (data: PushJobData) => app.jobs.send(PUSH_QUEUE, data);
  const drain = () => app.jobs.drain([PUSH_QUEUE]);
  const deliveredTo = (subId: string) =>
    standin.delivered.filter((d) => d.subscriptionId === subId);
  const deviceRows = async (id: string) =>
    queryRows<{ id: string }>(database.db, sql`select id from push_devices where id = ${id}`);

  beforeAll(async () => {
    standin = await startPushStandin({ vapidPublicKey: vapid.publicKey });
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: config(),
      database,
      mailer: createMemoryMailer(),
      logger: false,
      notifications: {
        onJob: (job) => {
          if (job.name === 'notification-quiet-release') quietJob = job;
        },
      },
    });
    await app.ready();
    admin = await user('admin');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await standin.close();
  });

  describe('devices', () => {
    it('lists a registered device; the same endpoint again updates it, not a second one', async () => {
      const m = await member();
      const { sub, id } = await device(m.token, 'Chrome on Android');
      let list = await api('GET', '/v1/notifications/push/devices', m.token);
      expect(list.json()).toMatchObject({
        items: [{ id, name: 'Chrome on Android', lastPushAt: null }],
      });
      const again = await api('POST', '/v1/notifications/push/devices', m.token, {
        endpoint: sub.endpoint,
        keys: sub.keys,
        name: 'My phone',
      });
      expect(again.json()).toMatchObject({ id, name: 'My phone' });
      list = await api('GET', '/v1/notifications/push/devices', m.token);
      expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
    });

    it('moves an endpoint to another account signed in on the same browser', async () => {
      const first = await member();
      const second = await member();
      const { sub, id } = await device(first.token);
      const res = await api('POST', '/v1/notifications/push/devices', second.token, {
        endpoint: sub.endpoint,
        keys: sub.keys,
        name: 'Shared tablet',
      });
      expect(res.json()).toMatchObject({ id, name: 'Shared tablet' });
      const mine = await api('GET', '/v1/notifications/push/devices', first.token);
      expect(mine.json()).toEqual({ items: [] });
      const theirs = await api('GET', '/v1/notifications/push/devices', second.token);
      expect(theirs.json()).toMatchObject({ items: [{ id }] });
    });

    it('refuses an endpoint whose host is not an allowed push service (no requests inward)', async () => {
      const m = await member();
      const keys = standin.subscribe().keys;
      for (const endpoint of [
        'http://127.0.0.1:6379/push/x',
        'https://169.254.169.254/latest/meta-data',
        'https://evil.example.com/fcm/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
      ]) {
        const res = await api('POST', '/v1/notifications/push/devices', m.token, {
          endpoint,
          keys,
          name: 'Phone',
        });
        expect(res.statusCode, endpoint).toBe(400);
      }
    });

    it('answers 404 to removing or testing someone else’s device', async () => {
      const owner = await member();
      const other = await member();
      const { id } = await device(owner.token);
      expect(
        (await api('DELETE', `/v1/notifications/push/devices/${id}`, other.token)).statusCode,
      ).toBe(404);
      expect(
        (await api('POST', `/v1/notifications/push/devices/${id}/test`, other.token)).statusCode,
      ).toBe(404);
      expect(await deviceRows(id)).toHaveLength(1);
      expect(
        (await api('DELETE', `/v1/notifications/push/devices/${id}`, owner.token)).statusCode,
      ).toBe(204);
      expect(await deviceRows(id)).toHaveLength(0);
    });

    it('sends a test alert that reaches the push service encrypted and decrypts there', async () => {
      const m = await member();
      await database.db.execute(
        sql`insert into notification_settings (user_id, language) values (${m.id}, 'ar')`,
      );
      const { sub, id } = await device(m.token);
      const res = await api('POST', `/v1/notifications/push/devices/${id}/test`, m.token);
      expect(res.statusCode).toBe(202);
      await drain();
      const got = deliveredTo(sub.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toEqual({
        v: 1,
        title: 'Finfree: تنبيهات الهاتف مفعّلة',
        body: 'هكذا ستظهر تنبيهات الصفقات على هذا الجهاز.',
        tag: 'test',
        url: '/dashboard/one',
        tradeId: null,
        seq: null,
        lang: 'ar',
        dir: 'rtl',
      });
      const list = await api('GET', '/v1/notifications/push/devices', m.token);
      expect(
        list.json<{ items: { lastPushAt: string | null }[] }>().items[0]!.lastPushAt,
      ).not.toBeNull();
    });
  });

  describe('the push job', () => {
    it('pushes a published trade to a member: payload, VAPID, Urgency, Topic and TTL', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      const tradeId = await publish();
      const [{ seq }] = (await seqsOf(tradeId)) as unknown as [{ seq: number }];
      await database.db.execute(
        sql`insert into notification_deliveries (seq, user_id, channel) values (${seq}, ${m.id}, 'push')`,
      );
      const rejectedBefore = standin.rejected.length;
      await push({ kind: 'event', seq, userId: m.id, deviceId });
      expect(await drain()).toBe(1);
      expect(standin.rejected.length).toBe(rejectedBefore);
      const got = deliveredTo(sub.id);
      expect(got).toHaveLength(1);
      const payload = got[0]!.payload as PushPayload;
      expect(payload).toEqual({
        v: 1,
        title: 'New trade: EURUSD BUY',
        body: 'EURUSD BUY · entry 1.1 · SL 1.095 · TP1 1.11',
        tag: `trade-${tradeId}`,
        url: `/dashboard/trades?trade=${tradeId}`,
        tradeId,
        seq,
        lang: 'en',
        dir: 'ltr',
      });
      expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(1024);
      const headers = got[0]!.headers;
      expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(headers.authorization).toContain(`k=${vapid.publicKey}`);
      expect(headers.urgency).toBe('high');
      expect(headers.topic).toBe(tradeId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32));
      expect(headers.ttl).toBe('86400');
      expect(headers['content-encoding']).toBe('aes128gcm');
      const [delivery] = await queryRows<{ status: string }>(
        database.db,
        sql`select status from notification_deliveries
            where seq = ${seq} and user_id = ${m.id} and channel = 'push'`,
      );
      expect(delivery!.status).toBe('sent');
    });

    it('gives a non-member the teaser, never a level, and nothing of a members-only event', async () => {
      const u = await user();
      const { sub, id: deviceId } = await device(u.token);
      const tradeId = await publish();
      await tradeEvent(tradeId, { type: 'sl_moved', price: 1.097 });
      const [published, moved] = (await seqsOf(tradeId)) as unknown as [
        { seq: number },
        { seq: number },
      ];
      await push({ kind: 'event', seq: published.seq, userId: u.id, deviceId });
      await push({ kind: 'event', seq: moved.seq, userId: u.id, deviceId });
      await drain();
      const got = deliveredTo(sub.id);
      expect(got).toHaveLength(1);
      const payload = got[0]!.payload as PushPayload;
      expect(payload.title).toBe('New trade: EURUSD BUY');
      expect(payload.body).toBe('EURUSD BUY · Entry, stop and targets are for members.');
      expect(JSON.stringify(payload)).not.toMatch(/1\.1|1\.09/);
    });

    it('sends nothing to a device that is now another user’s', async () => {
      const m = await member();
      const other = await member();
      const { sub, id: deviceId } = await device(m.token);
      const tradeId = await publish();
      const [{ seq }] = (await seqsOf(tradeId)) as unknown as [{ seq: number }];
      await push({ kind: 'event', seq, userId: other.id, deviceId });
      await drain();
      expect(deliveredTo(sub.id)).toHaveLength(0);
    });

    it('forgets the device when the push service answers 410 (the subscription is gone)', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      standin.respondWith(sub.id, 410);
      await push({ kind: 'test', userId: m.id, deviceId });
      await drain();
      expect(await deviceRows(deviceId)).toHaveLength(0);
      const [job] = await queryRows<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where name = ${PUSH_QUEUE} and data->>'deviceId' = ${deviceId}`,
      );
      expect(job!.state).toBe('completed');
    });

    it('throws on a 500 so the engine retries, and keeps the device', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      standin.respondWith(sub.id, 500);
      await push({ kind: 'test', userId: m.id, deviceId });
      await drain();
      const [job] = await queryRows<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where name = ${PUSH_QUEUE} and data->>'deviceId' = ${deviceId}`,
      );
      expect(job!.state).toBe('retry');
      const cfg = config();
      const run = createPushJob({
        db: database.db,
        vapid: cfg.push,
        allowedHosts: cfg.push.allowedHosts,
        log: { warn: () => undefined, error: () => undefined },
      }).run(
        { kind: 'test', userId: m.id, deviceId },
        {
          now: new Date(),
          signal: new AbortController().signal,
          jobId: 'x',
          attempt: 1,
        },
      );
      await expect(run).rejects.toThrow(/500/);
      expect(await deviceRows(deviceId)).toHaveLength(1);
      standin.respondWith(sub.id, null);
    });

    it('collapses a trade’s messages to an offline phone into one: its latest state', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      standin.setOffline(sub.id, true);
      const tradeId = await publish({
        takeProfits: [
          { price: 1.11, allocation: 50 },
          { price: 1.12, allocation: 50 },
        ],
      });
      await tradeEvent(tradeId, { type: 'tp_hit', tpIndex: 0 });
      await tradeEvent(tradeId, { type: 'sl_moved', price: 1.1 });
      const events = await seqsOf(tradeId);
      for (const type of ['published', 'tp_hit', 'sl_moved'])
        await push({
          kind: 'event',
          seq: events.find((e) => e.type === type)!.seq,
          userId: m.id,
          deviceId,
        });
      expect(await drain()).toBe(3);
      expect(deliveredTo(sub.id)).toHaveLength(0);
      standin.setOffline(sub.id, false);
      const got = deliveredTo(sub.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({
        title: 'Stop loss moved: EURUSD BUY',
        body: 'EURUSD: TP1 hit, stop moved to entry',
        tag: `trade-${tradeId}`,
      });
    });

    it('sends a quiet-hours digest with normal urgency, kept 12 hours', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      const tradeId = await publish();
      await tradeEvent(tradeId, { type: 'note', text: 'Half off at 1.103' });
      await tradeEvent(tradeId, { type: 'closed', price: 1.105 });
      const seqs = (await seqsOf(tradeId)).map((e) => e.seq);
      for (const seq of seqs)
        await database.db.execute(
          sql`insert into notification_deliveries (seq, user_id, channel, digest)
              values (${seq}, ${m.id}, 'push', true)`,
        );
      await push({ kind: 'digest', userId: m.id, deviceId, seqs });
      await drain();
      const got = deliveredTo(sub.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({
        title: 'While you were away',
        body: 'While you were away: 1 new trade, 1 closed +1 R, 1 update',
        tag: 'digest',
        url: '/dashboard/trades',
      });
      expect(got[0]!.headers).toMatchObject({ urgency: 'normal', ttl: '43200', topic: 'digest' });
      const rows = await queryRows<{ status: string }>(
        database.db,
        sql`select status from notification_deliveries where user_id = ${m.id} and channel = 'push'`,
      );
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
      // An alert of a finished trade is kept 6 hours for an offline phone, not a day.
      await push({ kind: 'event', seq: seqs.at(-1)!, userId: m.id, deviceId });
      await drain();
      expect(deliveredTo(sub.id).at(-1)!.headers.ttl).toBe('21600');
    });
  });
  describe('the member’s wishes, decided again when an event’s job runs', () => {
    /**
     * A new trade's push delivery for a member, as the fan-out writes it, and the data of its
     * job for one device.
     */
    const queued = async (userId: string, deviceId: string) => {
      const tradeId = await publish();
      const [{ seq }] = (await seqsOf(tradeId)) as unknown as [{ seq: number }];
      await database.db.execute(
        sql`insert into notification_deliveries (seq, user_id, channel)
            values (${seq}, ${userId}, 'push') on conflict do nothing`,
      );
      const data: PushJobData = { kind: 'event', seq, userId, deviceId };
      return { tradeId, seq, data };
    };
    const pushRow = async (seq: number, userId: string) => {
      const [row] = await queryRows<{ status: string; held_until: string | null }>(
        database.db,
        sql`select status, to_json(held_until) #>> '{}' as held_until from notification_deliveries
            where seq = ${seq} and user_id = ${userId} and channel = 'push'`,
      );
      return row!;
    };
    const save = async (token: string, change: Record<string, unknown>) => {
      const current = (await api('GET', '/v1/notifications/preferences', token)).json<object>();
      const res = await api('PUT', '/v1/notifications/preferences', token, {
        ...current,
        ...change,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** Runs one push job with the job's clock at `now` (a retry, a backlog). */
    const runAt = (data: PushJobData, now: Date) => {
      const cfg = config();
      return createPushJob({
        db: database.db,
        vapid: cfg.push,
        allowedHosts: cfg.push.allowedHosts,
        log: { warn: () => undefined, error: () => undefined },
      }).run(data, { now, signal: new AbortController().signal, jobId: 'x', attempt: 2 });
    };
    const release = (now: Date) => quietJob.run({ now, signal: new AbortController().signal });
    // Quiet hours 22:00–07:00 in Tokyo (UTC+9, no daylight saving): 13:00–22:00 UTC. The job's
    // clock is moved to tomorrow (UTC), while the member is still a member.
    const day = new Date();
    day.setUTCHours(0, 0, 0, 0);
    const tomorrow = (hours: number) => new Date(day.getTime() + (24 + hours) * 3_600_000);
    const night = { from: '22:00', to: '07:00', timeZone: 'Asia/Tokyo', allow: [] };

    it('skips a trade snoozed after the job was queued: nothing sent, the delivery skipped', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      const { tradeId, seq, data } = await queued(m.id, deviceId);
      await push(data);
      const res = await api('PUT', `/v1/notifications/snoozes/${tradeId}`, m.token, {
        for: '1h',
      });
      expect(res.statusCode).toBe(200);
      expect(await drain()).toBe(1);
      expect(deliveredTo(sub.id)).toHaveLength(0);
      expect((await pushRow(seq, m.id)).status).toBe('skipped');
    });

    it('skips a symbol muted after the job was queued: nothing sent, the delivery skipped', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      const { seq, data } = await queued(m.id, deviceId);
      await push(data);
      await save(m.token, { markets: { mode: 'mute', assetClasses: [], symbols: ['EURUSD'] } });
      expect(await drain()).toBe(1);
      expect(deliveredTo(sub.id)).toHaveLength(0);
      expect((await pushRow(seq, m.id)).status).toBe('skipped');
    });

    it('skips an event whose type the member took off the phone after the job was queued', async () => {
      const m = await member();
      const { sub, id: deviceId } = await device(m.token);
      const { seq, data } = await queued(m.id, deviceId);
      await push(data);
      const { channels } = (await api('GET', '/v1/notifications/preferences', m.token)).json<{
        channels: Record<string, Record<string, boolean>>;
      }>();
      await save(m.token, {
        channels: { ...channels, published: { ...channels.published, push: false } },
      });
      expect(await drain()).toBe(1);
      expect(deliveredTo(sub.id)).toHaveLength(0);
      expect((await pushRow(seq, m.id)).status).toBe('skipped');
    });

    it('holds a job that runs inside quiet hours (across midnight) and sends it in the summary when they end', async () => {
      const m = await member();
      const phone = await device(m.token, 'Phone');
      const tablet = await device(m.token, 'Tablet');
      const first = await queued(m.id, phone.id);
      const second = await queued(m.id, phone.id);
      await save(m.token, { quiet: night });
      const end = tomorrow(22).getTime();
      // 23:30 in Tokyo: held to 07:00 Tokyo, the end of the window.
      await runAt(first.data, tomorrow(14.5));
      // 02:00 in Tokyo, after midnight: the same window's end.
      await runAt(second.data, tomorrow(17));
      for (const { seq } of [first, second]) {
        const row = await pushRow(seq, m.id);
        expect(row.status).toBe('pending');
        expect(Date.parse(row.held_until!)).toBe(end);
      }
      // The tablet's job of the first event runs once the window ended, before the release: the
      // delivery is the summary's, not sent twice.
      await runAt({ ...first.data, deviceId: tablet.id }, tomorrow(22.05));
      expect(deliveredTo(phone.sub.id)).toHaveLength(0);
      expect(deliveredTo(tablet.sub.id)).toHaveLength(0);
      // Not due before the end; at the end, one summary per device with both events.
      await release(tomorrow(21.9));
      await drain();
      expect(deliveredTo(phone.sub.id)).toHaveLength(0);
      await release(tomorrow(22.1));
      await drain();
      for (const sub of [phone.sub, tablet.sub]) {
        const got = deliveredTo(sub.id);
        expect(got).toHaveLength(1);
        expect(got[0]!.payload).toMatchObject({
          tag: 'digest',
          body: 'While you were away: 2 new trades',
        });
      }
      expect((await pushRow(first.seq, m.id)).status).toBe('sent');
      expect((await pushRow(second.seq, m.id)).status).toBe('sent');
    });

    it('still sends when the member changed nothing, outside quiet hours, and for a type let through', async () => {
      const plain = await member();
      const plainDevice = await device(plain.token);
      const { seq, data } = await queued(plain.id, plainDevice.id);
      await push(data);
      await drain();
      expect(deliveredTo(plainDevice.sub.id)).toHaveLength(1);
      expect((await pushRow(seq, plain.id)).status).toBe('sent');

      const quiet = await member();
      const quietDevice = await device(quiet.token);
      const day1 = await queued(quiet.id, quietDevice.id);
      const night1 = await queued(quiet.id, quietDevice.id);
      await save(quiet.token, { quiet: { ...night, allow: ['published'] } });
      // Noon in Tokyo: outside the window.
      await runAt(day1.data, tomorrow(3));
      // 23:30 in Tokyo, but a new trade is let through.
      await runAt(night1.data, tomorrow(14.5));
      expect(deliveredTo(quietDevice.sub.id)).toHaveLength(2);
      expect((await pushRow(night1.seq, quiet.id)).held_until).toBeNull();
    });
  });
});
