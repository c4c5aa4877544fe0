import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerRawCardGuard } from '../lib/card-data';
import { registerInputRule } from '../lib/input-rules';
import { dummyHash } from '../lib/password';
import { authPlugin, createPasswordService, registerGuards, TokenService } from '../modules/auth';
import { adminJobsPlugin } from '../modules/admin-jobs';
import { healthPlugin } from '../modules/health';
import { plansPlugin } from '../modules/plans';
import { postsPlugin } from '../modules/posts';
import { publicPlugin } from '../modules/public';
import { createUserViews, usersPlugin } from '../modules/users';
import { hasReferralCookie, REF_COOKIE_DOC, referralClearCookie } from '../modules/affiliates';
import { attachMoney, createMoney, type Money, registerMoneyRoutes } from './money';
import { JobEngine } from '../jobs/engine';
import { allowedOrigins } from '../providers';
import { tradesPlugin } from '../modules/trades';
import {
  DEFAULT_NOTIFICATION_TIMINGS,
  NotificationsService,
  notificationsPlugin,
  type NotificationTimings,
} from '../modules/notifications';
import type { Job, QueuedJob } from '../jobs/job';
import {
  connectControl,
  connectPlugin,
  createDiscordAdapter,
  createTelegramAdapter,
  createWebhookModule,
  enabledPlatforms,
  POST_QUEUE,
  type ConnectDeps,
} from '../modules/connect';
import { Sealer } from '../lib/sealed';
import { registerOpenApiDocument } from './openapi';
import type { Platform } from './platform';
import { registerRequestDeadline } from './request-deadline';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money side (provider, billing, affiliates, their jobs); the tests drive it directly. */
    money: Money;
    /** The job engine: every background job and queued work (tests drain and run it). */
    jobs: JobEngine;
    /**
     * The shared services, for the entry point (the mailer's description) and the tests;
     * modules are given what they need instead and never read it.
     */
    ctx: AppContext;
  }
}

/** Options of {@link registerModules} (tests tune them). */
export interface ModuleOptions {
  /** Notification timings (the digest job is off by default under NODE_ENV=test). */
  notifications?: Partial<NotificationTimings> & {
    /** Receives the digest job (tests run it by hand). */
    onJob?: (job: Job) => void;
  };
  /** Queued jobs beside the modules' own (tests add queues of their own). */
  queued?: QueuedJob<never>[];
}

/**
 * The API's modules under `/v1`, in one list. Each module is a Fastify plugin given what it
 * needs as options; the scope's hooks (deadline, guards, input rules) run first for all.
 */
