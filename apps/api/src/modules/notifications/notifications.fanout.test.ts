import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { type Database, migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/sql';
import { newId } from '../../lib/ids';
import { createMemoryMailer } from '../../lib/mailer';
import { ensureUser } from '../../seed';
import { serverDbKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { DELIVERY_KEEP_MS } from './notifications.mail';
import { makeMember, retryNow, tradeBody } from './notifications.test-helpers';

const PAGE = 7;

describe.each(serverDbKinds)('alert events written once, fanned out in pages, on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: { id: string; token: string };
  const mailer = createMemoryMailer();
  let planId = '';

  /** Adds `count` members (users with an active subscription) in two statements. */
  const addMembers = async (count: number): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => newId());
    await database.db.execute(sql`
      insert into users (id, name, email, password_hash, referral_code, created_at)
      select id, 'M', id || '@members.example.com', 'x', id, now() - interval '1 minute'
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as id`);
    await database.db.execute(sql`
      insert into subscriptions (id, user_id, plan_id, status, current_period_end)
      select 'sub-' || id, id, ${planId}, 'active', now() + interval '30 days'
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as id`);
    return ids;
  };
  const publish = async (symbol: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/trades',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { ...tradeBody, symbol },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  /** Rows of every table an alert can write to (the log, read state, deliveries, the queue). */
  const alertRows = async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select ((select count(*) from alert_events) + (select count(*) from notification_cursors)
        + (select count(*) from notification_reads) + (select count(*) from notification_deliveries)
        + (select count(*) from pgboss.job))::int as n`,
    );
    return row!.n;
  };
  /** The first row of a query. */
  const first = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0]!;
  const signIn = async (email: string, role: 'user' | 'admin') => {
    const { id } = await ensureUser(database.db, {
      email,
      password: 'pass word fan x',
      name: 'F',
      role,
    });
    return { id, token: (await app.ctx.tokens.issue(id)).access.token };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      mailer,
      logger: false,
      notifications: { fanOutPage: PAGE },
    });
    await app.ready();
    admin = await signIn(`fan-admin-${kind}@example.com`, 'admin');
    const seed = await signIn(`fan-seed-${kind}@example.com`, 'user');
    await makeMember(database.db, seed.id);
    ({ planId } = await first<{ planId: string }>(
      sql`select plan_id as "planId" from subscriptions where user_id = ${seed.id}`,
    ));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('publishing writes the same rows with 10 or 300 members: one event and one job', async () => {
    await addMembers(10);
    let before = await alertRows();
    await publish('EURUSD');
    const with10 = (await alertRows()) - before;
    await addMembers(290);
    before = await alertRows();
    await publish('GBPUSD');
    const with300 = (await alertRows()) - before;
    expect(with10).toBe(2);
    expect(with300).toBe(with10);
    // The fan-out then e-mails every member once (what is queued here is done before the next test).
    await app.jobs.drain();
    // 300 e-mails through the job queue: ≈ 10 s on an idle machine, over 30 s beside the browser
    // tests on two cores; the limit is for a hang.
  }, 120_000);

  it('fans out in pages; a page that crashes mid-way, and a page run twice, e-mail each member exactly once', async () => {
    const members = await addMembers(40);
    const sentBefore = mailer.sent.length;
    await publish('AUDUSD');
    const { seq } = await first<{ seq: string }>(
      sql`select max(seq)::text as seq from alert_events`,
    );
    // Two pages go through.
    await app.jobs.drain(['notifications.fanout'], 2);
    const { n: afterTwo } = await first<{ n: number }>(
      sql`select count(*)::int as n from notification_deliveries where seq = ${seq}`,
    );
    expect(afterTwo).toBeGreaterThan(0);
    expect(afterTwo).toBeLessThanOrEqual(2 * PAGE);
    // The third page crashes half-way through its inserts: its transaction (deliveries, e-mail
    // jobs, next page) is rolled back, and the queue retries it.
    await database.db.execute(sql`create table fanout_crash (after_rows int not null)`);
    await database.db.execute(sql`insert into fanout_crash values (3)`);
    await database.db.execute(sql`
      create function fanout_crash() returns trigger language plpgsql as $$
      begin
        update fanout_crash set after_rows = after_rows - 1;
        if (select after_rows from fanout_crash) <= 0 then raise exception 'crash mid-page'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger fanout_crash before insert on notification_deliveries
      for each row execute function fanout_crash()`);
    try {
      expect(await app.jobs.drain(['notifications.fanout'], 1)).toBe(1);
      const { n: afterCrash } = await first<{ n: number }>(
        sql`select count(*)::int as n from notification_deliveries where seq = ${seq}`,
      );
      expect(afterCrash).toBe(afterTwo);
    } finally {
      await database.db.execute(sql`drop trigger fanout_crash on notification_deliveries`);
      await database.db.execute(sql`drop function fanout_crash()`);
      await database.db.execute(sql`drop table fanout_crash`);
    }
    // A page whose work committed but whose job was not marked done runs again.
    await app.jobs.send('notifications.fanout', { seq: Number(seq) });
    await retryNow(database.db);
    await app.jobs.drain();
    const to = mailer.sent.slice(sentBefore).filter((m) => m.subject.includes('AUDUSD'));
    const count = new Map<string, number>();
    for (const m of to) count.set(m.to, (count.get(m.to) ?? 0) + 1);
    // Every member (the 40 new ones among them) got it, and nobody twice.
    for (const id of members) expect(count.get(`${id}@members.example.com`)).toBe(1);
    expect([...count.values()].every((c) => c === 1)).toBe(true);
    const { n: memberCount } = await first<{ n: number }>(
      sql`select count(*)::int as n from users u where u.role = 'admin' or exists (
        select 1 from subscriptions s where s.user_id = u.id and s.status = 'active')`,
    );
    expect(to).toHaveLength(memberCount);
    // ≈ 6 s on an idle 2-core machine; up to five times that with the rest of `npm test` beside it.
  }, 120_000);

  it('prunes deliveries finished over 30 days ago, never a pending one', async () => {
    const [member] = await addMembers(1);
    await publish('NZDUSD');
    const { seq } = await first<{ seq: string }>(
      sql`select max(seq)::text as seq from alert_events`,
    );
    const old = new Date(Date.now() - DELIVERY_KEEP_MS - 60_000);
    const recent = new Date(Date.now() - DELIVERY_KEEP_MS + 60_000);
    const row = (channel: string, status: string, sentAt: Date | null) =>
      sql`(${seq}::bigint, ${member!}, ${channel}, ${status}, ${sentAt})`;
    await database.db.execute(sql`
      insert into notification_deliveries (seq, user_id, channel, status, sent_at) values
      ${row('t-old-sent', 'sent', old)}, ${row('t-old-skipped', 'skipped', old)},
      ${row('t-recent-sent', 'sent', recent)}, ${row('t-old-pending', 'pending', old)}`);
    await app.jobs.runNow('notification-deliveries-prune');
    const left = await queryRows<{ channel: string }>(
      database.db,
      sql`select channel from notification_deliveries
        where user_id = ${member!} and channel like 't-%' order by channel`,
    );
    expect(left.map((r) => r.channel)).toEqual(['t-old-pending', 't-recent-sent']);
  });

  it('counts unread alerts up to 100 (the bell shows 99+), by cursor and single reads', async () => {
    const m = await signIn(`fan-reader-${kind}@example.com`, 'user');
    await makeMember(database.db, m.id);
    const tradeId = await publish('NZDUSD');
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${m.token}` } });
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${m.token}` } });
    expect((await get('/v1/notifications/unread-count')).json()).toMatchObject({ count: 1 });
    // 150 more events of the trade (written as the trades module would, one row each).
    await database.db.execute(sql`
      insert into alert_events (trade_id, event_key, type, payload, public_payload, symbol, asset_class)
      select ${tradeId}, 'bulk-' || ${kind} || '-' || i, 'closed',
        '{"symbol":"NZDUSD","side":"buy","status":"closed","full":true,"data":{}}'::jsonb, null,
        'NZDUSD', 'forex'
      from generate_series(1, 150) i`);
    expect((await get('/v1/notifications/unread-count')).json()).toMatchObject({ count: 100 });
    const list = (await get('/v1/notifications?limit=5')).json();
    expect(list).toMatchObject({ totalResults: 151, unread: 100 });
    expect((await post('/v1/notifications/read-all')).statusCode).toBe(204);
    expect((await get('/v1/notifications/unread-count')).json()).toMatchObject({ count: 0 });
    await publish('NZDUSD');
    await publish('NZDUSD');
    const fresh = (await get('/v1/notifications?limit=5')).json();
    expect(fresh.unread).toBe(2);
    expect((await post(`/v1/notifications/${fresh.results[0].id}/read`)).statusCode).toBe(204);
    expect((await get('/v1/notifications/unread-count')).json()).toMatchObject({ count: 1 });
    expect((await get('/v1/notifications?limit=5')).json().results[0].readAt).not.toBeNull();
  });
  it('migration 0014 moves per-member notifications into the log: one event each, unread counts kept, e-mails carried over', async () => {
    const tradeId = await publish('USDJPY');
    const one = await signIn(`fan-old1-${kind}@example.com`, 'user');
    const two = await signIn(`fan-old2-${kind}@example.com`, 'user');
    await makeMember(database.db, one.id);
    await makeMember(database.db, two.id);
    // The tables before the move, as migration 0008 made them.
    const old = readFileSync(join(migrationsFolder(), '0008_notifications.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((part) => /CREATE TABLE "(notifications|notification_emails)"/.test(part));
    for (const statement of old) await database.db.execute(sql.raw(statement));
    // Old ids above the log's (in production the log is empty when the move runs).
    await database.db.execute(
      sql`select setval(pg_get_serial_sequence('notifications', 'seq'), (select max(seq) from alert_events) + 1000)`,
    );
    try {
      const full = (n: number) =>
        JSON.stringify({ symbol: 'USDJPY', side: 'buy', status: 'live', full: true, data: { n } });
      // Three events; member one read the first and the third, member two read nothing.
      for (const [user, k, read] of [
        [one.id, 1, true],
        [two.id, 1, false],
        [one.id, 2, false],
        [two.id, 2, false],
        [one.id, 3, true],
      ] as const)
        await database.db.execute(sql`
          insert into notifications (id, user_id, trade_id, event_key, type, payload, in_app, created_at, read_at)
          values (${`n-${user}-${k}`}, ${user}, ${tradeId}, ${`old-${kind}-${k}`}, 'tp_hit',
            ${full(k)}::jsonb, true, now() + ${k} * interval '1 second',
            ${read ? sql`now()` : sql`null`})`);
      await database.db.execute(sql`
        insert into notification_emails (notification_id, user_id, digest, status)
        values (${`n-${one.id}-1`}, ${one.id}, false, 'sent'), (${`n-${two.id}-2`}, ${two.id}, false, 'pending')`);
      const move = readFileSync(join(migrationsFolder(), '0014_move_notifications.sql'), 'utf8');
      // 0014 ran before 0019 added the events' symbol and asset class: 0019 fills them in.
      await database.db.execute(sql`alter table alert_events
        alter column symbol drop not null, alter column asset_class drop not null`);
      for (const statement of move.split('--> statement-breakpoint'))
        await database.db.execute(sql.raw(statement));
      const fill = readFileSync(join(migrationsFolder(), '0019_alert_preferences_push.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .filter((part) =>
          /UPDATE "alert_events"|ALTER COLUMN "(symbol|asset_class)" SET NOT NULL/.test(part),
        );
      for (const statement of fill) await database.db.execute(sql.raw(statement));
      const events = await queryRows<{ event_key: string; data: { n: number } }>(
        database.db,
        sql`select event_key, payload -> 'data' as data from alert_events
          where event_key like ${`old-${kind}-%`} order by seq`,
      );
      expect(events.map((e) => e.data.n)).toEqual([1, 2, 3]);
      // Each event keeps the first of its old ids (a resumed stream neither repeats nor skips),
      // and new events come after every old id.
      const { same } = await first<{ same: boolean }>(
        sql`select (select min(seq) from notifications where event_key = ${`old-${kind}-1`})
          = (select seq from alert_events where event_key = ${`old-${kind}-1`}) as same`,
      );
      expect(same).toBe(true);
      const { next } = await first<{ next: boolean }>(
        sql`select nextval(pg_get_serial_sequence('alert_events', 'seq')) > (select max(seq) from notifications) as next`,
      );
      expect(next).toBe(true);
      const count = async (token: string) =>
        (
          await app.inject({
            method: 'GET',
            url: '/v1/notifications/unread-count',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json<{ count: number }>().count;
      expect(await count(one.token)).toBe(1);
      expect(await count(two.token)).toBe(2);
      const deliveries = await queryRows<{ user_id: string; status: string; digest: boolean }>(
        database.db,
        sql`select user_id, status, digest from notification_deliveries
          where user_id in (${one.id}, ${two.id}) order by user_id`,
      );
      expect(deliveries).toEqual(
        expect.arrayContaining([
          { user_id: one.id, status: 'sent', digest: false },
          { user_id: two.id, status: 'pending', digest: true },
        ]),
      );
      expect(deliveries).toHaveLength(2);
    } finally {
      await database.db.execute(sql`drop table if exists notification_emails, notifications`);
    }
  });
});
