import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/sql';
import { orders, plans } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { createTestContext, serverDbKinds, type TestContext } from '../../../test/helpers';
import {
  addCard,
  cardNumbersInDatabase,
  CARDS,
  idem,
  insertProPlan,
  postConfirm,
  postOrder,
  tokenize,
} from '../../../test/money-helpers';

describe.each(serverDbKinds)('cards, orders and idempotency on %s', (kind) => {
  let t: TestContext;
  let planId: string;
  const sandboxCharges = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_charges`,
      )
    )[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestContext(kind);
    planId = await insertProPlan(t, 'pro-monthly');
  });
  afterAll(async () => {
    await t.app.money.provider.flush?.();
    // No card number anywhere in the database after every card flow of this file.
    expect(await cardNumbersInDatabase(t.database)).toEqual([]);
    await t.close();
  });

  describe('saved cards', () => {
    it('sets up a card form, saves the token and never stores the number', async () => {
      const { token } = await t.signIn();
      const setup = await t.request({ method: 'POST', url: '/v1/users/cards/setup', token });
      expect(setup.statusCode).toBe(200);
      expect(setup.json().cardFormUrl).toMatch(/\/sandbox\/card-form\?setup=seti_/);
      const res = await addCard(t, token);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
      expect(res.json().expYear).toBeGreaterThan(2000);
      const list = await t.request({ url: '/v1/users/cards', token });
      expect(list.json()).toHaveLength(1);
    });

    it('answers the existing card for the same fingerprint', async () => {
      const { token } = await t.signIn();
      const first = (await addCard(t, token)).json();
      const again = await addCard(t, token);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.id);
      expect((await t.request({ url: '/v1/users/cards', token })).json()).toHaveLength(1);
    });

    it('refuses declining cards at attach with a 402 card_error', async () => {
      const { token } = await t.signIn();
      for (const [number, code] of [
        [CARDS.declined, 'card_declined'],
        [CARDS.insufficientFunds, 'insufficient_funds'],
        [CARDS.expired, 'expired_card'],
        [CARDS.incorrectCvc, 'incorrect_cvc'],
      ] as const) {
        const res = await addCard(t, token, number);
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({ code: 402, type: 'card_error', declineCode: code });
      }
      // 0341 attaches (its charges fail later).
      expect((await addCard(t, token, CARDS.chargeFails)).statusCode).toBe(201);
    });

    it('switches the default card, moves it on delete, keeps one default', async () => {
      const { token } = await t.signIn();
      const a = (await addCard(t, token)).json();
      const b = (await addCard(t, token, '5555555555554444')).json();
      expect(b.isDefault).toBe(false);
      const patched = await t.request({
        method: 'PATCH',
        url: `/v1/users/cards/${b.id}`,
        token,
        payload: { isDefault: true },
      });
      expect(patched.json().isDefault).toBe(true);
      let list = (await t.request({ url: '/v1/users/cards', token })).json();
      expect(
        list.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { id: string }) => c.id),
      ).toEqual([b.id]);
      expect(
        (await t.request({ method: 'DELETE', url: `/v1/users/cards/${b.id}`, token })).statusCode,
      ).toBe(204);
      list = (await t.request({ url: '/v1/users/cards', token })).json();
      expect(list).toMatchObject([{ id: a.id, isDefault: true }]);
    });

    it('refuses raw card data in any body', async () => {
      const { token } = await t.signIn();
      const bodies = [
        { paymentMethodId: CARDS.ok },
        { paymentMethodId: 'pm_x', number: '4242' },
        { paymentMethodId: 'pm_x', cvc: '123' },
        { paymentMethodId: 'pm_x', card: { number: '4242 4242 4242 4242' } },
        { paymentMethodId: 'pm_x', note: 'my card 4000-0000-0000-0002' },
      ];
      for (const payload of bodies) {
        const res = await t.request({
          method: 'POST',
          url: '/v1/users/cards',
          token,
          headers: idem(),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Raw card data is not accepted');
      }
      // Also on routes that have nothing to do with cards.
      const other = await t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token,
        payload: { name: '4242424242424242' },
      });
      expect(other.json()).toMatchObject({ code: 400, message: 'Raw card data is not accepted' });
    });
  });

  describe('orders', () => {
    const createOrder = (token: string, key = crypto.randomUUID(), body: object = { planId }) =>
      postOrder(t, token, body, key);

    it('computes the amount on the server and refuses client amounts', async () => {
      const { token } = await t.signIn();
      const res = await createOrder(token);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        amount: 7900,
        currency: 'usd',
        status: 'requires_payment_method',
        purpose: 'subscription_create',
        planId,
      });
      const cheat = await createOrder(token, undefined, { planId, amount: 1 });
      expect(cheat.statusCode).toBe(400);
      const noKey = await t.request({
        method: 'POST',
        url: '/v1/payments/create-order',
        token,
        payload: { planId },
      });
      expect(noKey.statusCode).toBe(400);
    });

    it('pays with a saved card → succeeded and an active subscription (member)', async () => {
      const { user, token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      const order = (await createOrder(token)).json();
      const res = await postConfirm(t, token, order.id, { cardId: card.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'succeeded',
        card: { brand: 'visa', last4: '4242' },
        lastError: null,
      });
      expect(res.json().subscriptionId).toBeTruthy();
      const me = (await t.request({ url: '/v1/auth/me', token })).json();
      expect(me.subscription).toMatchObject({ status: 'active', plan: { id: planId } });
      expect(me.id).toBe(user.id);
      const history = (await t.request({ url: '/v1/payments?status=succeeded', token })).json();
      expect(history.totalResults).toBe(1);
      expect(history.results[0].id).toBe(order.id);
    });

    it('answers every test card’s outcome on confirm with a card-form token', async () => {
      const cases = [
        [CARDS.ok, 200, null],
        [CARDS.declined, 402, 'card_declined'],
        [CARDS.insufficientFunds, 402, 'insufficient_funds'],
        [CARDS.expired, 402, 'expired_card'],
        [CARDS.incorrectCvc, 402, 'incorrect_cvc'],
        [CARDS.chargeFails, 402, 'card_declined'],
      ] as const;
      for (const [number, status, declineCode] of cases) {
        const { token } = await t.signIn();
        const order = (await createOrder(token)).json();
        const paymentMethodId = await tokenize(t, token, number);
        const res = await postConfirm(t, token, order.id, { paymentMethodId });
        expect(res.statusCode, number).toBe(status);
        if (declineCode) {
          expect(res.json()).toEqual({
            code: 402,
            type: 'card_error',
            message: expect.any(String),
            declineCode,
          });
          const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
          expect(row?.status).toBe('failed');
          expect(row?.lastError?.declineCode).toBe(declineCode);
        }
      }
    });

    it('saves the card while paying when asked, and can retry a failed order', async () => {
      const { token } = await t.signIn();
      const order = (await createOrder(token)).json();
      const bad = await tokenize(t, token, CARDS.chargeFails);
      const first = await postConfirm(t, token, order.id, { paymentMethodId: bad, saveCard: true });
      expect(first.statusCode).toBe(402);
      const good = await tokenize(t, token, CARDS.ok);
      const second = await postConfirm(t, token, order.id, {
        paymentMethodId: good,
        saveCard: true,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().status).toBe('succeeded');
      const cardsList = (await t.request({ url: '/v1/users/cards', token })).json();
      expect(cardsList.map((c: { last4: string }) => c.last4).sort()).toEqual(['0341', '4242']);
    });

    it('replays the same key 5 times: one order, one charge', async () => {
      const { token } = await t.signIn();
      const card = (await addCard(t, token)).json();
      const key = crypto.randomUUID();
      const created = [];
      for (let i = 0; i < 5; i += 1) created.push(await createOrder(token, key));
      expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
      expect(created[0]?.headers['idempotent-replayed']).toBeUndefined();
      expect(created[4]?.headers['idempotent-replayed']).toBe('true');
      const orderId = created[0]?.json().id;
      const before = await sandboxCharges();
      const confirmKey = crypto.randomUUID();
      const confirms = [];
      for (let i = 0; i < 5; i += 1) {
        confirms.push(await postConfirm(t, token, orderId, { cardId: card.id }, confirmKey));
      }
      expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(confirms.slice(1).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(
        true,
      );
      expect(await sandboxCharges()).toBe(before + 1);
      const mine = (await t.request({ url: '/v1/payments', token })).json();
      expect(mine.totalResults).toBe(1);
    });

    it('replays a decline too, and answers 422 for the same key with another body', async () => {
      const { token } = await t.signIn();
      const key = crypto.randomUUID();
      expect((await createOrder(token, key)).statusCode).toBe(201);
      const other = newId();
      await t.database.db.insert(plans).values({
        id: other,
        name: 'Elite',
        slug: `elite-${other}`,
        amount: 14900,
        interval: 'month',
      });
      const res = await createOrder(token, key, { planId: other });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(422);
      const order = (await createOrder(token)).json();
      const pm = await tokenize(t, token, CARDS.declined);
      const k2 = crypto.randomUUID();
      const confirm = () => postConfirm(t, token, order.id, { paymentMethodId: pm }, k2);
      const a = await confirm();
      const b = await confirm();
      expect([a.statusCode, b.statusCode]).toEqual([402, 402]);
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect(b.json()).toEqual(a.json());
    });

    it('keeps keys per user: another user may use the same key', async () => {
      const a = await t.signIn();
      const b = await t.signIn();
      const key = crypto.randomUUID();
      const ra = await createOrder(a.token, key);
      const rb = await createOrder(b.token, key);
      expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
      expect(ra.json().id).not.toBe(rb.json().id);
    });

    // PGlite serialises connections: only a real PostgreSQL can run the two at once.
    if (kind === 'postgres')
      it('answers 409 to the same key while the first request is still running', async () => {
        const { token } = await t.signIn();
        const card = (await addCard(t, token)).json();
        const order = (await createOrder(token)).json();
        const before = await sandboxCharges();
        const key = crypto.randomUUID();
        const results = await Promise.all(
          Array.from({ length: 8 }, () =>
            postConfirm(t, token, order.id, { cardId: card.id }, key),
          ),
        );
        const codes = results.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
        expect(codes.filter((c) => c === 409).length).toBeGreaterThanOrEqual(1);
        expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
        expect(await sandboxCharges()).toBe(before + 1);
      });
  });

  describe('ownership', () => {
    it('B can never read or change A’s cards and orders (404)', async () => {
      const a = await t.signIn();
      const b = await t.signIn();
      const card = (await addCard(t, a.token)).json();
      const order = (await postOrder(t, a.token, { planId })).json();
      const asB = [
        {
          method: 'PATCH' as const,
          url: `/v1/users/cards/${card.id}`,
          payload: { isDefault: true },
        },
        { method: 'DELETE' as const, url: `/v1/users/cards/${card.id}` },
        {
          method: 'POST' as const,
          url: `/v1/payments/orders/${order.id}/confirm`,
          payload: { cardId: card.id },
          headers: idem(),
        },
      ];
      for (const r of asB) {
        const res = await t.request({ ...r, token: b.token });
        expect(res.statusCode, r.url).toBe(404);
      }
      // B's own card cannot pay A's order; A cannot pay with B's card.
      const bCard = (await addCard(t, b.token)).json();
      const cross = await postConfirm(t, a.token, order.id, { cardId: bCard.id });
      expect(cross.statusCode).toBe(404);
      // A token of B's card form cannot be used by A.
      const bPm = await tokenize(t, b.token, CARDS.ok);
      const stolen = await t.request({
        method: 'POST',
        url: '/v1/users/cards',
        token: a.token,
        headers: idem(),
        payload: { paymentMethodId: bPm },
      });
      expect(stolen.statusCode).toBe(404);
      expect((await t.request({ url: '/v1/users/cards', token: b.token })).json()).toHaveLength(1);
      expect((await t.request({ url: '/v1/payments', token: b.token })).json().totalResults).toBe(
        0,
      );
    });
  });
});
