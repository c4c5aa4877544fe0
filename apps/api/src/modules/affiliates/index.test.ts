import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commissions, orders, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { serverDbKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { checkLedger } from '../../test/ledger-helpers';
import { createAffiliates, RECONCILER } from '.';

const DAY = 86_400_000;

/** A payout provider whose answers the test decides, recording every call. */
function scriptedProvider() {
  const calls: string[] = [];
  let answer: 'paid' | 'throw' = 'throw';
  return {
    calls,
    answerWith(next: 'paid' | 'throw') {
      answer = next;
    },
    async payout(input: { idempotencyKey: string }) {
      calls.push(input.idempotencyKey);
      if (answer === 'throw') throw new Error('provider timed out');
      return { payoutId: `po_${input.idempotencyKey}`, status: 'paid' as const };
    },
  };
}

describe.each(serverDbKinds)('the affiliates module built on its own on %s', (kind) => {
  let database: Database;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });

  afterEach(async () => {
    await database.close();
  });

  async function user(name: string, referredBy: string | null = null) {
    const [row] = await database.db
      .insert(users)
      .values({
        id: newId(),
        name,
        email: `${name.toLowerCase()}@example.com`,
        passwordHash: 'x',
        referralCode: name.toUpperCase(),
        referredBy,
      })
      .returning();
    if (!row) throw new Error('user missing');
    return row;
  }

  it('uses the provider, log and clock it was built with, through its port and services', async () => {
    const config = testConfig();
    const provider = scriptedProvider();
    const lines: { level: string; message: string; details: object }[] = [];
    const log = {
      info: (details: object, message: string) => lines.push({ level: 'info', message, details }),
      warn: (details: object, message: string) => lines.push({ level: 'warn', message, details }),
    };
    const start = new Date('2026-01-10T12:00:00Z');
    const affiliates = createAffiliates({
      db: database.db,
      config,
      provider,
      log,
      clock: () => start,
    });
    expect(affiliates.log).toBe(log);
    expect(affiliates.jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['affiliates.release-commissions', config.payments.renewalIntervalMs],
      ['affiliates.reconcile-payouts', config.payments.renewalIntervalMs],
    ]);

    // Attribution by the cookie the module signed at its own clock (first touch).
    const owner = await user('Ada');
    const cookie = await affiliates.referrals.click('ada');
    expect(cookie).toMatch(/^ADA\./);
    expect(
      await affiliates.referrerFor('bob@example.com', undefined, `finfree_ref=${cookie}`),
    ).toBe(owner.id);
    expect(await affiliates.referrerFor('ada+x@example.com', 'ADA')).toBeNull();

    // A referred member pays: the port books the commission, releases it after the hold.
    const member = await user('Bob', owner.id);
    const [order] = await database.db
      .insert(orders)
      .values({
        id: newId(),
        userId: member.id,
        purpose: 'subscription_create',
        amount: 100_000,
        currency: 'usd',
        status: 'succeeded',
        paidAt: start,
      })
      .returning();
    if (!order) throw new Error('order missing');
    await database.db.transaction((tx) => affiliates.onOrderPaid(tx, order, start));
    const earned = Math.floor((100_000 * config.affiliates.rateBps) / 10_000);
    expect(await affiliates.withdrawals.balance(owner.id)).toMatchObject({ pending: earned });
    const released = new Date(start.getTime() + (config.affiliates.holdDays + 1) * DAY);
    expect(await affiliates.releaseHeldCommissions(released)).toBe(1);
    expect(await affiliates.withdrawals.balance(owner.id)).toMatchObject({
      pending: 0,
      available: earned,
    });

    // A payout the provider does not answer stays started; the reconciler finishes it and
    // writes to the log the module was built with.
    const { withdrawal } = await affiliates.withdrawals.withdraw(owner.id, {
      amount: earned,
      method: 'paypal',
      destination: 'ada@paypal.example',
    });
    await affiliates.withdrawals.adminUpdate(owner.id, withdrawal.id, { status: 'approved' });
    await expect(
      affiliates.withdrawals.adminUpdate(owner.id, withdrawal.id, { status: 'paid' }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(await affiliates.reconcilePayouts(new Date(Date.now() + 60_000), 1000)).toEqual({
      paid: 0,
      refused: 0,
      unknown: 1,
    });
    expect(lines.at(-1)).toMatchObject({ level: 'warn' });
    provider.answerWith('paid');
    expect(await affiliates.reconcilePayouts(new Date(Date.now() + 120_000), 1000)).toEqual({
      paid: 1,
      refused: 0,
      unknown: 0,
    });
    expect(lines.at(-1)).toMatchObject({
      level: 'info',
      message: 'reconciled a payout left started: paid',
      details: { withdrawalId: withdrawal.id, payoutId: `po_${withdrawal.id}` },
    });
    expect(provider.calls).toEqual([withdrawal.id, withdrawal.id, withdrawal.id]);
    const audit = await affiliates.reports.auditLog({ limit: 10, page: 1, action: 'withdrawal' });
    expect(audit.results[0]).toMatchObject({
      action: 'withdrawal.paid',
      actor: { id: RECONCILER },
    });

    // A refund after the payout claws the commission back through the port.
    await database.db.transaction((tx) =>
      affiliates.onOrderRefunded(tx, order.id, order.amount, released),
    );
    const [c] = await database.db
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, order.id));
    expect(c).toMatchObject({ status: 'reversed', reversedAmount: earned, paidAmount: 0 });
    expect(await affiliates.withdrawals.balance(owner.id)).toMatchObject({
      available: -earned,
      paid: earned,
    });
    expect(await checkLedger(database.db)).toEqual([]);
  });
});
