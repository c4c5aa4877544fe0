import { count, eq, like } from 'drizzle-orm';
import { buildApp } from '../../app';
import { seed } from '../../bootstrap';
import { DEMO_MEMBER, loadConfig } from '../../config';
import { users } from '../../db/schema';
import { createMemoryMailer } from '../../lib/mailer';
import { dbKinds, openTestDatabase } from '../../test/helpers';
import { checkLedger } from '../../test/ledger-helpers';
import { cardNumbersInDatabase } from '../../test/money-helpers';
import { COMMUNITY_DOMAIN } from '../../lib/demo-data';

describe.each(dbKinds)('demo money data on %s', (kind) => {
  it('gives the demo member a card-backed subscription and seeds ~3k community members', async () => {
    const database = await openTestDatabase(kind);
    const config = loadConfig({ DEMO: 'true', DATA_DIR: 'memory://', NODE_ENV: 'test' });
    const app = await buildApp({ config, database, mailer: createMemoryMailer(), logger: false });
    try {
      const started = performance.now();
      const report = await seed(database.db, config);
      const ms = performance.now() - started;
      console.info(
        `demo seed (plans, trades, 3,200 members, demo billing and affiliates): ${Math.round(ms)} ms`,
      );
      expect(report.lines).toContain('seeded 3200 community members');
      const [members] = await database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.email, `%@${COMMUNITY_DOMAIN}`));
      expect(members?.n).toBe(3200);
      // One shared hash for all of them (no argon2 per row).
      const hashes = await database.db
        .selectDistinct({ h: users.passwordHash })
        .from(users)
        .where(like(users.email, `%@${COMMUNITY_DOMAIN}`));
      expect(hashes).toHaveLength(1);
      const stats = (await app.inject({ url: '/v1/public/stats' })).json();
      expect(stats.membersLabel).toBe('3k+');

      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: DEMO_MEMBER,
      });
      const token = login.json().tokens.access.token;
      const me = login.json().user;
      expect(me.subscription).toMatchObject({ status: 'active', plan: { name: 'Pro' } });
      const auth = { authorization: `Bearer ${token}` };
      const cards = (await app.inject({ url: '/v1/users/cards', headers: auth })).json();
      expect(cards).toMatchObject([{ brand: 'visa', last4: '4242', isDefault: true }]);
      const sub = (
        await app.inject({ url: `/v1/subscriptions/${me.subscription.id}`, headers: auth })
      ).json();
      expect(sub.defaultCard).toMatchObject({ last4: '4242' });
      const history = (await app.inject({ url: '/v1/payments', headers: auth })).json();
      expect(history.results[0]).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });

      // Affiliate demo data: referrals, commissions in every state, a withdrawal history.
      const aff = (await app.inject({ url: '/v1/affiliates/me', headers: auth })).json();
      expect(aff.stats).toEqual({ clicks: 180, signups: 14, conversions: 6, activeReferrals: 4 });
      expect(aff.earnings.pending).toBeGreaterThan(0);
      expect(aff.earnings.available).toBeGreaterThan(0);
      expect(aff.earnings.paid).toBe(20_000);
      const statuses = async (url: string) =>
        new Set(
          (await app.inject({ url, headers: auth }))
            .json()
            .results.map((r: { status: string }) => r.status),
        );
      expect(await statuses('/v1/affiliates/commissions?limit=100')).toEqual(
        new Set(['pending', 'available', 'paid', 'reversed']),
      );
      const commissions = (
        await app.inject({ url: '/v1/affiliates/commissions?limit=100', headers: auth })
      ).json().results as { status: string; paidAmount: number; reversedAmount: number }[];
      // The paid withdrawal is allocated to commissions; one payment was half refunded.
      expect(commissions.reduce((s, c) => s + c.paidAmount, 0)).toBe(20_000);
      expect(commissions.some((c) => c.status !== 'reversed' && c.reversedAmount > 0)).toBe(true);
      const paidList = (
        await app.inject({ url: '/v1/affiliates/commissions?status=paid', headers: auth })
      ).json();
      expect(paidList.totalResults).toBeGreaterThan(0);
      expect(await statuses('/v1/affiliates/referrals?limit=100')).toEqual(
        new Set(['active', 'churned', 'signed_up']),
      );
      expect(await statuses('/v1/payments/withdrawals')).toEqual(
        new Set(['paid', 'rejected', 'pending']),
      );
      expect(await checkLedger(database.db)).toEqual([]);

      // A community account cannot sign in.
      const [someone] = await database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, `james.smith.1@${COMMUNITY_DOMAIN}`));
      expect(someone).toBeTruthy();
      const denied = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: someone?.email, password: 'finfree-demo-member' },
      });
      expect(denied.statusCode).toBe(401);

      const again = await seed(database.db, config);
      expect(again.lines).toEqual([]);
      expect(await cardNumbersInDatabase(database)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
