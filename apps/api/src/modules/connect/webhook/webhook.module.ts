import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueuedJob } from '../../../jobs/job';
import { HttpError, notFound } from '../../../lib/errors';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { isEntitled } from '../connect.repository';
import type { ConnectDeps, ConnectTile } from '../connect.types';
import {
  checkUrl,
  postWebhook,
  type PostResult,
  WEBHOOK_URL_MAX,
  WebhookUrlError,
} from './webhook.http';
import {
  eventIdOf,
  newSecret,
  signedRequest,
  testPayload,
  tradePayloads,
  WEBHOOK_VERSION,
  type WebhookPayload,
} from './webhook.payload';
import * as repo from './webhook.repository';
import { WEBHOOK_QUEUE, type WebhookJobData } from './webhook.queue';

export { WEBHOOK_QUEUE, type WebhookJobData } from './webhook.queue';

/** A member's own webhook: its tile, its routes and its delivery jobs. */
export interface WebhookModule {
  tile(userId: string): Promise<ConnectTile>;
  register(app: FastifyInstance): void | Promise<void>;
  queued: QueuedJob<never>[];
  /** The delivery job (tests run it with their own attempt numbers and clock). */
  deliver: QueuedJob<WebhookJobData>;
}

/** Options of {@link createWebhookModule}. */
export interface WebhookOptions {
  /** How long one POST may take, ms (default 10 s). */
  timeoutMs?: number;
  /** Whether http and private addresses are allowed (default `config.connect.webhookAllowPrivate`). */
  allowPrivate?: boolean;
}

/** Failures for this long in a row pause a webhook. */
export const PAUSE_AFTER_MS = 24 * 3_600_000;
/**
 * Retries of a delivery: from 30 s, doubling, each at most an hour apart (the job engine's
 * ceiling), 30 of them: the last comes a little over a day after the first failure, when the
 * webhook is paused if it failed all along.
 */
export const WEBHOOK_RETRY_LIMIT = 30;
export const WEBHOOK_RETRY_SECONDS = 30;
const RETRY_CEILING_SECONDS = 3_600;

/** Not entitled to Connect (no live subscription). */
const notMember = () => new HttpError(403, 'Connect is for members: renew to join.');
const noWebhook = () => notFound('You have no webhook');

const endpointSchema = z
  .object({
    url: z.string(),
    status: z.enum(['active', 'paused']),
    version: z.number().int(),
    createdAt: z.string(),
    pausedAt: z.string().nullable(),
    failingSince: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });

const attemptSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    eventId: z.string(),
    type: z.string(),
    attempt: z.number().int(),
    httpStatus: z.number().int().nullable(),
    ok: z.boolean(),
    latencyMs: z.number().int(),
    error: z.string().nullable(),
    retryAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const endpointView = (row: repo.EndpointRow) => ({
  url: row.url,
  status: row.pausedAt ? ('paused' as const) : ('active' as const),
  version: row.version,
  createdAt: new Date(row.createdAt).toISOString(),
  pausedAt: iso(row.pausedAt),
  failingSince: iso(row.failingSince),
  lastSuccessAt: iso(row.lastSuccessAt),
});

const attemptView = (row: repo.AttemptRow) => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  eventId: row.eventId,
  type: row.type,
  attempt: row.attempt,
  httpStatus: row.httpStatus,
  ok: row.ok,
  latencyMs: row.latencyMs,
  error: row.error,
  retryAt: iso(row.retryAt),
});

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The members' webhooks ("My own tools"). A member (entitled: a live subscription, or an admin)
 * names an https address; every alert event they receive (all types but notes; their market
 * filter and snoozes apply, quiet hours and per-type channel choices do not) is POSTed there as
 * signed JSON by the `connect.webhook` queue. Addresses must be public: checked when saved and
 * again before each delivery, connecting to the very address checked.
 */
