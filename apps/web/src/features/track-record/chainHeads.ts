import type { TradeChain } from '@finfree/core';
import { queryKeys } from '@finfree/core/react';

/** How many daily heads the track record lists (the newest). */
export const DAYS_SHOWN = 14;

/**
 * What the track record shows of the hash chain without checking it: the genesis, the head and
 * the head of each of the newest {@link DAYS_SHOWN} days (oldest first, as the API lists them).
 * The events themselves are read only when the visitor asks for the check.
 */
export type ChainHeads = Pick<TradeChain, 'genesis' | 'head' | 'days'>;

/** The heads of a chain, as the page shows them. */
export function chainHeadsOf({ genesis, head, days }: TradeChain): ChainHeads {
  return { genesis, head, days: days.slice(-DAYS_SHOWN) };
}

/** The cache key of the heads (under the chain's key: invalidating the chain invalidates them). */
export const chainHeadsKey = queryKeys.trades.chainHeads;
