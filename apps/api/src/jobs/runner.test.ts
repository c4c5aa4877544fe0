import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';
import { dbKinds, openTestDatabase } from '../test/helpers';
import type { Job, JobContext } from './job';
import { type JobLog, JobRunner } from './runner';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` (polling; generous, so a loaded machine does not fail the test). */
const until = async (done: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await wait(10);
  expect(done()).toBe(true);
};
const silent = (): JobLog & { errors: object[] } => {
  const errors: object[] = [];
  return { errors, debug: () => undefined, error: (details) => errors.push(details) };
};

describe.each(dbKinds)('the job runner (%s)', (kind) => {
  let database: Database;
  const runners: JobRunner[] = [];
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await database.close();
  });
  const runner = (
    jobs: Job[],
    options: { log?: JobLog; leaseMs?: number; owner?: string } = {},
  ) => {
    const r = new JobRunner({ jobs, db: database.db, log: options.log ?? silent(), ...options });
    runners.push(r);
    return r;
  };

  it('runs each job on its own schedule, never a job whose interval is 0', async () => {
    const runs = { fast: 0, slow: 0, off: 0 };
    const job = (name: keyof typeof runs, everyMs: number): Job => ({
      name,
      everyMs,
      run: async () => {
        runs[name] += 1;
      },
    });
    const started = Date.now();
    runner([job('fast', 20), job('slow', 250), job('off', 0)]).start();
    await wait(50);
    // The first run comes one interval after the start.
    expect(runs.slow).toBe(0);
    await until(() => runs.fast >= 8 && runs.slow >= 2);
    const elapsed = Date.now() - started;
    // At most one run per interval.
    expect(runs.slow).toBeLessThanOrEqual(Math.floor(elapsed / 250));
    expect(runs.fast).toBeLessThanOrEqual(Math.floor(elapsed / 20));
    expect(runs.off).toBe(0);
  });

  it('runs a job on one instance at a time: two runners share one lease per job', async () => {
    let active = 0;
    let most = 0;
    const owners: string[] = [];
    const job = (owner: string): Job => ({
      name: 'shared',
      everyMs: 10,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        owners.push(owner);
        await wait(40);
        active -= 1;
      },
    });
    const a = runner([job('a')], { owner: 'a' });
    const b = runner([job('b')], { owner: 'b' });
    a.start();
    b.start();
    await until(() => owners.length >= 6);
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
    const [lease] = await database.db.select().from(jobLeases).where(eq(jobLeases.name, 'shared'));
    expect(['a', 'b']).toContain(lease?.owner);
  });

  it('lets another instance take over a lease that expired (its holder died)', async () => {
    await database.db
      .insert(jobLeases)
      .values({ name: 'orphan', owner: 'dead', claimedUntil: new Date(Date.now() + 60_000) });
    let runs = 0;
    const job: Job = { name: 'orphan', everyMs: 1000, run: async () => void (runs += 1) };
    const r = runner([job], { owner: 'alive' });
    expect(await r.runOnce(job)).toBe(false);
    expect(runs).toBe(0);
    await database.db
      .update(jobLeases)
      .set({ claimedUntil: new Date(Date.now() - 1) })
      .where(eq(jobLeases.name, 'orphan'));
    expect(await r.runOnce(job)).toBe(true);
    expect(runs).toBe(1);
    const [lease] = await database.db.select().from(jobLeases).where(eq(jobLeases.name, 'orphan'));
    expect(lease?.owner).toBe('alive');
    // Kept until the next run is due: another instance does not run it meanwhile.
    expect(lease!.claimedUntil.getTime()).toBeGreaterThan(Date.now() + 500);
    expect(await runner([job], { owner: 'other' }).runOnce(job)).toBe(false);
  });

  it('keeps the lease of a run that lasts longer than the lease (renewed while it runs)', async () => {
    let release: () => void = () => undefined;
    const job: Job = {
      name: 'slow',
      everyMs: 60_000,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    // Long enough that a busy machine's pause between two renewals does not let it lapse.
    const leaseMs = 600;
    const holder = runner([job], { owner: 'holder', leaseMs });
    const running = holder.runOnce(job);
    await wait(3 * leaseMs + 200);
    // Three leases long: still held, so another instance does not start it.
    expect(await runner([job], { owner: 'other', leaseMs }).runOnce(job)).toBe(false);
    release();
    expect(await running).toBe(true);
  });

  it('logs a failing run and keeps going, the failing job and every other', async () => {
    const log = silent();
    let failures = 0;
    let healthy = 0;
    runner(
      [
        {
          name: 'broken',
          everyMs: 20,
          run: async () => {
            failures += 1;
            throw new Error('boom');
          },
        },
        { name: 'healthy', everyMs: 20, run: async () => void (healthy += 1) },
      ],
      { log },
    ).start();
    await until(() => log.errors.length >= 3 && healthy >= 3);
    expect(failures).toBeGreaterThanOrEqual(3);
    for (const details of log.errors) {
      expect(details).toMatchObject({
        job: 'broken',
        err: expect.objectContaining({ message: 'boom' }),
      });
    }
  });

  it('stops cleanly: aborts the signal and waits for the run in progress', async () => {
    let started = false;
    let finished = false;
    let sawAbort = false;
    let runs = 0;
    const r = runner([
      {
        name: 'long',
        everyMs: 10,
        run: async ({ signal }: JobContext) => {
          runs += 1;
          started = true;
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          await wait(50); // reaches its safe point
          sawAbort = signal.aborted;
          finished = true;
        },
      },
    ]);
    r.start();
    while (!started) await wait(5);
    await r.stop();
    expect(finished).toBe(true);
    expect(sawAbort).toBe(true);
    await wait(60);
    expect(runs).toBe(1);
  });

  it('refuses two jobs with one name', () => {
    const job: Job = { name: 'twice', everyMs: 1, run: async () => undefined };
    expect(() => runner([job, job])).toThrow('two jobs are named twice');
  });
});
