import type { TradeChain, TradeChainEvent } from '../types';
import { canonicalEvent } from './canonical';

/**
 * Recomputes the hash chain of the trade history in the browser (Web Crypto), as the API
 * builds it: content hash = SHA-256 of the event's canonical form ({@link canonicalEvent});
 * hash = SHA-256 of the
 * previous hash followed by the content hash (hex text; the first follows `genesis`).
 * Events whose content is withheld (those of live trades: trade, time, type, data and salt null)
 * are checked through their content hash only.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const encoder = new TextEncoder();

/** SHA-256 (hex) of a text's UTF-8 bytes, with Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let out = '';
  for (const byte of digest) out += HEX[byte];
  return out;
}

/** The outcome of a verification. */
export type ChainVerification =
  | { ok: true; events: number; head: string | null }
  | {
      ok: false;
      /** Index in `events` of the first event that does not hold (`events.length`: the head). */
      index: number;
      /** Its id, when it is an event. */
      id: number | null;
      reason: 'content' | 'link' | 'head';
    };

/** Recomputes every link of a published chain up to its head. */
export async function verifyTradeChain(chain: TradeChain): Promise<ChainVerification> {
  let previous = chain.genesis;
  const events: TradeChainEvent[] = chain.events;
  for (const [index, e] of events.entries()) {
    const { tradeId, at, type, data, salt } = e;
    if (tradeId !== null && at !== null && type !== null && data !== null && salt !== null) {
      const canonical = canonicalEvent({ tradeId, at, type, data, salt });
      if ((await sha256Hex(canonical)) !== e.contentHash) {
        return { ok: false, index, id: e.id, reason: 'content' };
      }
    }
    const hash = await sha256Hex(previous + e.contentHash);
    if (hash !== e.hash) return { ok: false, index, id: e.id, reason: 'link' };
    previous = hash;
  }
  const head = chain.head?.hash ?? null;
  if ((head ?? chain.genesis) !== previous) {
    return { ok: false, index: events.length, id: null, reason: 'head' };
  }
  return { ok: true, events: events.length, head };
}
