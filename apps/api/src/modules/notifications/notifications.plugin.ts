import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Job, JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import { NotificationHub } from './notifications.hub';
import { createDeliveryJobs, UnsubscribeTokens } from './notifications.mail';
import { registerNotificationRoutes } from './notifications.routes';
import type { NotificationsService } from './notifications.service';
import { createPushJob } from './push/push.jobs';
import { registerPushRoutes } from './push/push.routes';
import { PushService } from './push/push.service';

/** Web Push settings: the VAPID key pair and contact, and the push services allowed. */
export interface PushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  allowedHosts: string[];
}

/** Timings of the live stream and the delivery jobs (ms, unless named otherwise). */
export interface NotificationTimings {
  heartbeatMs: number;
  stalledMs: number;
  /** Streams end after this long and the client reconnects with its current token (0: never). */
  streamMaxAgeMs: number;
  /** Between two runs of the digest job; 0: off (tests run it by hand). */
  mailEveryMs: number;
  /** A digest goes out once its oldest alert is this old. */
  digestMs: number;
  /** Users looked at per fan-out job. */
  fanOutPage: number;
  /** Seconds before a failed e-mail is retried (doubled each time, 8 retries). */
  mailRetrySeconds: number;
  /** How long one request to a push service may take. */
  pushTimeoutMs: number;
  /** Seconds before a failed push is retried (doubled each time, 5 retries). */
  pushRetrySeconds: number;
}

/** Defaults of {@link NotificationTimings}. */
export const DEFAULT_NOTIFICATION_TIMINGS: NotificationTimings = {
  heartbeatMs: 15_000,
  stalledMs: 30_000,
  streamMaxAgeMs: 15 * 60_000,
  mailEveryMs: 60_000,
  digestMs: 24 * 3_600_000,
  fanOutPage: 1_000,
  mailRetrySeconds: 60,
  pushTimeoutMs: 10_000,
  pushRetrySeconds: 30,
};

/** Caps on open live streams, across instances. */
export interface StreamLimits {
  /** Per session (a browser, a phone): a newer stream replaces the session's oldest. */
  perSession: number;
  /** Per user, every session together: past it a new stream is refused with 429. */
  perUser: number;
}

/** Defaults of {@link StreamLimits}: tabs and a phone fit, fifty do not. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 5, perUser: 10 };

/** What the notifications plugin is built from. */
export interface NotificationsPluginOptions {
  service: NotificationsService;
  database: Database;
  mailer: Mailer;
  /** The web app's address (links in e-mails). */
  appUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** Web Push (phone alerts). */
  push: PushSettings;
  timings?: Partial<NotificationTimings>;
  streamLimits?: StreamLimits;
  /** Where the fan-out and e-mail jobs are added (the job engine). */
  queue: JobQueue;
  /**
   * Receives the periodic jobs — the deliveries' prune, then the digest — for the job engine
   * (every hour and every `mailEveryMs`; off when `mailEveryMs` is 0).
   */
  onJob: (job: Job) => void;
  /** Receives the queued jobs (fan-out, e-mail, push): the job engine works their queues. */
  onQueued: (job: QueuedJob<never>) => void;
}

/** `/notifications` routes, the live hub of this instance and the delivery jobs. */
export async function notificationsPlugin(
  app: FastifyInstance,
  options: NotificationsPluginOptions,
): Promise<void> {
  const timings = { ...DEFAULT_NOTIFICATION_TIMINGS, ...options.timings };
  const hub = new NotificationHub(options.database, {
    heartbeatMs: timings.heartbeatMs,
    stalledMs: timings.stalledMs,
    maxAgeMs: timings.streamMaxAgeMs,
    ...(options.streamLimits ?? DEFAULT_STREAM_LIMITS),
    onError: (error) => app.log.error({ err: error }, 'notification fan-out failed'),
  });
  const unsubscribeTokens = new UnsubscribeTokens(options.secret);
  const jobs = createDeliveryJobs({
    db: options.database.db,
    queue: options.queue,
    mailer: options.mailer,
    tokens: unsubscribeTokens,
    appUrl: options.appUrl,
    digestEveryMs: timings.mailEveryMs,
    digestMs: timings.digestMs,
    fanOutPage: timings.fanOutPage,
    retryDelaySeconds: timings.mailRetrySeconds,
  });
  options.onJob(jobs.prune);
  options.onJob(jobs.digest);
  options.onJob(jobs.quiet);
  options.onQueued(jobs.fanOut as QueuedJob<never>);
  options.onQueued(jobs.email as QueuedJob<never>);
  options.onQueued(
    createPushJob({
      db: options.database.db,
      vapid: {
        publicKey: options.push.publicKey,
        privateKey: options.push.privateKey,
        subject: options.push.subject,
      },
      allowedHosts: options.push.allowedHosts,
      log: app.log,
      timeoutMs: timings.pushTimeoutMs,
      retryDelaySeconds: timings.pushRetrySeconds,
    }) as QueuedJob<never>,
  );
  app.addHook('onReady', () => hub.start());
  // Open streams would hold the server open: they end first, and clients reconnect elsewhere.
  app.addHook('preClose', () => hub.stop());
  registerNotificationRoutes(app, { service: options.service, hub, unsubscribeTokens });
  const push = new PushService({
    db: options.database.db,
    queue: options.queue,
    publicKey: options.push.publicKey,
    allowedHosts: options.push.allowedHosts,
  });
  registerPushRoutes(app, push);
}
