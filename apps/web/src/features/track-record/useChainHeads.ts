import { getTradeChain, type ApiClient, type ApiFailure, type TradeChain } from '@finfree/core';
import { queryKeys, useApiClient, type ApiQueryResult } from '@finfree/core/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chainHeadsKey, chainHeadsOf, type ChainHeads } from './chainHeads';
import { publicDataQuery } from '../../lib/publicData';

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
    ...publicDataQuery,
  });
}
