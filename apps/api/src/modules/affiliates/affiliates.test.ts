import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { queryRows } from '../../db/sql';
import { affiliateProfiles, orders, users, withdrawals } from '../../db/schema';
import { newId } from '../../lib/ids';
import { serverDbKinds, type TestUser, useTestContext } from '../../test/helpers';
import {
  addCard,
  CARDS,
  insertProPlan,
  postSubscription,
  postWithdrawal,
} from '../../test/money-helpers';
import { canonicalEmail, initials } from './shared/model';
import { checkLedger, grant } from '../../test/ledger-helpers';

const DAY = 86_400_000;

describe('affiliate helpers', () => {
  it('folds e-mail aliases and builds initials', () => {
    expect(canonicalEmail('Jo.Hn+promo@GoogleMail.com')).toBe('john@gmail.com');
    expect(canonicalEmail('jo.hn+x@example.com')).toBe('jo.hn@example.com');
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('plato')).toBe('P');
  });
});

describe.each(serverDbKinds)('affiliates and withdrawals on %s', (kind) => {
  const t = useTestContext(kind, { APP_URL: 'https://finfree.test', TRUST_PROXY: 'true' });
  let admin: TestUser;
  let adminToken: string;
  let planId: string;
  const codeOf = async (u: TestUser) =>
    (await t.database.db.select().from(users).where(eq(users.id, u.id)))[0]!.referralCode;

  beforeAll(async () => {
    admin = await t.createUser('admin');
    adminToken = await t.tokenOf(admin);
    planId = await insertProPlan(t);
  });

  const register = async (referralCode: string, email = `r-${newId()}@example.com`) => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        name: 'Grace Brewster Hopper',
        email,
        password: 'a decent password 1',
        referralCode,
      },
    });
    expect(res.statusCode).toBe(201);
    return {
      user: { id: res.json().user.id, email, password: 'a decent password 1' } as TestUser,
      token: res.json().tokens.access.token as string,
    };
  };

  it('counts clicks, attributes sign-ups and refuses self-referral by e-mail alias', async () => {
    const a = await t.createUser('user', `ada.l${Date.now()}@gmail.com`);
    const code = await codeOf(a);
    for (const c of [code, code.toLowerCase(), 'NOPE1234']) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/affiliates/clicks',
        payload: { code: c },
      });
      expect(res.statusCode).toBe(204);
    }
    const referred = await register(code);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, referred.user.id));
    expect(row?.referredBy).toBe(a.id);
    const alias = a.email.replace('ada.l', 'adal').replace('@', '+again@');
    const self = await register(code, alias);
    const [selfRow] = await t.database.db.select().from(users).where(eq(users.id, self.user.id));
    expect(selfRow?.referredBy).toBeNull();

    const me = await t.request({ url: '/v1/affiliates/me', token: await t.tokenOf(a) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      referralCode: code,
      referralLink: `https://finfree.test/?ref=${code}`,
      commission: { rate: 30, recurring: true, months: 12 },
      stats: { clicks: 2, signups: 1, conversions: 0, activeReferrals: 0 },
      earnings: { pending: 0, available: 0, paid: 0, lifetime: 0 },
    });
    const refs = await t.request({ url: '/v1/affiliates/referrals', token: await t.tokenOf(a) });
    expect(refs.json()).toMatchObject({
      totalResults: 1,
      results: [{ initials: 'GH', status: 'signed_up', convertedAt: null }],
    });
    expect(refs.body).not.toContain('Grace');
    expect(refs.body).not.toContain(referred.user.email);
  });

  it('first touch within 30 days: the click cookie attributes the sign-up before the typed code', async () => {
    const affiliates = t.app.money.affiliates;
    const start = Date.parse('2030-03-01T00:00:00Z');
    affiliates.referrals.clock = () => new Date(start);
    try {
      const a = await t.createUser();
      const b = await t.createUser();
      const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
      const click = (code: string, cookie?: string, https = false) =>
        t.request({
          method: 'POST',
          url: '/v1/affiliates/clicks',
          payload: { code },
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(https ? { 'x-forwarded-proto': 'https' } : {}),
          },
        });
      const first = await click(codeA.toLowerCase());
      expect(first.statusCode).toBe(204);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(
        new RegExp(
          `^finfree_ref=${codeA}\\.${start}\\.[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=/v1; HttpOnly; SameSite=Lax$`,
        ),
      );
      const cookieA = setCookie.split(';')[0]!;
      // A valid cookie is never replaced: B's click counts, but A keeps the first touch.
      const second = await click(codeB, `theme=dark; ${cookieA}`);
      expect(second.statusCode).toBe(204);
      expect(second.headers['set-cookie']).toBeUndefined();
      // Unknown codes: 204, nothing recorded, nothing set.
      const unknown = await click('NOPE0000');
      expect(unknown.statusCode).toBe(204);
      expect(unknown.headers['set-cookie']).toBeUndefined();
      // Over https the cookie is Secure; a forged cookie does not stop a new one.
      const secure = await click(codeB, 'finfree_ref=ZZZZ.1.forged', true);
      expect(String(secure.headers['set-cookie'])).toMatch(
        /^finfree_ref=.*; SameSite=Lax; Secure$/,
      );
      const stats = async (u: TestUser) =>
        (await t.request({ url: '/v1/affiliates/me', token: await t.tokenOf(u) })).json().stats;
      expect((await stats(a)).clicks).toBe(1);
      expect((await stats(b)).clicks).toBe(2);

      const signUp = async (cookie: string | undefined, referralCode?: string, email?: string) => {
        const res = await t.request({
          method: 'POST',
          url: '/v1/auth/register',
          headers: cookie ? { cookie } : {},
          payload: {
            name: 'Grace Brewster Hopper',
            email: email ?? `f-${newId()}@example.com`,
            password: 'a decent password 1',
            ...(referralCode !== undefined ? { referralCode } : {}),
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        const [row] = await t.database.db
          .select()
          .from(users)
          .where(eq(users.id, res.json().user.id));
        return { referredBy: row?.referredBy ?? null, setCookie: res.headers['set-cookie'] };
      };
      // The cookie wins over a different typed code, and is cleared on success.
      affiliates.referrals.clock = () => new Date(start + 29 * DAY);
      const won = await signUp(cookieA, codeB);
      expect(won.referredBy).toBe(a.id);
      expect(won.setCookie).toBe('finfree_ref=; Max-Age=0; Path=/v1; HttpOnly; SameSite=Lax');
      expect((await signUp(cookieA)).referredBy).toBe(a.id);
      // Without a cookie the typed code counts (no Set-Cookie then); a bad one is ignored.
      const typed = await signUp(undefined, codeB);
      expect(typed).toEqual({ referredBy: b.id, setCookie: undefined });
      expect((await signUp(undefined, 'NOPE0000')).referredBy).toBeNull();
      // Self-referral rules apply to the chosen (cookie) code.
      expect((await signUp(cookieA, codeB, a.email.replace('@', '+me@'))).referredBy).toBeNull();
      // Forged, tampered or expired cookies are ignored, not errors.
      const [, at, sig] = cookieA.split('=')[1]!.split('.');
      for (const bad of [
        `finfree_ref=${codeB}.${at}.${sig}`,
        `finfree_ref=${codeA}.${Number(at) + 1}.${sig}`,
        'finfree_ref=%%%',
      ]) {
        const r = await signUp(bad, codeB);
        expect(r.referredBy).toBe(b.id);
        expect(r.setCookie).toMatch(/Max-Age=0/);
      }
      affiliates.referrals.clock = () => new Date(start + 30 * DAY + 1);
      expect((await signUp(cookieA, codeB)).referredBy).toBe(b.id);
      expect((await signUp(cookieA)).referredBy).toBeNull();
      // After the window a click sets a fresh cookie over the expired one.
      const again = await click(codeB, cookieA);
      expect(String(again.headers['set-cookie'])).toContain(`finfree_ref=${codeB}.`);
    } finally {
      affiliates.referrals.clock = () => new Date();
    }
  });

  it('books 30 % of a referred payment as pending, releases it after the hold, claws back refunds', async () => {
    const a = await t.createUser();
    const b = await register(await codeOf(a));
    const card = await addCard(t, b.token, CARDS.ok);
    const sub = await postSubscription(t, b.token, { planId, cardId: card.json().id });
    expect(sub.statusCode).toBe(201);
    const aToken = await t.tokenOf(a);
    const balance = async () =>
      (await t.request({ url: '/v1/payments/balance', token: aToken })).json();
    expect(await balance()).toEqual({
      currency: 'usd',
      pending: 2370,
      available: 0,
      paid: 0,
      minimumWithdrawal: 5000,
      holdDays: 30,
    });
    const list = await t.request({ url: '/v1/affiliates/commissions', token: aToken });
    expect(list.json().results).toMatchObject([
      { amount: 2370, status: 'pending', rate: 30, orderAmount: 7900, referralInitials: 'GH' },
    ]);
    // Not yet: the hold lasts 30 days.
    expect(await t.app.money.releaseHeldCommissions(new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await t.app.money.releaseHeldCommissions(new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await balance()).toMatchObject({ pending: 0, available: 2370 });
    const me = (await t.request({ url: '/v1/affiliates/me', token: aToken })).json();
    expect(me.stats).toMatchObject({ signups: 1, conversions: 1, activeReferrals: 1 });
    expect(me.earnings).toMatchObject({ available: 2370, lifetime: 2370 });
    // A refund at the provider reaches the order through its signed event; the available
    // commission is clawed back with a negative entry (once, however often it is applied).
    const [paidOrder] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, sub.json().order.id));
    await t.app.money.provider.refund({
      chargeId: paidOrder?.chargeId ?? '',
      idempotencyKey: `refund:${paidOrder?.id}`,
    });
    await t.app.money.provider.flush?.();
    await t.app.money.refunds.markRefunded(sub.json().order.id);
    expect(await balance()).toMatchObject({ pending: 0, available: 0 });
    const reversed = await t.request({
      url: '/v1/affiliates/commissions?status=reversed',
      token: aToken,
    });
    expect(reversed.json().totalResults).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('voids a pending commission on refund, and pays nothing to a referrer sharing the card', async () => {
    const a = await t.createUser();
    const b = await register(await codeOf(a));
    const order = async (token: string, cardId: string) =>
      postSubscription(t, token, { planId, cardId });
    const res = await order(b.token, (await addCard(t, b.token, CARDS.ok)).json().id);
    await t.app.money.refunds.markRefunded(res.json().order.id);
    const aToken = await t.tokenOf(a);
    expect((await t.request({ url: '/v1/payments/balance', token: aToken })).json()).toMatchObject({
      pending: 0,
      available: 0,
    });
    // C was referred by A but pays with a card A also saved: the same person.
    const c = await register(await codeOf(a));
    await addCard(t, aToken, '5555555555554444');
    const paid = await order(c.token, (await addCard(t, c.token, '5555555555554444')).json().id);
    expect(paid.statusCode).toBe(201);
    const [profile] = await t.database.db
      .select()
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, c.user.id));
    expect(profile?.referralBlockedReason).toBe('same_card');
    const list = await t.request({ url: '/v1/affiliates/commissions', token: aToken });
    expect(list.json().results.map((r: { status: string }) => r.status)).toEqual(['reversed']);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lets a user choose a custom referral code (unique, letters and digits)', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const slug = `Ada${Date.now().toString(36)}`.slice(0, 16);
    const set = async (u: TestUser, referralCode: string) =>
      t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token: await t.tokenOf(u),
        payload: { referralCode },
      });
    const ok = await set(a, slug);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().referralCode).toBe(slug.toUpperCase());
    expect((await set(b, slug.toLowerCase())).statusCode).toBe(409);
    expect((await set(b, 'no way!')).statusCode).toBe(400);
    const me = await t.request({ url: '/v1/affiliates/me', token: await t.tokenOf(a) });
    expect(me.json().referralLink).toBe(`https://finfree.test/?ref=${slug.toUpperCase()}`);
  });

  it('pays recurring commissions for 12 months only, at the per-affiliate rate', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.database.db.update(users).set({ referredBy: a.id }).where(eq(users.id, b.id));
    const set = await t.request({
      method: 'PATCH',
      url: `/v1/admin/affiliates/${a.id}`,
      token: adminToken,
      payload: { rate: 50 },
    });
    expect(set.json()).toEqual({ userId: a.id, rate: 50, custom: true });
    const log = (await t.request({ url: '/v1/admin/audit-log', token: adminToken })).json();
    expect(log.results[0]).toMatchObject({
      action: 'affiliate.rate',
      targetId: a.id,
      before: { rate: null },
      after: { rate: 50 },
    });
    expect(
      (await t.request({ url: '/v1/affiliates/me', token: await t.tokenOf(a) })).json().commission,
    ).toMatchObject({ rate: 50 });
    const start = new Date('2030-01-15T00:00:00Z');
    const pay = async (at: Date) => {
      const [row] = await t.database.db
        .insert(orders)
        .values({
          id: newId(),
          userId: b.id,
          purpose: 'renewal',
          amount: 1000,
          currency: 'usd',
          status: 'succeeded',
          paidAt: at,
        })
        .returning();
      await t.database.db.transaction((tx) => t.app.money.affiliates.onOrderPaid(tx, row!, at));
    };
    await pay(start);
    await pay(new Date('2030-12-14T00:00:00Z'));
    await pay(new Date('2031-01-16T00:00:00Z'));
    const list = await t.request({ url: '/v1/affiliates/commissions', token: await t.tokenOf(a) });
    expect(list.json().results.map((r: { amount: number }) => r.amount)).toEqual([500, 500]);
  });

  it('withdraws: minimum, above available, one pending, cancel, idempotent replay', async () => {
    const a = await t.createUser();
    await grant(t, a.id, 12_000);
    const token = await t.tokenOf(a);
    const withdraw = (amount: number, key?: string) =>
      postWithdrawal(t, token, { amount, method: 'paypal', destination: 'me@example.com' }, key);
    expect((await withdraw(4999)).statusCode).toBe(400);
    expect((await withdraw(12_001)).statusCode).toBe(400);
    const key = `withdraw-${newId()}`;
    const ok = await withdraw(7000, key);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      withdrawal: { amount: 7000, status: 'pending', method: 'paypal', note: null },
      balance: { available: 5000, pending: 0, paid: 0 },
    });
    const replay = await withdraw(7000, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().withdrawal.id).toBe(ok.json().withdrawal.id);
    expect((await withdraw(5000)).statusCode).toBe(409);
    // B never sees A's withdrawals.
    const bToken = await t.tokenOf(await t.createUser());
    const id = ok.json().withdrawal.id as string;
    const del = await t.request({
      method: 'DELETE',
      url: `/v1/payments/withdrawals/${id}`,
      token: bToken,
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await t.request({ url: '/v1/payments/withdrawals', token: bToken })).json().totalResults,
    ).toBe(0);
    const mine = await t.request({ url: '/v1/payments/withdrawals', token });
    expect(mine.json().results).toMatchObject([{ id, status: 'pending' }]);
    expect(mine.json().results[0].user).toBeUndefined();
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/payments/withdrawals/${id}`, token }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/payments/withdrawals/${id}`, token }))
        .statusCode,
    ).toBe(409);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 12_000,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('admin moves withdrawals along legal edges only, with an audit row for each change', async () => {
    const a = await t.createUser();
    await grant(t, a.id, 20_000);
    const token = await t.tokenOf(a);
    const request = async () =>
      (
        await postWithdrawal(t, token, { amount: 5000, method: 'usdt', destination: 'TXYZ-wallet' })
      ).json().withdrawal.id as string;
    const patch = (id: string, status: string, as = adminToken) =>
      t.request({
        method: 'PATCH',
        url: `/v1/payments/withdrawals/${id}`,
        token: as,
        payload: { status, note: `to ${status}` },
      });
    const balance = async () => (await t.request({ url: '/v1/payments/balance', token })).json();

    const w1 = await request();
    expect((await patch(w1, 'approved', token)).statusCode).toBe(403);
    for (const illegal of ['paid', 'failed'])
      expect((await patch(w1, illegal)).statusCode).toBe(409);
    expect((await patch(w1, 'approved')).json()).toMatchObject({
      status: 'approved',
      note: 'to approved',
    });
    for (const illegal of ['approved', 'rejected'])
      expect((await patch(w1, illegal)).statusCode).toBe(409);
    expect((await patch(w1, 'paid')).statusCode).toBe(200);
    expect((await patch(w1, 'failed')).statusCode).toBe(409);
    expect(await balance()).toMatchObject({ available: 15_000, paid: 5000 });

    const w2 = await request();
    expect((await patch(w2, 'rejected')).statusCode).toBe(200);
    expect((await patch(w2, 'approved')).statusCode).toBe(409);
    expect(await balance()).toMatchObject({ available: 15_000, paid: 5000 });

    const w3 = await request();
    await patch(w3, 'approved');
    expect((await patch(w3, 'failed')).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ available: 15_000, paid: 5000 });
    expect((await patch('nope', 'approved')).statusCode).toBe(404);

    const queue = await t.request({
      url: '/v1/payments/withdrawals?status=failed',
      token: adminToken,
    });
    expect(queue.json().results.find((w: { id: string }) => w.id === w3)).toMatchObject({
      user: { id: a.id, email: a.email },
    });
    const log = await t.request({ url: '/v1/admin/audit-log?limit=100', token: adminToken });
    expect(log.statusCode).toBe(200);
    const rows = log
      .json()
      .results.filter((r: { targetId: string }) => [w1, w2, w3].includes(r.targetId));
    expect(rows).toHaveLength(5);
    expect(rows.find((r: { action: string }) => r.action === 'withdrawal.paid')).toMatchObject({
      actor: { id: admin.id },
      targetType: 'withdrawal',
      before: { status: 'approved' },
      after: { status: 'paid', note: 'to paid' },
    });
    // A status change records the status and its note, not the whole withdrawal.
    const failed = rows.find((r: { action: string }) => r.action === 'withdrawal.failed');
    expect(failed.before).toEqual({ status: 'approved', note: 'to approved' });
    expect(failed.after).toEqual({ status: 'failed', note: 'to failed' });
    expect((await t.request({ url: '/v1/admin/audit-log', token })).statusCode).toBe(403);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  const withdrawAndApprove = async (token: string, amount: number, destination: string) => {
    const res = await postWithdrawal(t, token, { amount, method: 'paypal', destination });
    expect(res.statusCode).toBe(201);
    const id = res.json().withdrawal.id as string;
    const ok = await t.request({
      method: 'PATCH',
      url: `/v1/payments/withdrawals/${id}`,
      token: adminToken,
      payload: { status: 'approved' },
    });
    expect(ok.statusCode).toBe(200);
    return id;
  };
  const patchAs = (id: string, status: string, note?: string) =>
    t.request({
      method: 'PATCH',
      url: `/v1/payments/withdrawals/${id}`,
      token: adminToken,
      payload: { status, ...(note ? { note } : {}) },
    });
  const commissionsOf = async (token: string, status = '') =>
    (
      await t.request({
        url: `/v1/affiliates/commissions?limit=100${status ? `&status=${status}` : ''}`,
        token,
      })
    ).json() as {
      totalResults: number;
      results: {
        id: string;
        amount: number;
        status: string;
        paidAmount: number;
        reversedAmount: number;
      }[];
    };
  const payoutsFor = (withdrawalId: string) =>
    queryRows<{ id: string; status: string }>(
      t.database.db,
      sql`select id, status from sandbox_transfers where kind = 'payout' and idempotency_key = ${withdrawalId}`,
    );

  it('paying a withdrawal calls the provider once and allocates it to the oldest commissions', async () => {
    const a = await t.createUser();
    const token = await t.tokenOf(a);
    const day0 = new Date(Date.now() - 90 * DAY);
    await grant(t, a.id, 4000, day0);
    await grant(t, a.id, 3000, new Date(day0.getTime() + DAY));
    await grant(t, a.id, 2000, new Date(day0.getTime() + 2 * DAY));
    const id = await withdrawAndApprove(token, 5000, 'ada@paypal.example');
    const paid = await patchAs(id, 'paid', 'sent');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      note: 'sent',
      payoutId: expect.stringMatching(/^po_/),
    });
    const transfers = await payoutsFor(id);
    expect(transfers).toEqual([{ id: paid.json().payoutId, status: 'paid' }]);
    // The provider answers a retry with the same payout: never paid twice.
    const again = await t.app.money.provider.payout({
      amount: 5000,
      currency: 'usd',
      method: 'paypal',
      destination: 'ada@paypal.example',
      idempotencyKey: id,
    });
    expect(again.payoutId).toBe(paid.json().payoutId);
    expect(await payoutsFor(id)).toHaveLength(1);
    expect((await patchAs(id, 'paid')).statusCode).toBe(409);
    // Oldest first: 4000 fully paid, 1000 of the 3000, nothing of the 2000.
    const all = (await commissionsOf(token)).results.reverse();
    expect(all.map((c) => [c.amount, c.status, c.paidAmount])).toEqual([
      [4000, 'paid', 4000],
      [3000, 'available', 1000],
      [2000, 'available', 0],
    ]);
    const paidOnly = await commissionsOf(token, 'paid');
    expect(paidOnly.totalResults).toBe(1);
    const me = (await t.request({ url: '/v1/affiliates/me', token })).json();
    expect(me.earnings).toEqual({ pending: 0, available: 4000, paid: 5000, lifetime: 9000 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a refused or failing payout answers 502, keeps the withdrawal approved and is audited', async () => {
    const a = await t.createUser();
    const token = await t.tokenOf(a);
    await grant(t, a.id, 12_000);
    // Sandbox test rule: a destination containing "fail" is refused.
    const refused = await withdrawAndApprove(token, 6000, 'FAIL-me@paypal.example');
    for (let i = 0; i < 2; i += 1) {
      const res = await patchAs(refused, 'paid');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 502,
        message: 'Payout failed: the destination account refused the transfer',
      });
    }
    expect(await payoutsFor(refused)).toMatchObject([{ status: 'failed' }]);
    const queue = await t.request({ url: '/v1/payments/withdrawals', token });
    expect(queue.json().results[0]).toMatchObject({
      id: refused,
      status: 'approved',
      payoutId: null,
    });
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 6000,
      paid: 0,
    });
    const log = (await t.request({ url: '/v1/admin/audit-log?limit=100', token: adminToken }))
      .json()
      .results.filter((r: { targetId: string }) => r.targetId === refused);
    expect(
      log.filter((r: { action: string }) => r.action === 'withdrawal.payout_failed'),
    ).toHaveLength(2);
    expect(log[0]).toMatchObject({
      actor: { id: admin.id },
      before: { status: 'approved' },
      after: { status: 'approved', error: 'the destination account refused the transfer' },
    });
    // The admin marks it failed: the money returns.
    expect((await patchAs(refused, 'failed')).statusCode).toBe(200);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 12_000,
    });

    // A provider that throws (network): 502, still approved; the retry pays once.
    const flaky = await withdrawAndApprove(token, 7000, 'ada@paypal.example');
    const spy = vi
      .spyOn(t.app.money.affiliates.withdrawals.provider, 'payout')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    try {
      const res = await patchAs(flaky, 'paid');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Payout failed: connect ECONNREFUSED');
      expect(await payoutsFor(flaky)).toEqual([]);
      const retry = await patchAs(flaky, 'paid');
      expect(retry.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(spy.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([flaky, flaky]);
    } finally {
      spy.mockRestore();
    }
    expect(await payoutsFor(flaky)).toHaveLength(1);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 5000,
      paid: 7000,
    });

    // A payout left unanswered (the server stopped mid-call) blocks `failed`; `paid` finishes it.
    const stuck = await withdrawAndApprove(token, 5000, 'ada@paypal.example');
    await t.database.db
      .update(withdrawals)
      .set({ payoutStartedAt: new Date() })
      .where(eq(withdrawals.id, stuck));
    expect((await patchAs(stuck, 'failed')).statusCode).toBe(409);
    expect((await patchAs(stuck, 'paid')).json()).toMatchObject({ status: 'paid' });
    expect(await payoutsFor(stuck)).toHaveLength(1);
    expect((await t.request({ url: '/v1/payments/balance', token })).json()).toMatchObject({
      available: 0,
      paid: 12_000,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('partial refunds claw back in proportion (half away from zero), once per refunded total', async () => {
    const a = await t.createUser();
    const b = await register(await codeOf(a));
    const card = await addCard(t, b.token, CARDS.ok);
    const sub = await postSubscription(t, b.token, { planId, cardId: card.json().id });
    const orderId = sub.json().order.id as string;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const aToken = await t.tokenOf(a);
    const balance = async () =>
      (await t.request({ url: '/v1/payments/balance', token: aToken })).json();
    const refund = async (amount: number) => {
      await t.app.money.provider.refund({
        chargeId: order?.chargeId ?? '',
        amount,
        idempotencyKey: `refund:${newId()}`,
      });
      await t.app.money.provider.flush?.();
    };
    expect(await balance()).toMatchObject({ pending: 2370 });
    // 5 of 7900 refunded: 2370 × 5 / 7900 = 1.5 → 2.
    await refund(5);
    expect(await balance()).toMatchObject({ pending: 2368 });
    const orderDto = async () =>
      (await t.request({ url: '/v1/payments', token: b.token })).json().results[0];
    expect(await orderDto()).toMatchObject({ id: orderId, status: 'succeeded', refundedAmount: 5 });
    // The next partial refund takes the next part: 1005 in all → 301.5 → 302, so 300 more.
    await refund(1000);
    expect(await balance()).toMatchObject({ pending: 2068 });
    // Repeated or older totals (another event id, same amounts) change nothing.
    for (const amountRefunded of [1005, 5]) {
      await t.app.money.webhooks.apply({
        id: `evt_${newId()}`,
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: {
          chargeId: order?.chargeId ?? '',
          metadata: { orderId },
          amount: 7900,
          amountRefunded,
        },
      });
    }
    expect(await balance()).toMatchObject({ pending: 2068 });
    const [c] = (await commissionsOf(aToken)).results;
    expect(c).toMatchObject({ amount: 2370, reversedAmount: 302, status: 'pending' });
    // Released: the net amount becomes available; the rest of the refund voids the rest.
    expect(await t.app.money.releaseHeldCommissions(new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await balance()).toMatchObject({ pending: 0, available: 2068 });
    await refund(7900 - 1005);
    expect(await orderDto()).toMatchObject({ status: 'refunded', refundedAmount: 7900 });
    expect(await balance()).toMatchObject({ pending: 0, available: 0 });
    expect((await commissionsOf(aToken)).results[0]).toMatchObject({
      status: 'reversed',
      reversedAmount: 2370,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a refund after the payout books a negative entry that later earnings settle first', async () => {
    const a = await t.createUser();
    const token = await t.tokenOf(a);
    const first = await grant(t, a.id, 9000, new Date(Date.now() - 60 * DAY));
    const id = await withdrawAndApprove(token, 6000, 'ada@paypal.example');
    expect((await patchAs(id, 'paid')).statusCode).toBe(200);
    expect((await commissionsOf(token)).results[0]).toMatchObject({ paidAmount: 6000 });
    // The whole order is refunded: 3000 not paid out is voided, 6000 paid out is clawed back.
    await t.app.money.refunds.markRefunded(first.order.id);
    const balance = async () => (await t.request({ url: '/v1/payments/balance', token })).json();
    expect(await balance()).toMatchObject({ available: -6000, paid: 6000 });
    const entries = await queryRows<{ kind: string; amount: number }>(
      t.database.db,
      sql`select kind, amount from ledger_entries where user_id = ${a.id}
          and kind in ('commission_voided', 'commission_clawback') order by id`,
    );
    expect(entries).toEqual([
      { kind: 'commission_voided', amount: -3000 },
      { kind: 'commission_clawback', amount: -6000 },
    ]);
    expect((await commissionsOf(token)).results[0]).toMatchObject({
      status: 'reversed',
      paidAmount: 0,
      reversedAmount: 9000,
    });
    // A debt blocks withdrawals…
    const w = await postWithdrawal(t, token, {
      amount: 5000,
      method: 'paypal',
      destination: 'ada@paypal.example',
    });
    expect(w.statusCode).toBe(400);
    // …and the next earnings settle it first: 6000 of the new 8000 count as paid out.
    await grant(t, a.id, 8000);
    expect(await balance()).toMatchObject({ available: 2000, paid: 6000 });
    expect((await commissionsOf(token)).results[0]).toMatchObject({
      amount: 8000,
      status: 'available',
      paidAmount: 6000,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  // Real concurrency needs real PostgreSQL (PGlite runs one query at a time).
  if (kind === 'postgres') {
    it('concurrent admin decisions and cancels: one wins, the money moves once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const u = await t.createUser();
        await grant(t, u.id, 9000);
        const token = await t.tokenOf(u);
        const w = await postWithdrawal(t, token, {
          amount: 6000,
          method: 'paypal',
          destination: 'me@example.com',
        });
        const id = w.json().withdrawal.id as string;
        const patch = (status: string) =>
          t.request({
            method: 'PATCH',
            url: `/v1/payments/withdrawals/${id}`,
            token: adminToken,
            payload: { status },
          });
        const first = await Promise.all([
          ...Array.from({ length: 5 }, () => patch('rejected')),
          ...Array.from({ length: 5 }, () => patch('approved')),
          ...Array.from({ length: 5 }, () =>
            t.request({ method: 'DELETE', url: `/v1/payments/withdrawals/${id}`, token }),
          ),
        ]);
        expect(first.filter((r) => r.statusCode < 300)).toHaveLength(1);
        const approved =
          first.findIndex((r) => r.statusCode < 300) >= 5 &&
          first.findIndex((r) => r.statusCode < 300) < 10;
        const paidOrFailed = await Promise.all(
          ['paid', 'failed', 'paid', 'failed', 'paid', 'failed'].map(patch),
        );
        expect(paidOrFailed.filter((r) => r.statusCode === 200)).toHaveLength(approved ? 1 : 0);
        expect(paidOrFailed.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      }
      expect(await checkLedger(t.database.db)).toEqual([]);
    });

    it('two release runners at once release each commission once', async () => {
      const a = await t.createUser();
      const start = new Date();
      for (let i = 0; i < 30; i += 1) await grant(t, a.id, 100 + i, start, false);
      const later = new Date(start.getTime() + 31 * DAY);
      const [x, y] = await Promise.all([
        t.app.money.releaseHeldCommissions(later),
        t.app.money.releaseHeldCommissions(later),
      ]);
      const [b] = await queryRows<{ pending: number; available: number }>(
        t.database.db,
        sql`select pending, available from affiliate_balances where user_id = ${a.id}`,
      );
      expect(b?.pending).toBe(0);
      expect((x ?? 0) + (y ?? 0)).toBe(30);
      expect(await checkLedger(t.database.db)).toEqual([]);
    });

    it('50 concurrent withdrawals of the full balance: exactly one succeeds, 20 rounds', async () => {
      for (let round = 0; round < 20; round += 1) {
        const u = await t.createUser();
        await grant(t, u.id, 9000);
        const token = await t.tokenOf(u);
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            postWithdrawal(t, token, {
              amount: 9000,
              method: 'bank_transfer',
              destination: 'DE89 3704 0044',
            }),
          ),
        );
        const codes = answers.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 201)).toHaveLength(1);
        expect(codes.every((c) => c === 201 || c === 400 || c === 409)).toBe(true);
        const [b] = await queryRows<{ available: number; held: number }>(
          t.database.db,
          sql`select available, held from affiliate_balances where user_id = ${u.id}`,
        );
        expect(b).toEqual({ available: 0, held: 9000 });
      }
      expect(await checkLedger(t.database.db)).toEqual([]);
    }, 120_000);
  }
});
