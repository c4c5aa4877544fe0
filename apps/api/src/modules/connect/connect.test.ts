import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { createTestContext, serverDbKinds, type TestContext } from '../../test/helpers';
import { makeMember } from '../../test/members';
import { accessQueue, createConnectJobs } from './connect.plugin';
import * as repo from './connect.repository';
import { type ConnectHealth, type OwnerPlatform, telegramInvites } from './connect.tables';
import { createTelegramAdapter } from './telegram/telegram.adapter';
import type { ConnectAdapter, ConnectDeps } from './connect.types';

/**
 * Connect's shared machinery with a recording platform: what the reconciler queues, what the
 * access queue asks the platform to do (decided when the job runs), and the owner's warning when
 * a bot loses rights (once per loss). The platforms themselves are tested against their stand-ins.
 */
describe.each(serverDbKinds)('Connect’s reconciler and access queue on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(async () => t.close());

  /** A platform that records what it was asked, and does it on the link. */
  function recorder(platform: OwnerPlatform = 'discord') {
    const calls: { userId: string; grant: boolean; reason: string }[] = [];
    let health: ConnectHealth = { ok: true, problems: [] };
    const adapter: ConnectAdapter = {
      platform,
      enabled: async () => true,
      async setAccess(userId, grant, reason) {
        calls.push({ userId, grant, reason });
        await repo.upsertLink(
          t.database.db,
          userId,
          platform,
          grant
            ? { granted: true, status: 'active', endedAt: null, endedReason: null }
            : { granted: false, status: 'ended', endedAt: new Date(), endedReason: reason },
          new Date(),
        );
        return true;
      },
      post: async () => undefined,
      check: async () => health,
      tile: async () => {
        throw new Error('not used');
      },
      register: () => undefined,
    };
    return { adapter, calls, setHealth: (h: ConnectHealth) => (health = h) };
  }

  const deps = (): ConnectDeps => ({
    db: t.database.db,
    config: t.config,
    queue: t.app.jobs,
    mailer: t.mailer,
    sealer: undefined as never,
    appUrl: 'https://club.example',
    clock: () => new Date(),
  });

  /** Runs the jobs' access queue until empty (the app's own queue, with `adapter` behind it). */
  async function drainAccess(adapter: ConnectAdapter, jobs: ReturnType<typeof createConnectJobs>) {
    const boss = await t.app.jobs.ready();
    const job = jobs.access.find((j) => j.name === accessQueue(adapter.platform))!;
    for (;;) {
      const [one] = await boss.fetch<{ userId: string; reason: string }>(job.name, {
        batchSize: 1,
      });
      if (!one) return;
      await job.run(one.data, {
        now: new Date(),
        signal: new AbortController().signal,
        jobId: one.id,
        attempt: 1,
      });
      await boss.complete(job.name, one.id);
    }
  }

  async function linked(granted: boolean, member: boolean, platform: OwnerPlatform = 'discord') {
    const user = await t.createUser();
    if (member) await makeMember(t.database.db, user.id);
    await repo.upsertLink(
      t.database.db,
      user.id,
      platform,
      {
        externalId: `ext-${user.id}`,
        username: 'someone',
        status: granted ? 'active' : 'pending',
        granted,
      },
      new Date(),
    );
    return user;
  }

  it('removes access without a live subscription, adds it to a linked member, leaves the rest', async () => {
    const { adapter, calls } = recorder();
    const jobs = createConnectJobs(deps(), [adapter]);
    const lapsed = await linked(true, false);
    const waiting = await linked(false, true);
    await repo.upsertLink(t.database.db, waiting.id, 'discord', { status: 'active' }, new Date());
    const fine = await linked(true, true);
    const invited = await linked(false, false);
    // Ended and not entitled: nothing to do (and no loop of grants either).
    await repo.upsertLink(t.database.db, invited.id, 'discord', { status: 'ended' }, new Date());

    const counts = await jobs.reconcile.run({
      now: new Date(),
      signal: new AbortController().signal,
    });
    expect(counts).toMatchObject({ discord: { grant: 1, revoke: 1 } });
    await drainAccess(adapter, jobs);
    const byUser = Object.fromEntries(calls.map((c) => [c.userId, c.grant]));
    expect(byUser).toEqual({ [lapsed.id]: false, [waiting.id]: true });
    expect(byUser[fine.id]).toBeUndefined();
    // In line now: a second run finds nothing.
    calls.length = 0;
    await jobs.reconcile.run({ now: new Date(), signal: new AbortController().signal });
    await drainAccess(adapter, jobs);
    expect(calls).toEqual([]);
    const [entry] = await repo.readLog(t.database.db, { limit: 5, platform: 'discord' });
    expect(entry).toMatchObject({ action: 'reconciled', detail: '1 to remove, 1 to add' });
  });

  it('decides when the job runs: a member who renewed after the check was queued keeps access', async () => {
    const { adapter, calls } = recorder();
    const jobs = createConnectJobs(deps(), [adapter]);
    const user = await linked(true, false);
    await jobs.reconcile.run({ now: new Date(), signal: new AbortController().signal });
    await makeMember(t.database.db, user.id);
    await drainAccess(adapter, jobs);
    expect(calls.filter((c) => c.userId === user.id)).toEqual([]);
  });

  it('a past-due member within the grace keeps access; past it, access goes', async () => {
    const { adapter, calls } = recorder();
    const jobs = createConnectJobs(deps(), [adapter]);
    const user = await linked(true, true);
    const graceUntil = new Date(Date.now() + 3_600_000);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'past_due', graceUntil, currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    await jobs.reconcile.run({ now: new Date(), signal: new AbortController().signal });
    await drainAccess(adapter, jobs);
    expect(calls.filter((c) => c.userId === user.id)).toEqual([]);
    await jobs.reconcile.run({
      now: new Date(graceUntil.getTime() + 1000),
      signal: new AbortController().signal,
    });
    // Once the grace is over, the reconciler queues the check and the job (its clock past the
    // grace too) removes access.
    const later = createConnectJobs(
      { ...deps(), clock: () => new Date(graceUntil.getTime() + 1000) },
      [adapter],
    );
    await drainAccess(adapter, later);
    expect(calls.filter((c) => c.userId === user.id)).toEqual([
      { userId: user.id, grant: false, reason: 'reconcile' },
    ]);
  });

  it('a subscription ended now (refund, dispute, cancel now) queues the access check at once', async () => {
    const admin = await t.signIn('admin');
    const user = await linked(true, true, 'telegram');
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    const res = await t.request({
      method: 'DELETE',
      url: `/v1/subscriptions/${sub!.id}?immediately=true`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ name: string; data: { userId: string; reason: string } }>(
      t.database.db,
      sql`select name, data from pgboss.job where name like 'connect.access.%'
        and data ->> 'userId' = ${user.id}`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'connect.access.discord',
      'connect.access.telegram',
    ]);
    expect(rows[0]!.data.reason).toBe('canceled');
  });

  it('tells the admins once when a bot loses a right, again only after it was healthy', async () => {
    const { adapter, setHealth } = recorder('telegram');
    await repo.putSettings(
      t.database.db,
      'telegram',
      { enabled: true, settings: {}, health: { ok: true, problems: [] } },
      new Date(),
    );
    const jobs = createConnectJobs(deps(), [adapter]);
    const admin = await t.createUser('admin');
    const mails = () => t.mailer.sent.filter((m) => m.to === admin.email);
    const run = () => jobs.health.run({ now: new Date(), signal: new AbortController().signal });
    setHealth({ ok: false, problems: ['The bot cannot ban members'] });
    await run();
    await run();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.text).toContain('The bot cannot ban members');
    setHealth({ ok: true, problems: [] });
    await run();
    setHealth({ ok: false, problems: ['The bot is not an administrator of the channel'] });
    await run();
    expect(mails()).toHaveLength(2);
    const settings = await repo.getSettings(t.database.db, 'telegram');
    expect(settings?.health).toEqual({
      ok: false,
      problems: ['The bot is not an administrator of the channel'],
    });
  });

  it('forgets the owner’s log after 90 days and unused invite links a day after they expired', async () => {
    const jobs = createConnectJobs(deps(), []);
    const user = await t.createUser();
    const now = new Date();
    const day = 86_400_000;
    await repo.log(t.database.db, {
      platform: 'telegram',
      action: 'old-entry',
      at: new Date(now.getTime() - 91 * day),
    });
    await repo.log(t.database.db, {
      platform: 'telegram',
      action: 'recent-entry',
      at: new Date(now.getTime() - 89 * day),
    });
    await jobs.prune.run({ now, signal: new AbortController().signal });
    const actions = (await repo.readLog(t.database.db, { limit: 200 })).map((r) => r.action);
    expect(actions).toContain('recent-entry');
    expect(actions).not.toContain('old-entry');

    await t.database.db.insert(telegramInvites).values([
      {
        link: `https://t.me/+old-${user.id}`,
        userId: user.id,
        expiresAt: new Date(now.getTime() - 2 * day),
      },
      {
        link: `https://t.me/+fresh-${user.id}`,
        userId: user.id,
        expiresAt: new Date(now.getTime() - 3_600_000),
      },
      {
        link: `https://t.me/+used-${user.id}`,
        userId: user.id,
        expiresAt: new Date(now.getTime() - 2 * day),
        usedBy: '42',
        usedAt: new Date(now.getTime() - 3 * day),
      },
    ]);
    const telegram = createTelegramAdapter(
      {
        ...deps(),
        config: { ...t.config, connect: { ...t.config.connect, reconcileEveryMs: 60_000 } },
      },
      { syncUser: async () => undefined },
    );
    const job = telegram.jobs!.find((j) => j.name === 'connect-telegram-invites-prune')!;
    expect(job.everyMs).toBe(6 * 3_600_000);
    await job.run({ now, signal: new AbortController().signal });
    const left = await t.database.db
      .select({ link: telegramInvites.link })
      .from(telegramInvites)
      .where(eq(telegramInvites.userId, user.id));
    expect(left.map((r) => r.link).sort()).toEqual([
      `https://t.me/+fresh-${user.id}`,
      `https://t.me/+used-${user.id}`,
    ]);
  });
});
