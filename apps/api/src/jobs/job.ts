import type { Tx } from '../db/sql';

/** What a background job gets on each run. */
export interface JobContext {
  /** The time the run is for (injectable in tests). */
  now: Date;
  /** Aborted when the server shuts down: a long run stops at its next safe point. */
  signal: AbortSignal;
}

/**
 * A named background job. The job runner runs each job on its own schedule, at most one run
 * of a job at a time across all API instances (a lease on the job's name), so `run` must
 * be safe to retry: a run that dies half-way is simply run again later.
 */
export interface Job {
  /** A unique, stable name (used for the lease and in logs), for example `renewals`. */
  name: string;
  /** Milliseconds between the end of one run and the start of the next; 0 turns the job off. */
  everyMs: number;
  /** One run; what it returns is logged at debug level. */
  run(context: JobContext): Promise<unknown>;
}

/** What a queued job gets on each attempt. */
export interface QueuedJobContext extends JobContext {
  /** The job's id in the queue (stable across its attempts). */
  jobId: string;
  /** 1 on the first attempt, then 2, 3, … */
  attempt: number;
}

/**
 * Work added to a queue by other code (an e-mail to send, an event to fan out). A job is
 * taken by one worker on any instance; when `run` throws it is retried with exponential
 * back-off up to `retryLimit` times, then kept as failed for the operators. `run` must be
 * idempotent: a worker that dies after the work but before the queue heard of it leads to a
 * second attempt.
 */
export interface QueuedJob<T> {
  /** A unique, stable queue name, for example `notifications.email`. */
  name: string;
  run(data: T, context: QueuedJobContext): Promise<void>;
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** First retry delay in seconds, doubled each time (default 5). */
  retryDelaySeconds?: number;
  /** Seconds an attempt may run before the queue takes it back (default 900). */
  expireInSeconds?: number;
  /** Jobs one instance takes from this queue per poll (default 1). */
  batchSize?: number;
  /** Jobs of a batch run at once (default 1: one after another). */
  concurrency?: number;
}

/** How a job is added. */
export interface SendOptions {
  /** Added with this transaction: only if and when it commits. */
  tx?: Tx;
  /** At most one job with this key is queued at a time. */
  key?: string;
  /** Not before this time. */
  startAfter?: Date;
}

/** What modules add work through (the job engine). */
export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  sendMany(name: string, data: object[], tx?: Tx): Promise<void>;
}
