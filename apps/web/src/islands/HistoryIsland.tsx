import { getTradeChain } from '@finfree/core';
import { useApiClient } from '@finfree/core/react';
import { HistoryCheck } from '../features/track-record/HistoryCheck';

/** The track record's check of its history; the days' heads around it are the server's HTML. */
export function HistoryIsland() {
  const client = useApiClient();
  return <HistoryCheck readChain={() => getTradeChain(client)} />;
}
