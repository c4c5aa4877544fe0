import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

/** Header of the key, and of a replayed answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A valid key: 8 to 255 printable ASCII characters (the route schemas document it). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** Why a key was refused. */
export const IDEMPOTENCY_KEY_MESSAGE = 'must be 8 to 255 printable ASCII characters';

/** How long a first request may run before another instance may take its key over. */
const LOCK_MS = 60_000;

/** An answer to store and replay. */
export interface IdempotentResult {
  status: number;
  body: unknown;
}

/** JSON with sorted keys, so `{a, b}` and `{b, a}` are the same request. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** The key of a request (400 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw new HttpError(400, 'Idempotency-Key header is required');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, `Idempotency-Key ${IDEMPOTENCY_KEY_MESSAGE}`);
  }
  return key;
}

/**
 * Runs a money-moving handler at most once per (user, Idempotency-Key), across instances:
 * the key is claimed with an insert in PostgreSQL before the work starts.
 * - same key, same request → the first answer again, with `Idempotent-Replayed: true`;
 * - same key, other request → 422;
 * - same key while the first is still running → 409.
 * Answers below 500 (including 402 declines) are stored; a crash or 5xx frees the key.
 */
export async function idempotent(
  db: Db,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const requestHash = createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? ''} ${stableStringify(request.params)} ${stableStringify(request.query)} ${stableStringify(request.body)}`,
    )
    .digest('hex');
  const now = new Date();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId,
      key,
      requestHash,
      status: 'running',
      lockedUntil: new Date(now.getTime() + LOCK_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) throw new HttpError(409, 'A request with this Idempotency-Key is still in progress');
    if (row.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (row.status === 'done') {
      return reply
        .code(row.responseStatus ?? 200)
        .header(REPLAYED_HEADER, 'true')
        .send(row.responseBody);
    }
    // A first attempt that died without answering: take its key over once its lock lapsed.
    const takeover = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'running'),
          lt(idempotencyKeys.lockedUntil, now),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takeover.length === 0) {
      throw new HttpError(409, 'A request with this Idempotency-Key is still in progress');
    }
  }
  const finish = (status: number, body: unknown) =>
    db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: status, responseBody: body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  let result: IdempotentResult;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) {
      await finish(error.statusCode, {
        code: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    } else {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .catch(() => undefined);
    }
    throw error;
  }
  if (result.status >= 500) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  } else {
    await finish(result.status, result.body);
  }
  return reply.code(result.status).send(result.body);
}

/** Forgets keys older than `maxAgeMs` (default 24 h). */
export async function purgeIdempotencyKeys(db: Db, now = new Date(), maxAgeMs = 86_400_000) {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - maxAgeMs)}`);
}
