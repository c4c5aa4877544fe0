import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { endpoints } from '../endpoints';
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
  Trade,
  TradeEventRequest,
  UpdatePlanRequest,
  UpdateTradeRequest,
  User,
  Withdrawal,
  WithdrawalsParams,
} from '../types';

/** `GET /users` (admin): paginated users with their subscription state. */
export async function adminListUsers(
  client: ApiClient,
  params: AdminUsersParams = {},
  request: RequestOptions = {},
): Promise<Paginated<User>> {
  return fetcher<Paginated<User>>(client, [
    endpoints.users.list,
    { params, signal: request.signal },
  ]);
}

/** `PATCH /users/:id` (admin): role or disabled. */
export async function adminUpdateUser(
  client: ApiClient,
  id: string,
  body: AdminUpdateUserRequest,
): Promise<User> {
  return (await client.patch<User>(endpoints.users.details(id), body)).data;
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
export async function adminUpdateWithdrawal(
  client: ApiClient,
  id: string,
  body: AdminUpdateWithdrawalRequest,
): Promise<Withdrawal> {
  return (await client.patch<Withdrawal>(endpoints.payments.withdrawal(id), body)).data;
}

/** `POST /plans` (admin). */
export async function adminCreatePlan(client: ApiClient, body: CreatePlanRequest): Promise<Plan> {
  return (await client.post<Plan>(endpoints.plans.list, body)).data;
}

/** `PATCH /plans/:id` (admin). */
export async function adminUpdatePlan(
  client: ApiClient,
  id: string,
  body: UpdatePlanRequest,
): Promise<Plan> {
  return (await client.patch<Plan>(endpoints.plans.details(id), body)).data;
}

/** `DELETE /plans/:id` (admin): archives the plan; existing subscribers keep it. */
export async function adminArchivePlan(client: ApiClient, id: string): Promise<void> {
  await client.delete(endpoints.plans.details(id));
}

/** `POST /trades` (admin): publishes a trade. */
export async function adminCreateTrade(
  client: ApiClient,
  body: CreateTradeRequest,
): Promise<Trade> {
  return (await client.post<Trade>(endpoints.trades.list, body)).data;
}

/** `PATCH /trades/:id` (admin). */
export async function adminUpdateTrade(
  client: ApiClient,
  id: string,
  body: UpdateTradeRequest,
): Promise<Trade> {
  return (await client.patch<Trade>(endpoints.trades.details(id), body)).data;
}

/** `POST /trades/:id/events` (admin): activated, tp_hit, sl_moved, closed, cancelled, note. */
export async function adminAddTradeEvent(
  client: ApiClient,
  id: string,
  event: TradeEventRequest,
): Promise<Trade> {
  return (await client.post<Trade>(endpoints.trades.events(id), event)).data;
}

/** `GET /admin/audit-log` (admin): newest first, filterable by actor and action. */
export function adminListAuditLog(
  client: ApiClient,
  params: AuditLogParams = {},
  request: RequestOptions = {},
): Promise<Paginated<AuditLogEntry>> {
  return fetcher<Paginated<AuditLogEntry>>(client, [
    endpoints.admin.auditLog,
    { params, signal: request.signal },
  ]);
}

/** `GET /payments?userId=` (admin): one member's billing history. */
export function adminListMemberOrders(
  client: ApiClient,
  userId: string,
  params: PaymentsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Order>> {
  return fetcher<Paginated<Order>>(client, [
    endpoints.payments.list,
    { params: { ...params, userId }, signal: request.signal },
  ]);
}

/** `GET /subscriptions?userId=` (admin): one member's subscriptions, newest first. */
export function adminListMemberSubscriptions(
  client: ApiClient,
  userId: string,
  request: RequestOptions = {},
): Promise<Subscription[]> {
  return fetcher<Subscription[]>(client, [
    endpoints.subscriptions.list,
    { params: { userId }, signal: request.signal },
  ]);
}

/** `GET /admin/affiliates/:id` (admin): a member's affiliate summary, balance and terms. */
export function adminGetAffiliate(
  client: ApiClient,
  userId: string,
  request: RequestOptions = {},
): Promise<AdminAffiliate> {
  return fetcher<AdminAffiliate>(client, [
    endpoints.admin.affiliate(userId),
    { signal: request.signal },
  ]);
}

/** `GET /admin/payouts/summary` (admin): what waits in the payouts queue. */
export function adminGetPayoutsSummary(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PayoutsSummary> {
  return fetcher<PayoutsSummary>(client, [
    endpoints.admin.payoutsSummary,
    { signal: request.signal },
  ]);
}
