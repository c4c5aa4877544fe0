// The administrators' query and mutation hooks, in a module of their own so that a member's
// screens never load them (or the admin API functions they call).
import {
  adminAddTradeEvent,
  adminArchivePlan,
  adminGetAffiliate,
  adminGetPayoutsSummary,
  adminListAuditLog,
  adminListMemberOrders,
  adminListMemberSubscriptions,
  adminListPlanFeatures,
  adminCreatePlan,
  adminCreateTrade,
  adminListUsers,
  adminListWithdrawals,
  adminUpdatePlan,
  adminUpdateTrade,
  adminUpdateUser,
  adminUpdateWithdrawal,
  adminGetJobs,
  adminRetryJob,
  adminGetDispute,
  adminListDisputes,
  adminListOrderRefunds,
  adminRefundOrder,
  adminRestoreDisputeAccess,
} from '../api/admin';
import type {
  AdminUpdateUserRequest,
  AdminUpdateWithdrawalRequest,
  AuditLogParams,
  AdminUsersParams,
  DisputesParams,
  PaymentsParams,
  PlanFeaturesParams,
  TradeEventRequest,
  UpdatePlanRequest,
  UpdateTradeRequest,
  WithdrawalsParams,
} from '../types';
import { asIs, defineIdempotentMutation, defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

// ---------------------------------------------------------------- reads

/** Admin: a page of users with their subscription state. */
export const useAdminUsers = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: AdminUsersParams) => queryKeys.admin.users(params),
  fetch: (client, request, [params]) => adminListUsers(client, params, request),
});

/** Admin: a page of the payouts queue. */
export const useAdminWithdrawals = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: WithdrawalsParams) => queryKeys.admin.withdrawals(params),
  fetch: (client, request, [params]) => adminListWithdrawals(client, params, request),
});

/** Admin: counts and totals of pending and approved withdrawals. */
export const useAdminPayoutsSummary = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.admin.payoutsSummary,
  fetch: (client, request) => adminGetPayoutsSummary(client, request),
});

/**
 * Admin: the features a plan can promise, labelled in `language` (the app's language; one the
 * API does not have gets its default). A language change asks again.
 */
export const useAdminPlanFeatures = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (language: string) => queryKeys.plans.features(language),
  fetch: (client, request, [language]) =>
    adminListPlanFeatures(client, { lang: planFeatureLanguage(language) }, request),
});

const FEATURE_LANGUAGES: readonly string[] = ['en', 'fr', 'ar'] satisfies NonNullable<
  PlanFeaturesParams['lang']
>[];

/** `fr-CA` → `fr`; a language the API has no labels in → undefined (the API chooses). */
function planFeatureLanguage(language: string): PlanFeaturesParams['lang'] {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return FEATURE_LANGUAGES.includes(base) ? (base as PlanFeaturesParams['lang']) : undefined;
}

/** Admin: a page of the audit log (newest first). */
export const useAdminAuditLog = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: AuditLogParams) => queryKeys.admin.auditLog(params),
  fetch: (client, request, [params]) => adminListAuditLog(client, params, request),
});

/** Admin: one member's billing history; waits while `userId` is empty. */
export const useAdminMemberOrders = defineQuery({
  arity: 2,
  fromAnswer: asIs,
  key: (userId: string, params: PaymentsParams = {}) =>
    queryKeys.admin.member(userId, 'orders', params),
  fetch: (client, request, [userId, params]) =>
    adminListMemberOrders(client, userId, params, request),
  ready: ([userId]) => Boolean(userId),
});

/** Admin: one member's subscriptions, newest first; waits while `userId` is empty. */
export const useAdminMemberSubscriptions = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (userId: string) => queryKeys.admin.member(userId, 'subscriptions'),
  fetch: (client, request, [userId]) => adminListMemberSubscriptions(client, userId, request),
  ready: ([userId]) => Boolean(userId),
});

/** Admin: a member's affiliate summary, balance and terms; waits while `userId` is empty. */
export const useAdminAffiliate = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (userId: string) => queryKeys.admin.member(userId, 'affiliate'),
  fetch: (client, request, [userId]) => adminGetAffiliate(client, userId, request),
  ready: ([userId]) => Boolean(userId),
});

/** Admin: the background job queues' depths and the most recent failed jobs. */
export const useAdminJobs = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.admin.jobs,
  fetch: (client, request) => adminGetJobs(client, request),
});

/** Admin: an order's refunds (reason, amount, date); waits while `orderId` is empty. */
export const useOrderRefunds = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (orderId: string | null | undefined) => queryKeys.admin.orderRefunds(orderId ?? ''),
  fetch: (client, request, [orderId]) => adminListOrderRefunds(client, orderId ?? '', request),
  ready: ([orderId]) => Boolean(orderId),
});

/** Admin: a page of payment disputes (filter by `status`, `userId`). */
export const useDisputes = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: DisputesParams) => queryKeys.admin.disputes(params),
  fetch: (client, request, [params]) => adminListDisputes(client, params, request),
});

/** Admin: one dispute with its timeline; waits while `id` is empty. */
export const useDispute = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (id: string | null | undefined) => queryKeys.admin.dispute(id ?? ''),
  fetch: (client, request, [id]) => adminGetDispute(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

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

/** Admin: queues a failed background job again (audited, so the audit log is refreshed too). */
export const useAdminRetryJob = defineMutation(adminRetryJob, {
  invalidates: () => [queryKeys.admin.all()],
});

/**
 * Admin: refunds an order (idempotent per action) with a reason, keeping or ending access;
 * refreshes the admin screens (member history, refunds) and the payouts (commissions clawed back).
 */
export const useRefundOrder = defineIdempotentMutation(adminRefundOrder, {
  invalidates: () => [
    queryKeys.admin.all(),
    queryKeys.payments.all(),
    queryKeys.subscriptions.all(),
  ],
});

/** Admin: gives a won dispute's member their access back (409 unless the dispute was won). */
export const useRestoreDisputeAccess = defineMutation(adminRestoreDisputeAccess, {
  invalidates: () => [queryKeys.admin.all()],
});
