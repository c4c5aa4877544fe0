import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import { idempotencyHeaders, type IdempotentOptions } from '../http/idempotency';
import { listWithdrawals } from './money';
import type {
  AdminAffiliate,
  AdminUpdateUserRequest,
  AuditLogEntry,
  AuditLogParams,
  Order,
  PaymentsParams,
  PayoutsSummary,
  Subscription,
  AdminUpdateWithdrawalRequest,
  AdminUsersParams,
  CreatePlanRequest,
  CreateTradeRequest,
  Paginated,
  Plan,
  PlanFeature,
  PlanFeaturesParams,
  Trade,
  TradeEventRequest,
  UpdatePlanRequest,
  UpdateTradeRequest,
  User,
  Withdrawal,
  WithdrawalsParams,
  JobsOverview,
  RetriedJob,
  Dispute,
  DisputesParams,
  OrderRefund,
  RefundOrderRequest,
  RefundOrderResponse,
} from '../types';

/** `GET /users` (admin): paginated users with their subscription state. */
export function adminListUsers(
  client: ApiClient,
  params: AdminUsersParams = {},
  request: RequestOptions = {},
): Promise<Paginated<User>> {
  return callApi(client, 'get', '/users', { query: params, signal: request.signal });
}

/** `PATCH /users/:id` (admin): role or disabled. */
export function adminUpdateUser(
  client: ApiClient,
  id: string,
  body: AdminUpdateUserRequest,
): Promise<User> {
  return callApi(client, 'patch', '/users/{id}', { path: { id }, body });
}

