import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  PgBoss,
  type Job as BossJob,
} from 'pg-boss';
import type { Database } from '../db/client';
import type { Tx } from '../db/sql';
import type { Job, JobQueue, QueuedJob, SendOptions } from './job';

/** Where the engine reports (the app's logger). */
export interface EngineLog {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Options of {@link JobEngine}. */
export interface JobEngineOptions {
  database: Database;
  log: EngineLog;
  /** Periodic jobs, each on its own schedule (a job with `everyMs` 0 is off). */
  periodic?: readonly Job[];
  /** Queued jobs: work other code adds with {@link JobEngine.send}. */
  queued?: readonly QueuedJob<never>[];
  /**
   * Whether this instance works the queues (default true). Off, it still adds jobs (for
   * example an instance that only serves requests, or tests that run jobs with `drain`).
   */
  work?: boolean;
  /** Seconds between polls of a queue (default 1; the delay before queued work starts). */
  pollingIntervalSeconds?: number;
  /** How long `stop` lets jobs in progress finish before returning them (default 30 s). */
  stopTimeoutMs?: number;
}

/**
 * A worker refreshes each job it runs this often (pg-boss does it for `work` handlers); a job
 * whose refresh stopped — its instance died — is failed and retried (or, periodic, left to the
 * next tick) after this long, not after its whole `expireInSeconds`.
 */
export const HEARTBEAT_SECONDS = 30;

/** The schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * A periodic job's cron expression: every whole minute count nearest `everyMs` (at least one).
 * A job due more often than once a minute also adds its own next run after each run.
 */
export function cronOf(everyMs: number): string {
  const minutes = Math.min(59, Math.max(1, Math.round(everyMs / 60_000)));
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/** The queue's statements run on the caller's Drizzle transaction (added only if it commits). */
export const inTransaction = (tx: Tx) => fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);

/** A job's error as the queue stores it (the message only: no stack, no data). */
const errorOutput = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The API's job engine on pg-boss: every background job — the periodic ones (renewals,
 * reconciliation, …) and the queued work other code adds (e-mails, fan-out of events) — runs
 * through one PostgreSQL queue, so PostgreSQL stays the only state and any number of API
 * instances share the work: each job is taken by one worker (`SKIP LOCKED`), retried with
 * back-off when it fails, and a periodic job runs once per tick across all instances (a
 * `singleton` queue: at most one run in progress). Jobs are added inside the caller's
 * transaction when one is given, so they exist exactly when what they are about does.
 */
export class JobEngine implements JobQueue {
  private boss: PgBoss | null = null;
  private readonly controller = new AbortController();
  private readonly periodic: readonly Job[];
  private readonly queued: readonly QueuedJob<never>[];
  private readonly instance = randomUUID().slice(0, 8);
  private starting: Promise<void> | null = null;

  constructor(private readonly options: JobEngineOptions) {
    this.periodic = options.periodic ?? [];
    this.queued = options.queued ?? [];
    const names = [...this.periodic, ...this.queued].map((job) => job.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`two jobs are named ${twice}`);
  }

  /** Every queue's name. */
  get names(): string[] {
    return [...this.periodic, ...this.queued].map((job) => job.name);
  }

