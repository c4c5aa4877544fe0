import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerRawCardGuard } from '../lib/card-data';
import { registerInputRule } from '../lib/input-rules';
import { dummyHash } from '../lib/password';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerGuards } from '../modules/auth/guard';
import { TokenService } from '../modules/auth/tokens';
import { registerHealthRoutes } from '../modules/health/health.routes';
import { registerPlanRoutes } from '../modules/plans/plans.routes';
import { registerPublicRoutes } from '../modules/public/public.routes';
import { registerUserRoutes } from '../modules/users/users.routes';
import {
  attachMoney,
  createMoney,
  type Money,
  registerMoneyRoutes,
} from '../modules/payments/money';
import { registerTradeRoutes } from '../modules/trades/trades.routes';
import { registerOpenApiDocument } from './openapi';
import type { Platform } from './platform';
import { registerRequestDeadline } from './request-deadline';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing side (provider, services, renewal runner); the tests drive it directly. */
    money: Money;
    /**
     * The shared services, for the entry point (the mailer's description) and the tests;
     * modules are given what they need instead and never read it.
     */
    ctx: AppContext;
  }
}

/** The API's modules under `/v1`, each given what it needs, in one list. */
export async function registerModules(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config, database } = platform;
  const tokens = new TokenService(database.db, config);
  const ctx: AppContext = { ...platform, db: database.db, tokens };
  const money = createMoney(ctx);
  app.decorate('ctx', ctx);
  app.decorate('money', money);
  // Warm the dummy hash so the first unknown-e-mail login is not slower than the others.
  void dummyHash();

  await app.register(
    async (v1) => {
      registerRequestDeadline(v1, { ms: config.requestDeadlineMs });
      registerGuards(v1, ctx);
      registerInputRule(v1);
      registerRawCardGuard(v1);
      registerHealthRoutes(v1, ctx);
      registerAuthRoutes(v1, ctx);
      registerUserRoutes(v1, ctx);
      registerPlanRoutes(v1, ctx);
      registerTradeRoutes(v1, ctx);
      registerPublicRoutes(v1, ctx);
      await registerMoneyRoutes(v1, money);
      registerOpenApiDocument(v1, app);
    },
    { prefix: '/v1' },
  );
  await attachMoney(app, money, ctx);
}
