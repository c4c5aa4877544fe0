import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import type { QueuedJob } from '../../jobs/job';
import { createMemoryMailer } from '../../lib/mailer';
import { ensureUser } from '../../seed';
import { dbKinds, openTestDatabase, testConfig } from '../../test/helpers';

/** A test queue whose jobs fail (terminally: no retries) while `failing` is set. */
let failing = false;
const ran: string[] = [];
const flaky: QueuedJob<{ tag: string; email: string }> = {
  name: 'test.flaky',
  retryLimit: 0,
  run: async ({ tag }) => {
    if (failing) throw new Error(`mail server down for ${tag}`);
    ran.push(tag);
  },
};

describe.each(dbKinds)('admin jobs on %s', (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let admin: { id: string; token: string };
  let member: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: testConfig(),
      database,
      mailer: createMemoryMailer(),
      logger: false,
      queued: [flaky as QueuedJob<never>],
    });
    await app.ready();
    const signIn = async (role: 'user' | 'admin') => {
      const { id } = await ensureUser(database.db, {
        email: `${role}-jobs@example.com`,
        password: 'a decent password',
        name: role,
        role,
      });
      return { id, token: (await app.ctx.tokens.issue(id)).access.token };
    };
    admin = await signIn('admin');
    member = (await signIn('user')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (token = admin.token) =>
    app.inject({ url: '/v1/admin/jobs', headers: { authorization: `Bearer ${token}` } });
  const retry = (queue: string, id: string, token = admin.token) =>
    app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/${queue}/${id}/retry`,
      headers: { authorization: `Bearer ${token}` },
    });
  const runJob = (name: string, body: object | undefined, token = admin.token) =>
    app.inject({
      method: 'POST',
      url: `/v1/admin/jobs/periodic/${name}/run`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });

  it('runs a periodic job now, audited; another time only in demo mode', async () => {
    const now = await runJob('notification-quiet-release', undefined);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({
      name: 'notification-quiet-release',
      result: { released: 0 },
    });
    expect((await runJob('no-such-job', {})).statusCode).toBe(404);
    expect((await runJob('notification-quiet-release', {}, member)).statusCode).toBe(403);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const refused = await runJob('notification-quiet-release', { at: later });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/demo mode/);
    const demo = await buildApp({
      config: testConfig({ DEMO: 'true' }),
      database,
      mailer: createMemoryMailer(),
      logger: false,
    });
    try {
      const res = await demo.inject({
        method: 'POST',
        url: '/v1/admin/jobs/periodic/notification-quiet-release/run',
        headers: {
          authorization: `Bearer ${(await demo.ctx.tokens.issue(admin.id)).access.token}`,
        },
        payload: { at: later },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().at).toBe(later);
    } finally {
      await demo.close();
    }
    const [audit] = (
      (await database.db.execute(
        sql`select action, target_id from admin_audit_log where action = 'job.run' order by id desc limit 1`,
      )) as unknown as { rows: { action: string; target_id: string }[] }
    ).rows;
    expect(audit).toEqual({ action: 'job.run', target_id: 'notification-quiet-release' });
  });

  const flakyQueue = async () =>
    (await get()).json().queues.find((q: { name: string }) => q.name === 'test.flaky');

  it('shows each queue’s depth, the failed jobs with their last error, never their data', async () => {
    const before = await get();
    expect(before.statusCode).toBe(200);
    const names = before.json().queues.map((q: { name: string }) => q.name);
    expect(names).toEqual(expect.arrayContaining(['test.flaky', 'auth.reset-email']));
    expect(await flakyQueue()).toEqual({ name: 'test.flaky', queued: 0, active: 0, failed: 0 });

    const email = 'private.person@example.com';
    for (const tag of ['a', 'b']) await app.jobs.send('test.flaky', { tag, email });
    await app.jobs.send(
      'test.flaky',
      { tag: 'later', email },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    expect(await flakyQueue()).toEqual({ name: 'test.flaky', queued: 3, active: 0, failed: 0 });

    failing = true;
    expect(await app.jobs.drain(['test.flaky'])).toBe(2);
    failing = false;
    expect(await flakyQueue()).toEqual({ name: 'test.flaky', queued: 1, active: 0, failed: 2 });
    const res = await get();
    const failed = res.json().failed.filter((f: { queue: string }) => f.queue === 'test.flaky');
    expect(failed).toHaveLength(2);
    expect(failed.map((f: { error: string }) => f.error).sort()).toEqual([
      'mail server down for a',
      'mail server down for b',
    ]);
    expect(failed[0]).toEqual({
      id: expect.any(String),
      queue: 'test.flaky',
      failedAt: expect.any(String),
      attempts: 1,
      error: expect.any(String),
    });
    expect(Date.now() - Date.parse(failed[0].failedAt)).toBeLessThan(60_000);
    expect(res.body).not.toContain(email);
  });

  it('retries a failed job, audited; it runs again', async () => {
    const [job] = (await get()).json().failed;
    const res = await retry(job.queue, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: job.id, queue: 'test.flaky', state: 'queued' });
    expect(await flakyQueue()).toEqual({ name: 'test.flaky', queued: 2, active: 0, failed: 1 });
    ran.length = 0;
    expect(await app.jobs.drain(['test.flaky'])).toBe(1);
    expect(ran).toHaveLength(1);
    expect(await flakyQueue()).toEqual({ name: 'test.flaky', queued: 1, active: 0, failed: 1 });
    // Done now: not failed, so not retried again.
    const again = await retry(job.queue, job.id);
    expect(again.statusCode).toBe(409);

    const log = await app.inject({
      url: '/v1/admin/audit-log?action=job.retried',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(log.json().results).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        action: 'job.retried',
        targetType: 'job',
        targetId: job.id,
        before: { queue: 'test.flaky', state: 'failed', attempts: 1 },
        after: { queue: 'test.flaky', state: 'queued' },
      }),
    ]);
  });

  it('answers 404 for an unknown queue or job, 400 for a malformed id', async () => {
    const [job] = (await get()).json().failed;
    expect((await retry('no.such.queue', job.id)).statusCode).toBe(404);
    expect((await retry('auth.reset-email', job.id)).statusCode).toBe(404);
    expect((await retry('test.flaky', crypto.randomUUID())).statusCode).toBe(404);
    expect((await retry('test.flaky', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const [job] = (await get()).json().failed;
    expect((await get(member)).statusCode).toBe(403);
    expect((await retry(job.queue, job.id, member)).statusCode).toBe(403);
    expect((await app.inject({ url: '/v1/admin/jobs' })).statusCode).toBe(401);
    expect(await flakyQueue()).toMatchObject({ failed: 1 });
  });
});
