import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Job } from '../../jobs/job';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { newId } from '../../lib/ids';
import { createMemoryMailer } from '../../lib/mailer';
import { ensureUser } from '../../seed';
import { serverDbKinds, eurusdBuy, openTestDatabase, testConfig } from '../../test/helpers';
import * as repo from './notifications.repository';
import { makeMember } from './notifications.test-helpers';

/** A device row as the push routes would store it (no push is sent in these tests). */
const addDevice = (database: Database, userId: string) =>
  database.db.execute(sql`insert into push_devices (id, user_id, endpoint, p256dh, auth, name)
    values (${newId()}, ${userId}, ${`http://127.0.0.1:9/push/${newId()}`}, 'k', 'a', 'Phone')`);

describe.each(serverDbKinds)('alert preferences: markets, snooze, quiet hours, on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: { id: string; token: string };
  let quietJob: Job;
  const mailer = createMemoryMailer();
  let n = 0;

  const signIn = async (role: 'user' | 'admin' = 'user') => {
    n += 1;
    const { id } = await ensureUser(database.db, {
      email: `pref${n}-${kind}@example.com`,
      password: 'pass word pref x',
      name: `P ${n}`,
      role,
    });
    return {
      id,
      email: `pref${n}-${kind}@example.com`,
      token: (await app.ctx.tokens.issue(id)).access.token,
    };
  };
  const member = async (devices = 0) => {
    const m = await signIn();
    await makeMember(database.db, m.id);
    for (let i = 0; i < devices; i += 1) await addDevice(database, m.id);
    return m;
  };
  const api = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const save = async (token: string, change: Record<string, unknown>) => {
    const current = (await api('GET', '/v1/notifications/preferences', token)).json();
    const res = await api('PUT', '/v1/notifications/preferences', token, { ...current, ...change });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const publish = async (symbol: string, assetClass: string, extra: object = {}) => {
    const res = await api('POST', '/v1/trades', admin.token, {
      ...eurusdBuy(1.1, 1.095, 1.11),
      symbol,
      assetClass,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const event = async (id: string, body: object) => {
    const res = await api('POST', `/v1/trades/${id}/events`, admin.token, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  /** The outside deliveries of a user, by channel, with the event's symbol and type. */
  const deliveries = (userId: string, channel: 'email' | 'push') =>
    queryRows<{ symbol: string; type: string; held_until: string | null; status: string }>(
      database.db,
      sql`select e.symbol, e.type, to_json(d.held_until) #>> '{}' as held_until, d.status
        from notification_deliveries d join alert_events e on e.seq = d.seq
        where d.user_id = ${userId} and d.channel = ${channel} order by d.seq`,
    );
  /** The push jobs queued for a user. */
  const pushJobs = (userId: string) =>
    queryRows<{ data: { kind: string; seq?: number; seqs?: number[]; deviceId: string } }>(
      database.db,
      sql`select data from pgboss.job where name = 'notifications.push'
        and data ->> 'userId' = ${userId} order by created_on`,
    );
  const fanOut = () => app.jobs.drain(['notifications.fanout']);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      mailer,
      logger: false,
      notifications: {
        onJob: (job) => {
          if (job.name === 'notification-quiet-release') quietJob = job;
        },
      },
    });
    await app.ready();
    admin = await signIn('admin');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('applies a market filter to every channel when recipients are expanded: only, mute, all', async () => {
    const only = await member(1);
    const mute = await member(1);
    const all = await member(1);
    await save(only.token, {
      markets: { mode: 'only', assetClasses: ['indices'], symbols: ['xauusd'] },
    });
    await save(mute.token, { markets: { mode: 'mute', assetClasses: [], symbols: ['XAUUSD'] } });
    await publish('XAUUSD', 'commodities', {
      entryPrice: 2000,
      stopLoss: 1990,
      takeProfits: [{ price: 2020, allocation: 100 }],
    });
    await publish('EURUSD', 'forex');
    await publish('US30', 'indices', {
      entryPrice: 40000,
      stopLoss: 39900,
      takeProfits: [{ price: 40200, allocation: 100 }],
    });
    await fanOut();
    const symbols = async (userId: string, channel: 'email' | 'push') =>
      (await deliveries(userId, channel)).map((r) => r.symbol);
    expect(await symbols(only.id, 'email')).toEqual(['XAUUSD', 'US30']);
    expect(await symbols(only.id, 'push')).toEqual(['XAUUSD', 'US30']);
    expect(await symbols(mute.id, 'email')).toEqual(['EURUSD', 'US30']);
    expect(await symbols(mute.id, 'push')).toEqual(['EURUSD', 'US30']);
    expect(await symbols(all.id, 'push')).toEqual(['XAUUSD', 'EURUSD', 'US30']);
    // A muted market is no row and no job: one push job per delivered event and device.
    expect((await pushJobs(mute.id)).length).toBe(2);
    // The app's bell and its unread count apply the same filter.
    const bell = (await api('GET', '/v1/notifications', only.token)).json();
    expect(bell.results.map((r: { symbol: string }) => r.symbol)).toEqual(['US30', 'XAUUSD']);
    expect((await api('GET', '/v1/notifications/unread-count', only.token)).json()).toMatchObject({
      count: 2,
    });
    // Saving without markets keeps them.
    const kept = await api('PUT', '/v1/notifications/preferences', only.token, {
      channels:
        bell && (await api('GET', '/v1/notifications/preferences', only.token)).json().channels,
      emailMode: 'alert',
    });
    expect(kept.json().markets).toEqual({
      mode: 'only',
      assetClasses: ['indices'],
      symbols: ['XAUUSD'],
    });
  });

  it('pushes only to members with a device, one job per device, and not when push is off for the type', async () => {
    const two = await member(2);
    const none = await member(0);
    const off = await member(1);
    const prefs = (await api('GET', '/v1/notifications/preferences', off.token)).json();
    prefs.channels.published.push = false;
    expect((await api('PUT', '/v1/notifications/preferences', off.token, prefs)).statusCode).toBe(
      200,
    );
    await publish('GBPUSD', 'forex');
    await fanOut();
    expect((await pushJobs(two.id)).map((j) => j.data.kind)).toEqual(['event', 'event']);
    expect(new Set((await pushJobs(two.id)).map((j) => j.data.deviceId)).size).toBe(2);
    expect(await deliveries(none.id, 'push')).toEqual([]);
    expect(await deliveries(off.id, 'push')).toEqual([]);
    expect((await deliveries(off.id, 'email')).map((r) => r.symbol)).toEqual(['GBPUSD']);
  });

  it('a snoozed trade sends no phone or e-mail alert until the snooze ends; "until it closes" lets the close through', async () => {
    const timed = await member(1);
    const untilClose = await member(1);
    const other = await member(1);
    const id = await publish('AUDUSD', 'forex');
    await fanOut();
    // Every event on the phone and by e-mail, notes included.
    for (const m of [timed, untilClose, other]) {
      const prefs = (await api('GET', '/v1/notifications/preferences', m.token)).json();
      for (const type of Object.keys(prefs.channels))
        prefs.channels[type] = { inApp: true, email: true, push: true };
      await save(m.token, prefs);
    }
    const snoozed = await api('PUT', `/v1/notifications/snoozes/${id}`, timed.token, { for: '1h' });
    expect(snoozed.statusCode).toBe(200);
    expect(Date.parse(snoozed.json().until) - Date.now()).toBeGreaterThan(3_590_000);
    expect(
      (
        await api('PUT', `/v1/notifications/snoozes/${id}`, untilClose.token, { for: 'close' })
      ).json(),
    ).toEqual({
      tradeId: id,
      until: null,
    });
    expect((await api('GET', '/v1/notifications/snoozes', untilClose.token)).json()).toEqual({
      items: [{ tradeId: id, until: null }],
    });
    await event(id, { type: 'sl_moved', price: 1.1 });
    await fanOut();
    const types = async (userId: string) => (await deliveries(userId, 'push')).map((r) => r.type);
    expect(await types(timed.id)).toEqual(['published']);
    expect(await types(untilClose.id)).toEqual(['published']);
    expect(await types(other.id)).toEqual(['published', 'sl_moved']);
    // The timed snooze ends: the next event reaches the member again.
    await database.db.execute(
      sql`update trade_snoozes set until = now() - interval '1 second' where user_id = ${timed.id}`,
    );
    expect((await api('GET', '/v1/notifications/snoozes', timed.token)).json()).toEqual({
      items: [],
    });
    await event(id, { type: 'note', text: 'holding' });
    await event(id, { type: 'closed', price: 1.105 });
    await fanOut();
    expect(await types(timed.id)).toEqual(['published', 'note', 'closed']);
    // Until it closes: the close itself goes out, and the snooze is over.
    expect(await types(untilClose.id)).toEqual(['published', 'closed']);
    expect((await api('GET', '/v1/notifications/snoozes', untilClose.token)).json()).toEqual({
      items: [],
    });
    expect(await repo.pruneSnoozes(database.db, new Date())).toBeGreaterThanOrEqual(2);
    // Resuming, and a snooze of a trade that does not exist.
    expect((await api('DELETE', `/v1/notifications/snoozes/${id}`, other.token)).statusCode).toBe(
      204,
    );
    expect(
      (await api('PUT', `/v1/notifications/snoozes/${newId()}`, other.token, { for: '4h' }))
        .statusCode,
    ).toBe(404);
  });

  describe('quiet hours, decided at the event’s time in the member’s zone', () => {
    let tradeId = '';
    let userId = '';
    let k = 0;
    /** Fans out one event logged at `at` to a member whose quiet hours are `quiet`; answers its held-until. */
    const heldAt = async (at: string, type = 'published') => {
      k += 1;
      const [row] = await queryRows<{ seq: string }>(
        database.db,
        sql`insert into alert_events (trade_id, event_key, type, payload, public_payload, symbol, asset_class, created_at)
          values (${tradeId}, ${`quiet-${kind}-${k}`}, ${type},
            '{"symbol":"EURUSD","side":"buy","status":"open","full":true,"data":{}}'::jsonb, null,
            'EURUSD', 'forex', ${at}::timestamptz)
          returning seq::text`,
      );
      const seq = Number(row!.seq);
      await database.db.transaction((tx) => repo.fanOutPage(tx, seq, '', 100_000));
      const [d] = await queryRows<{ held: string | null }>(
        database.db,
        sql`select to_json(held_until at time zone 'UTC') #>> '{}' as held from notification_deliveries
          where seq = ${seq} and user_id = ${userId} and channel = 'email'`,
      );
      return d?.held ?? null;
    };
    const quiet = async (
      from: string,
      to: string,
      timeZone: string,
      allow: string[] = ['closed'],
    ) => {
      await repo.saveSettings(
        database.db,
        userId,
        {
          channels: {},
          emailMode: 'alert',
          quiet: { from, to, timeZone, allow: allow as never },
        },
        new Date(),
      );
    };

    beforeAll(async () => {
      tradeId = await publish('EURUSD', 'forex');
      // A member created before the (future) events below.
      userId = (await member()).id;
    });

    it('holds events inside a window that crosses midnight until its end, and not outside it', async () => {
      await quiet('22:00', '07:00', 'Europe/London');
      expect(await heldAt('2027-01-15T23:30:00Z')).toBe('2027-01-16T07:00:00');
      expect(await heldAt('2027-01-16T02:00:00Z')).toBe('2027-01-16T07:00:00');
      expect(await heldAt('2027-01-16T06:59:00Z')).toBe('2027-01-16T07:00:00');
      expect(await heldAt('2027-01-16T07:00:00Z')).toBeNull();
      expect(await heldAt('2027-01-16T12:00:00Z')).toBeNull();
      expect(await heldAt('2027-01-16T22:00:00Z')).toBe('2027-01-17T07:00:00');
      // Let through: a trade closed at night is sent at once.
      expect(await heldAt('2027-01-15T23:45:00Z', 'closed')).toBeNull();
    });

    it('follows the wall clock across daylight saving changes', async () => {
      await quiet('22:00', '07:00', 'Europe/London');
      // Clocks go forward on 28 March 2027: the night is an hour shorter, 07:00 BST is 06:00 UTC.
      expect(await heldAt('2027-03-27T23:00:00Z')).toBe('2027-03-28T06:00:00');
      // Clocks go back on 31 October 2027: 07:00 GMT is 07:00 UTC, after a longer night.
      expect(await heldAt('2027-10-30T22:30:00Z')).toBe('2027-10-31T07:00:00');
      // 21:30 UTC on 30 October is 22:30 BST: inside.
      expect(await heldAt('2027-10-30T21:30:00Z')).toBe('2027-10-31T07:00:00');
    });

    it('holds a daytime window in another zone', async () => {
      await quiet('09:00', '17:00', 'America/New_York', []);
      expect(await heldAt('2027-06-01T14:00:00Z')).toBe('2027-06-01T21:00:00');
      expect(await heldAt('2027-06-01T22:00:00Z')).toBeNull();
      // Nothing is let through here: a close at 11:00 New York time waits too.
      expect(await heldAt('2027-06-01T15:00:00Z', 'closed')).toBe('2027-06-01T21:00:00');
    });
  });

  /** Quiet hours from an hour before `now` to an hour after it, in UTC. */
  const quietAround = (now: Date) => {
    const hh = (d: Date) => d.toISOString().slice(11, 16);
    return {
      from: hh(new Date(now.getTime() - 3_600_000)),
      to: hh(new Date(now.getTime() + 3_600_000)),
      timeZone: 'UTC',
      allow: [] as string[],
    };
  };

  it('held alerts show in the bell, reach no phone or e-mail, and end as one summary per device and one e-mail', async () => {
    const m = await member(2);
    const now = new Date();
    await save(m.token, { quiet: quietAround(now) });
    const sentBefore = mailer.sent.filter((x) => x.to === m.email).length;
    const id = await publish('NZDUSD', 'forex');
    await event(id, { type: 'closed', price: 1.11 });
    await fanOut();
    await app.jobs.drain(['notifications.email']);
    const held = await deliveries(m.id, 'push');
    expect(held.map((r) => r.type)).toEqual(['published', 'closed']);
    expect(held.every((r) => r.held_until !== null && r.status === 'pending')).toBe(true);
    expect(await pushJobs(m.id)).toEqual([]);
    expect(mailer.sent.filter((x) => x.to === m.email)).toHaveLength(sentBefore);
    // The bell shows them as usual.
    const bell = (await api('GET', '/v1/notifications', m.token)).json();
    expect(bell.results.filter((r: { tradeId: string }) => r.tradeId === id)).toHaveLength(2);
    // Not yet due: nothing.
    await quietJob.run({ now: new Date(), signal: new AbortController().signal });
    expect(await pushJobs(m.id)).toEqual([]);
    // The window ends (the job's clock is moved past it): one summary per device, one e-mail.
    const later = new Date(now.getTime() + 2 * 3_600_000);
    await quietJob.run({ now: later, signal: new AbortController().signal });
    const jobs = await pushJobs(m.id);
    expect(jobs.map((j) => j.data.kind)).toEqual(['digest', 'digest']);
    expect(jobs[0]!.data.seqs).toHaveLength(2);
    const mails = mailer.sent.filter((x) => x.to === m.email).slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/^While you were away: 1 new trade, 1 closed \+2 R/);
    expect(mails[0]!.text).toContain('Trade closed: NZDUSD BUY');
    expect((await deliveries(m.id, 'push')).map((r) => r.status)).toEqual(['sent', 'sent']);
    // A second run finds nothing more to send.
    await quietJob.run({ now: later, signal: new AbortController().signal });
    expect(await pushJobs(m.id)).toHaveLength(2);
    expect(mailer.sent.filter((x) => x.to === m.email).slice(sentBefore)).toHaveLength(1);
  });

  it('leaves out of the summary a trade snoozed and a market muted while their alerts were held', async () => {
    const m = await member(1);
    const now = new Date();
    await save(m.token, { quiet: quietAround(now) });
    const sentBefore = mailer.sent.filter((x) => x.to === m.email).length;
    const snoozedTrade = await publish('AUDCAD', 'forex');
    await publish('CADJPY', 'forex');
    await publish('EURGBP', 'forex');
    await fanOut();
    expect((await deliveries(m.id, 'push')).every((r) => r.held_until !== null)).toBe(true);
    // While held: one trade snoozed, one market muted.
    const snooze = await api('PUT', `/v1/notifications/snoozes/${snoozedTrade}`, m.token, {
      for: 'close',
    });
    expect(snooze.statusCode, snooze.body).toBe(200);
    await save(m.token, { markets: { mode: 'mute', assetClasses: [], symbols: ['CADJPY'] } });
    await save(m.token, { quiet: null });
    await quietJob.run({ now: new Date(), signal: new AbortController().signal });
    const jobs = await pushJobs(m.id);
    expect(jobs.map((j) => j.data.kind)).toEqual(['digest']);
    expect(jobs[0]!.data.seqs).toHaveLength(1);
    const mails = mailer.sent.filter((x) => x.to === m.email).slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/^While you were away: 1 new trade/);
    expect(mails[0]!.text).toContain('EURGBP');
    expect(mails[0]!.text).not.toContain('AUDCAD');
    expect(mails[0]!.text).not.toContain('CADJPY');
    const statuses = (await deliveries(m.id, 'push')).map((r) => r.status).sort();
    expect(statuses).toEqual(['sent', 'skipped', 'skipped']);
  });

  it('ending or changing quiet hours sends what they held at the next run; saving other choices does not', async () => {
    const m = await member(1);
    const window = quietAround(new Date());
    await save(m.token, { quiet: window });
    await publish('USDCHF', 'forex');
    await fanOut();
    const heldUntil = (await deliveries(m.id, 'push'))[0]!.held_until;
    expect(heldUntil).not.toBeNull();
    // Other choices saved with the same window (its exceptions in another order): still held.
    await save(m.token, { emailMode: 'alert', quiet: { ...window, allow: [] } });
    expect((await deliveries(m.id, 'push'))[0]!.held_until).toBe(heldUntil);
    await save(m.token, { quiet: null });
    await quietJob.run({ now: new Date(), signal: new AbortController().signal });
    expect((await pushJobs(m.id)).map((j) => j.data.kind)).toEqual(['digest']);
  });

  it('refuses a time zone PostgreSQL does not know and a window that starts where it ends', async () => {
    const m = await member();
    const current = (await api('GET', '/v1/notifications/preferences', m.token)).json();
    const put = (quiet: object) =>
      api('PUT', '/v1/notifications/preferences', m.token, { ...current, quiet });
    expect(
      (await put({ from: '22:00', to: '07:00', timeZone: 'Mars/Olympus', allow: [] })).statusCode,
    ).toBe(400);
    expect((await put({ from: '22:00', to: '22:00', timeZone: 'UTC', allow: [] })).statusCode).toBe(
      400,
    );
    expect((await put({ from: '24:00', to: '07:00', timeZone: 'UTC', allow: [] })).statusCode).toBe(
      400,
    );
    const ok = await put({
      from: '22:00',
      to: '07:00',
      timeZone: 'Asia/Dubai',
      allow: ['closed', 'closed'],
    });
    expect(ok.json().quiet).toEqual({
      from: '22:00',
      to: '07:00',
      timeZone: 'Asia/Dubai',
      allow: ['closed'],
    });
  });
});
