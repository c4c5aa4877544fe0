// The query and mutation hooks of the public and member screens, each defined once from its
// API function and query key (see `define.ts`).
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
  getTradeChain,
  getTradePerformance,
  getTradeStats,
  listPlans,
  listTrades,
  sendContact,
} from '../api/catalog';
import { getBalance } from '../api/balance';
import type {
  AdminUpdateUserRequest,
  AdminUpdateWithdrawalRequest,
  AuditLogParams,
  AdminUsersParams,
  PaymentsParams,
  PlansParams,
  TradeEventRequest,
  TradeStatsParams,
  TradesParams,
  UpdatePlanRequest,
  UpdateTradeRequest,
  WithdrawalsParams,
} from '../types';
import { AuthContext } from './AuthProvider';
import { defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

export type { ApiQueryOptions, ApiQueryResult } from './define';

type Id = string | null | undefined;

// ---------------------------------------------------------------- reads

/** The signed-in user (`GET /auth/me`). */
export const useMe = defineQuery({
  arity: 0,
  key: queryKeys.me,
  fetch: (client, request) => getMe(client, request),
});

/** Member count label and track record (`GET /public/stats`). */
export const usePublicStats = defineQuery({
  arity: 0,
  key: queryKeys.publicStats,
  fetch: (client, request) => getPublicStats(client, request),
});

/** A page of plans (limit 10, page 1 by default). */
export const usePlans = defineQuery({
  arity: 1,
  key: (params?: PlansParams) => queryKeys.plans.list(params),
  fetch: (client, request, [params]) => listPlans(client, params, request),
});

/** One plan; waits while `id` is empty. */
export const usePlan = defineQuery({
  arity: 1,
  key: (id: Id) => queryKeys.plans.detail(id ?? ''),
  fetch: (client, request, [id]) => getPlan(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** A page of trades: limit 10, page 1 by default; filters status, symbol, side, from, to, sortBy. */
export const useTrades = defineQuery({
  arity: 1,
  key: (params?: TradesParams) => queryKeys.trades.list(params),
  fetch: (client, request, [params]) => listTrades(client, params, request),
});

/** One trade (detail drawer); waits while `id` is empty. */
export const useTrade = defineQuery({
  arity: 1,
  key: (id: Id) => queryKeys.trades.detail(id ?? ''),
  fetch: (client, request, [id]) => getTrade(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** Trade statistics. */
export const useTradeStats = defineQuery({
  arity: 1,
  key: (params?: TradeStatsParams) => queryKeys.trades.stats(params),
  fetch: (client, request, [params]) => getTradeStats(client, params, request),
});

/** Track-record statistics (`GET /trades/performance`; same filters as the stats). */
export const useTradePerformance = defineQuery({
  arity: 1,
  key: (params: TradeStatsParams = {}) => queryKeys.trades.performance(params),
  fetch: (client, request, [params]) => getTradePerformance(client, params, request),
});

/** The hash-chained trade history (`GET /trades/chain`, public). */
export const useTradeChain = defineQuery({
  arity: 0,
  key: queryKeys.trades.chain,
  fetch: (client, request) => getTradeChain(client, request),
});

/** Affiliate balance. */
export const useBalance = defineQuery({
  arity: 0,
  key: queryKeys.balance,
  fetch: (client, request) => getBalance(client, request),
});

/** Admin: a page of users with their subscription state. */
export const useAdminUsers = defineQuery({
  arity: 1,
  key: (params?: AdminUsersParams) => queryKeys.admin.users(params),
  fetch: (client, request, [params]) => adminListUsers(client, params, request),
});

/** Admin: a page of the payouts queue. */
export const useAdminWithdrawals = defineQuery({
  arity: 1,
  key: (params?: WithdrawalsParams) => queryKeys.admin.withdrawals(params),
  fetch: (client, request, [params]) => adminListWithdrawals(client, params, request),
});

/** Admin: counts and totals of pending and approved withdrawals. */
export const useAdminPayoutsSummary = defineQuery({
  arity: 0,
  key: queryKeys.admin.payoutsSummary,
  fetch: (client, request) => adminGetPayoutsSummary(client, request),
});

/** Admin: a page of the audit log (newest first). */
export const useAdminAuditLog = defineQuery({
  arity: 1,
  key: (params?: AuditLogParams) => queryKeys.admin.auditLog(params),
  fetch: (client, request, [params]) => adminListAuditLog(client, params, request),
});

/** Admin: one member's billing history; waits while `userId` is empty. */
export const useAdminMemberOrders = defineQuery({
  arity: 2,
  key: (userId: string, params: PaymentsParams = {}) =>
    queryKeys.admin.member(userId, 'orders', params),
  fetch: (client, request, [userId, params]) =>
    adminListMemberOrders(client, userId, params, request),
  ready: ([userId]) => Boolean(userId),
});

/** Admin: one member's subscriptions, newest first; waits while `userId` is empty. */
export const useAdminMemberSubscriptions = defineQuery({
  arity: 1,
  key: (userId: string) => queryKeys.admin.member(userId, 'subscriptions'),
  fetch: (client, request, [userId]) => adminListMemberSubscriptions(client, userId, request),
  ready: ([userId]) => Boolean(userId),
});

/** Admin: a member's affiliate summary, balance and terms; waits while `userId` is empty. */
export const useAdminAffiliate = defineQuery({
  arity: 1,
  key: (userId: string) => queryKeys.admin.member(userId, 'affiliate'),
  fetch: (client, request, [userId]) => adminGetAffiliate(client, userId, request),
  ready: ([userId]) => Boolean(userId),
});

// ---------------------------------------------------------------- account

/** Updates the own profile; refreshes `useMe` and the auth context's user. */
export const useUpdateMe = defineMutation(updateMe, {
  invalidates: () => [queryKeys.me(), queryKeys.admin.users()],
  useOnSuccess: () => {
    const auth = useContext(AuthContext);
    return (user) => auth?.updateUser(user);
  },
});

/** Signs out of every device on the server, then logs out here. */
export const useLogoutAll = defineMutation<void, void>((client) => logoutAll(client), {
  useOnSuccess: () => {
    const auth = useContext(AuthContext);
    return () => {
      void auth?.logout();
    };
  },
});

/** Sends the contact form. */
export const useSendContact = defineMutation(sendContact);

/** Asks for a password-reset e-mail (the answer never says whether the account exists). */
export const useForgotPassword = defineMutation(forgotPassword);

/** Sets a new password with an e-mailed token; resolves the account's e-mail. */
export const useResetPassword = defineMutation(
  (client, { token, password }: { token: string; password: string }) =>
    resetPassword(client, token, { password }),
);

// ---------------------------------------------------------------- admin

const afterTradeChange = () => [
  queryKeys.trades.all(),
  queryKeys.publicStats(),
  queryKeys.admin.all(),
];
const afterPlanChange = () => [queryKeys.plans.all(), queryKeys.admin.all()];

/** Admin: changes a user's role or disables the account. */
export const useAdminUpdateUser = defineMutation(
  (client, { id, body }: { id: string; body: AdminUpdateUserRequest }) =>
    adminUpdateUser(client, id, body),
  { invalidates: () => [queryKeys.admin.all()] },
);

/** Admin: approves, rejects or marks a withdrawal paid or failed. */
export const useAdminUpdateWithdrawal = defineMutation(
  (client, { id, body }: { id: string; body: AdminUpdateWithdrawalRequest }) =>
    adminUpdateWithdrawal(client, id, body),
  {
    invalidates: () => [queryKeys.admin.all(), queryKeys.withdrawals.all(), queryKeys.balance()],
  },
);

/** Admin: publishes a trade. */
export const useAdminCreateTrade = defineMutation(adminCreateTrade, {
  invalidates: afterTradeChange,
});

/** Admin: edits a trade. */
export const useAdminUpdateTrade = defineMutation(
  (client, { id, body }: { id: string; body: UpdateTradeRequest }) =>
    adminUpdateTrade(client, id, body),
  { invalidates: afterTradeChange },
);

/** Admin: records an event (activated, tp_hit, sl_moved, closed, cancelled, note). */
export const useAdminTradeEvent = defineMutation(
  (client, { id, event }: { id: string; event: TradeEventRequest }) =>
    adminAddTradeEvent(client, id, event),
  { invalidates: afterTradeChange },
);

/** Admin: creates a plan. */
export const useAdminCreatePlan = defineMutation(adminCreatePlan, {
  invalidates: afterPlanChange,
});

/** Admin: edits a plan. */
export const useAdminUpdatePlan = defineMutation(
  (client, { id, body }: { id: string; body: UpdatePlanRequest }) =>
    adminUpdatePlan(client, id, body),
  { invalidates: afterPlanChange },
);

/** Admin: archives a plan (existing subscribers keep it). */
export const useAdminArchivePlan = defineMutation(adminArchivePlan, {
  invalidates: afterPlanChange,
});
