import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Job, JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import { purgeIdempotencyKeys } from '../../lib/idempotency';
import type { PaymentProvider } from '../../providers/provider';
import { expireActionsJob, PaymentActionsService } from './actions';
import { CardsService } from './cards';
import { CheckoutService } from './checkout';
import { DisputesRepository, DisputesService } from './disputes';
import { FulfilmentService } from './fulfilment';
import {
  type OrdersReconciled,
  type PayoutReconciler,
  reconcileOrdersJob,
  ReconciliationService,
} from './reconciliation';
import { RefundsService, retryRefundsJob } from './refunds';
import {
  type BillingLog,
  CardsRepository,
  type OrderListener,
  OrdersRepository,
  PlansRepository,
  type SessionInvalidator,
  SubscribeGuard,
  SubscriptionsRepository,
} from './shared';
import {
  type Renewed,
  RenewalsService,
  renewalsJob,
  SubscriptionsService,
  SubscriptionViews,
} from './subscriptions';
import { WebhookEventsRepository, WebhooksService } from './webhooks';

/** What billing is built from: everything it uses that it does not own. */
export interface BillingDeps {
  db: Db;
  config: Config;
  /** The card provider (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
  /** Drops a user's cached session state when their subscription changes. */
  tokens: SessionInvalidator;
  log: BillingLog;
  /** Told when an order is paid or refunded, in its transaction (affiliate commissions). */
  orderListener: OrderListener;
  /** Finishes payouts whose answer was lost: part of a {@link Billing.runRenewals} pass. */
  affiliates: PayoutReconciler;
  /** Where billing queues its work (the member e-mail of a payment waiting for them). */
  jobs: JobQueue;
  mailer: Mailer;
}

/** What one {@link Billing.runRenewals} pass did. */
export interface RenewalReport extends Renewed {
  /** Payments nobody confirmed with their bank within the grace period, failed this pass. */
  expiredActions: number;
  /** Orders left `processing` past the grace period, settled this pass. */
  reconciledOrders: OrdersReconciled;
  /** Payouts started and never answered past the grace period, settled this pass. */
  reconciledPayouts: { paid: number; refused: number; unknown: number };
}

/** The billing services, built once per app, and billing's background jobs. */
export interface Billing {
  provider: PaymentProvider;
  /** The operator log every billing service writes to. */
  log: BillingLog;
  cards: CardsService;
  checkout: CheckoutService;
  fulfilment: FulfilmentService;
  refunds: RefundsService;
  /** Payments waiting for the payer's bank confirmation (3-D Secure). */
  actions: PaymentActionsService;
  disputes: DisputesService;
  disputeRows: DisputesRepository;
  reconciliation: ReconciliationService;
  subscriptions: SubscriptionsService;
  subscriptionViews: SubscriptionViews;
  renewals: RenewalsService;
  webhooks: WebhooksService;
  /**
   * Adds a listener of subscriptions ended early (refund, dispute, cancel now), told in the
   * ending transaction: Connect removes outside access at once.
   */
  onEndedEarly: SubscriptionsRepository['onEndedEarly'];
  /**
   * Billing's background jobs (every RENEWAL_INTERVAL_MS; 0 turns them off), for the job
   * runner: reconcile orders, reconcile payouts, renewals, retry refunds, purge idempotency
   * keys, release held commissions.
   */
  jobs: Job[];
  /** Billing's queued work, for the job engine. */
  queuedJobs: QueuedJob<never>[];
  /**
   * Every job of one pass in order (`now` injectable; `limit` per job), except releasing
   * commissions: reconciles orders and payouts whose outcome was lost (older than
   * RECONCILE_AFTER_MS), renews, retries failed refunds, purges old idempotency keys.
   */
  runRenewals(options?: { now?: Date; limit?: number }): Promise<RenewalReport>;
}

/**
 * Builds billing, in dependency order: the repositories of its aggregates, then each service
 * from what it calls (cards → refunds → fulfilment → checkout → reconciliation, subscriptions,
 * renewals, webhooks), then its jobs. Nothing is completed after construction.
 */
