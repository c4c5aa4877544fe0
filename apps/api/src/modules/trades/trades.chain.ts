import { createHash, randomBytes } from 'node:crypto';

/**
 * The verifiable history: every trade event is chained to the one before it.
 *
 * - canonical form of an event: JSON of `{at, data, salt, tradeId, type}` with every object's
 *   keys sorted (UTF-16 order) and no spaces; `at` is ISO 8601 UTC with milliseconds;
 * - content hash = SHA-256 (hex) of the canonical form's UTF-8 bytes;
 * - hash = SHA-256 (hex) of the previous event's hash followed by the content hash (both hex
 *   text); the first event's previous hash is {@link GENESIS}.
 *
 * The salt is random per event and published only once the trade is no longer live, so the
 * content hash of a live trade's event reveals nothing of its prices (they cannot be guessed
 * and checked against it).
 */
export const GENESIS = '0'.repeat(64);

/** JSON with every object's keys sorted and no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The fields of an event that its content hash covers. */
export interface ChainedEventContent {
  tradeId: string;
  at: Date | string;
  type: string;
  data: Record<string, unknown>;
  salt: string;
}

/** The canonical form of an event. */
export function canonicalEvent(e: ChainedEventContent): string {
  const at = typeof e.at === 'string' ? e.at : e.at.toISOString();
  return canonicalJson({ at, data: e.data, salt: e.salt, tradeId: e.tradeId, type: e.type });
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** SHA-256 of the canonical form. */
export const contentHashOf = (e: ChainedEventContent) => sha256(canonicalEvent(e));

/** The chain link: SHA-256 of the previous hash and the content hash. */
export const linkHash = (previous: string, contentHash: string) => sha256(previous + contentHash);

/** A fresh salt (128 random bits, hex). */
export const newSalt = () => randomBytes(16).toString('hex');

/** An event as the chain publishes it: content withheld (null) while its trade is live. */
export interface PublishedChainEvent {
  id: number;
  tradeId: string;
  at: string;
  type: string;
  data: Record<string, unknown> | null;
  salt: string | null;
  contentHash: string;
  hash: string;
}

/** Where a published chain stops holding, or null when it holds up to `head`. */
export function findChainBreak(
  events: PublishedChainEvent[],
  head: string,
): { index: number; reason: 'content' | 'link' | 'head' } | null {
  let previous = GENESIS;
  for (const [index, e] of events.entries()) {
    if (e.data !== null && e.salt !== null) {
      const content = contentHashOf({ ...e, data: e.data, salt: e.salt });
      if (content !== e.contentHash) return { index, reason: 'content' };
    }
    const hash = linkHash(previous, e.contentHash);
    if (hash !== e.hash) return { index, reason: 'link' };
    previous = hash;
  }
  return previous === head ? null : { index: events.length, reason: 'head' };
}
