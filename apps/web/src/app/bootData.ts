import type { Paginated, Plan, PlanInterval, PublicStats, TradePerformance } from '@finfree/core';
import { queryKeys } from '@finfree/core/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ChainHeads } from '../features/track-record/chainHeads';
import { BOOT_DATA_ELEMENT_ID } from './bootIds';

export { BOOT_DATA_ELEMENT_ID };

/**
 * The public data the server ships inside a page, so the page shows it without requests (and
 * without loading the HTTP client), as the API answered it at `at` (epoch ms): only what the
 * page renders. The landing: `GET /public/stats` and the first page of `GET /plans` per billing
 * interval. The track record: `GET /trades/performance` and the heads of `GET /trades/chain`
 * (not its events: the history's check reads them when it is asked for).
 */
export interface BootData {
  at: number;
  publicStats?: PublicStats;
  plans?: Partial<Record<PlanInterval, Paginated<Plan>>>;
  performance?: TradePerformance;
  chainHeads?: ChainHeads;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the boot data of the page, or null when there is none or it is not valid JSON. */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || typeof data.at !== 'number') return null;
    return data as unknown as BootData;
  } catch {
    return null;
  }
}

/**
 * Puts the boot data into the query cache under the keys the public pages' hooks read, dated
 * when the server read it: fresh data is not fetched again, stale data is refetched as usual.
 */
export function seedBootData(queryClient: QueryClient, data: BootData | null): void {
  if (!data) return;
  const updatedAt = Math.min(data.at, Date.now());
  if (data.publicStats) {
    queryClient.setQueryData(queryKeys.publicStats(), data.publicStats, { updatedAt });
  }
  for (const [interval, page] of Object.entries(data.plans ?? {})) {
    if (!page) continue;
    const key = queryKeys.plans.list({ interval: interval as PlanInterval, limit: 10, page: 1 });
    queryClient.setQueryData(key, page, { updatedAt });
  }
  if (data.performance) {
    queryClient.setQueryData(queryKeys.trades.performance(), data.performance, { updatedAt });
  }
  if (data.chainHeads) {
    queryClient.setQueryData(queryKeys.trades.chainHeads(), data.chainHeads, { updatedAt });
  }
}
