import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_FAILED,
  CardDeclinedError,
  type PaymentMethodInfo,
  type PaymentProvider,
  type ProviderEvent,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from './provider';

/** A webhook delivery as the provider sent it: the raw body and its signature header. */
export interface SignedDelivery {
  rawBody: string;
  signature: string;
}

/** What a provider's contract run needs beside the provider: the payer's and the bank's parts. */
export interface ContractDriver {
  provider: PaymentProvider;
  /** The payer saves `number` on the provider's card form and the API attaches it. */
  saveCard(customerId: string, number: string): Promise<PaymentMethodInfo>;
  /** The payer passes the bank's challenge of a charge that answered `requires_action`. */
  approveChallenge(chargeId: string): Promise<void>;
  /** The payer fails (or refuses) the bank's challenge. */
  failChallenge(chargeId: string): Promise<void>;
  /** Every webhook delivery sent so far (after waiting for those in flight). */
  deliveries(): Promise<SignedDelivery[]>;
  /** The bank decides a dispute. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<void>;
  /** Checks made after each test (the Stripe stand-in's OpenAPI differences). */
  afterEach?(): void;
  close?(): Promise<void>;
}

const RETURN_URL = 'http://localhost:5173/billing/return';

/**
 * The behaviour every payment provider adapter owes the API, run against a driver: saving
 * cards, charging (declines, bank challenges on- and off-session), refunds, disputes, signed
 * webhooks (replay, tampering) and idempotent retries, with the same test card numbers.
 */
