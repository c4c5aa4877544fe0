import { affiliateJobs } from './affiliates.jobs';

describe('the affiliates jobs', () => {
  it('release held commissions and reconcile started payouts as of the run time', async () => {
    const calls: unknown[][] = [];
    const jobs = affiliateJobs(
      {
        commissions: {
          releaseHeldCommissions: async (...args) => {
            calls.push(['release', ...args]);
            return 3;
          },
        },
        withdrawals: {
          reconcilePayouts: async (...args) => {
            calls.push(['reconcile', ...args]);
            return { paid: 1, refused: 0, unknown: 0 };
          },
        },
      },
      { everyMs: 60_000, reconcileAfterMs: 600_000, limit: 50 },
    );
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['affiliates.release-commissions', 60_000],
      ['affiliates.reconcile-payouts', 60_000],
    ]);
    const now = new Date('2026-03-01T00:00:00Z');
    const signal = new AbortController().signal;
    const results = [];
    for (const job of jobs) results.push(await job.run({ now, signal }));
    expect(results).toEqual([3, { paid: 1, refused: 0, unknown: 0 }]);
    expect(calls).toEqual([
      ['release', now],
      ['reconcile', now, 600_000, 50],
    ]);
  });
});
