import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerRawCardGuard } from '../lib/card-data';
import { registerInputRule } from '../lib/input-rules';
import { dummyHash } from '../lib/password';
import { authPlugin, createPasswordService, registerGuards, TokenService } from '../modules/auth';
import { healthPlugin } from '../modules/health';
import { plansPlugin } from '../modules/plans';
import { publicPlugin } from '../modules/public';
import { createUserViews, usersPlugin } from '../modules/users';
import { hasReferralCookie, REF_COOKIE_DOC, referralClearCookie } from '../modules/affiliates';
import { attachMoney, createMoney, type Money, registerMoneyRoutes } from './money';
import { JobRunner } from '../jobs/runner';
import { registerTradeRoutes } from '../modules/trades/trades.routes';
import { registerOpenApiDocument } from './openapi';
import type { Platform } from './platform';
import { registerRequestDeadline } from './request-deadline';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money side (provider, billing, affiliates, their jobs); the tests drive it directly. */
    money: Money;
    /**
     * The shared services, for the entry point (the mailer's description) and the tests;
     * modules are given what they need instead and never read it.
     */
    ctx: AppContext;
  }
}

/**
 * The API's modules under `/v1`, in one list. Each module is a Fastify plugin given what it
 * needs as options; the scope's hooks (deadline, guards, input rules) run first for all.
 */
export async function registerModules(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config, database, limiter, mailer } = platform;
  const db = database.db;
  const tokens = new TokenService(db, config);
  const ctx: AppContext = { ...platform, db, tokens };
  const money = createMoney(ctx, app.log);
  app.decorate('ctx', ctx);
  app.decorate('money', money);
  // Background jobs, each on its schedule, one instance at a time (leases in the database).
  // Stopped before the payment provider closes (attachMoney's hook is added after this one).
  const jobs = new JobRunner({ jobs: money.jobs, db, log: app.log });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  const users = createUserViews(db);
  const passwords = createPasswordService({ config, db, tokens, limiter });
  const referrals = {
    doc: REF_COOKIE_DOC,
    referrerFor: money.affiliates.referrerFor.bind(money.affiliates),
    hasCookie: hasReferralCookie,
    clearCookie: referralClearCookie,
  };
  // Warm the dummy hash so the first unknown-e-mail login is not slower than the others.
  void dummyHash();

  await app.register(
    async (v1) => {
      registerRequestDeadline(v1, { ms: config.requestDeadlineMs });
      registerGuards(v1, { rateLimit: config.rateLimit, limiter, tokens });
      registerInputRule(v1);
      registerRawCardGuard(v1);

      await v1.register(healthPlugin, { database });
      await v1.register(authPlugin, { config, db, tokens, limiter, mailer, users, referrals });
      await v1.register(usersPlugin, { db, tokens, passwords });
      await v1.register(plansPlugin, { db });
      registerTradeRoutes(v1, ctx);
      await v1.register(publicPlugin, { db });
      await registerMoneyRoutes(v1, money, db);
      registerOpenApiDocument(v1, app);
    },
    { prefix: '/v1' },
  );
  await attachMoney(app, money, ctx);
}
