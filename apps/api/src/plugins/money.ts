import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { createPaymentProvider } from '../providers';
import { type Affiliates, createAffiliates } from '../modules/affiliates';
import { tooMany } from '../modules/auth';
import {
  type Billing,
  type BillingLog,
  cardsPlugin,
  checkoutPlugin,
  createBilling,
  registerDemoClockRoutes,
  registerDisputeRoutes,
  registerRefundRoutes,
  subscriptionsPlugin,
  webhooksPlugin,
} from '../modules/billing';
import type { JobQueue } from '../jobs/job';

/*
 * The composition root of the money side of the app: the payment provider, billing (cards,
 * checkout, fulfilment, refunds, reconciliation, subscriptions and renewals, webhooks) and the
 * affiliates service whose commissions follow paid and refunded orders. Read it top to bottom:
 * createMoney builds, registerMoneyRoutes registers the /v1 plugins, attachMoney the
 * provider's own routes and its shutdown.
 */

/** The money side of the app (`app.money`): billing, the provider and affiliates. */
export interface Money extends Billing {
  /** Referrals, commissions, the affiliate ledger and withdrawals. */
  affiliates: Affiliates;
  /** Makes commissions whose hold ended (as of `now`) available; a background job too. */
  releaseHeldCommissions(now?: Date): Promise<number>;
}

/** Writes to `logger` (a plain object, so tests can watch one method). */
function operatorLog(logger: FastifyBaseLogger): BillingLog {
  return {
    info: (details, message) => logger.info(details, message),
    warn: (details, message) => logger.warn(details, message),
    error: (details, message) => logger.error(details, message),
  };
}

/** Builds the provider (from PAYMENT_PROVIDER), affiliates and billing. */
export function createMoney(ctx: AppContext, logger: FastifyBaseLogger, jobs: JobQueue): Money {
  const provider = createPaymentProvider(ctx.config, ctx.db);
  const affiliates = createAffiliates({
    db: ctx.db,
    config: ctx.config,
    provider,
    log: operatorLog(logger),
  });
  const billing = createBilling({
    db: ctx.db,
    config: ctx.config,
    provider,
    tokens: ctx.tokens,
    log: operatorLog(logger),
    orderListener: {
      onPaid: (tx, order) => affiliates.onOrderPaid(tx, order),
      onRefunded: (tx, order) => affiliates.onOrderRefunded(tx, order.id, order.refundedAmount),
      onDisputed: (tx, order, lostTotal) => affiliates.onOrderRefunded(tx, order.id, lostTotal),
    },
    affiliates,
    jobs,
    mailer: ctx.mailer,
  });
  return {
    ...billing,
    // Billing's jobs, then the affiliates' (release held commissions, reconcile payouts).
    jobs: [...billing.jobs, ...affiliates.jobs],
    affiliates,
    releaseHeldCommissions: (now) => affiliates.releaseHeldCommissions(now),
  };
}

/** Registers the /v1 money plugins: cards, checkout, subscriptions, affiliates, webhooks. */
export async function registerMoneyRoutes(
  v1: FastifyInstance,
  money: Money,
  db: Db,
  /** Demo mode with the sandbox: admins may end a subscription's period now. */
  demoClock = false,
) {
  await v1.register(cardsPlugin, { cards: money.cards, db });
  await v1.register(checkoutPlugin, {
    checkout: money.checkout,
    actions: money.actions,
    cards: money.cards,
    db,
  });
  await v1.register(async (scope) => {
    registerRefundRoutes(scope, money.refunds, db);
    registerDisputeRoutes(scope, money.disputes, money.disputeRows);
    registerDemoClockRoutes(scope, money.renewals, db, demoClock);
  });
  await v1.register(subscriptionsPlugin, {
    subscriptions: money.subscriptions,
    views: money.subscriptionViews,
    db,
  });
  await money.affiliates.register(v1);
  await v1.register(webhooksPlugin, {
    webhooks: money.webhooks,
    signatureHeader: money.provider.signatureHeader,
  });
}

/**
 * Root-level wiring: the provider's own routes (sandbox card form, outside /v1, under the
 * strict per-IP limit), in-process webhook delivery, and closing the provider on shutdown
 * (after the job runner stopped: register this after it).
 */
export async function attachMoney(app: FastifyInstance, money: Money, ctx: AppContext) {
  const { rateLimit } = ctx.config;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const hit = await ctx.limiter.hit(
        `sandbox:${request.ip}`,
        rateLimit.authMax,
        rateLimit.windowMs,
      );
      if (!hit.allowed) throw tooMany(reply, hit.resetAt);
    });
    await money.provider.registerRoutes?.(scope);
  });
  money.provider.connect?.(app);
  app.addHook('preClose', async () => {
    await (money.provider.close ?? money.provider.flush)?.call(money.provider);
  });
}
