import { buildApp } from '../app';
import { plans } from '../db/schema';
import { newId } from '../lib/ids';
import { createMemoryMailer } from '../lib/mailer';
import { dbKinds, openTestDatabase, testConfig } from './helpers';

// A frozen database is one that accepts connections and never answers: a second connection
// holding an exclusive lock on a table does that to every query of the table.
describe.runIf(dbKinds.includes('postgres'))('a frozen PostgreSQL', () => {
  const scenarios: [string, Record<string, string>][] = [
    [
      'the lock timeout',
      {
        DATABASE_LOCK_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        REQUEST_DEADLINE_MS: '10000',
      },
    ],
    [
      'the request deadline',
      {
        DATABASE_LOCK_TIMEOUT_MS: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        REQUEST_DEADLINE_MS: '1500',
      },
    ],
    [
      'the statement timeout',
      {
        DATABASE_LOCK_TIMEOUT_MS: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        REQUEST_DEADLINE_MS: '10000',
      },
    ],
  ];
  it.each(scenarios)(
    'answers a JSON 503 within a few seconds (%s) and recovers',
    async (_label, env) => {
      const config = testConfig(env);
      const database = await openTestDatabase('postgres', { timeouts: config.databaseTimeouts });
      const app = await buildApp({ config, database, mailer: createMemoryMailer(), logger: false });
      const { default: pg } = await import('pg');
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      try {
        await database.db
          .insert(plans)
          .values({ id: newId(), name: 'Pro', slug: 'pro', amount: 7900, interval: 'month' });
        expect((await app.inject({ url: '/v1/plans' })).statusCode).toBe(200);
        await locker.query('begin');
        await locker.query('lock table plans in access exclusive mode');
        const started = Date.now();
        const frozen = await app.inject({ url: '/v1/plans' });
        const elapsed = Date.now() - started;
        console.info(`${_label}: 503 after ${elapsed} ms`);
        expect(frozen.statusCode).toBe(503);
        expect(frozen.json()).toEqual({ code: 503, message: 'Service unavailable' });
        expect(elapsed).toBeLessThan(4000);
        // Other routes keep answering meanwhile.
        expect((await app.inject({ url: '/v1/healthz' })).statusCode).toBe(200);
        await locker.query('rollback');
        await vi.waitFor(
          async () => expect((await app.inject({ url: '/v1/plans' })).statusCode).toBe(200),
          { timeout: 5000, interval: 100 },
        );
      } finally {
        await locker.end().catch(() => {});
        await app.close();
        await database.close();
      }
    },
  );
});
