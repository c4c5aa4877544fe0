import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { affiliateBalances, commissions, orders, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { serverDbKinds, type TestContext, useTestContext } from '../../test/helpers';
import { checkLedger } from '../../test/ledger-helpers';
import { addInterval } from '../../lib/billing-period';

const DAY = 86_400_000;

interface Model {
  clock: number;
  firstPaidAt: number | null;
  pending: number;
  available: number;
  held: number;
  paid: number;
  orders: {
    id: string;
    amount: number;
    refunded: number;
    commission: number;
    /** Clawed back so far. */
    reversed: number;
    /** Covered by paid withdrawals. */
    paid: number;
    status: 'pending' | 'available' | 'paid' | 'reversed' | 'none';
    availableAt: number;
  }[];
  withdrawal: { amount: number; status: 'pending' | 'approved' } | null;
  clawedBack: boolean;
}

interface Real {
  t: TestContext;
  affiliateId: string;
  memberId: string;
  withdrawalId: string | null;
}

type Cmd = fc.AsyncCommand<Model, Real>;

/** Runs an action and answers the HTTP status it would give (200 or the error's). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

/** Compares the real balance with the model and checks the ledger invariants. */
async function verify(m: Model, r: Real) {
  const [b] = await r.t.database.db
    .select()
    .from(affiliateBalances)
    .where(eq(affiliateBalances.userId, r.affiliateId));
  expect({
    pending: b?.pending ?? 0,
    available: b?.available ?? 0,
    held: b?.held ?? 0,
    paid: b?.paid ?? 0,
  }).toEqual({ pending: m.pending, available: m.available, held: m.held, paid: m.paid });
  // Only a clawback (refund of an already released commission) may take available below 0:
  // that is a debt (paid-out or withdrawn money no commission covers) later earnings settle.
  if (!m.clawedBack) expect(b?.available ?? 0).toBeGreaterThanOrEqual(0);
  const rows = await r.t.database.db
    .select()
    .from(commissions)
    .where(eq(commissions.affiliateId, r.affiliateId));
  const real = new Map(rows.map((c) => [c.orderId, c]));
  for (const o of m.orders) {
    const c = real.get(o.id);
    if (o.status === 'none') expect(c).toBeUndefined();
    else {
      expect({ status: c?.status, reversed: c?.reversedAmount, paid: c?.paidAmount }).toEqual({
        status: o.status,
        reversed: o.reversed,
        paid: o.paid,
      });
    }
  }
  expect(await checkLedger(r.t.database.db)).toEqual([]);
}

/** What the model's released commissions still owe (neither reversed nor paid). */
const open = (o: Model['orders'][number]) =>
  o.status === 'available' ? o.commission - o.reversed - o.paid : 0;

/** Status of a released commission from its amounts. */
const released = (o: Model['orders'][number]) =>
  o.reversed >= o.commission
    ? 'reversed'
    : o.paid >= o.commission - o.reversed
      ? 'paid'
      : 'available';

/** Allocates paid-out money no commission covers to open commissions, oldest first; answers how much. */
function settle(m: Model): number {
  const before = m.orders.reduce((s, o) => s + o.paid, 0);
  let unallocated = m.paid - m.orders.reduce((s, o) => s + o.paid, 0);
  for (const o of m.orders) {
    if (unallocated <= 0) break;
    const part = Math.min(unallocated, open(o));
    if (part <= 0) continue;
    o.paid += part;
    o.status = released(o);
    unallocated -= part;
  }
  return m.orders.reduce((s, o) => s + o.paid, 0) - before;
}

/** Counts of the interesting paths the runs reached. */
const reached = { partialRefund: 0, clawbackAfterPayout: 0, allocated: 0, settledDebt: 0 };

class Earn implements Cmd {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    // One minute apart: "oldest commission first" is then the order of earning.
    m.clock += 60_000;
    const at = new Date(m.clock);
    const [order] = await r.t.database.db
      .insert(orders)
      .values({
        id: newId(),
        userId: r.memberId,
        purpose: 'renewal',
        amount: this.amount,
        currency: 'usd',
        status: 'succeeded',
        paidAt: at,
      })
      .returning();
    await r.t.database.db.transaction((tx) => r.t.app.money.affiliates.onOrderPaid(tx, order!, at));
    const eligible =
      m.firstPaidAt === null ||
      m.clock < addInterval(new Date(m.firstPaidAt), 'month', 12).getTime();
    m.firstPaidAt ??= m.clock;
    const commission = eligible ? Math.floor((this.amount * 3000) / 10_000) : 0;
    m.orders.push({
      id: order!.id,
      amount: this.amount,
      refunded: 0,
      commission,
      reversed: 0,
      paid: 0,
      status: commission > 0 ? 'pending' : 'none',
      availableAt: m.clock + 30 * DAY,
    });
    m.pending += commission;
    await verify(m, r);
  }
  toString = () => `earn(${this.amount})`;
}

class Expire implements Cmd {
  constructor(readonly days: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.clock += this.days * DAY;
    await r.t.app.money.releaseHeldCommissions(new Date(m.clock));
    for (const o of m.orders) {
      if (o.status === 'pending' && o.availableAt <= m.clock) {
        o.status = 'available';
        m.pending -= o.commission - o.reversed;
        m.available += o.commission - o.reversed;
      }
    }
    // Earnings settle a debt (paid-out money no commission covers any more) first.
    if (settle(m) > 0) reached.settledDebt += 1;
    await verify(m, r);
  }
  toString = () => `advance(${this.days}d)`;
}

