import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { forgotPassword, getMe, logoutAll, resetPassword, updateMe } from '../api/auth';
import {
  adminAddTradeEvent,
  adminArchivePlan,
  adminGetAffiliate,
  adminGetPayoutsSummary,
  adminListAuditLog,
  adminListMemberOrders,
  adminListMemberSubscriptions,
  adminCreatePlan,
  adminCreateTrade,
  adminListUsers,
  adminListWithdrawals,
  adminUpdatePlan,
  adminUpdateTrade,
  adminUpdateUser,
  adminUpdateWithdrawal,
} from '../api/admin';
import {
  getPlan,
  getPublicStats,
  getTrade,
  getTradeStats,
  getTradePerformance,
  getTradeChain,
  listPlans,
  listTrades,
  sendContact,
} from '../api/catalog';
import { getBalance } from '../api/balance';
import type { ApiFailure } from '../http/errors';
import type {
  AdminAffiliate,
  AdminUpdateUserRequest,
  AuditLogEntry,
  AuditLogParams,
  PayoutsSummary,
  AdminUpdateWithdrawalRequest,
  AdminUsersParams,
  Balance,
  ContactRequest,
  CreatePlanRequest,
  CreateTradeRequest,
  Order,
  Paginated,
  PaymentsParams,
  Plan,
  PlansParams,
  PublicStats,
  Subscription,
  Trade,
  TradeEventRequest,
  TradeStats,
  TradePerformance,
  TradeChain,
  TradeStatsParams,
  TradesParams,
  UpdateMeRequest,
  UpdatePlanRequest,
  UpdateTradeRequest,
  User,
  Withdrawal,
  WithdrawalsParams,
} from '../types';
import { useApiClient } from './ApiContext';
import { AuthContext } from './AuthProvider';
import { useApiMutation, type ApiMutationOptions, type ApiMutationResult } from './mutation';
import { queryKeys } from './queryKeys';

/** Options a query hook accepts: everything of TanStack's `useQuery` but key and function. */
export type ApiQueryOptions<T> = Omit<
  UseQueryOptions<T, ApiFailure, T, QueryKey>,
  'queryKey' | 'queryFn'
>;

/** What a query hook returns. */
export type ApiQueryResult<T> = UseQueryResult<T, ApiFailure>;

// Detail queries wait for their id.
const needs = (ready: boolean, options?: { enabled?: unknown }) =>
  ready ? ((options?.enabled as boolean | undefined) ?? true) : false;

// ---------------------------------------------------------------- reads

/** The signed-in user (`GET /auth/me`). */
export function useMe(options?: ApiQueryOptions<User>): ApiQueryResult<User> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe(client, { signal }),
  });
}

/** Member count label and track record (`GET /public/stats`). */
export function usePublicStats(
  options?: ApiQueryOptions<PublicStats>,
): ApiQueryResult<PublicStats> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.publicStats(),
    queryFn: ({ signal }) => getPublicStats(client, { signal }),
  });
}

/** A page of plans (limit 10, page 1 by default). */
export function usePlans(
  params: PlansParams = {},
  options?: ApiQueryOptions<Paginated<Plan>>,
): ApiQueryResult<Paginated<Plan>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.plans.list(params),
    queryFn: ({ signal }) => listPlans(client, params, { signal }),
  });
}

/** One plan; waits while `id` is empty. */
export function usePlan(
  id: string | null | undefined,
  options?: ApiQueryOptions<Plan>,
): ApiQueryResult<Plan> {
  const client = useApiClient();
  return useQuery({
    ...options,
    enabled: needs(Boolean(id), options),
    queryKey: queryKeys.plans.detail(id ?? ''),
    queryFn: ({ signal }) => getPlan(client, id ?? '', { signal }),
  });
}

/** A page of trades: limit 10, page 1 by default; filters status, symbol, side, from, to, sortBy. */
export function useTrades(
  params: TradesParams = {},
  options?: ApiQueryOptions<Paginated<Trade>>,
): ApiQueryResult<Paginated<Trade>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.trades.list(params),
    queryFn: ({ signal }) => listTrades(client, params, { signal }),
  });
}

/** One trade (detail drawer); waits while `id` is empty. */
export function useTrade(
  id: string | null | undefined,
  options?: ApiQueryOptions<Trade>,
): ApiQueryResult<Trade> {
  const client = useApiClient();
  return useQuery({
    ...options,
    enabled: needs(Boolean(id), options),
    queryKey: queryKeys.trades.detail(id ?? ''),
    queryFn: ({ signal }) => getTrade(client, id ?? '', { signal }),
  });
}

