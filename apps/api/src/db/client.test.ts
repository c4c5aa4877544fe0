import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { queryRows } from './sql';

describe('embedded database (PGlite on disk)', () => {
  it('migrates a fresh folder, keeps data across restarts, and starts later folders from the template', async () => {
    const root = mkdtempSync(join(tmpdir(), 'finfree-db-'));
    try {
      const first = await openDatabase({ dataDir: join(root, 'a') });
      await first.migrate();
      await first.db.execute(sql`insert into contact_messages (id, name, email, subject, message)
        values ('m1', 'A', 'a@example.com', 'S', 'M')`);
      await first.close();

      const reopened = await openDatabase({ dataDir: join(root, 'a') });
      await reopened.migrate();
      expect(await queryRows(reopened.db, sql`select id from contact_messages`)).toEqual([
        { id: 'm1' },
      ]);
      await reopened.close();

      // A new folder is restored from the migrated, empty template: tables exist before
      // migrate() runs, and none of the first folder's rows came along.
      const second = await openDatabase({ dataDir: join(root, 'b') });
      const tables = await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'trades'`,
      );
      expect(tables[0]?.n).toBe(1);
      expect(await queryRows(second.db, sql`select id from contact_messages`)).toEqual([]);
      await second.migrate();
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