export function createWebhookModule(
  deps: ConnectDeps,
  options: WebhookOptions = {},
): WebhookModule {
  const { db, sealer, mailer, appUrl } = deps;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const rules = { allowPrivate: options.allowPrivate ?? deps.config.connect.webhookAllowPrivate };

  /** POSTs a payload to the member's webhook, signed with its secret at the time of sending. */
  const post = (endpoint: repo.EndpointRow, payload: WebhookPayload): Promise<PostResult> => {
    // The signature's time is the wall clock's: the receiver compares it with its own.
    const { body, headers } = signedRequest(payload, sealer.open(endpoint.secret), new Date());
    return postWebhook(endpoint.url, body, { ...rules, timeoutMs, headers });
  };

  /** Tells the member their webhook is paused (once per pause). */
  const tellPaused = async (userId: string, endpoint: repo.EndpointRow) => {
    const to = await repo.emailOf(db, userId);
    if (!to) return;
    const host = hostOf(endpoint.url);
    await mailer.send({
      to,
      subject: 'Finfree · Your webhook is paused',
      text:
        `Your webhook is paused after a day of failures — fix it and press Resume.\n\n` +
        `Finfree could not deliver alerts to ${host} for 24 hours, so it stopped trying. ` +
        `Once your endpoint answers again, press Resume on the Connect page: ${appUrl}/dashboard/connect\n`,
      idempotencyKey: `webhook-paused-${userId}-${new Date(endpoint.failingSince ?? 0).getTime()}`,
    });
  };

  const deliver: QueuedJob<WebhookJobData> = {
    name: WEBHOOK_QUEUE,
    batchSize: 20,
    concurrency: 10,
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: WEBHOOK_RETRY_SECONDS,
    // A retry is taken back only after the POST's own time limit has surely passed.
    expireInSeconds: 120,
    async run({ seq, userId }, { now, attempt }) {
      const status = await repo.deliveryStatus(db, seq, userId);
      if (status !== 'pending') return;
      const skip = () => repo.finishDelivery(db, seq, userId, 'skipped', now);
      const endpoint = await repo.getEndpoint(db, userId);
      // A paused or removed webhook, or a member no longer entitled, gets nothing.
      if (!endpoint || endpoint.pausedAt || !(await isEntitled(db, userId, now))) return skip();
      const chain = await repo.eventChain(db, seq);
      const payload = chain && tradePayloads(chain.events, chain.trade).find((p) => p.seq === seq);
      if (!payload) return skip();

      const result = await post(endpoint, payload);
      const ok = result.error === null;
      const last = attempt > WEBHOOK_RETRY_LIMIT;
      const delay = Math.min(RETRY_CEILING_SECONDS, WEBHOOK_RETRY_SECONDS * 2 ** (attempt - 1));
      const outcome = await db.transaction(async (tx) => {
        let failingSince: Date | null = null;
        let paused = false;
        if (ok) {
          await repo.updateEndpoint(tx, userId, { lastSuccessAt: now, failingSince: null }, now);
          await repo.finishDelivery(tx, seq, userId, 'sent', now);
        } else {
          failingSince = await repo.noteFailure(tx, userId, now);
          if (failingSince && now.getTime() - new Date(failingSince).getTime() >= PAUSE_AFTER_MS) {
            paused = await repo.pauseEndpoint(tx, userId, now);
            await repo.skipPending(tx, userId, now);
          } else if (last) await repo.finishDelivery(tx, seq, userId, 'skipped', now);
        }
        const retry = !ok && !paused && !last && failingSince !== null;
        await repo.recordAttempt(tx, {
          userId,
          seq,
          eventId: payload.id,
          type: payload.type,
          attempt,
          httpStatus: result.status,
          ok,
          latencyMs: result.latencyMs,
          error: result.error,
          retryAt: retry ? new Date(now.getTime() + delay * 1000) : null,
          at: now,
        });
        return { retry, paused };
      });
      if (outcome.paused) await tellPaused(userId, { ...endpoint, failingSince: now });
      if (outcome.retry) throw new Error(`webhook delivery failed: ${result.error}`);
    },
  };

  async function tile(userId: string): Promise<ConnectTile> {
    const endpoint = await repo.getEndpoint(db, userId);
    return {
      platform: 'webhook',
      available: true,
      status: !endpoint ? 'none' : endpoint.pausedAt ? 'paused' : 'active',
      username: endpoint ? hostOf(endpoint.url) : null,
      endedAt: null,
      endedReason: null,
    };
  }

  async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const mustBeEntitled = async (userId: string) => {
      if (!(await isEntitled(db, userId, deps.clock()))) throw notMember();
    };
    const mustExist = async (userId: string) => {
      const endpoint = await repo.getEndpoint(db, userId);
      if (!endpoint) throw noWebhook();
      return endpoint;
    };

    app.get(
      '/connect/webhook',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'My webhook (its address and state; never its secret)',
          querystring: z.strictObject({}),
          response: { 200: z.object({ endpoint: endpointSchema.nullable() }), ...errors },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        const endpoint = await repo.getEndpoint(db, userId);
        return { endpoint: endpoint ? endpointView(endpoint) : null };
      },
    );

    app.put(
      '/connect/webhook',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary:
            'Creates or changes my webhook (members; https, a public host); the secret is shown on creation only',
          body: z.strictObject({ url: singleLine(z.string().trim().min(1).max(WEBHOOK_URL_MAX)) }),
          response: {
            200: z.object({ endpoint: endpointSchema, secret: z.string().nullable() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        await mustBeEntitled(userId);
        const url = await checkedUrl(request.body.url);
        const now = deps.clock();
        const secret = newSecret();
        const created = await repo.createEndpoint(db, userId, url, sealer.seal(secret), now);
        if (created) return { endpoint: endpointView(created), secret };
        const updated = await repo.updateEndpoint(db, userId, { url }, now);
        if (!updated) throw noWebhook();
        return { endpoint: endpointView(updated), secret: null };
      },
    );

    app.delete(
      '/connect/webhook',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'Removes my webhook (its pending deliveries are dropped)',
          querystring: z.strictObject({}),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = requirePrincipal(request);
        await db.transaction(async (tx) => {
          await repo.deleteEndpoint(tx, userId);
          await repo.skipPending(tx, userId, deps.clock());
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/connect/webhook/secret',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'Rotates my webhook’s signing secret (the new one is shown once)',
          querystring: z.strictObject({}),
          response: { 200: z.object({ secret: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        await mustExist(userId);
        const secret = newSecret();
        const row = await repo.updateEndpoint(
          db,
          userId,
          { secret: sealer.seal(secret) },
          deps.clock(),
        );
        if (!row) throw noWebhook();
        return { secret };
      },
    );

    app.post(
      '/connect/webhook/resume',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'Resumes my paused webhook (new events are delivered again)',
          querystring: z.strictObject({}),
          response: { 200: z.object({ endpoint: endpointSchema }), ...errors },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        const row = await repo.updateEndpoint(
          db,
          userId,
          { pausedAt: null, failingSince: null },
          deps.clock(),
        );
        if (!row) throw noWebhook();
        return { endpoint: endpointView(row) };
      },
    );

    app.post(
      '/connect/webhook/test',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'Sends a signed test event to my webhook now and answers the attempt (members)',
          querystring: z.strictObject({}),
          response: { 200: z.object({ attempt: attemptSchema }), ...errors },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        await mustBeEntitled(userId);
        const endpoint = await mustExist(userId);
        const now = deps.clock();
        const payload = testPayload(now);
        const result = await post(endpoint, payload);
        const row = await db.transaction((tx) =>
          repo.recordAttempt(tx, {
            userId,
            seq: null,
            eventId: payload.id,
            type: payload.type,
            attempt: 1,
            httpStatus: result.status,
            ok: result.error === null,
            latencyMs: result.latencyMs,
            error: result.error,
            retryAt: null,
            at: now,
          }),
        );
        return { attempt: attemptView(row) };
      },
    );

    app.get(
      '/connect/webhook/deliveries',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['connect'],
          summary: 'My webhook’s last 50 delivery attempts, newest first',
          querystring: z.strictObject({}),
          response: { 200: z.object({ items: z.array(attemptSchema) }), ...errors },
        },
      },
      async (request) => {
        const { userId } = requirePrincipal(request);
        const rows = await repo.listAttempts(db, userId);
        return { items: rows.map(attemptView) };
      },
    );
  }

  /** The address after the rules, or a 400 naming the field. */
  async function checkedUrl(raw: string): Promise<string> {
    try {
      return (await checkUrl(raw, rules)).toString();
    } catch (error) {
      if (error instanceof WebhookUrlError)
        throw new HttpError(400, error.message, [{ field: 'url', message: error.message }]);
      throw error;
    }
  }

  return {
    tile,
    register,
    queued: [deliver as QueuedJob<never>],
    deliver,
  };
}

/** The host of a stored address (the tile shows it). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export { eventIdOf, WEBHOOK_VERSION };
