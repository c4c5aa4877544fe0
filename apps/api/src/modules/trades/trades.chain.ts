import { createHash, randomBytes } from 'node:crypto';
import { canonicalEvent, type ChainedEventContent } from '@finfree/core';

/**
 * The verifiable history: every trade event is chained to the one before it.
 *
 * - canonical form of an event: `canonicalEvent` of `@finfree/core` (JSON of
 *   `{at, data, salt, tradeId, type}`, keys sorted, no spaces), the one the browser verifies with;
 * - content hash = SHA-256 (hex) of the canonical form's UTF-8 bytes;
 * - hash = SHA-256 (hex) of the previous event's hash followed by the content hash (both hex
 *   text); the first event's previous hash is {@link GENESIS}.
 *
 * The salt is random per event and published only once the trade is no longer live, so the
 * content hash of a live trade's event reveals nothing of its prices (they cannot be guessed
 * and checked against it).
 */
export const GENESIS = '0'.repeat(64);

export type { ChainedEventContent };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** SHA-256 of the canonical form. */
export const contentHashOf = (e: ChainedEventContent) => sha256(canonicalEvent(e));

/** The chain link: SHA-256 of the previous hash and the content hash. */
export const linkHash = (previous: string, contentHash: string) => sha256(previous + contentHash);

/** A fresh salt (128 random bits, hex). */
export const newSalt = () => randomBytes(16).toString('hex');

/**
 * An event as the chain publishes it: while its trade is live, only its id and hashes (trade,
 * time, type, data and salt null).
 */
export interface PublishedChainEvent {
  id: number;
  tradeId: string | null;
  at: string | null;
  type: string | null;
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
    const { tradeId, at, type, data, salt } = e;
    if (tradeId !== null && at !== null && type !== null && data !== null && salt !== null) {
      const content = contentHashOf({ tradeId, at, type, data, salt });
      if (content !== e.contentHash) return { index, reason: 'content' };
    }
    const hash = linkHash(previous, e.contentHash);
    if (hash !== e.hash) return { index, reason: 'link' };
    previous = hash;
  }
  return previous === head ? null : { index: events.length, reason: 'head' };
}
