import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { queryRows } from '../db/sql';
import { dbKinds, openTestDatabase } from '../test/helpers';
import { cronOf, type EngineLog, JobEngine, QUEUE_SCHEMA } from './engine';
import type { Job, QueuedJob } from './job';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` (polling; generous, so a loaded machine does not fail the test). */
const until = async (done: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await wait(25);
  expect(await done()).toBe(true);
};
const quiet = (): EngineLog & { lines: { level: string; message: string }[] } => {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => {
    lines.push({ level, message });
  };
  return { lines, info: at('info'), debug: at('debug'), warn: at('warn'), error: at('error') };
};

describe('cronOf', () => {
  it('rounds an interval to whole minutes, at least one', () => {
    expect(cronOf(1_000)).toBe('* * * * *');
    expect(cronOf(60_000)).toBe('* * * * *');
    expect(cronOf(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronOf(10 * 3_600_000)).toBe('*/59 * * * *');
  });
});

describe.each(dbKinds)('the job engine (%s)', (kind) => {
  let database: Database;
  const engines: JobEngine[] = [];
  // One database for the suite (each test uses queues of its own): the queue's tables are
  // installed once.
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.stop()));
  });
  afterAll(async () => {
    await database.close();
  });
  const engine = (
    options: Partial<ConstructorParameters<typeof JobEngine>[0]> & { db?: Database } = {},
  ) => {
    const e = new JobEngine({
      database: options.db ?? database,
      log: quiet(),
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 5_000,
      ...options,
    });
    engines.push(e);
    return e;
  };

  it('adds a job with the caller’s transaction: rolled back, no job; committed, run once', async () => {
    const seen: string[] = [];
    const job: QueuedJob<{ n: string }> = {
      name: 'test.echo',
      run: async ({ n }) => {
        seen.push(n);
      },
    };
    const e = engine({ queued: [job as QueuedJob<never>] });
    await e.start();
    await database.db
      .transaction(async (tx) => {
        await e.send('test.echo', { n: 'rolled back' }, { tx });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await e.send('test.echo', { n: 'committed' }, { tx });
    });
    await until(() => seen.length >= 1);
    await wait(1_200);
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job with back-off, then keeps it as failed with its last error', async () => {
    let attempts = 0;
    const job: QueuedJob<object> = {
      name: 'test.flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async () => {
        attempts += 1;
        throw new Error(`boom ${attempts}`);
      },
    };
    const log = quiet();
    const e = engine({ queued: [job as QueuedJob<never>], log });
    const id = await e.send('test.flaky', {});
    await until(async () => {
      const [row] = await queryRows<{ state: string; retry_count: number; start_after: Date }>(
        database.db,
        sql`select state, retry_count, start_after from ${sql.identifier(QUEUE_SCHEMA)}.job where id = ${id}`,
      );
      return row?.state === 'failed';
    }, 25_000);
    expect(attempts).toBe(3);
    const [row] = await queryRows<{ output: { message: string } }>(
      database.db,
      sql`select output from ${sql.identifier(QUEUE_SCHEMA)}.job where id = ${id}`,
    );
    expect(row?.output.message).toBe('boom 3');
  });

  it('runs a periodic job once per tick across two instances, and never one that is off', async () => {
    const runs: string[] = [];
    const periodic = (name: string, everyMs: number, who: string): Job => ({
      name,
      everyMs,
      run: async () => {
        runs.push(`${name}@${who}`);
        await wait(300);
      },
    });
    // Two instances on one database (PGlite: one process shares it).
    const second =
      kind === 'postgres'
        ? await openDatabase({
            url: (database as Database & { url: string }).url,
            dataDir: 'memory://',
          })
        : database;
    const a = engine({ periodic: [periodic('tick', 60_000, 'a'), periodic('off', 0, 'a')] });
    await a.start();
    const b = engine({
      db: second,
      periodic: [periodic('tick', 60_000, 'b'), periodic('off', 0, 'b')],
    });
    await b.start();
    // What the schedule does each minute: one job for the tick.
    const boss = await a.ready();
    await boss.send('tick', {});
    await until(() => runs.length >= 1);
    await wait(1_500);
    expect(runs.filter((r) => r.startsWith('tick'))).toHaveLength(1);
    const schedules = (await boss.getSchedules()).map((s) => s.name);
    expect(schedules).toContain('tick');
    expect(schedules).not.toContain('off');
    if (second !== database) await second.close();
  });

  it('runs a job due more often than once a minute on its interval, one run at a time across instances', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = (): Job => ({
      name: 'test.often',
      everyMs: 300,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await wait(50);
        running -= 1;
      },
    });
    await engine({ periodic: [job()] }).start();
    await engine({ periodic: [job()] }).start();
    await until(() => runs >= 4);
    expect(most).toBe(1);
  });

  it('lets a job in progress finish on stop, and says when the worker starts and stops', async () => {
    let finished = false;
    let started = false;
    const log = quiet();
    const job: QueuedJob<object> = {
      name: 'test.slow',
      run: async () => {
        started = true;
        await wait(800);
        finished = true;
      },
    };
    const e = engine({ queued: [job as QueuedJob<never>], log });
    await e.send('test.slow', {});
    await until(() => started);
    await e.stop();
    expect(finished).toBe(true);
    expect(log.lines.map((l) => l.message)).toEqual(
      expect.arrayContaining(['job worker started (1 queues)', 'job worker stopped']),
    );
  });

  it('drains queued jobs by hand when this instance does not work the queues', async () => {
    const seen: number[] = [];
    const job: QueuedJob<{ n: number }> = {
      name: 'test.drained',
      run: async ({ n }) => {
        seen.push(n);
      },
    };
    const e = engine({ queued: [job as QueuedJob<never>], work: false });
    for (let n = 0; n < 5; n += 1) await e.send('test.drained', { n });
    await wait(700);
    expect(seen).toEqual([]);
    expect(await e.drain()).toBe(5);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