/** Trade statistics. */
export function useTradeStats(
  params: TradeStatsParams = {},
  options?: ApiQueryOptions<TradeStats>,
): ApiQueryResult<TradeStats> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.trades.stats(params),
    queryFn: ({ signal }) => getTradeStats(client, params, { signal }),
  });
}

/** Track-record statistics (`GET /trades/performance`). */
export function useTradePerformance(
  params: TradeStatsParams = {},
  options?: ApiQueryOptions<TradePerformance>,
): ApiQueryResult<TradePerformance> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.trades.performance(params),
    queryFn: ({ signal }) => getTradePerformance(client, params, { signal }),
  });
}

/** The hash-chained trade history (`GET /trades/chain`, public). */
export function useTradeChain(options?: ApiQueryOptions<TradeChain>): ApiQueryResult<TradeChain> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.trades.chain(),
    queryFn: ({ signal }) => getTradeChain(client, { signal }),
  });
}

/** Affiliate balance. */
export function useBalance(options?: ApiQueryOptions<Balance>): ApiQueryResult<Balance> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.balance(),
    queryFn: ({ signal }) => getBalance(client, { signal }),
  });
}

/** Admin: a page of users with their subscription state. */
export function useAdminUsers(
  params: AdminUsersParams = {},
  options?: ApiQueryOptions<Paginated<User>>,
): ApiQueryResult<Paginated<User>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.admin.users(params),
    queryFn: ({ signal }) => adminListUsers(client, params, { signal }),
  });
}

/** Admin: a page of the payouts queue. */
export function useAdminWithdrawals(
  params: WithdrawalsParams = {},
  options?: ApiQueryOptions<Paginated<Withdrawal>>,
): ApiQueryResult<Paginated<Withdrawal>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.admin.withdrawals(params),
    queryFn: ({ signal }) => adminListWithdrawals(client, params, { signal }),
  });
}

/** Admin: counts and totals of pending and approved withdrawals. */
export function useAdminPayoutsSummary(
  options?: ApiQueryOptions<PayoutsSummary>,
): ApiQueryResult<PayoutsSummary> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.admin.payoutsSummary(),
    queryFn: ({ signal }) => adminGetPayoutsSummary(client, { signal }),
  });
}

/** Admin: a page of the audit log (newest first). */
export function useAdminAuditLog(
  params: AuditLogParams = {},
  options?: ApiQueryOptions<Paginated<AuditLogEntry>>,
): ApiQueryResult<Paginated<AuditLogEntry>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.admin.auditLog(params),
    queryFn: ({ signal }) => adminListAuditLog(client, params, { signal }),
  });
}

/** Admin: one member's billing history; waits while `userId` is empty. */
export function useAdminMemberOrders(
  userId: string,
  params: PaymentsParams = {},
  options?: ApiQueryOptions<Paginated<Order>>,
): ApiQueryResult<Paginated<Order>> {
  const client = useApiClient();
  return useQuery({
    enabled: !!userId,
    ...options,
    queryKey: queryKeys.admin.member(userId, 'orders', params),
    queryFn: ({ signal }) => adminListMemberOrders(client, userId, params, { signal }),
  });
}

/** Admin: one member's subscriptions, newest first; waits while `userId` is empty. */
export function useAdminMemberSubscriptions(
  userId: string,
  options?: ApiQueryOptions<Subscription[]>,
): ApiQueryResult<Subscription[]> {
  const client = useApiClient();
  return useQuery({
    enabled: !!userId,
    ...options,
    queryKey: queryKeys.admin.member(userId, 'subscriptions'),
    queryFn: ({ signal }) => adminListMemberSubscriptions(client, userId, { signal }),
  });
}

/** Admin: a member's affiliate summary, balance and terms; waits while `userId` is empty. */
export function useAdminAffiliate(
  userId: string,
  options?: ApiQueryOptions<AdminAffiliate>,
): ApiQueryResult<AdminAffiliate> {
  const client = useApiClient();
  return useQuery({
    enabled: !!userId,
    ...options,
    queryKey: queryKeys.admin.member(userId, 'affiliate'),
    queryFn: ({ signal }) => adminGetAffiliate(client, userId, { signal }),
  });
}

// ---------------------------------------------------------------- account

/** Updates the own profile; refreshes `useMe` and the auth context's user. */
export function useUpdateMe(
  options?: ApiMutationOptions<User, UpdateMeRequest>,
): ApiMutationResult<User, UpdateMeRequest> {
  const auth = useContext(AuthContext);
  return useApiMutation(
    updateMe,
    () => [queryKeys.me(), queryKeys.admin.users()],
    options,
    (user) => auth?.updateUser(user),
  );
}

/** Signs out of every device on the server, then logs out here. */
export function useLogoutAll(
  options?: ApiMutationOptions<void, void>,
): ApiMutationResult<void, void> {
  const auth = useContext(AuthContext);
  return useApiMutation(
    (client) => logoutAll(client),
    () => [],
    options,
    () => {
      void auth?.logout();
    },
  );
}

