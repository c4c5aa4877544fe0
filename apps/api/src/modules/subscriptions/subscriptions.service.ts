import { and, eq, inArray, ne } from 'drizzle-orm';
import { cardTrials, cards, plans, subscriptions } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { addInterval } from '../../lib/billing-period';
import {
  type ChargeOutcome,
  chargeRecord,
  LIVE,
  type PaymentsService,
  unfulfilledError,
} from '../payments/payments.service';

/** 409 message for a trial with a card that already had one (on any account). */
export const CARD_HAD_TRIAL =
  'This card has already been used for a free trial: choose another card to start yours';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Price per day, to compare plans of different intervals. */
const dailyRate = (p: PlanRow) => p.amount / (p.interval === 'year' ? 365 : 30);

/** What a plan change costs now. */
export interface PlanChangePreview {
  amountDue: number;
  currency: string;
  effective: 'now' | 'renewal';
  effectiveAt: string;
  /** Value of the unused part of the current period (minor units). */
  credit: number;
  /** The period after an upgrade. */
  periodStart: string;
  periodEnd: string;
}

/**
 * Upgrade (dearer per day, or monthly → a dearer yearly) → now, prorated: the unused part of the current plan is credited;
 * a same-interval upgrade keeps the period, another interval starts a new one. Downgrade or
 * same price → at renewal, nothing due now. A trial upgrades for free.
 */
