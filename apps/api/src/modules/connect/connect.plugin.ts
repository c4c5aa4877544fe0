import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/sql';
import type { Job, QueuedJob } from '../../jobs/job';
import { errorSchema } from '../../lib/pagination';
import { requirePrincipal } from '../auth';
import * as repo from './connect.repository';
import { type ConnectHealth, connectPlatforms, type OwnerPlatform } from './connect.tables';
import type { ConnectAdapter, ConnectControl, ConnectDeps } from './connect.types';
import type { WebhookModule } from './webhook/webhook.module';

/** Queue of one event's post on one platform's channel. */
export const POST_QUEUE = 'connect.post';
/** Queue of access changes of one platform: one at a time, in order (platform rate limits). */
export const accessQueue = (platform: OwnerPlatform) => `connect.access.${platform}`;
/** The reconciler's periodic job. */
export const RECONCILE_JOB = 'connect-reconcile';
/** The periodic check that each bot still has the rights it needs. */
export const HEALTH_JOB = 'connect-health';
/** The periodic prune of the owner's log. */
export const PRUNE_JOB = 'connect-log-prune';
/** Days the owner's log keeps. */
const LOG_DAYS = 90;
/** Between two health checks. */
const HEALTH_EVERY_MS = 15 * 60_000;

const PLATFORM_NAMES: Record<OwnerPlatform, string> = { telegram: 'Telegram', discord: 'Discord' };

/** The data of a {@link POST_QUEUE} job. */
export interface PostJobData {
  seq: number;
  platform: OwnerPlatform;
}
/** The data of an access job: bring `userId`'s access in line with their entitlement. */
export interface AccessJobData {
  userId: string;
  /** Why the check was queued (`reconcile`, `refund`, `linked`, …), for the log. */
  reason: string;
}

/** Links the reconciler looks at per platform and run. */
const RECONCILE_LIMIT = 20_000;

/** What the Connect plugin is built from. */
export interface ConnectPluginOptions extends ConnectDeps {
  adapters: ConnectAdapter[];
  /** The members' own webhooks (not an owner platform: no access to grant). */
  webhook: WebhookModule;
  onJob: (job: Job) => void;
  onQueued: (job: QueuedJob<never>) => void;
}

/** Connect's shared control: queue a user's access check on every owner platform. */
export function connectControl(
  deps: Pick<ConnectDeps, 'queue'>,
  platforms: OwnerPlatform[],
): ConnectControl {
  return {
    async syncUser(userId: string, tx?: Tx, reason = 'sync') {
      for (const platform of platforms) {
        await deps.queue.send(
          accessQueue(platform),
          { userId, reason } satisfies AccessJobData,
          tx ? { tx } : {},
        );
      }
    },
  };
}

/**
 * The jobs shared by the platforms: each event's channel post (once per platform), each
 * member's access check (one queue per platform, one job at a time, so the platforms' rate limits
 * hold and order is kept across restarts), and the reconciler that queues a check for every link
 * whose access differs from its owner's subscription.
 */