export async function registerModules(
  app: FastifyInstance,
  platform: Platform,
  options: ModuleOptions = {},
): Promise<void> {
  const { config, database, limiter, mailer } = platform;
  const db = database.db;
  const tokens = new TokenService(db, config);
  const ctx: AppContext = { ...platform, db, tokens };
  // Background jobs of every module on the job engine (pg-boss): each periodic job on its
  // schedule, once per tick across instances, and the modules' queued work (billing's and auth's
  // mails, notifications' fan-out and e-mails). The lists are filled while the modules register
  // (billing queues work through the engine, so it is built first); the engine starts once they
  // all have (on ready), and works the queues only where JOB_WORKER is on (off under
  // NODE_ENV=test, where tests drain them by hand). It stops before the payment provider closes
  // (attachMoney's hook is added after this one).
  const jobs: Job[] = [];
  const queued: QueuedJob<never>[] = [...(options.queued ?? [])];
  const engine = new JobEngine({
    database,
    log: app.log,
    periodic: jobs,
    queued,
    work: config.jobWorker,
  });
  const money = createMoney(ctx, app.log, engine);
  jobs.push(...money.jobs);
  queued.push(...money.queuedJobs);
  app.decorate('ctx', ctx);
  app.decorate('money', money);
  app.decorate('jobs', engine);
  // Started on every instance before requests are served: requests add jobs inside their
  // transactions, and the embedded database cannot start the queue mid-transaction. An instance
  // that only adds jobs serves on if the start fails; its next request tries again.
  app.addHook('onReady', async () => {
    if (config.jobWorker) await engine.start();
    else
      await engine
        .start()
        .catch((error: unknown) => app.log.warn({ err: error }, 'job queue not started yet'));
  });
  app.addHook('onRequest', async () => {
    await engine.start().catch(() => undefined);
  });
  app.addHook('preClose', async () => engine.stop());
  const notifications = new NotificationsService(db, engine);
  // Connect: the members' Telegram channel, Discord role and webhook, driven by subscriptions.
  const connectDeps: ConnectDeps = {
    db,
    config,
    queue: engine,
    mailer,
    sealer: new Sealer(config.jwt.secret, 'connect'),
    appUrl: config.appUrl,
    clock: () => new Date(),
  };
  const control = connectControl({ queue: engine }, ['telegram', 'discord']);
  const connectAdapters = [
    createTelegramAdapter(connectDeps, control),
    createDiscordAdapter(connectDeps, control),
  ];
  // Each alert event is posted once per platform's channel (the job skips a platform not set up).
  notifications.onAlertEvent(async (tx, { seq }) => {
    for (const platform of await enabledPlatforms(tx))
      await engine.send(POST_QUEUE, { seq, platform }, { tx });
  });
  // A subscription ended early (refund, dispute, cancel now): outside access goes at once.
  money.onEndedEarly((tx, userId, reason) => control.syncUser(userId, tx, reason));
  const { onJob, ...notificationTimings } = options.notifications ?? {};
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
      registerGuards(v1, {
        rateLimit: config.rateLimit,
        limiter,
        tokens,
        origins: allowedOrigins(config),
        loopbackOrigins: config.env === 'development',
      });
      registerInputRule(v1);
      registerRawCardGuard(v1);

      await v1.register(healthPlugin, { database });
      await v1.register(authPlugin, {
        config,
        db,
        tokens,
        limiter,
        mailer,
        users,
        referrals,
        jobs: engine,
        onQueuedJob: (job) => queued.push(job),
      });
      await v1.register(usersPlugin, { db, tokens, passwords });
      await v1.register(plansPlugin, {
        db,
        integrations: async () => new Set(await enabledPlatforms(db)),
      });
      await v1.register(tradesPlugin, {
        db,
        listCacheMs: config.cache.tradesMs,
        correctionWindowMs: config.tradeCorrectionWindowMs,
        listeners: [notifications.onTradeEvent],
      });
      await v1.register(postsPlugin, { db });
      await v1.register(notificationsPlugin, {
        service: notifications,
        database,
        mailer,
        appUrl: config.appUrl,
        secret: config.jwt.secret,
        push: config.push,
        streamLimits: config.notificationStreams,
        timings: {
          mailEveryMs: config.env === 'test' ? 0 : DEFAULT_NOTIFICATION_TIMINGS.mailEveryMs,
          streamMaxAgeMs: config.jwt.accessSeconds * 1000,
          ...notificationTimings,
        },
        queue: engine,
        onJob: (job) => {
          jobs.push(job);
          onJob?.(job);
        },
        onQueued: (job) => queued.push(job),
      });
      await v1.register(connectPlugin, {
        ...connectDeps,
        adapters: connectAdapters,
        webhook: createWebhookModule(connectDeps),
        onJob: (job) => jobs.push(job),
        onQueued: (job) => queued.push(job),
      });
      await v1.register(publicPlugin, { db });
      await v1.register(adminJobsPlugin, { db, engine, demo: config.demo });
      await registerMoneyRoutes(v1, money, db, config.demo && money.provider.name === 'sandbox');
      registerOpenApiDocument(v1, app);
    },
    { prefix: '/v1' },
  );
  await attachMoney(app, money, ctx);
}
