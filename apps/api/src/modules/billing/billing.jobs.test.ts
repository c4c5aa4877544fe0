import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import { subscriptions } from '../../db/schema';
import { createTestContext, dbKinds, type TestContext } from '../../test/helpers';
import { addCard, CARDS, insertProPlan, postSubscription } from '../../test/money-helpers';

const JOBS = [
  'reconcile-orders',
  'renewals',
  'retry-refunds',
  'payment-actions-expire',
  'purge-idempotency-keys',
  'affiliates.release-commissions',
  'affiliates.reconcile-payouts',
];

describe.each(dbKinds)('billing jobs in the app on %s', (kind) => {
  let t: TestContext;
  afterEach(async () => {
    await t.close();
  });

  it('are off when RENEWAL_INTERVAL_MS is 0', async () => {
    t = await createTestContext(kind, { RENEWAL_INTERVAL_MS: '0' });
    expect(t.app.money.jobs.map((job) => job.name)).toEqual(JOBS);
    expect(t.app.money.jobs.every((job) => job.everyMs === 0)).toBe(true);
  });

  it('run on the job engine, each on its schedule: a tick renews a due subscription', async () => {
    t = await createTestContext(kind, { RENEWAL_INTERVAL_MS: '60000', JOB_WORKER: 'true' });
    expect(t.app.money.jobs.map((job) => [job.name, job.everyMs])).toEqual(
      JOBS.map((name) => [name, 60_000]),
    );
    const boss = await t.app.jobs.ready();
    const schedules = (await boss.getSchedules()).map((s) => [s.name, s.cron]);
    expect(schedules).toEqual(expect.arrayContaining(JOBS.map((name) => [name, '* * * * *'])));
    const planId = await insertProPlan(t);
    const user = await t.createUser('user');
    const token = await t.tokenOf(user);
    const card = (await addCard(t, token, CARDS.ok)).json();
    const created = await postSubscription(t, token, { planId, cardId: card.id });
    expect(created.statusCode).toBe(201);
    const id = created.json().subscription.id as string;
    // The period has just ended: the renewals job (not a test call) renews it at its tick.
    const ended = new Date(Date.now() - 1000);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.id, id));
    // What the schedule adds every minute: one job per periodic job.
    for (const name of JOBS) await boss.send(name, {});
    // Wait for the renewal and for every job to have run (the renewal may finish first).
    const completed = () =>
      queryRows<{ name: string }>(
        t.database.db,
        sql`select name from pgboss.job where state = 'completed'`,
      );
    let sub;
    let done: { name: string }[] = [];
    for (let i = 0; i < 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
      done = await completed();
      const allRan = JOBS.every((name) => done.some((job) => job.name === name));
      if (sub && sub.currentPeriodEnd > ended && allRan) break;
    }
    expect(sub?.status).toBe('active');
    expect(sub!.currentPeriodEnd.getTime()).toBeGreaterThan(ended.getTime() + 27 * 86_400_000);
    // Every job ran once, completed.
    expect(done.map((d) => d.name)).toEqual(expect.arrayContaining(JOBS));
    await t.app.close();
  });
});