/** `GET /payments/withdrawals` as an admin: every user's withdrawals (the payouts queue). */
export function adminListWithdrawals(
  client: ApiClient,
  params: WithdrawalsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Withdrawal>> {
  return listWithdrawals(client, params, request);
}

/** `PATCH /payments/withdrawals/:id` (admin): approve, reject, mark paid or failed. */
export function adminUpdateWithdrawal(
  client: ApiClient,
  id: string,
  body: AdminUpdateWithdrawalRequest,
): Promise<Withdrawal> {
  return callApi(client, 'patch', '/payments/withdrawals/{id}', { path: { id }, body });
}

/** `POST /plans` (admin). */
export function adminCreatePlan(client: ApiClient, body: CreatePlanRequest): Promise<Plan> {
  return callApi(client, 'post', '/plans', { body });
}

/**
 * `GET /plans/features` (admin): the catalogue of what a plan can promise, labelled in
 * `params.lang` (else the API's choice: the language cookie, then `Accept-Language`).
 */
export function adminListPlanFeatures(
  client: ApiClient,
  params: PlanFeaturesParams = {},
  request: RequestOptions = {},
): Promise<PlanFeature[]> {
  return callApi(client, 'get', '/plans/features', { query: params, signal: request.signal });
}

/** `PATCH /plans/:id` (admin). */
export function adminUpdatePlan(
  client: ApiClient,
  id: string,
  body: UpdatePlanRequest,
): Promise<Plan> {
  return callApi(client, 'patch', '/plans/{id}', { path: { id }, body });
}

/** `DELETE /plans/:id` (admin): archives the plan; existing subscribers keep it. */
export async function adminArchivePlan(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/plans/{id}', { path: { id } });
}

/** `POST /trades` (admin): publishes a trade. */
export function adminCreateTrade(client: ApiClient, body: CreateTradeRequest): Promise<Trade> {
  return callApi(client, 'post', '/trades', { body });
}

/** `PATCH /trades/:id` (admin). */
export function adminUpdateTrade(
  client: ApiClient,
  id: string,
  body: UpdateTradeRequest,
): Promise<Trade> {
  return callApi(client, 'patch', '/trades/{id}', { path: { id }, body });
}

/** `POST /trades/:id/events` (admin): activated, tp_hit, sl_moved, closed, cancelled, note. */
export function adminAddTradeEvent(
  client: ApiClient,
  id: string,
  event: TradeEventRequest,
): Promise<Trade> {
  return callApi(client, 'post', '/trades/{id}/events', { path: { id }, body: event });
}

/** `GET /admin/audit-log` (admin): newest first, filterable by actor and action. */
export function adminListAuditLog(
  client: ApiClient,
  params: AuditLogParams = {},
  request: RequestOptions = {},
): Promise<Paginated<AuditLogEntry>> {
  return callApi(client, 'get', '/admin/audit-log', { query: params, signal: request.signal });
}

/** `GET /payments?userId=` (admin): one member's billing history. */
export function adminListMemberOrders(
  client: ApiClient,
  userId: string,
  params: PaymentsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Order>> {
  return callApi(client, 'get', '/payments', {
    query: { ...params, userId },
    signal: request.signal,
  });
}

/** `GET /subscriptions?userId=` (admin): one member's subscriptions, newest first. */
export function adminListMemberSubscriptions(
  client: ApiClient,
  userId: string,
  request: RequestOptions = {},
): Promise<Subscription[]> {
  return callApi(client, 'get', '/subscriptions', { query: { userId }, signal: request.signal });
}

/** `GET /admin/affiliates/:id` (admin): a member's affiliate summary, balance and terms. */
export function adminGetAffiliate(
  client: ApiClient,
  userId: string,
  request: RequestOptions = {},
): Promise<AdminAffiliate> {
  return callApi(client, 'get', '/admin/affiliates/{id}', {
    path: { id: userId },
    signal: request.signal,
  });
}

/** `GET /admin/payouts/summary` (admin): what waits in the payouts queue. */
export function adminGetPayoutsSummary(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PayoutsSummary> {
  return callApi(client, 'get', '/admin/payouts/summary', { signal: request.signal });
}

/** `GET /admin/jobs` (admin): background job queues' depths and the recent failed jobs. */
export function adminGetJobs(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<JobsOverview> {
  return callApi(client, 'get', '/admin/jobs', { signal: request.signal });
}

/** `POST /admin/jobs/:queue/:id/retry` (admin): queues a failed job again (audited). */
export function adminRetryJob(
  client: ApiClient,
  job: { queue: string; id: string },
): Promise<RetriedJob> {
  return callApi(client, 'post', '/admin/jobs/{queue}/{id}/retry', {
    path: { queue: job.queue, id: job.id },
  });
}

/** `GET /admin/orders/:id/refunds` (admin): an order's refunds, with their reasons. */
export function adminListOrderRefunds(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<OrderRefund[]> {
  return callApi(client, 'get', '/admin/orders/{id}/refunds', {
    path: { id },
    signal: request.signal,
  });
}

/**
 * `POST /admin/orders/:id/refunds` (admin, idempotent): refunds part or all of what is left of
 * a paid order, with a reason, keeping or ending the member's access.
 */
export function adminRefundOrder(
  client: ApiClient,
  { id, body }: { id: string; body: RefundOrderRequest },
  options: IdempotentOptions,
): Promise<RefundOrderResponse> {
  return callApi(client, 'post', '/admin/orders/{id}/refunds', {
    path: { id },
    body,
    headers: idempotencyHeaders(options),
  });
}

/** `GET /admin/disputes` (admin): a page of payment disputes, newest first. */
export function adminListDisputes(
  client: ApiClient,
  params: DisputesParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Dispute>> {
  return callApi(client, 'get', '/admin/disputes', { query: params, signal: request.signal });
}

/** `GET /admin/disputes/:id` (admin): one dispute with its timeline. */
export function adminGetDispute(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Dispute> {
  return callApi(client, 'get', '/admin/disputes/{id}', { path: { id }, signal: request.signal });
}

/** `POST /admin/disputes/:id/restore-access` (admin): a won dispute's member gets access back. */
export function adminRestoreDisputeAccess(client: ApiClient, id: string): Promise<Dispute> {
  return callApi(client, 'post', '/admin/disputes/{id}/restore-access', { path: { id } });
}
