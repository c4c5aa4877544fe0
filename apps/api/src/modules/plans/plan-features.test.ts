import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/sql';
import { LANGUAGE_COOKIE } from '../../lib/page-language';
import { seedPlans } from '../../seed';
import { serverDbKinds, useTestContext } from '../../test/helpers';

interface PlanAnswer {
  id: string;
  name: string;
  features: string[];
  featureKeys: string[];
  retiredFeatures: string[];
}

describe.each(serverDbKinds)('plan features on %s', (kind) => {
  const t = useTestContext(kind);
  let admin: string;
  let member: string;
  beforeAll(async () => {
    await seedPlans(t.database.db);
    admin = (await t.signIn('admin')).token;
    member = (await t.signIn('user')).token;
  });

  const pro = async (options: { url?: string; headers?: Record<string, string> } = {}) => {
    const answer = await t.request({ url: options.url ?? '/v1/plans', headers: options.headers });
    const plan = answer.json<{ results: PlanAnswer[] }>().results.find((p) => p.name === 'Pro');
    if (!plan) throw new Error('no Pro plan');
    return { plan, vary: String(answer.headers.vary) };
  };

  it('lists a plan’s features in the language the address, the cookie or the browser names, and varies on those', async () => {
    const english = await pro();
    expect(english.plan.features.slice(0, 2)).toEqual([
      'Live forex, crypto and index signals',
      'Entry, stop loss and take-profits on every trade',
    ]);
    expect(english.plan.features).toContain('The analysts’ weekly market outlook');
    expect(english.vary).toMatch(/cookie/i);
    expect(english.vary).toMatch(/accept-language/i);
    const french = await pro({ headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.plan.features[0]).toBe('Signaux forex, crypto et indices en direct');
    expect(french.plan.features).toContain(
      'Les perspectives de marché hebdomadaires des analystes',
    );
    const arabic = await pro({
      headers: { cookie: `${LANGUAGE_COOKIE}=ar`, 'accept-language': 'fr' },
    });
    expect(arabic.plan.features[0]).toBe('إشارات مباشرة للفوركس والعملات الرقمية والمؤشرات');
    const named = await pro({
      url: '/v1/plans?lang=fr',
      headers: { cookie: `${LANGUAGE_COOKIE}=ar` },
    });
    expect(named.plan.features[0]).toBe('Signaux forex, crypto et indices en direct');
    const one = await t.request({ url: `/v1/plans/${english.plan.id}?lang=ar` });
    expect(one.json<PlanAnswer>().features[0]).toBe(arabic.plan.features[0]);
    expect((await t.request({ url: '/v1/plans?lang=de' })).statusCode).toBe(400);
  });

  it('lists a feature that needs Telegram or Discord only while the owner has it on', async () => {
    const off = await pro();
    expect(off.plan.featureKeys).toContain('telegram-channel');
    expect(off.plan.features).not.toContain('The members’ Telegram channel');
    await t.database.db.execute(
      sql`insert into connect_settings (platform, enabled) values ('telegram', true)`,
    );
    try {
      const on = await pro();
      expect(on.plan.features).toContain('The members’ Telegram channel');
      expect(on.plan.features).not.toContain('The members’ role on our Discord server');
      const catalogue = await t.request({ url: '/v1/plans/features', token: admin });
      expect(catalogue.statusCode).toBe(200);
      const byKey = new Map(
        catalogue.json<{ key: string; available: boolean }[]>().map((f) => [f.key, f.available]),
      );
      expect(byKey.get('telegram-channel')).toBe(true);
      expect(byKey.get('discord-role')).toBe(false);
      expect(byKey.get('live-signals')).toBe(true);
    } finally {
      await t.database.db.execute(sql`delete from connect_settings where platform = 'telegram'`);
    }
  });

  it('keeps the catalogue for admins, and accepts only its features, each once', async () => {
    expect((await t.request({ url: '/v1/plans/features' })).statusCode).toBe(401);
    expect((await t.request({ url: '/v1/plans/features', token: member })).statusCode).toBe(403);
    const { plan } = await pro();
    const change = (payload: object) =>
      t.request({ method: 'PATCH', url: `/v1/plans/${plan.id}`, token: admin, payload });
    for (const payload of [
      { featureKeys: ['community-chat'] },
      { featureKeys: ['live-signals', 'live-signals'] },
      { features: ['Weekly market outlook'] },
    ]) {
      expect((await change(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const saved = await change({ featureKeys: ['webhook', 'live-signals'], retiredFeatures: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PlanAnswer>()).toMatchObject({
      featureKeys: ['webhook', 'live-signals'],
      features: ['Every trade sent to your own webhook', 'Live forex, crypto and index signals'],
    });
    const [audit] = await queryRows<{ after: { featureKeys: string[] } }>(
      t.database.db,
      sql`select after from admin_audit_log where target_id = ${plan.id} order by created_at desc limit 1`,
    );
    expect(audit?.after.featureKeys).toEqual(['webhook', 'live-signals']);
  });

  /** The keys and retired lines of the plans a migration test inserted (ids `old-…`). */
  const oldPlans = () =>
    queryRows<{ id: string; feature_keys: string[]; retired_features: string[] }>(
      t.database.db,
      sql`select id, feature_keys, retired_features from plans where id like 'old-%' order by id`,
    );

  it('migration 0021 turns the lines that named a feature into keys and keeps the others aside', async () => {
    const migration = readFileSync(join(migrationsFolder(), '0021_plan_features.sql'), 'utf8');
    const db = t.database.db;
    // The plans table as it was before 0021, with an owner's lines.
    await db.execute(sql`alter table plans add column features jsonb default '[]'::jsonb not null`);
    await db.execute(sql`alter table plans drop column feature_keys, drop column retired_features`);
    await db.execute(sql`insert into plans (id, name, slug, amount, interval, features)
      values ('old-1', 'Old', 'old-monthly', 100, 'month', ${JSON.stringify([
        'Weekly market outlook',
        'Instant trade updates',
        'Full trade history',
        'Community chat',
        'Full trade history and statistics',
      ])}::jsonb),
      ('old-2', 'Bare', 'bare-monthly', 100, 'month', '[]'::jsonb)`);
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const rows = await oldPlans();
    expect(rows).toEqual([
      {
        id: 'old-1',
        feature_keys: ['trade-updates', 'trade-history'],
        retired_features: ['Weekly market outlook', 'Community chat'],
      },
      { id: 'old-2', feature_keys: [], retired_features: [] },
    ]);
    await db.execute(sql`delete from plans where id like 'old-%'`);
  });

  it('migration 0022 gives the market outlook back to the plans that listed it before', async () => {
    const migration = readFileSync(join(migrationsFolder(), '0022_posts.sql'), 'utf8');
    const [, update] = migration.split('-- The market outlook exists now');
    if (!update) throw new Error('0022 has no plans update');
    const db = t.database.db;
    await db.execute(sql`insert into plans (id, name, slug, amount, interval, feature_keys, retired_features)
      values ('old-3', 'Old', 'old3-monthly', 100, 'month', '["trade-history"]'::jsonb,
        '["Community chat", "Weekly market outlook"]'::jsonb),
      ('old-4', 'Has it', 'old4-monthly', 100, 'month', '["market-outlook"]'::jsonb,
        '["weekly market outlook"]'::jsonb),
      ('old-5', 'Other', 'old5-monthly', 100, 'month', '["webhook"]'::jsonb,
        '["Community chat"]'::jsonb)`);
    await db.execute(sql.raw(`-- ${update}`));
    const rows = await oldPlans();
    expect(rows).toEqual([
      {
        id: 'old-3',
        feature_keys: ['trade-history', 'market-outlook'],
        retired_features: ['Community chat'],
      },
      { id: 'old-4', feature_keys: ['market-outlook'], retired_features: [] },
      { id: 'old-5', feature_keys: ['webhook'], retired_features: ['Community chat'] },
    ]);
    await db.execute(sql`delete from plans where id like 'old-%'`);
  });
});
