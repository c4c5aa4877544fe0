import { serverDbKinds, useTestContext } from '../../test/helpers';
import { membersLabel } from '../public';
import { seedPlans, seedTrades } from '../../seed';

describe.each(serverDbKinds)('plans, users and public routes on %s', (kind) => {
  const t = useTestContext(kind);
  let admin: string;
  let user: string;
  beforeAll(async () => {
    await seedPlans(t.database.db);
    await seedTrades(t.database.db);
    admin = (await t.signIn('admin')).token;
    user = (await t.signIn('user')).token;
  });

  it('lists the seeded plans, filters by interval, hides archived ones from non-admins', async () => {
    const all = (await t.request({ url: '/v1/plans' })).json();
    expect(all.totalResults).toBe(6);
    expect(all.results[0]).toMatchObject({
      name: 'Starter',
      amount: 2900,
      currency: 'usd',
      interval: 'month',
    });
    const yearly = (await t.request({ url: '/v1/plans?interval=year' })).json();
    expect(yearly.results.map((p: { amount: number }) => p.amount)).toEqual([29000, 79000, 149000]);
    const id = all.results[1].id;
    const archived = await t.request({ method: 'DELETE', url: `/v1/plans/${id}`, token: admin });
    expect(archived.json()).toMatchObject({ id, active: false });
    expect((await t.request({ url: '/v1/plans' })).json().totalResults).toBe(5);
    expect((await t.request({ url: '/v1/plans', token: user })).json().totalResults).toBe(5);
    expect((await t.request({ url: '/v1/plans', token: admin })).json().totalResults).toBe(6);
    const hidden = await t.request({ url: `/v1/plans/${id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 404, message: 'Plan not found' });
    expect((await t.request({ url: `/v1/plans/${id}`, token: admin })).statusCode).toBe(200);
    const dup = await t.request({
      method: 'POST',
      url: '/v1/plans',
      token: admin,
      payload: { name: 'X', slug: 'pro-monthly', amount: 1, interval: 'month' },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('lets admins search users and change roles; users cannot escalate', async () => {
    const target = await t.createUser('user', 'grace.hopper@example.com');
    const found = (await t.request({ url: '/v1/users?search=hopper', token: admin })).json();
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      email: 'grace.hopper@example.com',
      subscription: null,
    });
    expect(JSON.stringify(found)).not.toMatch(/argon2|passwordHash/);
    const wildcard = (await t.request({ url: '/v1/users?search=%25', token: admin })).json();
    expect(wildcard.totalResults).toBe(0);
    const promote = await t.request({
      method: 'PATCH',
      url: `/v1/users/${target.id}`,
      token: admin,
      payload: { role: 'admin' },
    });
    expect(promote.json().role).toBe('admin');
    // Neither a role of one's own choosing nor a script URL as a photo.
    for (const payload of [{ role: 'admin' }, { photoURL: 'javascript:alert(1)' }]) {
      const self = await t.request({ method: 'PATCH', url: '/v1/users/me', token: user, payload });
      expect(self.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('public stats come from real counts', async () => {
    const stats = (await t.request({ url: '/v1/public/stats' })).json();
    expect(stats.members).toBeGreaterThanOrEqual(3);
    expect(stats.membersLabel).toBe(String(stats.members));
    expect(stats.trades90d).toBeGreaterThan(0);
    // trades90d counts trades closed in the last 90 days, the base of winRate90d.
    const since = Date.now() - 90 * 86_400_000;
    const closed = (
      await t.request({ url: '/v1/trades?status=closed&limit=100', token: admin })
    ).json();
    expect(stats.trades90d).toBe(
      closed.results.filter((r: { closedAt: string }) => Date.parse(r.closedAt) >= since).length,
    );
    expect(stats.winRate90d).toBeGreaterThan(0);
    expect(stats.winRate90d).toBeLessThanOrEqual(100);
    expect([
      membersLabel(999),
      membersLabel(1000),
      membersLabel(3456),
      membersLabel(2_500_000),
    ]).toEqual(['999', '1k+', '3k+', '2M+']);
  });

  it('demo trades are realistic: ~60 across asset classes with every status and result', async () => {
    const res = (await t.request({ url: '/v1/trades?limit=100', token: admin })).json();
    expect(res.totalResults).toBe(60);
    const kinds = new Set(res.results.map((r: { assetClass: string }) => r.assetClass));
    expect(kinds).toEqual(new Set(['forex', 'crypto', 'indices', 'commodities']));
    const statuses = new Set(res.results.map((r: { status: string }) => r.status));
    expect(statuses).toEqual(new Set(['closed', 'open', 'pending', 'cancelled']));
    const results = new Set(res.results.map((r: { result: string | null }) => r.result));
    expect(results).toEqual(new Set(['win', 'loss', 'breakeven', null]));
    const oldest = Math.min(
      ...res.results.map((r: { publishedAt: string }) => Date.parse(r.publishedAt)),
    );
    expect(Date.now() - oldest).toBeGreaterThan(150 * 86_400_000);
    expect(Date.now() - oldest).toBeLessThan(190 * 86_400_000);
  });
});
