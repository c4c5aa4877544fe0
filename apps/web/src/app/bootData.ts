import type { Paginated, Plan, PlanInterval, PublicStats } from '@finfree/core';
import { queryKeys } from '@finfree/core/react';
import type { QueryClient } from '@tanstack/react-query';

/** Id of the `<script type="application/json">` the API server puts into the landing page. */
export const BOOT_DATA_ELEMENT_ID = 'finfree-boot';

/**
 * The public data the server ships inside the landing page, so the page shows it without
 * requests (and without loading the HTTP client): `GET /public/stats` and the first page of
 * `GET /plans` per billing interval, as the API answered them at `at` (epoch ms).
 */
export interface BootData {
  at: number;
  publicStats?: PublicStats;
  plans?: Partial<Record<PlanInterval, Paginated<Plan>>>;
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
 * Puts the boot data into the query cache under the keys the landing page's hooks read, dated
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
}
