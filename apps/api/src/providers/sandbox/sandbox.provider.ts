import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  AUTHENTICATION_FAILED,
  CardDeclinedError,
  type ChargeInput,
  type ChargeResult,
  type DisputeInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type PayoutResult,
  type ProviderEvent,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from '../provider';
import {
  ACCEPTED_BEHAVIOURS,
  CHARGE_TIME_DECLINES,
  type CheckedCard,
  DECLINE_MESSAGES,
  SETUP_CHALLENGE_BEHAVIOURS,
} from './sandbox.cards';
import { CHALLENGE_PATH, registerSandboxRoutes } from './sandbox.routes';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxDisputes,
  sandboxEvents,
  sandboxPaymentMethods,
  sandboxSetups,
  sandboxTransfers,
} from './sandbox.schema';

/** Header carrying the webhook signature `t=…,v1=…`. */
export const SIGNATURE_HEADER = 'finfree-signature';
/** Where the sandbox sends its events (this app). */
export const WEBHOOK_PATH = '/v1/webhooks/payments';
/** Why the sandbox refuses a payout (test rule: the destination contains `fail`). */
export const PAYOUT_FAILURE_MESSAGE = 'the destination account refused the transfer';
/** Oldest signature timestamp accepted, in seconds. */
export const WEBHOOK_TOLERANCE_S = 300;
/** Why a dispute card's charges are disputed. */
export const DISPUTE_REASON = 'fraudulent';
/** How long the merchant has to answer a dispute. */
export const DISPUTE_EVIDENCE_DAYS = 7;
/** Answer of the bank's challenge. */
export type ChallengeOutcome = 'approve' | 'fail';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Options of {@link SandboxProvider}. */
export interface SandboxOptions {
  /** HMAC key of webhook signatures and card fingerprints. */
  secret: string;
  /** Public base URL of this server (card-form links). */
  baseUrl: string;
  /** Origins the card form may hand a token to (postMessage / redirect). */
  allowedOrigins: string[];
  /** Deliver every event twice (the API must apply each once). */
  duplicateEvents?: boolean;
  /** Card-form session lifetime. */
  setupTtlMs?: number;
  /** How long after a dispute card's charge the bank opens its dispute (default 1500 ms). */
  disputeDelayMs?: number;
}

