import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
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
export function listPlans(
  client: ApiClient,
  params: PlansParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Plan>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return callApi(client, 'get', '/plans', { query, signal: request.signal });
}

/** `GET /plans/:id`: one plan. */
export function getPlan(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Plan> {
  return callApi(client, 'get', '/plans/{id}', { path: { id }, signal: request.signal });
}

/** `GET /trades`: paginated trades (limit 10, page 1 unless given) with filters. */
export function listTrades(
  client: ApiClient,
  params: TradesParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Trade>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return callApi(client, 'get', '/trades', { query, signal: request.signal });
}

/** `GET /trades/:id`: one trade (locked fields null for non-members). */
export function getTrade(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Trade> {
  return callApi(client, 'get', '/trades/{id}', { path: { id }, signal: request.signal });
}

/** `GET /trades/stats`: performance statistics. */
export function getTradeStats(
  client: ApiClient,
  params: TradeStatsParams = {},
  request: RequestOptions = {},
): Promise<TradeStats> {
  return callApi(client, 'get', '/trades/stats', { query: params, signal: request.signal });
}

/** `GET /trades/performance`: track-record statistics (same filters as the stats). */
export function getTradePerformance(
  client: ApiClient,
  params: TradeStatsParams = {},
  request: RequestOptions = {},
): Promise<TradePerformance> {
  return callApi(client, 'get', '/trades/performance', { query: params, signal: request.signal });
}

/** `GET /trades/chain`: the hash-chained trade history (public). */
export function getTradeChain(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<TradeChain> {
  return callApi(client, 'get', '/trades/chain', { signal: request.signal });
}

/** `GET /public/stats`: member count label and track record for the landing page. */
export function getPublicStats(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PublicStats> {
  return callApi(client, 'get', '/public/stats', { signal: request.signal });
}

/** `POST /contact`: sends the contact form (202). */
export async function sendContact(client: ApiClient, body: ContactRequest): Promise<void> {
  await callApi(client, 'post', '/contact', { body });
}

/** `POST /affiliates/clicks`: records a referral-link visit (public). */
export async function trackReferralClick(client: ApiClient, code: string): Promise<void> {
  await callApi(client, 'post', '/affiliates/clicks', { body: { code } });
}
