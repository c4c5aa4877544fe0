import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import { NotificationHub } from './notifications.hub';
import { createNotificationMailJob, UnsubscribeTokens } from './notifications.mail';
import { registerNotificationRoutes } from './notifications.routes';
import type { NotificationsService } from './notifications.service';

/** Timings of the live stream and the e-mail job (ms). */
export interface NotificationTimings {
  heartbeatMs: number;
  stalledMs: number;
  /** Streams end after this long and the client reconnects with its current token (0: never). */
  streamMaxAgeMs: number;
  /** Between two runs of the e-mail job; 0 leaves it to the caller (tests, a job runner). */
  mailEveryMs: number;
  digestMs: number;
  mailLeaseMs: number;
  mailMaxAttempts: number;
}

/** Defaults of {@link NotificationTimings}. */
export const DEFAULT_NOTIFICATION_TIMINGS: NotificationTimings = {
  heartbeatMs: 15_000,
  stalledMs: 30_000,
  streamMaxAgeMs: 15 * 60_000,
  mailEveryMs: 5_000,
  digestMs: 24 * 3_600_000,
  mailLeaseMs: 60_000,
  mailMaxAttempts: 8,
};

/** What the notifications plugin is built from. */
export interface NotificationsPluginOptions {
  service: NotificationsService;
  database: Database;
  mailer: Mailer;
  /** The web app's address (links in e-mails). */
  appUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  timings?: Partial<NotificationTimings>;
  /** Receives the e-mail job (tests run it by hand). */
  onJob?: (job: Job) => void;
}

/**
 * Starts `job` every `everyMs` in this process. Several instances may run it at once: the job
 * claims its rows with leases. Kept apart so a shared job runner can take the job over.
 */
function runOnInterval(app: FastifyInstance, job: Job): void {
  if (job.everyMs <= 0) return;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = job
      .run({ now: new Date(), signal: controller.signal })
      .catch((error: unknown) => app.log.warn({ err: error, job: job.name }, 'job run failed'))
      .finally(() => {
        running = null;
        if (!controller.signal.aborted) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, job.everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    controller.abort();
    if (timer) clearTimeout(timer);
    await running;
  });
}

/** `/notifications` routes, the live hub of this instance and the e-mail job. */
export async function notificationsPlugin(
  app: FastifyInstance,
  options: NotificationsPluginOptions,
): Promise<void> {
  const timings = { ...DEFAULT_NOTIFICATION_TIMINGS, ...options.timings };
  const hub = new NotificationHub(options.database, {
    heartbeatMs: timings.heartbeatMs,
    stalledMs: timings.stalledMs,
    maxAgeMs: timings.streamMaxAgeMs,
    onError: (error) => app.log.error({ err: error }, 'notification fan-out failed'),
  });
  const unsubscribeTokens = new UnsubscribeTokens(options.secret);
  const job = createNotificationMailJob({
    db: options.database.db,
    mailer: options.mailer,
    tokens: unsubscribeTokens,
    appUrl: options.appUrl,
    everyMs: timings.mailEveryMs,
    digestMs: timings.digestMs,
    leaseMs: timings.mailLeaseMs,
    maxAttempts: timings.mailMaxAttempts,
  });
  options.onJob?.(job);
  app.addHook('onReady', () => hub.start());
  // Open streams would hold the server open: they end first, and clients reconnect elsewhere.
  app.addHook('preClose', () => hub.stop());
  registerNotificationRoutes(app, { service: options.service, hub, unsubscribeTokens });
  runOnInterval(app, job);
}