/** Signs a webhook body like the sandbox does: `t=<unix s>,v1=<hex HMAC-SHA256(t.body)>`. */
export function signWebhook(secret: string, rawBody: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The built-in sandbox card provider: behaves like a real provider's test mode (test card
 * numbers, declines, idempotent charges, signed webhooks that may arrive twice). It keeps
 * its own tables (`sandbox_*`) and never hands a card number to the API.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly signatureHeader = SIGNATURE_HEADER;
  private app: FastifyInstance | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Disputes waiting for their delay: the timer and what ends the wait early (close). */
  private readonly pendingDisputes = new Map<ReturnType<typeof setTimeout>, () => void>();
  private closing = false;

  constructor(
    private readonly db: Db,
    readonly options: SandboxOptions,
  ) {}

  async createCustomer(input: { reference: string; email?: string }) {
    const customerId = id('cus');
    await this.db
      .insert(sandboxCustomers)
      .values({ id: customerId, reference: input.reference, email: input.email ?? null });
    return { customerId };
  }

  async createSetup(input: { customerId: string }) {
    const setupId = id('seti');
    await this.db.insert(sandboxSetups).values({
      id: setupId,
      customerId: input.customerId,
      status: 'open',
      expiresAt: new Date(Date.now() + (this.options.setupTtlMs ?? 60 * 60_000)),
    });
    const url = new URL('/sandbox/card-form', this.options.baseUrl);
    url.searchParams.set('setup', setupId);
    return { setupId, cardFormUrl: url.toString() };
  }

  /** The open, unexpired card-form session, or null. */
  async openSetup(setupId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxSetups)
      .where(
        and(
          eq(sandboxSetups.id, setupId),
          eq(sandboxSetups.status, 'open'),
          gt(sandboxSetups.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  /** Keyed fingerprint: the same number gives the same value, the number cannot be recovered. */
  fingerprint(digits: string): string {
    return createHmac('sha256', this.options.secret)
      .update(`fingerprint:${digits}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /**
   * Tokenises a checked card for a card-form session (what the card form's submit does).
   * Only brand, last4, expiry, fingerprint and behaviour are kept. `requiresAction`: the card's
   * bank asks for its challenge first ({@link completeSetupChallenge}); until approved the
   * token can be neither attached nor charged.
   */
  async tokenize(
    setupId: string,
    card: CheckedCard,
  ): Promise<(PaymentMethodInfo & { requiresAction: boolean }) | null> {
    const claimed = await this.db
      .update(sandboxSetups)
      .set({ status: 'completed' })
      .where(
        and(
          eq(sandboxSetups.id, setupId),
          eq(sandboxSetups.status, 'open'),
          gt(sandboxSetups.expiresAt, new Date()),
        ),
      )
      .returning({ customerId: sandboxSetups.customerId });
    const setup = claimed[0];
    if (!setup) return null;
    const pm = {
      id: id('pm'),
      customerId: setup.customerId,
      setupId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: this.fingerprint(card.digits),
      behaviour: card.behaviour,
      setupStatus: SETUP_CHALLENGE_BEHAVIOURS.has(card.behaviour)
        ? ('requires_action' as const)
        : ('ready' as const),
    };
    await this.db.insert(sandboxPaymentMethods).values(pm);
    return { ...toInfo(pm), requiresAction: pm.setupStatus === 'requires_action' };
  }

  /**
   * Answers the bank's challenge of a card the card form just tokenised: `approve` makes the
   * token usable (the form hands it back); `fail` refuses it for good and reopens the card-form
   * session so another card can be typed. Null when no challenge of that token is waiting.
   */
  async completeSetupChallenge(
    setupId: string,
    paymentMethodId: string,
    outcome: ChallengeOutcome,
  ): Promise<{ status: 'ready'; method: PaymentMethodInfo } | { status: 'failed' } | null> {
    const [pm] = await this.db
      .update(sandboxPaymentMethods)
      .set({ setupStatus: outcome === 'approve' ? 'ready' : 'failed' })
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          eq(sandboxPaymentMethods.setupId, setupId),
          eq(sandboxPaymentMethods.setupStatus, 'requires_action'),
        ),
      )
      .returning();
    if (!pm) return null;
    if (pm.setupStatus === 'ready') return { status: 'ready', method: toInfo(pm) };
    await this.db
      .update(sandboxSetups)
      .set({ status: 'open' })
      .where(
        and(
          eq(sandboxSetups.id, setupId),
          eq(sandboxSetups.status, 'completed'),
          gt(sandboxSetups.expiresAt, new Date()),
        ),
      );
    return { status: 'failed' };
  }

  private async method(customerId: string, paymentMethodId: string) {
    const [pm] = await this.db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          eq(sandboxPaymentMethods.customerId, customerId),
        ),
      );
    if (!pm) throw new UnknownPaymentMethodError();
    return pm;
  }

  async retrievePaymentMethod(input: { customerId: string; paymentMethodId: string }) {
    return toInfo(await this.method(input.customerId, input.paymentMethodId));
  }

  async attachPaymentMethod(input: { customerId: string; paymentMethodId: string }) {
    const pm = await this.method(input.customerId, input.paymentMethodId);
    const decline = declineOf(pm, new Date(), 'attach');
    if (decline) throw new CardDeclinedError(decline);
    if (!pm.attachedAt) {
      await this.db
        .update(sandboxPaymentMethods)
        .set({ attachedAt: new Date() })
        .where(eq(sandboxPaymentMethods.id, pm.id));
    }
    return toInfo(pm);
  }

  /**
   * Charges a saved card. A card whose bank always asks for its challenge answers
   * `requires_action`: on-session with the challenge page (returning to `returnUrl`),
   * off-session with no page ({@link authenticate} starts it later). The same key answers the
   * first answer (like a provider's idempotent replay); {@link retrieveCharge} tells the
   * current state.
   */
  async charge(input: ChargeInput): Promise<ChargeResult> {
    const existing = await this.chargeByKey(input.idempotencyKey);
    if (existing) return this.firstResult(existing);
    const pm = await this.method(input.customerId, input.paymentMethodId);
    const decline = declineOf(pm, new Date(), 'charge');
    const challenge = !decline && pm.behaviour === 'authenticate_always';
    const row = {
      id: id('ch'),
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId,
      paymentMethodId: pm.id,
      amount: input.amount,
      currency: input.currency,
      status: decline
        ? ('failed' as const)
        : challenge
          ? ('requires_action' as const)
          : ('succeeded' as const),
      declineCode: decline?.declineCode ?? null,
      metadata: input.metadata,
      offSession: input.offSession,
      returnUrl: input.returnUrl ?? null,
      challenge: challenge ? ('required' as const) : null,
    };
    // Two concurrent calls with one key: the first insert wins, both answer it.
    const inserted = await this.db
      .insert(sandboxCharges)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: sandboxCharges.id });
    const charge = await this.chargeByKey(input.idempotencyKey);
    if (!charge) throw new Error('sandbox charge vanished');
    if (inserted.length && charge.status !== 'requires_action') {
      await this.emitCharge(charge);
      if (charge.status === 'succeeded' && pm.behaviour === 'dispute') this.scheduleDispute(charge);
    }
    return this.firstResult(charge);
  }

  private async chargeByKey(key: string) {
    const [row] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, key));
    return row ?? null;
  }

  /** The charge of that id; throws a plain `Error` ("No such charge") when unknown. */
  private async chargeById(chargeId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, chargeId));
    if (!row) throw new Error('No such charge');
    return row;
  }

  /** The bank's challenge page of a charge, returning to `returnUrl` (when given). */
  challengeUrl(chargeId: string, returnUrl?: string | null): string {
    const url = new URL(CHALLENGE_PATH, this.options.baseUrl);
    url.searchParams.set('charge', chargeId);
    if (returnUrl) url.searchParams.set('return', returnUrl);
    return url.toString();
  }

  /** What the charge answered when created (its challenge, if one was asked). */
  private firstResult(row: ChargeRow): ChargeResult {
    if (row.challenge === null) return toResult(row);
    return {
      status: 'requires_action',
      chargeId: row.id,
      actionUrl: row.offSession ? null : this.challengeUrl(row.id, row.returnUrl),
    };
  }

  /** The charge as it is now. */
  private currentResult(row: ChargeRow): ChargeResult {
    if (row.status !== 'requires_action') return toResult(row);
    return {
      status: 'requires_action',
      chargeId: row.id,
      actionUrl: row.offSession ? null : this.challengeUrl(row.id, row.returnUrl),
    };
  }

  /**
   * Starts the bank's challenge of a charge waiting for it (the payer is present): answers
   * the challenge page returning to `returnUrl`; a settled charge answers its outcome. A charge
   * of another customer, or an unknown one, throws a plain `Error` ("No such charge").
   */
  async authenticate(input: {
    chargeId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<ChargeResult> {
    const row = await this.chargeById(input.chargeId);
    if (row.customerId !== input.customerId) throw new Error('No such charge');
    if (row.status !== 'requires_action') return toResult(row);
    return {
      status: 'requires_action',
      chargeId: row.id,
      actionUrl: this.challengeUrl(row.id, input.returnUrl),
    };
  }

  /** The charge as it is now; an unknown id throws a plain `Error` ("No such charge"). */
  async retrieveCharge(input: { chargeId: string }): Promise<ChargeResult> {
    return this.currentResult(await this.chargeById(input.chargeId));
  }

  /** What the challenge page shows: amount, currency, card, and whether it still waits. */
  async challengeOf(chargeId: string) {
    const [row] = await this.db
      .select({
        id: sandboxCharges.id,
        status: sandboxCharges.status,
        amount: sandboxCharges.amount,
        currency: sandboxCharges.currency,
        brand: sandboxPaymentMethods.brand,
        last4: sandboxPaymentMethods.last4,
      })
      .from(sandboxCharges)
      .innerJoin(
        sandboxPaymentMethods,
        eq(sandboxPaymentMethods.id, sandboxCharges.paymentMethodId),
      )
      .where(eq(sandboxCharges.id, chargeId));
    return row ?? null;
  }

  /**
   * Answers the bank's challenge of a charge (what the challenge page's buttons post):
   * `approve` → `succeeded` and `charge.succeeded`; `fail` → `failed` with
   * {@link AUTHENTICATION_FAILED} and `charge.failed`. Only a charge in `requires_action` is
   * answered (`answered: true`); otherwise nothing changes and `result` is its current state.
   * An unknown charge throws a plain `Error` ("No such charge").
   */
  async completeChallenge(
    chargeId: string,
    outcome: ChallengeOutcome,
  ): Promise<{ answered: boolean; result: ChargeResult }> {
    const [row] = await this.db
      .update(sandboxCharges)
      .set(
        outcome === 'approve'
          ? { status: 'succeeded', challenge: 'approved' }
          : { status: 'failed', challenge: 'failed', declineCode: AUTHENTICATION_FAILED },
      )
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'requires_action')))
      .returning();
    if (!row)
      return { answered: false, result: this.currentResult(await this.chargeById(chargeId)) };
    await this.emitCharge(row);
    return { answered: true, result: toResult(row) };
  }

  /** `charge.succeeded` / `charge.failed` of a settled charge. */
  private async emitCharge(charge: ChargeRow) {
    const code = charge.declineCode;
    await this.emit(charge.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed', {
      chargeId: charge.id,
      metadata: charge.metadata,
      amount: charge.amount,
      currency: charge.currency,
      ...(code ? { declineCode: code, declineMessage: declineMessage(code) } : {}),
    });
  }

  /** Opens the dispute of a charge after `disputeDelayMs` (tracked by flush, ended by close). */
  private scheduleDispute(charge: ChargeRow) {
    const wait = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.pendingDisputes.delete(timer);
        resolve();
      }, this.options.disputeDelayMs ?? 1500);
      timer.unref?.();
      this.pendingDisputes.set(timer, resolve);
    });
    const p = wait
      .then(() => (this.closing ? undefined : this.openDispute(charge.id)))
      // The app closed under it (tests, shutdown): the dispute is not opened.
      .catch(() => undefined);
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /**
   * The bank disputes a charge now (`fraudulent`, `needs_response`, evidence due in 7 days)
   * and sends `charge.dispute.created`; what a dispute card's charge does after
   * `disputeDelayMs`. An unknown charge throws a plain `Error` ("No such charge").
   */
  async openDispute(chargeId: string): Promise<DisputeInfo> {
    const charge = await this.chargeById(chargeId);
    const [row] = await this.db
      .insert(sandboxDisputes)
      .values({
        id: id('dp'),
        chargeId: charge.id,
        amount: charge.amount,
        currency: charge.currency,
        reason: DISPUTE_REASON,
        status: 'needs_response',
        evidenceDueBy: new Date(Date.now() + DISPUTE_EVIDENCE_DAYS * 86_400_000),
      })
      .returning();
    if (!row) throw new Error('sandbox dispute vanished');
    return this.emitDispute('charge.dispute.created', charge, row);
  }

  /** Sends a `charge.dispute.*` event of a charge's dispute as it is now; answers the dispute. */
  private async emitDispute(
    type: string,
    charge: ChargeRow,
    row: typeof sandboxDisputes.$inferSelect,
  ): Promise<DisputeInfo> {
    const dispute = toDispute(row);
    await this.emit(type, {
      chargeId: charge.id,
      amount: charge.amount,
      currency: charge.currency,
      metadata: charge.metadata,
      dispute,
    });
    return dispute;
  }

  /** The disputes of a charge, oldest first. */
  async disputesOf(chargeId: string): Promise<DisputeInfo[]> {
    const rows = await this.db
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.chargeId, chargeId))
      .orderBy(sandboxDisputes.createdAt);
    return rows.map(toDispute);
  }

  /**
   * The bank decides an open dispute: `won` or `lost`, and `charge.dispute.closed` (nothing
   * else). Throws a plain `Error` when the dispute is unknown or already closed.
   */
  async closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<DisputeInfo> {
    const [row] = await this.db
      .update(sandboxDisputes)
      .set({ status: outcome })
      .where(
        and(eq(sandboxDisputes.id, disputeId), notInArray(sandboxDisputes.status, ['won', 'lost'])),
      )
      .returning();
    if (!row) throw new Error('No such open dispute');
    return this.emitDispute('charge.dispute.closed', await this.chargeById(row.chargeId), row);
  }

  /**
   * Refunds (part of) a succeeded charge, idempotent by key; `reason` is kept with the refund.
   * A charge under an open or lost dispute cannot be refunded (the bank already took it back).
   */
  async refund(input: {
    chargeId: string;
    amount?: number;
    idempotencyKey: string;
    reason?: string;
  }) {
    const [done] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(
        and(
          eq(sandboxTransfers.kind, 'refund'),
          eq(sandboxTransfers.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (done) return { refundId: done.id, status: done.status as 'succeeded' | 'failed' };
    const [charge] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, input.chargeId));
    if (!charge || charge.status !== 'succeeded') throw new Error('Charge cannot be refunded');
    const [disputed] = await this.db
      .select({ id: sandboxDisputes.id })
      .from(sandboxDisputes)
      .where(
        and(
          eq(sandboxDisputes.chargeId, charge.id),
          inArray(sandboxDisputes.status, ['needs_response', 'under_review', 'lost']),
        ),
      );
    if (disputed) throw new Error('Charge has been disputed and cannot be refunded');
    const amount = input.amount ?? charge.amount - charge.amountRefunded;
    const updated = await this.db
      .update(sandboxCharges)
      .set({ amountRefunded: sql`${sandboxCharges.amountRefunded} + ${amount}` })
      .where(
        and(
          eq(sandboxCharges.id, charge.id),
          sql`${sandboxCharges.amountRefunded} + ${amount} <= ${sandboxCharges.amount}`,
        ),
      )
      .returning();
    const after = updated[0];
    if (!after || amount <= 0) throw new Error('Refund exceeds the charge');
    const refundId = id('re');
    await this.db.insert(sandboxTransfers).values({
      id: refundId,
      kind: 'refund',
      idempotencyKey: input.idempotencyKey,
      chargeId: charge.id,
      amount,
      currency: charge.currency,
      status: 'succeeded',
      metadata: input.reason ? { reason: input.reason } : {},
    });
    await this.emit('charge.refunded', {
      chargeId: charge.id,
      metadata: charge.metadata,
      amount: charge.amount,
      currency: charge.currency,
      amountRefunded: after.amountRefunded,
    });
    return { refundId, status: 'succeeded' as const };
  }

  /**
   * Pays out (records a transfer), idempotent by key. Test rule: a destination containing
   * `fail` (any case) is refused — `failed` with {@link PAYOUT_FAILURE_MESSAGE} — and the
   * refusal is the key's answer from then on, like a real provider's idempotent replay.
   */
  async payout(input: {
    amount: number;
    currency: string;
    method: string;
    destination: string;
    idempotencyKey: string;
  }): Promise<PayoutResult> {
    const payoutId = id('po');
    await this.db
      .insert(sandboxTransfers)
      .values({
        id: payoutId,
        kind: 'payout',
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        destination: `${input.method}:${input.destination.slice(-4)}`,
        status: /fail/i.test(input.destination) ? 'failed' : 'paid',
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(
        and(
          eq(sandboxTransfers.kind, 'payout'),
          eq(sandboxTransfers.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (!row) throw new Error('sandbox payout vanished');
    return row.status === 'paid'
      ? { payoutId: row.id, status: 'paid' }
      : { payoutId: row.id, status: 'failed', failureMessage: PAYOUT_FAILURE_MESSAGE };
  }

  verifyWebhook(rawBody: string, signature: string | undefined, now = new Date()): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('Missing signature');
    let t = Number.NaN;
    const v1: string[] = [];
    for (const part of signature.split(',')) {
      const [k, v] = part.trim().split('=', 2);
      if (k === 't' && v && /^\d{1,12}$/.test(v)) t = Number(v);
      if (k === 'v1' && v) v1.push(v);
    }
    if (!Number.isFinite(t) || v1.length === 0) throw new WebhookSignatureError('Bad signature');
    if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) {
      throw new WebhookSignatureError('Stale signature');
    }
    const expected = Buffer.from(
      createHmac('sha256', this.options.secret).update(`${t}.${rawBody}`).digest('hex'),
    );
    const ok = v1.some((sig) => {
      const got = Buffer.from(sig);
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
    if (!ok) throw new WebhookSignatureError('Bad signature');
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('Bad payload');
    }
    const e = event as Partial<ProviderEvent> | null;
    if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data !== 'object')
      throw new WebhookSignatureError('Bad payload');
    return e as ProviderEvent;
  }

  async registerRoutes(app: FastifyInstance) {
    await registerSandboxRoutes(app, this);
  }

  connect(app: FastifyInstance) {
    this.app = app;
  }

  async flush() {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async close() {
    // No more retries: the app is shutting down (events stay recorded in sandbox_events).
    this.closing = true;
    for (const [timer, end] of this.pendingDisputes) {
      clearTimeout(timer);
      end();
    }
    this.pendingDisputes.clear();
    await this.flush();
  }

  /** Records an event and sends it, signed, to the API's webhook endpoint (maybe twice). */
  private async emit(type: string, data: ProviderEvent['data']) {
    const event: ProviderEvent = {
      id: id('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data,
    };
    await this.db
      .insert(sandboxEvents)
      .values({ id: event.id, type, payload: event as unknown as Record<string, unknown> });
    const times = this.options.duplicateEvents ? 2 : 1;
    for (let i = 0; i < times; i += 1) {
      // Asynchronous, like a real provider: it may land before or after the API's own update.
      const p = new Promise((resolve) => setImmediate(resolve)).then(() =>
        this.deliverWithRetries(event),
      );
      this.inFlight.add(p);
      void p.finally(() => this.inFlight.delete(p));
    }
  }

  /** Delivers an event, retrying like a provider would (429/5xx/unreachable: 3 more tries). */
  private async deliverWithRetries(event: ProviderEvent) {
    for (const wait of [0, 200, 1000, 5000]) {
      if (this.closing) return;
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      const status = await this.deliver(event);
      if (status !== 0 && status !== 429 && status < 500) return;
      if (!this.app) return;
    }
  }

  /** One delivery attempt of an event (in-process HTTP call to this app). */
  async deliver(event: ProviderEvent): Promise<number> {
    const app = this.app;
    if (!app) return 0;
    const raw = JSON.stringify(event);
    try {
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(this.options.secret, raw, Math.floor(Date.now() / 1000)),
        },
        payload: raw,
      });
      await this.db
        .update(sandboxEvents)
        .set({
          deliveries: sql`${sandboxEvents.deliveries} + 1`,
          lastStatus: res.statusCode,
        })
        .where(eq(sandboxEvents.id, event.id));
      return res.statusCode;
    } catch {
      // The app is closing; the event stays recorded.
      return 0;
    }
  }
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

type PmRow = Pick<
  typeof sandboxPaymentMethods.$inferSelect,
  'id' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'fingerprint'
>;

function toInfo(pm: PmRow): PaymentMethodInfo {
  return {
    paymentMethodId: pm.id,
    brand: pm.brand,
    last4: pm.last4,
    expMonth: pm.expMonth,
    expYear: pm.expYear,
    fingerprint: pm.fingerprint,
  };
}

const declineMessage = (code: string) => DECLINE_MESSAGES[code] ?? 'Your card was declined.';

/**
 * Why a card is refused now, or null: an expiry that passed; a card whose setup challenge is
 * unanswered (`authentication_required`) or failed (`authentication_failed`); a decline card
 * (always); a charge-time decline card (charges only).
 */
function declineOf(
  pm: { behaviour: string; setupStatus: string; expMonth: number; expYear: number },
  now: Date,
  phase: 'attach' | 'charge',
) {
  const expired =
    pm.expYear * 12 + (pm.expMonth - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
  const code = expired
    ? 'expired_card'
    : pm.setupStatus === 'requires_action'
      ? 'authentication_required'
      : pm.setupStatus === 'failed'
        ? AUTHENTICATION_FAILED
        : ACCEPTED_BEHAVIOURS.has(pm.behaviour)
          ? null
          : pm.behaviour in CHARGE_TIME_DECLINES
            ? phase === 'charge'
              ? (CHARGE_TIME_DECLINES[pm.behaviour] ?? 'card_declined')
              : null
            : pm.behaviour;
  if (!code) return null;
  return { declineCode: code, message: declineMessage(code) };
}

/** A settled charge's result (a charge waiting for its challenge: see firstResult). */
function toResult(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded') return { status: 'succeeded', chargeId: row.id };
  const code = row.declineCode ?? 'card_declined';
  return { status: 'failed', chargeId: row.id, declineCode: code, message: declineMessage(code) };
}

function toDispute(row: typeof sandboxDisputes.$inferSelect): DisputeInfo {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    evidenceDueBy: row.evidenceDueBy ? Math.floor(row.evidenceDueBy.getTime() / 1000) : null,
  };
}
