import { randomUUID } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';
import type { Job } from './job';

/** Where the runner reports (the app's logger). */
export interface JobLog {
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Options of {@link JobRunner}. */
export interface JobRunnerOptions {
  /** The jobs, each run on its own schedule (a job with `everyMs` 0 is off). */
  jobs: readonly Job[];
  /** The database holding the leases (`job_leases`), shared by every API instance. */
  db: Db;
  log: JobLog;
  /** This instance's name in the leases (default: a random id). */
  owner?: string;
  /**
   * How long a run holds its lease before another instance may take the job over (default
   * 5 minutes). A run that lasts longer renews it every third of this time.
   */
  leaseMs?: number;
  /** The clock (tests move it). */
  clock?: () => Date;
}

/**
 * Runs a named list of {@link Job}s in the background, each on its own schedule: the first run
 * `everyMs` after {@link start}, the next `everyMs` after the end of the previous one. Across API
 * instances a job runs once at a time: an instance runs it only after claiming its row of
 * `job_leases` (free, expired, or its own), and after the run keeps the lease until the next
 * run is due, so several instances together still run each job once per interval. A failing
 * run is logged and the job (and every other job) keeps its schedule. {@link stop} aborts the
 * jobs' signal and waits for the runs in progress.
 */
export class JobRunner {
  private readonly controller = new AbortController();
  private loops: Promise<void>[] = [];
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly clock: () => Date;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? randomUUID();
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.clock = options.clock ?? (() => new Date());
    const names = options.jobs.map((job) => job.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`two jobs are named ${twice}`);
  }

  /** Starts every job's schedule (jobs whose `everyMs` is 0 stay off). */
  start(): void {
    if (this.loops.length) return;
    this.loops = this.options.jobs.filter((job) => job.everyMs > 0).map((job) => this.loop(job));
  }

  /** Stops the schedules: aborts the jobs' signal and resolves once no run is in progress. */
  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.loops);
  }

  /**
   * Runs `job` once now if this instance can claim its lease; answers whether it ran. (What
   * the schedule does on each tick; also usable directly, e.g. in tests.)
   */
  async runOnce(job: Job): Promise<boolean> {
    const signal = this.controller.signal;
    if (signal.aborted || !(await this.claim(job.name, this.leaseMs))) return false;
    const heartbeat = setInterval(
      () => void this.claim(job.name, this.leaseMs).catch(() => undefined),
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    const started = Date.now();
    try {
      const result = await job.run({ now: this.clock(), signal });
      this.options.log.debug(
        { job: job.name, ms: Date.now() - started, result },
        'background job finished',
      );
    } catch (error) {
      this.options.log.error({ job: job.name, err: error }, 'background job failed');
    } finally {
      clearInterval(heartbeat);
      // Held until the next run is due, whichever instance takes it then.
      await this.claim(job.name, job.everyMs).catch((error: unknown) => {
        this.options.log.error({ job: job.name, err: error }, 'background job lease not kept');
      });
    }
    return true;
  }

  /** Takes (or extends) the lease of `name` for `ms` when it is free, expired or already ours. */
  private async claim(name: string, ms: number): Promise<boolean> {
    const now = this.clock();
    const until = new Date(now.getTime() + ms);
    const rows = await this.options.db
      .insert(jobLeases)
      .values({ name, owner: this.owner, claimedUntil: until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { owner: this.owner, claimedUntil: until },
        setWhere: or(lt(jobLeases.claimedUntil, now), eq(jobLeases.owner, this.owner)),
      })
      .returning({ name: jobLeases.name });
    return rows.length > 0;
  }

  private async loop(job: Job): Promise<void> {
    const signal = this.controller.signal;
    while (!signal.aborted) {
      await sleep(job.everyMs, signal);
      if (signal.aborted) return;
      try {
        await this.runOnce(job);
      } catch (error) {
        // The lease could not be claimed (database unavailable): tried again next time.
        this.options.log.error({ job: job.name, err: error }, 'background job not started');
      }
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