export function describeProviderContract(
  name: string,
  makeDriver: () => Promise<ContractDriver>,
  options: { skip?: boolean } = {},
) {
  (options.skip ? describe.skip : describe)(`payment provider contract: ${name}`, () => {
    let driver: ContractDriver;
    let provider: PaymentProvider;

    beforeAll(async () => {
      driver = await makeDriver();
      provider = driver.provider;
    });
    afterEach(() => driver.afterEach?.());
    afterAll(async () => {
      await driver?.close?.();
    });

    const customer = async () =>
      (await provider.createCustomer({ reference: randomUUID() })).customerId;

    /** Verified events (through the provider's own signature check) of one charge. */
    const eventsOf = async (chargeId: string) => {
      const out: ProviderEvent[] = [];
      for (const d of await driver.deliveries()) {
        const event = provider.verifyWebhook(d.rawBody, d.signature);
        if (event.data.chargeId === chargeId) out.push(event);
      }
      return out;
    };

    const charge = (
      customerId: string,
      paymentMethodId: string,
      offSession: boolean,
      key = randomUUID(),
      amount = 2500,
    ) =>
      provider.charge({
        customerId,
        paymentMethodId,
        amount,
        currency: 'usd',
        idempotencyKey: key,
        metadata: { orderId: key },
        offSession,
        ...(offSession ? {} : { returnUrl: RETURN_URL }),
      });

    it('saves a card: brand, last 4, expiry and a stable fingerprint; another customer’s is unknown', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4242424242424242');
      expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(card.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
      const again = await driver.saveCard(c, '4242 4242 4242 4242');
      expect(again.fingerprint).toBe(card.fingerprint);
      expect(again.paymentMethodId).not.toBe(card.paymentMethodId);
      expect(
        await provider.retrievePaymentMethod({
          customerId: c,
          paymentMethodId: card.paymentMethodId,
        }),
      ).toMatchObject({ paymentMethodId: card.paymentMethodId, last4: '4242' });
      const other = await customer();
      await expect(
        provider.attachPaymentMethod({ customerId: other, paymentMethodId: card.paymentMethodId }),
      ).rejects.toBeInstanceOf(UnknownPaymentMethodError);
    });

    it('charges a saved card on- and off-session: succeeded, with a charge.succeeded event', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4242424242424242');
      for (const offSession of [false, true]) {
        const result = await charge(c, card.paymentMethodId, offSession);
        expect(result.status).toBe('succeeded');
        const events = await eventsOf(result.chargeId ?? '');
        expect(events.map((e) => e.type)).toEqual(['charge.succeeded']);
        expect(events[0]?.data).toMatchObject({ amount: 2500, currency: 'usd' });
        expect(events[0]?.data.metadata?.orderId).toBeTruthy();
        expect(await provider.retrieveCharge({ chargeId: result.chargeId ?? '' })).toEqual(result);
      }
    });

    it('refuses to save declining cards with their decline codes (0002, 9995)', async () => {
      const c = await customer();
      for (const [number, code] of [
        ['4000000000000002', 'card_declined'],
        ['4000000000009995', 'insufficient_funds'],
      ] as const) {
        const saved = driver.saveCard(c, number);
        await expect(saved).rejects.toBeInstanceOf(CardDeclinedError);
        await expect(saved).rejects.toMatchObject({ declineCode: code });
      }
    });

    it('declines a charge of a card that saved (0341): failed card_declined and charge.failed', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000000000000341');
      const result = await charge(c, card.paymentMethodId, true);
      expect(result).toMatchObject({ status: 'failed', declineCode: 'card_declined' });
      expect(result.chargeId).toBeTruthy();
      const events = await eventsOf(result.chargeId ?? '');
      expect(events.map((e) => [e.type, e.data.declineCode])).toEqual([
        ['charge.failed', 'card_declined'],
      ]);
    });

    it('bank challenge on-session (3184): requires_action with a page, approved → succeeded', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000002760003184');
      const result = await charge(c, card.paymentMethodId, false);
      expect(result.status).toBe('requires_action');
      if (result.status !== 'requires_action') return;
      expect(result.actionUrl).toMatch(/^https?:\/\//);
      expect(await eventsOf(result.chargeId)).toEqual([]);
      await driver.approveChallenge(result.chargeId);
      expect(await provider.retrieveCharge({ chargeId: result.chargeId })).toEqual({
        status: 'succeeded',
        chargeId: result.chargeId,
      });
      expect((await eventsOf(result.chargeId)).map((e) => e.type)).toEqual(['charge.succeeded']);
    });

    it('bank challenge failed (3184): failed authentication_failed and charge.failed', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000002760003184');
      const result = await charge(c, card.paymentMethodId, false);
      if (result.status !== 'requires_action') throw new Error(`got ${result.status}`);
      await driver.failChallenge(result.chargeId);
      expect(await provider.retrieveCharge({ chargeId: result.chargeId })).toMatchObject({
        status: 'failed',
        chargeId: result.chargeId,
        declineCode: AUTHENTICATION_FAILED,
      });
      const events = await eventsOf(result.chargeId);
      expect(events.map((e) => [e.type, e.data.declineCode])).toEqual([
        ['charge.failed', AUTHENTICATION_FAILED],
      ]);
    });

    it('off-session charge needing the bank (3184): requires_action without a page; authenticate gives one', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000002760003184');
      const result = await charge(c, card.paymentMethodId, true);
      expect(result).toMatchObject({ status: 'requires_action', actionUrl: null });
      const chargeId = result.chargeId ?? '';
      // Waiting for the payer is no failure.
      expect((await eventsOf(chargeId)).filter((e) => e.type === 'charge.failed')).toEqual([]);
      expect(await provider.retrieveCharge({ chargeId })).toMatchObject({
        status: 'requires_action',
      });
      const started = await provider.authenticate({
        chargeId,
        customerId: c,
        returnUrl: RETURN_URL,
      });
      expect(started.status).toBe('requires_action');
      if (started.status !== 'requires_action') return;
      expect(started.chargeId).toBe(chargeId);
      expect(started.actionUrl).toMatch(/^https?:\/\//);
      await driver.approveChallenge(chargeId);
      expect(await provider.retrieveCharge({ chargeId })).toEqual({
        status: 'succeeded',
        chargeId,
      });
    });

    it('a card authenticated when saved (3155) is charged off-session without a challenge', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000002500003155');
      expect(await charge(c, card.paymentMethodId, true)).toMatchObject({ status: 'succeeded' });
    });

    it('refunds part then the rest: charge.refunded events with the cumulative amount; a retried key answers the same refund', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4242424242424242');
      const paid = await charge(c, card.paymentMethodId, true);
      const chargeId = paid.chargeId ?? '';
      const key = randomUUID();
      const first = await provider.refund({
        chargeId,
        amount: 1000,
        idempotencyKey: key,
        reason: 'goodwill',
      });
      expect(first.status).toBe('succeeded');
      expect(
        await provider.refund({ chargeId, amount: 1000, idempotencyKey: key, reason: 'goodwill' }),
      ).toEqual(first);
      const rest = await provider.refund({ chargeId, idempotencyKey: randomUUID() });
      expect(rest.status).toBe('succeeded');
      expect(rest.refundId).not.toBe(first.refundId);
      const refunded = (await eventsOf(chargeId)).filter((e) => e.type === 'charge.refunded');
      expect(refunded.map((e) => e.data.amountRefunded)).toEqual([1000, 2500]);
      expect(refunded[0]?.data).toMatchObject({ amount: 2500, currency: 'usd' });
      await expect(
        provider.refund({ chargeId, amount: 1, idempotencyKey: randomUUID() }),
      ).rejects.toThrow();
    });

    it('a disputed card (0259): charge.dispute.created with the dispute, then closed won', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4000000000000259');
      const paid = await charge(c, card.paymentMethodId, true);
      expect(paid.status).toBe('succeeded');
      const chargeId = paid.chargeId ?? '';
      const created = (await eventsOf(chargeId)).find((e) => e.type === 'charge.dispute.created');
      const dispute = created?.data.dispute;
      expect(dispute).toMatchObject({ amount: 2500, currency: 'usd' });
      expect(dispute?.id).toBeTruthy();
      expect(dispute?.reason).toBeTruthy();
      expect(dispute?.status).toMatch(/needs_response|under_review/);
      expect(typeof dispute?.evidenceDueBy === 'number' || dispute?.evidenceDueBy === null).toBe(
        true,
      );
      await driver.closeDispute(dispute?.id ?? '', 'won');
      const closed = (await eventsOf(chargeId)).find((e) => e.type === 'charge.dispute.closed');
      expect(closed?.data.dispute).toMatchObject({ id: dispute?.id, status: 'won' });
    });

    it('webhooks: the same signed body verifies twice to the same event; a tampered body is refused', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4242424242424242');
      const paid = await charge(c, card.paymentMethodId, true);
      const all = await driver.deliveries();
      const delivery = all.find(
        (d) => provider.verifyWebhook(d.rawBody, d.signature).data.chargeId === paid.chargeId,
      );
      if (!delivery) throw new Error('no delivery');
      const once = provider.verifyWebhook(delivery.rawBody, delivery.signature);
      const twice = provider.verifyWebhook(delivery.rawBody, delivery.signature);
      expect(twice.id).toBe(once.id);
      expect(twice).toEqual(once);
      const tampered = delivery.rawBody.replace('2500', '9900');
      expect(tampered).not.toBe(delivery.rawBody);
      expect(() => provider.verifyWebhook(tampered, delivery.signature)).toThrow(
        WebhookSignatureError,
      );
      expect(() => provider.verifyWebhook(delivery.rawBody, undefined)).toThrow(
        WebhookSignatureError,
      );
    });

    it('an idempotent retry answers the first charge: same chargeId, one charge', async () => {
      const c = await customer();
      const card = await driver.saveCard(c, '4242424242424242');
      const key = randomUUID();
      const first = await charge(c, card.paymentMethodId, true, key);
      const again = await charge(c, card.paymentMethodId, true, key);
      expect(again).toEqual(first);
      const events = await eventsOf(first.chargeId ?? '');
      expect(events.filter((e) => e.type === 'charge.succeeded')).toHaveLength(1);
    });
  });
}
