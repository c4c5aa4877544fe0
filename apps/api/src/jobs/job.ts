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
