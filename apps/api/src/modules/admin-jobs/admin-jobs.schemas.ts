import { z } from 'zod';

/** One queue of the job engine and how many of its jobs are in each state. */
export const jobQueueSchema = z
  .object({
    name: z.string(),
    /** Waiting to run: ready now or deferred (a retry's back-off, a later start). */
    queued: z.number().int(),
    active: z.number().int(),
    /** Failed for good (retries used up) and still kept by the queue. */
    failed: z.number().int(),
  })
  .meta({ id: 'JobQueue' });

/** A failed job as operators see it: never the job's data, which may hold personal data. */
export const failedJobSchema = z
  .object({
    id: z.string(),
    queue: z.string(),
    failedAt: z.iso.datetime({ offset: true }),
    /** Attempts made (the first one and its retries). */
    attempts: z.number().int(),
    /** The last attempt's error message, or null when none was kept. */
    error: z.string().nullable(),
  })
  .meta({ id: 'FailedJob' });

/** `GET /admin/jobs`. */
export const jobsOverviewSchema = z
  .object({
    queues: z.array(jobQueueSchema),
    /** The 20 most recent failed jobs across queues, newest first. */
    failed: z.array(failedJobSchema),
  })
  .meta({ id: 'JobsOverview' });

/** `POST /admin/jobs/:queue/:id/retry`: the job, queued again. */
export const retriedJobSchema = z
  .object({ id: z.string(), queue: z.string(), state: z.literal('queued') })
  .meta({ id: 'RetriedJob' });

export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
export type RetriedJob = z.infer<typeof retriedJobSchema>;