export function previewPlanChange(
  sub: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  current: PlanRow,
  next: PlanRow,
  now = new Date(),
): PlanChangePreview {
  const start = sub.currentPeriodStart.getTime();
  const end = sub.currentPeriodEnd.getTime();
  const total = Math.max(1, end - start);
  const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / total));
  // Dearer per day, or a longer commitment that costs more (monthly → yearly).
  const upgrade =
    dailyRate(next) > dailyRate(current) ||
    (current.interval === 'month' && next.interval === 'year' && next.amount > current.amount);
  if (!upgrade) {
    return {
      amountDue: 0,
      currency: next.currency,
      effective: 'renewal',
      effectiveAt: sub.currentPeriodEnd.toISOString(),
      credit: 0,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  if (sub.status === 'trialing') {
    return {
      amountDue: 0,
      currency: next.currency,
      effective: 'now',
      effectiveAt: now.toISOString(),
      credit: 0,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  const credit = Math.round(current.amount * remaining);
  if (next.interval === current.interval) {
    return {
      amountDue: Math.max(0, Math.round(next.amount * remaining) - credit),
      currency: next.currency,
      effective: 'now',
      effectiveAt: now.toISOString(),
      credit,
      periodStart: sub.currentPeriodStart.toISOString(),
      periodEnd: sub.currentPeriodEnd.toISOString(),
    };
  }
  return {
    amountDue: Math.max(0, next.amount - credit),
    currency: next.currency,
    effective: 'now',
    effectiveAt: now.toISOString(),
    credit,
    periodStart: now.toISOString(),
    periodEnd: addInterval(now, next.interval).toISOString(),
  };
}

/** Subscription lifecycle on top of {@link PaymentsService}. */
export class SubscriptionsService {
  constructor(private readonly payments: PaymentsService) {}

  private get db() {
    return this.payments.db;
  }

  /** A subscription the caller may see (own; admin: any), or 404. */
  async visible(userId: string, isAdmin: boolean, id: string): Promise<SubscriptionRow> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        isAdmin
          ? eq(subscriptions.id, id)
          : and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)),
      );
    if (!row) throw notFound('Subscription not found');
    return row;
  }

  private async plan(id: string) {
    const [row] = await this.db.select().from(plans).where(eq(plans.id, id));
    if (!row) throw notFound('Plan not found');
    return row;
  }

  /**
   * POST /subscriptions: charges the card now (or starts the plan's trial on a member's first
   * subscription, once per card: 409 for a card that already had one) →
   * `{subscription, order}`; a decline leaves it `incomplete`.
   * At most one live subscription per user: under the per-user lock, a live one (or another
   * payment for a new one in flight) answers 409 before any charge, and the new subscription
   * and its order, already claimed (`processing`), are recorded before the lock is released —
   * so of concurrent requests (whatever their Idempotency-Keys) exactly one reaches the provider.
   */
  async create(userId: string, planId: string, cardId: string, now = new Date()) {
    const plan = await this.payments.activePlan(planId);
    const card = await this.payments.ownCard(userId, cardId);
    // The provider customer before the lock (nothing slow is done while holding it).
    const customerId = await this.payments.customerFor(userId);
    const { id, order, trial } = await this.db.transaction(async (tx) => {
      await this.payments.lockSubscribing(tx, userId);
      const blocked = await this.payments.subscribeBlocker(tx, userId);
      if (blocked) throw blocked;
      const previous = await tx
        .select({ id: subscriptions.id, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      // An abandoned first attempt (its payment not in flight: checked above) is replaced.
      const stale = previous.filter((p) => p.status === 'incomplete').map((p) => p.id);
      if (stale.length) {
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', canceledAt: now, updatedAt: now })
          .where(and(inArray(subscriptions.id, stale), eq(subscriptions.status, 'incomplete')));
      }
      // One free trial per person: a member who had any subscription (a trial included) pays.
      const hadOne = previous.some((p) => p.status !== 'incomplete');
      const trial = plan.trialDays > 0 && !hadOne;
      const id = newId();
      // One free trial per card, whoever's account it is on (by the provider's fingerprint):
      // refused before anything is recorded, so the checkout's "due today" stays true.
      if (trial) {
        const claimed = await tx
          .insert(cardTrials)
          .values({
            provider: card.provider,
            fingerprint: card.fingerprint,
            userId,
            subscriptionId: id,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ fingerprint: cardTrials.fingerprint });
        if (!claimed.length)
          throw new HttpError(409, CARD_HAD_TRIAL, [
            { field: 'cardId', message: 'has already had a free trial' },
          ]);
      }
      await tx.insert(subscriptions).values({
        id,
        userId,
        planId: plan.id,
        status: trial ? 'trialing' : 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: trial ? new Date(now.getTime() + plan.trialDays * 86_400_000) : now,
        defaultCardId: card.id,
      });
      const orderId = newId();
      const order = await this.payments.insertOrder(
        {
          id: orderId,
          userId,
          purpose: 'subscription_create',
          planId: plan.id,
          subscriptionId: id,
          amount: trial ? 0 : plan.amount,
          currency: plan.currency,
          // The charge of its first attempt, recorded before the provider is asked (the
          // reconciler repeats it if the answer is lost).
          data: trial
            ? { planId: plan.id }
            : {
                planId: plan.id,
                charge: chargeRecord(orderId, 1, customerId, card.paymentMethodId),
              },
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          // A trial charges nothing now (the card is charged at its end); otherwise the
          // order is claimed for its first attempt here, inside the lock.
          ...(trial ? { status: 'succeeded', paidAt: now } : { status: 'processing', attempts: 1 }),
        },
        tx,
      );
      return { id, order, trial };
    });
    const outcome: ChargeOutcome = trial
      ? { ok: true, order }
      : await this.payments.chargeClaimed(order, customerId, card);
    this.payments.tokens.invalidateUser(userId);
    // Paid, but the subscription ended meanwhile (refunded): say so rather than 201.
    const refunded = outcome.ok ? unfulfilledError(outcome.order) : null;
    if (refunded) throw refunded;
    const [sub] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return { outcome, subscription: sub as SubscriptionRow };
  }

  /** GET /subscriptions/:id/preview. */
  async preview(sub: SubscriptionRow, planId: string, now = new Date()) {
    const [current, next] = await Promise.all([
      this.plan(sub.planId),
      this.payments.activePlan(planId),
    ]);
    return previewPlanChange(sub, current, next, now);
  }

  /**
   * PATCH {planId}: upgrade now (prorated charge of the default card) or downgrade at renewal.
   * Choosing the current plan drops a scheduled downgrade.
   */
  async changePlan(
    sub: SubscriptionRow,
    planId: string,
    now = new Date(),
  ): Promise<{ ok: true } | { ok: false; outcome: ChargeOutcome }> {
    if (sub.status !== 'active' && sub.status !== 'trialing') {
      throw new HttpError(409, 'Only an active subscription can change plan');
    }
    if (planId === sub.planId) {
      await this.db
        .update(subscriptions)
        .set({ scheduledPlanId: null, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return { ok: true };
    }
    const [current, next] = await Promise.all([
      this.plan(sub.planId),
      this.payments.activePlan(planId),
    ]);
    const p = previewPlanChange(sub, current, next, now);
    if (p.effective === 'renewal') {
      await this.db
        .update(subscriptions)
        .set({ scheduledPlanId: next.id, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return { ok: true };
    }
    if (p.amountDue === 0) {
      await this.db
        .update(subscriptions)
        .set({
          planId: next.id,
          scheduledPlanId: null,
          currentPeriodStart: new Date(p.periodStart),
          currentPeriodEnd: new Date(p.periodEnd),
          updatedAt: now,
        })
        .where(eq(subscriptions.id, sub.id));
      return { ok: true };
    }
    const card = await this.renewalCard(sub);
    if (!card) throw new HttpError(409, 'Add a card before upgrading');
    const order = await this.payments.insertOrder({
      userId: sub.userId,
      purpose: 'upgrade',
      planId: next.id,
      subscriptionId: sub.id,
      amount: p.amountDue,
      currency: next.currency,
      data: { planId: next.id, periodStart: p.periodStart, periodEnd: p.periodEnd },
    });
    const customerId = await this.payments.customerFor(sub.userId);
    const outcome = await this.payments.chargeOrder(order, customerId, {
      ...card,
      cardId: card.id,
    });
    return outcome.ok ? { ok: true } : { ok: false, outcome };
  }

  /** The card a subscription renews with: its own, else the user's default. */
  async renewalCard(sub: SubscriptionRow) {
    if (sub.defaultCardId) {
      const [own] = await this.db.select().from(cards).where(eq(cards.id, sub.defaultCardId));
      if (own) return own;
    }
    const [fallback] = await this.db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, sub.userId), eq(cards.isDefault, true)));
    return fallback ?? null;
  }

  /** PATCH {cancelAtPeriodEnd, cancellationReason?}. */
  async setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean, reason?: string) {
    if (!(LIVE as readonly string[]).includes(sub.status)) {
      throw new HttpError(409, 'This subscription has ended');
    }
    await this.db
      .update(subscriptions)
      .set({
        cancelAtPeriodEnd: cancel,
        cancellationReason: cancel ? (reason ?? null) : null,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, sub.id));
  }

  /** PATCH {cardId}: the card charged at renewal. */
  async setCard(sub: SubscriptionRow, cardId: string) {
    const card = await this.payments.ownCard(sub.userId, cardId);
    await this.db
      .update(subscriptions)
      .set({ defaultCardId: card.id, updatedAt: new Date() })
      .where(eq(subscriptions.id, sub.id));
  }

  /** DELETE …?immediately=true (admin): ends it now. */
  async cancelNow(sub: SubscriptionRow, now = new Date()) {
    await this.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), ne(subscriptions.status, 'canceled')));
    this.payments.tokens.invalidateUser(sub.userId);
  }

  /** Reloads one row. */
  async reload(id: string) {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row) throw notFound('Subscription not found');
    return row;
  }
}
