import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { endpoints } from '../endpoints';
import type {
  ContactRequest,
  Paginated,
  Plan,
  PlansParams,
  PublicStats,
  Trade,
  TradeStats,
  TradeChain,
  TradePerformance,
  TradeStatsParams,
  TradesParams,
} from '../types';

/** Default page of the trades and plans lists (limit 10, page 1). */
export const DEFAULT_PAGE = { limit: 10, page: 1 } as const;

/** `GET /plans`: paginated plans (limit 10, page 1 unless given). */
export async function listPlans(
  client: ApiClient,
  params: PlansParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Plan>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return fetcher<Paginated<Plan>>(client, [
    endpoints.plans.list,
    {
      params: query,
      signal: request.signal,
    },
  ]);
}

/** `GET /plans/:id`: one plan. */
export async function getPlan(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Plan> {
  return fetcher<Plan>(client, [endpoints.plans.details(id), { signal: request.signal }]);
}

/** `GET /trades`: paginated trades (limit 10, page 1 unless given) with filters. */
export async function listTrades(
  client: ApiClient,
  params: TradesParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Trade>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return fetcher<Paginated<Trade>>(client, [
    endpoints.trades.list,
    {
      params: query,
      signal: request.signal,
    },
  ]);
}

/** `GET /trades/:id`: one trade (locked fields null for non-members). */
export async function getTrade(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Trade> {
  return fetcher<Trade>(client, [endpoints.trades.details(id), { signal: request.signal }]);
}

/** `GET /trades/stats`: performance statistics. */
export async function getTradeStats(
  client: ApiClient,
  params: TradeStatsParams = {},
  request: RequestOptions = {},
): Promise<TradeStats> {
  return fetcher<TradeStats>(client, [endpoints.trades.stats, { params, signal: request.signal }]);
}

/** `GET /trades/performance`: track-record statistics (same filters as the stats). */
export async function getTradePerformance(
  client: ApiClient,
  params: TradeStatsParams = {},
  request: RequestOptions = {},
): Promise<TradePerformance> {
  return fetcher<TradePerformance>(client, [
    endpoints.trades.performance,
    { params, signal: request.signal },
  ]);
}

/** `GET /trades/chain`: the hash-chained trade history (public). */
export async function getTradeChain(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<TradeChain> {
  return fetcher<TradeChain>(client, [endpoints.trades.chain, { signal: request.signal }]);
}

/** `GET /public/stats`: member count label and track record for the landing page. */
export async function getPublicStats(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PublicStats> {
  return fetcher<PublicStats>(client, [endpoints.public.stats, { signal: request.signal }]);
}

/** `POST /contact`: sends the contact form (202). */
export async function sendContact(client: ApiClient, body: ContactRequest): Promise<void> {
  await client.post(endpoints.contact, body);
}

/** `POST /affiliates/clicks`: records a referral-link visit (public). */
export async function trackReferralClick(client: ApiClient, code: string): Promise<void> {
  await client.post(endpoints.affiliates.clicks, { code });
}