/** Sends the contact form. */
export function useSendContact(
  options?: ApiMutationOptions<void, ContactRequest>,
): ApiMutationResult<void, ContactRequest> {
  return useApiMutation(sendContact, () => [], options);
}

/** Asks for a password-reset e-mail (the answer never says whether the account exists). */
export function useForgotPassword(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(forgotPassword, () => [], options);
}

/** Sets a new password with an e-mailed token; resolves the account's e-mail. */
export function useResetPassword(
  options?: ApiMutationOptions<{ email: string }, { token: string; password: string }>,
): ApiMutationResult<{ email: string }, { token: string; password: string }> {
  return useApiMutation(
    (client, { token, password }: { token: string; password: string }) =>
      resetPassword(client, token, { password }),
    () => [],
    options,
  );
}

// ---------------------------------------------------------------- admin

/** Admin: changes a user's role or disables the account. */
export function useAdminUpdateUser(
  options?: ApiMutationOptions<User, { id: string; body: AdminUpdateUserRequest }>,
): ApiMutationResult<User, { id: string; body: AdminUpdateUserRequest }> {
  return useApiMutation(
    (client, { id, body }: { id: string; body: AdminUpdateUserRequest }) =>
      adminUpdateUser(client, id, body),
    () => [queryKeys.admin.all()],
    options,
  );
}

/** Admin: approves, rejects or marks a withdrawal paid or failed. */
export function useAdminUpdateWithdrawal(
  options?: ApiMutationOptions<Withdrawal, { id: string; body: AdminUpdateWithdrawalRequest }>,
): ApiMutationResult<Withdrawal, { id: string; body: AdminUpdateWithdrawalRequest }> {
  return useApiMutation(
    (client, { id, body }: { id: string; body: AdminUpdateWithdrawalRequest }) =>
      adminUpdateWithdrawal(client, id, body),
    () => [queryKeys.admin.all(), queryKeys.withdrawals.all(), queryKeys.balance()],
    options,
  );
}

/** Admin: publishes a trade. */
export function useAdminCreateTrade(
  options?: ApiMutationOptions<Trade, CreateTradeRequest>,
): ApiMutationResult<Trade, CreateTradeRequest> {
  return useApiMutation(
    adminCreateTrade,
    () => [queryKeys.trades.all(), queryKeys.publicStats(), queryKeys.admin.all()],
    options,
  );
}

/** Admin: edits a trade. */
export function useAdminUpdateTrade(
  options?: ApiMutationOptions<Trade, { id: string; body: UpdateTradeRequest }>,
): ApiMutationResult<Trade, { id: string; body: UpdateTradeRequest }> {
  return useApiMutation(
    (client, { id, body }: { id: string; body: UpdateTradeRequest }) =>
      adminUpdateTrade(client, id, body),
    () => [queryKeys.trades.all(), queryKeys.publicStats(), queryKeys.admin.all()],
    options,
  );
}

/** Admin: records an event (activated, tp_hit, sl_moved, closed, cancelled, note). */
export function useAdminTradeEvent(
  options?: ApiMutationOptions<Trade, { id: string; event: TradeEventRequest }>,
): ApiMutationResult<Trade, { id: string; event: TradeEventRequest }> {
  return useApiMutation(
    (client, { id, event }: { id: string; event: TradeEventRequest }) =>
      adminAddTradeEvent(client, id, event),
    () => [queryKeys.trades.all(), queryKeys.publicStats(), queryKeys.admin.all()],
    options,
  );
}

/** Admin: creates a plan. */
export function useAdminCreatePlan(
  options?: ApiMutationOptions<Plan, CreatePlanRequest>,
): ApiMutationResult<Plan, CreatePlanRequest> {
  return useApiMutation(
    adminCreatePlan,
    () => [queryKeys.plans.all(), queryKeys.admin.all()],
    options,
  );
}

/** Admin: edits a plan. */
export function useAdminUpdatePlan(
  options?: ApiMutationOptions<Plan, { id: string; body: UpdatePlanRequest }>,
): ApiMutationResult<Plan, { id: string; body: UpdatePlanRequest }> {
  return useApiMutation(
    (client, { id, body }: { id: string; body: UpdatePlanRequest }) =>
      adminUpdatePlan(client, id, body),
    () => [queryKeys.plans.all(), queryKeys.admin.all()],
    options,
  );
}

/** Admin: archives a plan (existing subscribers keep it). */
export function useAdminArchivePlan(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(
    adminArchivePlan,
    () => [queryKeys.plans.all(), queryKeys.admin.all()],
    options,
  );
}
