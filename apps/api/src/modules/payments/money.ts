import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPaymentProvider } from '../../providers';
import { tooMany } from '../auth/guard';
import type { PaymentProvider } from '../../providers/provider';
import { type Affiliates, type AffiliatesLog, createAffiliates } from '../affiliates';
import { registerCardRoutes } from '../cards/cards.routes';
import { type RenewalReport, runRenewals, startRenewalRunner } from '../subscriptions/renewals';
import { registerSubscriptionRoutes } from '../subscriptions/subscriptions.routes';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { registerWebhookRoutes } from '../webhooks/webhooks.routes';
import { registerPaymentRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';

/** The money side of the app: provider, services and the renewal runner. */
export interface Money {
  provider: PaymentProvider;
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  /** Referrals, commissions, the affiliate ledger and withdrawals. */
  affiliates: Affiliates;
  /** Makes commissions whose hold ended (as of `now`) available; the runner calls it too. */
  releaseHeldCommissions(now?: Date): Promise<number>;
  /**
   * One runner pass (`now` injectable): reconciles orders and payouts whose outcome was lost
   * (older than RECONCILE_AFTER_MS), then renews; what the in-process runner calls.
   */
  runRenewals(options?: { now?: Date; limit?: number }): Promise<RenewalReport>;
}

/** Builds the provider (from PAYMENT_PROVIDER) and the services; `log`: the operator log. */
export function createMoney(ctx: AppContext, log: AffiliatesLog): Money {
  const provider = createPaymentProvider(ctx.config, ctx.db);
  const payments = new PaymentsService(ctx.db, provider, ctx.tokens, ctx.config);
  const subscriptions = new SubscriptionsService(payments);
  const affiliates = createAffiliates({
    db: ctx.db,
    config: ctx.config,
    provider,
    log: {
      info: (details, message) => log.info(details, message),
      warn: (details, message) => log.warn(details, message),
    },
  });
  payments.hooks = {
    onPaid: (tx, order) => affiliates.onOrderPaid(tx, order),
    onRefunded: (tx, order) => affiliates.onOrderRefunded(tx, order.id, order.refundedAmount),
  };
  return {
    provider,
    payments,
    subscriptions,
    affiliates,
    releaseHeldCommissions: (now) => affiliates.releaseHeldCommissions(now),
    runRenewals: (options) => runRenewals(payments, subscriptions, { ...options, affiliates }),
  };
}

/** Registers the /v1 money routes (cards, payments, subscriptions, webhooks). */
export async function registerMoneyRoutes(v1: FastifyInstance, money: Money): Promise<void> {
  registerCardRoutes(v1, money.payments);
  registerPaymentRoutes(v1, money.payments);
  registerSubscriptionRoutes(v1, money.payments, money.subscriptions);
  await money.affiliates.register(v1);
  await registerWebhookRoutes(v1, money.payments);
}

/**
 * Root-level wiring: the provider's own routes (sandbox card form), in-process webhook
 * delivery, and the renewal runner (RENEWAL_INTERVAL_MS; off when 0).
 */
export async function attachMoney(app: FastifyInstance, money: Money, ctx: AppContext) {
  const { rateLimit } = ctx.config;
  await app.register(async (scope) => {
    // The provider's pages are outside /v1: the strict per-IP limit guards its card endpoint.
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
  // Refunds of paid orders that could not apply, and reconciliations, are logged for the operator.
  money.payments.log = {
    info: (details, message) => app.log.info(details, message),
    warn: (details, message) => app.log.warn(details, message),
    error: (details, message) => app.log.error(details, message),
  };
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (ctx.config.payments.renewalIntervalMs > 0) {
      stop = startRenewalRunner(
        money.payments,
        money.subscriptions,
        ctx.config.payments.renewalIntervalMs,
        (error) => app.log.error({ err: error }, 'renewal run failed'),
        () => money.releaseHeldCommissions(),
        { affiliates: money.affiliates },
      );
    }
  });
  app.addHook('preClose', async () => {
    await stop?.();
    await (money.provider.close ?? money.provider.flush)?.call(money.provider);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment provider, payments and subscriptions services, renewal runner. */
    money: Money;
  }
}