  /** Installs or upgrades the queue's tables, creates every queue, and starts working them. */
  start(): Promise<void> {
    // A failed start (the database unreachable) is tried again by the next caller.
    this.starting ??= this.open().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async open(): Promise<void> {
    const { database, log } = this.options;
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(database.pglite()),
            backend: 'pglite',
            schema: QUEUE_SCHEMA,
          })
        : new PgBoss({
            connectionString: database.connectionUrl(),
            schema: QUEUE_SCHEMA,
            max: 4,
            application_name: `finfree-jobs-${this.instance}`,
          });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.boss = boss;
    for (const job of this.periodic) {
      // At most one run waiting and one in progress across instances (`stately`); a failed run
      // is not retried (the next tick runs).
      await boss.createQueue(job.name, {
        policy: 'stately',
        retryLimit: 0,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      });
    }
    for (const job of this.queued) {
      // Workers poll (every `pollingIntervalSeconds`): pg-boss's notify-woken queues (12.38)
      // stop taking a job back after a failed attempt, so they are not used.
      await boss.createQueue(job.name, {
        retryLimit: job.retryLimit ?? 5,
        retryDelay: job.retryDelaySeconds ?? 5,
        retryBackoff: true,
        retryDelayMax: 3_600,
        expireInSeconds: job.expireInSeconds ?? 900,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        // A finished job is kept a day for the operators, not pg-boss's week: one publish to a
        // large community adds a job per member to e-mail.
        deleteAfterSeconds: 86_400,
      });
    }
    if (this.options.work === false) {
      log.info({ queues: this.names.length }, 'job queue ready (this instance adds jobs only)');
      return;
    }
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 1;
    for (const job of this.periodic) {
      if (job.everyMs > 0) await boss.schedule(job.name, cronOf(job.everyMs));
      else await boss.unschedule(job.name).catch(() => undefined);
      await boss.work(job.name, { pollingIntervalSeconds }, async ([one]) => {
        if (!one) return;
        try {
          await this.runPeriodic(job, one);
        } finally {
          // Under a minute, each run adds the next (the schedule's tick stays as a floor).
          if (job.everyMs > 0 && job.everyMs < 60_000) await this.chain(boss, job);
        }
      });
      if (job.everyMs > 0 && job.everyMs < 60_000) await this.chain(boss, job);
    }
    for (const job of this.queued) {
      // A batch of jobs per poll, `concurrency` of them at a time; each settles on its own (a
      // failed one is retried without the others). While batches come back full the worker
      // fetches the next at once rather than after the polling interval: a publish to a large
      // community queues a job per member or device, and a pause per batch would cap the rate
      // at one batch a second.
      await boss.work(
        job.name,
        {
          pollingIntervalSeconds,
          batchSize: job.batchSize ?? 1,
          perJobResults: true,
          burstWhenBatchFull: true,
        },
        async (batch) => this.runBatch(job, batch),
      );
    }
    log.info(
      { queues: this.names.length, instance: this.instance },
      `job worker started (${this.names.length} queues)`,
    );
  }

  private async runPeriodic(job: Job, one: BossJob<unknown>): Promise<void> {
    const started = Date.now();
    try {
      const result = await job.run({ now: new Date(), signal: this.signalOf(one) });
      this.options.log.debug(
        { job: job.name, ms: Date.now() - started, result },
        'background job finished',
      );
    } catch (error) {
      this.options.log.error({ job: job.name, err: error }, 'background job failed');
      throw error;
    }
  }

  private async runBatch(
    job: QueuedJob<never>,
    batch: BossJob<unknown>[],
  ): Promise<{ id: string; status: 'completed' | 'failed'; output?: object }[]> {
    const results: { id: string; status: 'completed' | 'failed'; output?: object }[] = [];
    const width = Math.max(1, job.concurrency ?? 1);
    for (let i = 0; i < batch.length; i += width) {
      const slice = batch.slice(i, i + width);
      const settled = await Promise.allSettled(slice.map((one) => this.runQueued(job, one)));
      settled.forEach((outcome, k) => {
        const id = slice[k]!.id;
        results.push(
          outcome.status === 'fulfilled'
            ? { id, status: 'completed' }
            : { id, status: 'failed', output: errorOutput(outcome.reason) },
        );
      });
    }
    return results;
  }

  private async runQueued(job: QueuedJob<never>, one: BossJob<unknown>): Promise<void> {
    try {
      await job.run(one.data as never, {
        now: new Date(),
        signal: this.signalOf(one),
        jobId: one.id,
        attempt: one.retryCount + 1,
      });
    } catch (error) {
      this.options.log.warn(
        { job: job.name, jobId: one.id, attempt: one.retryCount + 1, err: error },
        'queued job failed (it is retried with back-off)',
      );
      throw error;
    }
  }

  /** Adds the next run of a sub-minute periodic job (dropped when one is already waiting). */
  private async chain(boss: PgBoss, job: Job): Promise<void> {
    if (this.controller.signal.aborted) return;
    await boss
      .send(job.name, {}, { startAfter: new Date(Date.now() + job.everyMs) })
      .catch((error: unknown) =>
        this.options.log.error({ job: job.name, err: error }, 'background job not scheduled'),
      );
  }

  /** Aborted when the engine stops or the queue takes the job back. */
  private signalOf(one: BossJob<unknown>): AbortSignal {
    return one.signal
      ? AbortSignal.any([this.controller.signal, one.signal])
      : this.controller.signal;
  }

  /**
   * Adds a job to queue `name`; inside `options.tx` it is added when (and only if) that
   * transaction commits. Answers the job's id (null when a job with the same key is queued).
   */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.ready();
    return boss.send(name, data, {
      ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  /** {@link send} of many jobs to one queue in one statement. */
  async sendMany(name: string, data: object[], tx?: Tx): Promise<void> {
    if (data.length === 0) return;
    const boss = await this.ready();
    await boss.insert(
      name,
      data.map((d) => ({ data: d })),
      tx ? { db: inTransaction(tx) } : {},
    );
  }

  /**
   * Runs queued jobs of `names` (default: every queued job) here and now until none is left,
   * whatever `work` says: what tests and the operators' "run now" use. Answers how many ran.
   */
  async drain(names: string[] = this.queued.map((j) => j.name), maxRuns = 10_000) {
    const boss = await this.ready();
    let ran = 0;
    for (let round = 0; round < maxRuns; round += 1) {
      let any = false;
      for (const job of this.queued.filter((j) => names.includes(j.name))) {
        const [one] = await boss.fetch<unknown>(job.name, { batchSize: 1 });
        if (!one) continue;
        any = true;
        ran += 1;
        try {
          await this.runQueued(job, one);
          await boss.complete(job.name, one.id);
        } catch (error) {
          await boss.fail(job.name, one.id, errorOutput(error));
        }
      }
      if (!any) return ran;
    }
    return ran;
  }

  /** Whether a periodic job of that name is registered. */
  hasPeriodic(name: string): boolean {
    return this.periodic.some((j) => j.name === name);
  }

  /**
   * Runs the periodic job `name` once, on this instance, for the time `now` (tests, the
   * operators' button); answers what the run returned.
   */
  async runNow(name: string, now = new Date()): Promise<unknown> {
    const job = this.periodic.find((j) => j.name === name);
    if (!job) throw new Error(`no periodic job named ${name}`);
    return job.run({ now, signal: this.controller.signal });
  }

  /** The pg-boss instance (the operators' view reads queues and failed jobs through it). */
  async ready(): Promise<PgBoss> {
    await this.start();
    if (!this.boss) throw new Error('the job queue is stopped');
    return this.boss;
  }

  /**
   * Stops working: no new job is taken; jobs in progress may finish until the timeout, after
   * which they are aborted and returned to the queue (retried by another instance).
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    const timeout = this.options.stopTimeoutMs ?? 30_000;
    const stopped = new Promise<void>((resolve) => boss.once('stopped', () => resolve()));
    await boss.stop({ graceful: true, timeout, close: this.options.database.kind !== 'pglite' });
    this.controller.abort();
    await Promise.race([stopped, new Promise((r) => setTimeout(r, timeout + 1_000).unref())]);
    this.options.log.info({ instance: this.instance }, 'job worker stopped');
  }
}
