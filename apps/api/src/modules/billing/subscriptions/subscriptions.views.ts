import { PLAIN_READING, toPlan } from '../../plans';
import {
  type CardsRepository,
  type OrdersRepository,
  type PlansRepository,
  type SubscriptionRow,
  toCard,
  toPaymentAction,
} from '../shared';

/** The subscription read model: rows in API shape, with their plans and renewal card. */
export class SubscriptionViews {
  constructor(
    private readonly deps: {
      plans: PlansRepository;
      cards: CardsRepository;
      orders: OrdersRepository;
      /** How long a payment may wait for its member's bank confirmation. */
      actionGraceMs: number;
    },
  ) {}

  /** One subscription in API shape. */
  async one(row: SubscriptionRow) {
    const [one] = await this.many([row]);
    if (!one) throw new Error('subscription dto missing');
    return one;
  }

  /** Subscriptions in API shape (three queries, whatever their number). */
  async many(rows: SubscriptionRow[]) {
    if (rows.length === 0) return [];
    const planIds = [
      ...new Set(rows.flatMap((r) => [r.planId, r.scheduledPlanId].filter(Boolean) as string[])),
    ];
    const cardIds = rows.map((r) => r.defaultCardId).filter(Boolean) as string[];
    const [planRows, cardRows, waiting] = await Promise.all([
      this.deps.plans.byIds(planIds),
      this.deps.cards.byIds(cardIds),
      this.deps.orders.awaitingActionOf(rows.map((r) => r.id)),
    ]);
    const actionBySub = new Map(waiting.map((o) => [o.subscriptionId, o]));
    const planById = new Map(planRows.map((p) => [p.id, toPlan(p, PLAIN_READING)]));
    const cardById = new Map(cardRows.map((c) => [c.id, toCard(c)]));
    return rows.map((r) => {
      const plan = planById.get(r.planId);
      if (!plan) throw new Error('subscription plan missing');
      return {
        id: r.id,
        userId: r.userId,
        plan,
        status: r.status,
        currentPeriodStart: r.currentPeriodStart.toISOString(),
        currentPeriodEnd: r.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
        cancellationReason: r.cancellationReason,
        canceledAt: r.canceledAt?.toISOString() ?? null,
        scheduledPlan: r.scheduledPlanId ? (planById.get(r.scheduledPlanId) ?? null) : null,
        defaultCard: r.defaultCardId ? (cardById.get(r.defaultCardId) ?? null) : null,
        paymentAction: actionBySub.has(r.id)
          ? toPaymentAction(
              actionBySub.get(r.id) as (typeof waiting)[number],
              this.deps.actionGraceMs,
            )
          : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }
}