export function createBilling(deps: BillingDeps): Billing {
  const { db, config, provider, tokens, log, orderListener, affiliates, jobs: queue } = deps;

  const orders = new OrdersRepository(db);
  const subscriptionRows = new SubscriptionsRepository(db);
  const cardRows = new CardsRepository(db, provider.name);
  const plans = new PlansRepository(db);
  const guard = new SubscribeGuard(orders, subscriptionRows);

  const cards = new CardsService({
    db,
    provider,
    cards: cardRows,
    subscriptions: subscriptionRows,
  });
  const refunds = new RefundsService({
    db,
    provider,
    orders,
    subscriptions: subscriptionRows,
    listener: orderListener,
    tokens,
    log,
  });
  const fulfilment = new FulfilmentService({
    db,
    orders,
    subscriptions: subscriptionRows,
    plans,
    guard,
    tokens,
    listener: orderListener,
    refundUnfulfilled: (orderId) => refunds.refundUnfulfilled(orderId),
  });
  const actionGraceMs = config.payments.actionGraceMs;
  const actions = new PaymentActionsService({
    db,
    provider,
    orders,
    subscriptions: subscriptionRows,
    fulfilment,
    jobs: queue,
    mailer: deps.mailer,
    tokens,
    log,
    appUrl: config.appUrl,
    graceMs: actionGraceMs,
  });
  const checkout = new CheckoutService({
    db,
    provider,
    orders,
    subscriptions: subscriptionRows,
    plans,
    guard,
    cards,
    fulfilment,
    actions,
  });
  const disputeRows = new DisputesRepository(db);
  const disputes = new DisputesService({
    db,
    provider,
    disputes: disputeRows,
    orders,
    subscriptions: subscriptionRows,
    listener: orderListener,
    tokens,
    log,
  });
  const graceMs = config.payments.reconcileAfterMs;
  const reconciliation = new ReconciliationService({ orders, checkout, fulfilment, log, graceMs });
  const subscriptions = new SubscriptionsService({
    db,
    subscriptions: subscriptionRows,
    orders,
    plans,
    cardRows,
    guard,
    cards,
    checkout,
    tokens,
  });
  const subscriptionViews = new SubscriptionViews({
    plans,
    cards: cardRows,
    orders,
    actionGraceMs,
  });
  const renewals = new RenewalsService({
    subscriptions: subscriptionRows,
    orders,
    plans,
    lifecycle: subscriptions,
    cards,
    checkout,
    tokens,
  });
  const webhooks = new WebhooksService({
    provider,
    events: new WebhookEventsRepository(db),
    orders,
    fulfilment,
    refunds,
    disputes,
    log,
  });

  const everyMs = config.payments.renewalIntervalMs;
  const jobs: Job[] = [
    reconcileOrdersJob(reconciliation, everyMs),
    renewalsJob(renewals, everyMs),
    retryRefundsJob(refunds, everyMs),
    expireActionsJob(actions, everyMs),
    {
      name: 'purge-idempotency-keys',
      everyMs,
      run: ({ now }) => purgeIdempotencyKeys(db, now),
    },
  ];

  return {
    provider,
    log,
    cards,
    checkout,
    fulfilment,
    refunds,
    actions,
    disputes,
    disputeRows,
    reconciliation,
    subscriptions,
    subscriptionViews,
    renewals,
    webhooks,
    onEndedEarly: (listener) => subscriptionRows.onEndedEarly(listener),
    jobs,
    queuedJobs: actions.queuedJobs(),
    async runRenewals(options = {}) {
      const now = options.now ?? new Date();
      const limit = options.limit ?? 500;
      const reconciledOrders = await reconciliation.reconcileOrders({ now, limit });
      const reconciledPayouts = await affiliates.reconcilePayouts(now, graceMs, limit);
      // Payments that waited too long fail before this pass's renewals start new waits.
      const expiredActions = await actions.expire(now, limit);
      const renewed = await renewals.run({ now, limit });
      // Paid orders that could not apply and whose refund failed earlier: try again.
      await refunds.retryUnfulfilledRefunds();
      await purgeIdempotencyKeys(db, now);
      return { ...renewed, expiredActions, reconciledOrders, reconciledPayouts };
    },
  };
}
