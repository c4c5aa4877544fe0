import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { inTransaction, type JobEngine, QUEUE_SCHEMA } from '../../jobs/engine';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import type { JobsOverview, RetriedJob } from './admin-jobs.schemas';

/** How many failed jobs the overview lists. */
export const RECENT_FAILED = 20;

const job = sql.raw(`${QUEUE_SCHEMA}.job`);

/** A failure's message as pg-boss keeps it: an error's `message`, or a `value` (a timeout). */
const errorMessage = sql`coalesce(output->>'message', output->'value'->>'message', output->>'value')`;

/**
 * The operators' view of the job engine: each queue's depth, the recent failures with their
 * last error (never a job's data), and the retry of a failed job, audited.
 */
export class AdminJobsService {
  constructor(
    private readonly engine: Pick<JobEngine, 'names' | 'ready' | 'hasPeriodic' | 'runNow'>,
    private readonly db: Db,
    /** Demo mode: a run may be asked for another time (to see what happens later). */
    private readonly demo = false,
  ) {}

  /**
   * Runs a periodic job now on this instance, audited. `at` (demo mode only) runs it as if it
   * were that time: what the job would do once it comes (quiet hours ending, a renewal due).
   */
  async runPeriodic(actorId: string, name: string, at: Date | undefined, now: Date) {
    if (!this.engine.hasPeriodic(name)) throw notFound('No such periodic job');
    if (at && !this.demo)
      throw new HttpError(400, 'A run at another time is only for demo mode', [
        { field: 'at', message: 'demo mode only' },
      ]);
    const when = at ?? now;
    const result = await this.engine.runNow(name, when);
    await writeAudit(this.db, {
      actorId,
      action: 'job.run',
      targetType: 'job',
      targetId: name,
      before: null,
      after: { at: when.toISOString() },
    });
    return {
      name,
      at: when.toISOString(),
      result: (result ?? null) as Record<string, unknown> | null,
    };
  }

  /**
   * Every queue's counts, read live from the job table (pg-boss's own queue counts are a cache
   * its monitor refreshes every minute or more), and the most recent failed jobs.
   */
  async overview(): Promise<JobsOverview> {
    await this.engine.ready();
    const names = this.engine.names;
    if (names.length === 0) return { queues: [], failed: [] };
    const list = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const [counts, failed] = await Promise.all([
      queryRows<{ name: string; queued: number; active: number; failed: number }>(
        this.db,
        sql`select name,
              count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed
            from ${job} where name in (${list}) group by name`,
      ),
      queryRows<{ id: string; queue: string; failedAt: string; attempts: number; error: unknown }>(
        this.db,
        sql`select id::text as id, name as queue, to_json(completed_on)#>>'{}' as "failedAt",
              (retry_count + 1)::int as attempts, ${errorMessage} as error
            from ${job} where state = 'failed' and name in (${list})
            order by completed_on desc, id limit ${RECENT_FAILED}`,
      ),
    ]);
    const byName = new Map(counts.map((c) => [c.name, c]));
    return {
      queues: [...names].sort().map((name) => {
        const c = byName.get(name);
        return { name, queued: c?.queued ?? 0, active: c?.active ?? 0, failed: c?.failed ?? 0 };
      }),
      failed: failed.map((f) => ({
        id: f.id,
        queue: f.queue,
        failedAt: new Date(f.failedAt).toISOString(),
        attempts: f.attempts,
        error: typeof f.error === 'string' ? f.error : null,
      })),
    };
  }

  /**
   * Queues a failed job again (its retries start over from one more attempt), in one
   * transaction with its audit row. 404 for an unknown queue or job, 409 for a job not failed.
   */
  async retry(actorId: string, queue: string, id: string): Promise<RetriedJob> {
    if (!this.engine.names.includes(queue)) throw notFound('Queue not found');
    const boss = await this.engine.ready();
    await this.db.transaction(async (tx) => {
      const db = inTransaction(tx);
      const [found] = await boss.findJobs(queue, { id, limit: 1, db });
      if (!found) throw notFound('Job not found');
      if (found.state !== 'failed') throw new HttpError(409, 'Only a failed job can be retried');
      const { affected } = (await boss.retry(queue, id, { db })) as { affected?: number };
      if (!affected) throw new HttpError(409, 'Only a failed job can be retried');
      await writeAudit(tx, {
        actorId,
        action: 'job.retried',
        targetType: 'job',
        targetId: id,
        before: { queue, state: 'failed', attempts: found.retryCount + 1 },
        after: { queue, state: 'queued' },
      });
    });
    return { id, queue, state: 'queued' };
  }
}
