import { Writable } from 'node:stream';
import { vi } from 'vitest';
import { buildApp } from '../app';
import { findCardNumbers } from '../lib/luhn';
import { createMemoryMailer } from '../lib/mailer';
import { serverDbKinds, openTestDatabase, testConfig } from './helpers';
import { CARDS, cardNumbersInDatabase, EXP_YEAR, idem } from './money-helpers';
import { ensureUser } from '../seed';
import { plans } from '../db/schema';
import { newId } from '../lib/ids';
import type { SandboxProvider } from '../providers/sandbox/sandbox.provider';

describe.each(serverDbKinds)('no card number stored or logged on %s', (kind) => {
  it('keeps every test card out of the database dump and the logs (trace level)', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase(kind);
    const config = testConfig({ LOG_LEVEL: 'trace', SANDBOX_DUPLICATE_EVENTS: 'true' });
    const app = await buildApp({
      config,
      database,
      mailer: createMemoryMailer(),
      logger: true,
      logStream,
    });
    try {
      const planId = newId();
      await database.db
        .insert(plans)
        .values({ id: planId, name: 'Pro', slug: 'pro', amount: 7900, interval: 'month' });
      const { id } = await ensureUser(database.db, {
        email: 'scan@example.com',
        password: 'a decent password',
        name: 'Scan',
        role: 'user',
      });
      const token = (await app.ctx.tokens.issue(id)).access.token;
      const auth = { authorization: `Bearer ${token}` };
      let tokenised = 0;
      for (const number of [...Object.values(CARDS), '5555 5555 5555 4444', '378282246310005']) {
        const { setupId } = (
          await app.inject({ method: 'POST', url: '/v1/users/cards/setup', headers: auth })
        ).json();
        // Wrong CVC first (refused by the form's rules), then the real attempt.
        await app.inject({
          method: 'POST',
          url: '/sandbox/payment-methods',
          payload: { setupId, number, expMonth: 12, expYear: EXP_YEAR, cvc: '12' },
        });
        const pm = await app.inject({
          method: 'POST',
          url: '/sandbox/payment-methods',
          payload: {
            setupId,
            number,
            expMonth: 12,
            expYear: EXP_YEAR,
            cvc: number.startsWith('37') ? '1234' : '123',
          },
        });
        // Cards whose bank asks for a check when saved (3184, 3155): approved, as the payer would.
        if (pm.statusCode === 202) {
          const approved = await app.inject({
            method: 'POST',
            url: '/sandbox/payment-methods/authenticate',
            payload: { setupId, paymentMethodId: pm.json().paymentMethodId, outcome: 'approve' },
          });
          expect(approved.statusCode).toBe(201);
        } else expect(pm.statusCode).toBe(201);
        tokenised += 1;
        const card = await app.inject({
          method: 'POST',
          url: '/v1/users/cards',
          headers: { ...auth, ...idem() },
          payload: { paymentMethodId: pm.json().paymentMethodId },
        });
        const order = (
          await app.inject({
            method: 'POST',
            url: '/v1/payments/create-order',
            headers: { ...auth, ...idem() },
            payload: { planId },
          })
        ).json();
        if (card.statusCode < 300) {
          await app.inject({
            method: 'POST',
            url: `/v1/payments/orders/${order.id}/confirm`,
            headers: { ...auth, ...idem() },
            payload: { cardId: card.json().id },
          });
        }
        // Raw card data sent to the API by mistake: refused, and not logged either.
        const raw = await app.inject({
          method: 'POST',
          url: '/v1/users/cards',
          headers: { ...auth, ...idem() },
          payload: { paymentMethodId: number },
        });
        expect(raw.statusCode).toBe(400);
        await app.inject({
          method: 'POST',
          url: `/v1/payments/orders/x/confirm?number=${number.replace(/ /g, '')}`,
          headers: { ...auth, ...idem() },
          payload: { cardId: 'x' },
        });
      }
      // A charge whose answer is lost, settled by the reconciler: its log lines are scanned too.
      const other = await ensureUser(database.db, {
        email: 'scan-2@example.com',
        password: 'a decent password',
        name: 'Scan Two',
        role: 'user',
      });
      const auth2 = {
        authorization: `Bearer ${(await app.ctx.tokens.issue(other.id)).access.token}`,
      };
      const { setupId } = (
        await app.inject({ method: 'POST', url: '/v1/users/cards/setup', headers: auth2 })
      ).json();
      const pm = await app.inject({
        method: 'POST',
        url: '/sandbox/payment-methods',
        payload: { setupId, number: CARDS.ok, expMonth: 12, expYear: EXP_YEAR, cvc: '123' },
      });
      const saved = await app.inject({
        method: 'POST',
        url: '/v1/users/cards',
        headers: { ...auth2, ...idem() },
        payload: { paymentMethodId: pm.json().paymentMethodId },
      });
      const provider = app.money.provider;
      const charge = provider.charge.bind(provider);
      // The charge's webhook is lost as well as its answer, so the renewal pass's reconciliation
      // settles the order (and writes its log lines). Without this, a retried webhook settles it
      // first whenever the steps below take over a second (a loaded machine).
      const webhookLost = vi.spyOn(provider as SandboxProvider, 'deliver').mockResolvedValue(200);
      const lost = vi.spyOn(provider, 'charge').mockImplementationOnce(async (input) => {
        await charge(input);
        throw new Error('socket hang up');
      });
      const subscribed = await app.inject({
        method: 'POST',
        url: '/v1/subscriptions',
        headers: { ...auth2, ...idem() },
        payload: { planId, cardId: saved.json().id },
      });
      expect(subscribed.statusCode).toBe(500);
      lost.mockRestore();
      const pass = await app.money.runRenewals({ now: new Date(Date.now() + 11 * 60_000) });
      webhookLost.mockRestore();
      expect(pass.reconciledOrders.succeeded).toBe(1);
      expect(lines.some((l) => l.includes('reconciled a payment left processing'))).toBe(true);
      await app.money.provider.flush?.();
      expect(tokenised).toBe(Object.values(CARDS).length + 2);
      expect(await cardNumbersInDatabase(database)).toEqual([]);
      // pino's own epoch-millisecond `time` is a number it writes, not request data.
      const log = lines
        .map((line) => {
          const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .join('\n');
      expect(lines.length).toBeGreaterThan(50);
      console.info(`scanned ${lines.length} log lines and the database dump: 0 card numbers`);
      expect(findCardNumbers(log)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