export function createConnectJobs(deps: ConnectDeps, adapters: ConnectAdapter[]) {
  const { db, queue, clock } = deps;
  const post: QueuedJob<PostJobData> = {
    name: POST_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 15,
    async run({ seq, platform }) {
      const adapter = adapters.find((a) => a.platform === platform);
      if (!adapter || !(await adapter.enabled())) return;
      await adapter.post(seq);
    },
  };
  const access = adapters.map((adapter): QueuedJob<AccessJobData> => ({
    name: accessQueue(adapter.platform),
    retryLimit: 10,
    retryDelaySeconds: 10,
    batchSize: 1,
    concurrency: 1,
    async run({ userId, reason }) {
      if (!(await adapter.enabled())) return;
      const link = await repo.getLink(db, userId, adapter.platform);
      if (!link || link.externalId === null) return;
      // Checked when the job runs, not when it was queued: the latest state wins.
      const grant = await repo.isEntitled(db, userId, clock());
      if (grant === link.granted) return;
      await adapter.setAccess(userId, grant, reason);
    },
  }));
  const reconcile: Job = {
    name: RECONCILE_JOB,
    everyMs: deps.config.connect.reconcileEveryMs,
    async run({ now }) {
      const counts: Record<string, { grant: number; revoke: number }> = {};
      for (const adapter of adapters) {
        if (!(await adapter.enabled())) continue;
        const rows = await repo.drift(db, adapter.platform, now, RECONCILE_LIMIT);
        counts[adapter.platform] = { grant: 0, revoke: 0 };
        for (const row of rows) {
          counts[adapter.platform]![row.action] += 1;
          // One queued check per member at a time: a slow platform does not pile up duplicates.
          await queue.send(
            accessQueue(adapter.platform),
            { userId: row.userId, reason: 'reconcile' } satisfies AccessJobData,
            { key: `${adapter.platform}:${row.userId}` },
          );
        }
        if (rows.length > 0) {
          const c = counts[adapter.platform]!;
          await repo.log(db, {
            platform: adapter.platform,
            action: 'reconciled',
            detail: `${c.revoke} to remove, ${c.grant} to add`,
            at: now,
          });
        }
      }
      return counts;
    },
  };
  const health: Job = {
    name: HEALTH_JOB,
    everyMs: deps.config.connect.reconcileEveryMs > 0 ? HEALTH_EVERY_MS : 0,
    async run({ now }) {
      const results: Record<string, boolean> = {};
      for (const adapter of adapters) {
        if (!(await adapter.enabled())) continue;
        const checked = await adapter.check().catch((error: unknown): ConnectHealth => ({
          ok: false,
          problems: [
            `The check could not reach ${PLATFORM_NAMES[adapter.platform]}: ${String(error)}`,
          ],
        }));
        results[adapter.platform] = checked.ok;
        const tell = await repo.putHealth(db, adapter.platform, checked, now);
        if (!tell) continue;
        const name = PLATFORM_NAMES[adapter.platform];
        await repo.log(db, {
          platform: adapter.platform,
          action: 'health_lost',
          detail: checked.problems.join('; '),
          ok: false,
          at: now,
        });
        for (const to of await repo.adminEmails(db)) {
          await deps.mailer.send({
            to,
            subject: `Finfree: the ${name} bot lost rights it needs`,
            text:
              `The ${name} bot can no longer do everything Connect needs:\n\n` +
              checked.problems.map((p) => `• ${p}`).join('\n') +
              `\n\nUntil this is fixed, members may keep or miss access. Fix the bot's rights, then ` +
              `press "Check now" in Admin → Integrations: ${deps.appUrl}/dashboard/group/integrations\n`,
            idempotencyKey: `connect-health:${adapter.platform}:${to}:${now.toISOString().slice(0, 13)}`,
          });
        }
      }
      return results;
    },
  };
  const prune: Job = {
    name: PRUNE_JOB,
    everyMs: deps.config.connect.reconcileEveryMs > 0 ? 6 * 3_600_000 : 0,
    run: ({ now }) => repo.pruneLog(db, new Date(now.getTime() - LOG_DAYS * 86_400_000)),
  };
  return { post, access, reconcile, health, prune };
}

const tileSchema = z
  .object({
    platform: z.enum(connectPlatforms),
    available: z.boolean(),
    status: z.enum(['none', 'pending', 'active', 'ended', 'paused']),
    username: z.string().nullable(),
    endedAt: z.string().nullable(),
    endedReason: z.string().nullable(),
  })
  .meta({ id: 'ConnectTile' });

const logEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    platform: z.enum(connectPlatforms),
    userId: z.string().nullable(),
    email: z.string().nullable(),
    action: z.string(),
    detail: z.string(),
    ok: z.boolean(),
  })
  .meta({ id: 'ConnectLogEntry' });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** `/connect` (the member's tiles), `/admin/connect/log`, the adapters' routes and the jobs. */
export async function connectPlugin(
  root: FastifyInstance,
  options: ConnectPluginOptions,
): Promise<void> {
  const { adapters, db } = options;
  const jobs = createConnectJobs(options, adapters);
  options.onQueued(jobs.post as QueuedJob<never>);
  for (const job of jobs.access) options.onQueued(job as QueuedJob<never>);
  options.onJob(jobs.reconcile);
  options.onJob(jobs.health);
  options.onJob(jobs.prune);
  for (const job of options.webhook.queued) options.onQueued(job);
  for (const adapter of adapters) {
    for (const job of adapter.queued ?? []) options.onQueued(job);
    for (const job of adapter.jobs ?? []) options.onJob(job);
  }
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/connect',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['connect'],
        summary: 'My Connect tiles: Telegram, Discord and my webhook, each with its state',
        querystring: z.strictObject({}),
        response: { 200: z.object({ items: z.array(tileSchema) }), ...errors },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      const items = await Promise.all([
        ...adapters.map((a) => a.tile(userId)),
        options.webhook.tile(userId),
      ]);
      return { items };
    },
  );

  app.get(
    '/admin/connect/log',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What Connect did (joins, removals, roles, the reconciler), newest first (admin)',
        querystring: z.strictObject({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          before: z.coerce.number().int().min(1).optional(),
          platform: z.enum(connectPlatforms).optional(),
        }),
        response: { 200: z.object({ items: z.array(logEntrySchema) }), ...errors },
      },
    },
    async (request) => {
      const rows = await repo.readLog(db, request.query);
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          platform: r.platform,
          userId: r.user_id,
          email: r.email,
          action: r.action,
          detail: r.detail,
          ok: r.ok,
        })),
      };
    },
  );

  for (const adapter of adapters) await adapter.register(root);
  await options.webhook.register(root);
}
