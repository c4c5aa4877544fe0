import { seedPlans } from '../../seed';
import { serverDbKinds, eurusdBuy, type TestUser, useTestContext } from '../../test/helpers';

describe.each(serverDbKinds)('admin screens’ API on %s', (kind) => {
  const t = useTestContext(kind);
  let adminUser: TestUser;
  let admin: string;
  let member: TestUser;
  let memberToken: string;
  beforeAll(async () => {
    await seedPlans(t.database.db);
    adminUser = await t.createUser('admin');
    admin = await t.tokenOf(adminUser);
    member = await t.createUser('user');
    memberToken = await t.tokenOf(member);
  });

  const audit = async (query = '') =>
    (await t.request({ url: `/v1/admin/audit-log${query}`, token: admin })).json() as {
      totalResults: number;
      results: { action: string; targetId: string; actor: { id: string } }[];
    };

  it('refuses an admin demoting or disabling themselves, and audits role changes', async () => {
    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const res = await t.request({
        method: 'PATCH',
        url: `/v1/users/${adminUser.id}`,
        token: admin,
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot demote or disable yourself');
    }
    const me = await t.request({ url: '/v1/auth/me', token: admin });
    expect(me.json()).toMatchObject({ role: 'admin', disabled: false });
    const promoted = await t.request({
      method: 'PATCH',
      url: `/v1/users/${member.id}`,
      token: admin,
      payload: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    await t.request({
      method: 'PATCH',
      url: `/v1/users/${member.id}`,
      token: admin,
      payload: { role: 'user' },
    });
    const log = await audit('?action=user');
    expect(log.results.map((r) => r.action)).toEqual(['user.updated', 'user.updated']);
    expect(log.results[0]).toMatchObject({ targetId: member.id, actor: { id: adminUser.id } });
  });

  it('filters members by subscription state', async () => {
    const none = (await t.request({ url: '/v1/users?subscription=none', token: admin })).json();
    expect(none.totalResults).toBeGreaterThanOrEqual(2);
    const active = (await t.request({ url: '/v1/users?subscription=active', token: admin })).json();
    expect(active.totalResults).toBe(0);
  });

  it('audits trades published and every event, filterable by action and actor', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: admin,
      payload: { ...eurusdBuy(), status: 'pending' },
    });
    const id = created.json().id as string;
    for (const event of [{ type: 'activated' }, { type: 'closed', price: 1.09 }]) {
      const res = await t.request({
        method: 'POST',
        url: `/v1/trades/${id}/events`,
        token: admin,
        payload: event,
      });
      expect(res.statusCode).toBe(201);
    }
    const log = await audit('?action=trade');
    expect(log.results.map((r) => r.action)).toEqual([
      'trade.closed',
      'trade.activated',
      'trade.published',
    ]);
    expect((await audit('?action=trade.closed')).totalResults).toBe(1);
    expect((await audit(`?actorId=${member.id}`)).totalResults).toBe(0);
    expect((await audit(`?actorId=${adminUser.id}`)).totalResults).toBeGreaterThanOrEqual(3);
  });

  it('audits plans created, edited and archived', async () => {
    const plan = (
      await t.request({
        method: 'POST',
        url: '/v1/plans',
        token: admin,
        payload: { name: 'Audit', amount: 1999, interval: 'month' },
      })
    ).json();
    await t.request({
      method: 'PATCH',
      url: `/v1/plans/${plan.id}`,
      token: admin,
      payload: { amount: 2999 },
    });
    await t.request({ method: 'DELETE', url: `/v1/plans/${plan.id}`, token: admin });
    const log = await audit('?action=plan');
    expect(log.results.map((r) => r.action)).toEqual([
      'plan.archived',
      'plan.updated',
      'plan.created',
    ]);
  });

  it('answers a member’s orders, withdrawals and affiliate summary to an admin only', async () => {
    const orders = await t.request({ url: `/v1/payments?userId=${member.id}`, token: admin });
    expect(orders.json()).toMatchObject({ totalResults: 0 });
    // Another user's `userId` is ignored: they only ever see their own.
    const own = await t.request({ url: `/v1/payments?userId=${adminUser.id}`, token: memberToken });
    expect(own.json()).toMatchObject({ totalResults: 0 });
    const w = await t.request({
      url: `/v1/payments/withdrawals?userId=${member.id}&sortBy=createdAt:asc`,
      token: admin,
    });
    expect(w.statusCode).toBe(200);
    const aff = await t.request({ url: `/v1/admin/affiliates/${member.id}`, token: admin });
    expect(aff.json()).toMatchObject({
      userId: member.id,
      rate: 30,
      custom: false,
      summary: { stats: { clicks: 0 } },
      balance: { available: 0 },
    });
    const missing = await t.request({ url: '/v1/admin/affiliates/nobody', token: admin });
    expect(missing.statusCode).toBe(404);
    const summary = await t.request({ url: '/v1/admin/payouts/summary', token: admin });
    expect(summary.json()).toEqual({
      currency: 'usd',
      pending: { count: 0, amount: 0 },
      approved: { count: 0, amount: 0 },
    });
    const refused = await t.request({ url: '/v1/admin/payouts/summary', token: memberToken });
    expect(refused.statusCode).toBe(403);
  });
});
