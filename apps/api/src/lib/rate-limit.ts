import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';

/** Outcome of counting one hit. */
export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  resetAt: Date;
}

interface LocalCounter {
  pending: number;
  total: number;
  resetAt: number;
}

const FLUSH_MS = 200;

/**
 * Fixed-window counters stored in PostgreSQL, so several instances share them.
 * `hit` is one atomic upsert (strict limits: login, register, contact, …);
 * `hitBatched` counts locally and folds the increments into the shared row every
 * 200 ms, which keeps the general per-IP limit off the hot path.
 */
export class RateLimiter {
  private readonly local = new Map<string, LocalCounter>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly sweepTimer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.sweepTimer = setInterval(() => {
      void this.sweep().catch(() => undefined);
    }, 60_000);
    this.sweepTimer.unref();
  }

  private async upsert(key: string, inc: number, windowMs: number) {
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      this.db,
      sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, ${inc}, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then excluded.count
                     else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                        else rate_limits.reset_at end
      returning count, reset_at`,
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned nothing');
    return { count: Number(row.count), resetAt: new Date(row.reset_at) };
  }

  /** Counts one hit now (one round trip) and says whether it is within `limit`. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const { count, resetAt } = await this.upsert(key, 1, windowMs);
    return { allowed: count <= limit, count, limit, resetAt };
  }

  /** Current count without counting (0 when the window is over). */
  async peek(key: string): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      this.db,
      sql`select count from rate_limits where key = ${key} and reset_at > now()`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Current count and the end of its window, without counting (null when the window is over). */
  async window(key: string): Promise<{ count: number; resetAt: Date } | null> {
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      this.db,
      sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
    );
    const row = rows[0];
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
  }

  /** Takes one hit back (an attempt counted before it was checked, that turned out fine). */
  async undo(key: string): Promise<void> {
    await this.db.execute(
      sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`,
    );
  }

  /** Forgets a counter (e.g. an account's failures after a good login). */
  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
    this.local.delete(key);
  }

  /** Counts locally; the shared total catches up within ~200 ms. */
  hitBatched(key: string, limit: number, windowMs: number): RateLimitResult {
    const now = Date.now();
    let c = this.local.get(key);
    if (!c || (c.resetAt <= now && c.pending === 0)) {
      c = { pending: 0, total: 0, resetAt: now + windowMs };
      this.local.set(key, c);
    }
    c.pending += 1;
    this.scheduleFlush(windowMs);
    const count = c.total + c.pending;
    return { allowed: count <= limit, count, limit, resetAt: new Date(c.resetAt) };
  }

  private scheduleFlush(windowMs: number) {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flushing = this.flush(windowMs).finally(() => {
        this.flushing = undefined;
      });
    }, FLUSH_MS);
    this.flushTimer.unref();
  }

  private async flush(windowMs: number) {
    const work = [...this.local.entries()].filter(([, c]) => c.pending > 0);
    for (const [key, c] of work) {
      const inc = c.pending;
      c.pending -= inc;
      try {
        const { count, resetAt } = await this.upsert(key, inc, windowMs);
        c.total = count;
        c.resetAt = resetAt.getTime();
      } catch {
        c.pending += inc;
      }
    }
    const now = Date.now();
    for (const [key, c] of this.local)
      if (c.pending === 0 && c.resetAt <= now) this.local.delete(key);
  }

  private async sweep() {
    await this.db.execute(
      sql`delete from rate_limits where reset_at < now() - interval '1 minute'`,
    );
  }

  /** Stops timers and writes pending counts. */
  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    await this.flushing;
  }
}