class Withdraw implements Cmd {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    let id: string | null = null;
    const status = await statusOf(async () => {
      const res = await r.t.app.money.affiliates.withdrawals.withdraw(r.affiliateId, {
        amount: this.amount,
        method: 'bank_transfer',
        destination: 'IBAN DE00',
      });
      id = res.withdrawal.id;
    });
    const expected =
      this.amount < 5000
        ? 400
        : m.withdrawal?.status === 'pending'
          ? 409
          : this.amount > m.available
            ? 400
            : 200;
    expect(status).toBe(expected);
    if (status === 200) {
      r.withdrawalId = id;
      m.withdrawal = { amount: this.amount, status: 'pending' };
      m.available -= this.amount;
      m.held += this.amount;
    }
    await verify(m, r);
  }
  toString = () => `withdraw(${this.amount})`;
}

class Admin implements Cmd {
  constructor(readonly to: 'approved' | 'rejected' | 'paid' | 'failed') {}
  check = (m: Readonly<Model>) => m.withdrawal !== null;
  async run(m: Model, r: Real) {
    const w = m.withdrawal!;
    const legal =
      (w.status === 'pending' && (this.to === 'approved' || this.to === 'rejected')) ||
      (w.status === 'approved' && (this.to === 'paid' || this.to === 'failed'));
    const status = await statusOf(() =>
      r.t.app.money.affiliates.withdrawals.adminUpdate(r.affiliateId, r.withdrawalId!, {
        status: this.to,
      }),
    );
    expect(status).toBe(legal ? 200 : 409);
    if (legal) {
      if (this.to === 'approved') w.status = 'approved';
      else {
        m.held -= w.amount;
        if (this.to === 'paid') {
          m.paid += w.amount;
          settle(m);
          reached.allocated += 1;
        } else m.available += w.amount;
        m.withdrawal = null;
      }
    }
    await verify(m, r);
  }
  toString = () => `admin(${this.to})`;
}

/** `part` of the order refunded on top of earlier refunds, or all of it. */
class Refund implements Cmd {
  constructor(
    readonly pick: number,
    readonly part: number | 'all',
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length]!;
    const total = this.part === 'all' ? o.amount : Math.min(o.amount, o.refunded + this.part);
    await r.t.app.money.refunds.markRefunded(o.id, total);
    if (total > o.refunded && o.refunded < o.amount) {
      o.refunded = total;
      if (total < o.amount) reached.partialRefund += 1;
      if (o.status !== 'none' && o.status !== 'reversed') {
        // round(commission × refunded / amount), half away from zero, never above it.
        const target =
          total >= o.amount
            ? o.commission
            : Math.min(o.commission, Math.round((o.commission * total) / o.amount));
        const take = Math.max(0, target - o.reversed);
        if (o.status === 'pending') {
          m.pending -= take;
          o.reversed += take;
          if (o.reversed >= o.commission) o.status = 'reversed';
        } else if (take > 0) {
          const voided = Math.min(take, o.commission - o.reversed - o.paid);
          const clawed = take - voided;
          if (clawed > 0) reached.clawbackAfterPayout += 1;
          o.paid -= clawed;
          o.reversed += take;
          o.status = released(o);
          m.available -= take;
          m.clawedBack = true;
          if (settle(m) > 0) reached.settledDebt += 1;
        }
      }
    }
    await verify(m, r);
  }
  toString = () => `refund(#${this.pick}:${this.part})`;
}

const admin = fc
  .constantFrom('approved', 'rejected', 'paid', 'failed' as const)
  .map((s) => new Admin(s));
const commands = [
  fc.integer({ min: 100, max: 60_000 }).map((a) => new Earn(a)),
  fc.integer({ min: 10_000, max: 60_000 }).map((a) => new Earn(a)),
  fc.constantFrom(10, 31, 45).map((d) => new Expire(d)),
  fc.oneof(fc.integer({ min: 1000, max: 30_000 }), fc.constant(5000)).map((a) => new Withdraw(a)),
  admin,
  admin,
  fc
    .tuple(fc.nat(20), fc.oneof(fc.constant('all' as const), fc.integer({ min: 1, max: 30_000 })))
    .map(([i, part]) => new Refund(i, part)),
];

describe.each(serverDbKinds)('affiliate ledger model on %s', (kind) => {
  const t = useTestContext(kind);

  it('keeps the ledger balanced and the balance equal to the model after every step', async () => {
    const steps: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'large' }), async (cmds) => {
        const affiliate = await t.createUser();
        const member = await t.createUser();
        await t.database.db
          .update(users)
          .set({ referredBy: affiliate.id })
          .where(eq(users.id, member.id));
        const model: Model = {
          clock: Date.parse('2030-01-01T00:00:00Z'),
          firstPaidAt: null,
          pending: 0,
          available: 0,
          held: 0,
          paid: 0,
          orders: [],
          withdrawal: null,
          clawedBack: false,
        };
        const real: Real = {
          t,
          affiliateId: affiliate.id,
          memberId: member.id,
          withdrawalId: null,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        steps.push(...String(cmds).split(' /*')[0]!.split(',').filter(Boolean));
      }),
      { numRuns: 60, seed: 20261121 },
    );
    // The runs reached every kind of step, including the money-moving admin decisions.
    const kinds = new Set(steps.map((s) => s.replace(/\(.*$/, '')));
    expect([...kinds].sort()).toEqual(['admin', 'advance', 'earn', 'refund', 'withdraw']);
    for (const s of ['admin(approved)', 'admin(rejected)', 'admin(paid)', 'admin(failed)']) {
      expect(steps).toContain(s);
    }
    // …partial refunds, clawbacks of paid-out money, payout allocation and debt settlement.
    expect(reached.partialRefund).toBeGreaterThan(0);
    expect(reached.clawbackAfterPayout).toBeGreaterThan(0);
    expect(reached.allocated).toBeGreaterThan(0);
    expect(reached.settledDebt).toBeGreaterThan(0);
  }, 120_000);
});
