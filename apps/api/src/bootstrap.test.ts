import { demoAccountsWithDemoPasswords, seed } from './bootstrap';
import { dbKinds, openTestDatabase, testConfig } from './test/helpers';
import { loadConfig } from './config';

describe.each(dbKinds)('start-up seeding on %s', (kind) => {
  it('seeds demo data once and flags demo accounts left in a non-demo database', async () => {
    const database = await openTestDatabase(kind);
    try {
      expect(await demoAccountsWithDemoPasswords(database.db)).toEqual([]);
      const demo = loadConfig({ DEMO: 'true', DATA_DIR: 'memory://' });
      const first = await seed(database.db, demo);
      expect(first).toMatchObject({ plans: 6, trades: 60, posts: 5 });
      const again = await seed(database.db, demo);
      expect(again).toMatchObject({ plans: 0, trades: 0, posts: 0 });
      expect((await demoAccountsWithDemoPasswords(database.db)).sort()).toEqual([
        'admin@finfree.app',
        'demo@finfree.app',
      ]);
      // Outside demo mode, only the configured admin is created; no demo data.
      const prod = testConfig({
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'a long admin secret',
      });
      const report = await seed(database.db, prod);
      expect(report.lines).toEqual(['created admin ops@example.com']);
    } finally {
      await database.close();
    }
  });
});
