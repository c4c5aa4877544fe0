import { getTradeChain, type ApiClient, type ApiFailure, type TradeChain } from '@finfree/core';
import { queryKeys, useApiClient, type ApiQueryResult } from '@finfree/core/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

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
export const chainHeadsKey = () => [...queryKeys.trades.chain(), 'heads'] as const;

/** Reads the whole chain (`GET /trades/chain`) through the cache: fresh data is not read again. */
export function fetchTradeChain(queryClient: QueryClient, client: ApiClient): Promise<TradeChain> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.trades.chain(),
    queryFn: ({ signal }) => getTradeChain(client, { signal }),
  });
}

/**
 * The chain's heads: from the page's boot data when the server rendered it (no request), else
 * from the chain read from the API (which the check then reuses while it is fresh).
 */
export function useChainHeads(): ApiQueryResult<ChainHeads> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery<ChainHeads, ApiFailure>({
    queryKey: chainHeadsKey(),
    queryFn: async () => chainHeadsOf(await fetchTradeChain(queryClient, client)),
  });
}
