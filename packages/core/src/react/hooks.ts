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
  listPlans,
  listTrades,
  sendContact,
} from '../api/catalog';
import {
  addCard,
  cancelSubscription,
  cancelWithdrawal,
  confirmOrder,
  createOrder,
  createSubscription,
  deleteCard,
  getAffiliateSummary,
  getBalance,
  getSubscription,
  listCards,
  listCommissions,
  listPayments,
  listReferrals,
  listSubscriptions,
  listWithdrawals,
  previewSubscriptionChange,
  setupCard,
  updateCard,
  updateSubscription,
  withdraw,
} from '../api/money';
import type { ApiFailure } from '../http/errors';
import type {
  AddCardRequest,
  AdminAffiliate,
  AdminUpdateUserRequest,
  AuditLogEntry,
  AuditLogParams,
  PayoutsSummary,
  AdminUpdateWithdrawalRequest,
  AdminUsersParams,
  AffiliateListParams,
  AffiliateSummary,
  Balance,
  Card,
  CardSetup,
  Commission,
  ConfirmOrderRequest,
  ContactRequest,
  CreateOrderRequest,
  CreatePlanRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CreateTradeRequest,
  Order,
  Paginated,
  PaymentsParams,
  Plan,
  PlansParams,
  PublicStats,
  Referral,
  Subscription,
  SubscriptionPreview,
  Trade,
  TradeEventRequest,
  TradeStats,
  TradeStatsParams,
  TradesParams,
  UpdateMeRequest,
  UpdatePlanRequest,
  UpdateSubscriptionRequest,
  UpdateTradeRequest,
  User,
  WithdrawRequest,
  WithdrawResponse,
  Withdrawal,
  WithdrawalsParams,
} from '../types';
import { useApiClient } from './ApiContext';
import { AuthContext } from './AuthProvider';
import {
  useApiMutation,
  useIdempotentMutation,
  type ApiMutationOptions,
  type ApiMutationResult,
} from './mutation';
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

/** Saved cards. */
export function useCards(options?: ApiQueryOptions<Card[]>): ApiQueryResult<Card[]> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.cards.list(),
    queryFn: ({ signal }) => listCards(client, { signal }),
  });
}

/** Billing history. */
export function usePayments(
  params: PaymentsParams = {},
  options?: ApiQueryOptions<Paginated<Order>>,
): ApiQueryResult<Paginated<Order>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.payments.list(params),
    queryFn: ({ signal }) => listPayments(client, params, { signal }),
  });
}

/** Own subscriptions. */
export function useSubscriptions(
  options?: ApiQueryOptions<Subscription[]>,
): ApiQueryResult<Subscription[]> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.subscriptions.list(),
    queryFn: ({ signal }) => listSubscriptions(client, { signal }),
  });
}

/** One subscription; waits while `id` is empty. */
export function useSubscription(
  id: string | null | undefined,
  options?: ApiQueryOptions<Subscription>,
): ApiQueryResult<Subscription> {
  const client = useApiClient();
  return useQuery({
    ...options,
    enabled: needs(Boolean(id), options),
    queryKey: queryKeys.subscriptions.detail(id ?? ''),
    queryFn: ({ signal }) => getSubscription(client, id ?? '', { signal }),
  });
}

/** What changing subscription `id` to `planId` costs now; waits for both. */
export function useSubscriptionPreview(
  id: string | null | undefined,
  planId: string | null | undefined,
  options?: ApiQueryOptions<SubscriptionPreview>,
): ApiQueryResult<SubscriptionPreview> {
  const client = useApiClient();
  return useQuery({
    ...options,
    enabled: needs(Boolean(id && planId), options),
    queryKey: queryKeys.subscriptions.preview(id ?? '', planId ?? ''),
    queryFn: ({ signal }) => previewSubscriptionChange(client, id ?? '', planId ?? '', { signal }),
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

/** Own withdrawals. */
export function useWithdrawals(
  params: WithdrawalsParams = {},
  options?: ApiQueryOptions<Paginated<Withdrawal>>,
): ApiQueryResult<Paginated<Withdrawal>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.withdrawals.list(params),
    queryFn: ({ signal }) => listWithdrawals(client, params, { signal }),
  });
}

/** Referral link, funnel and earnings. */
export function useAffiliateSummary(
  options?: ApiQueryOptions<AffiliateSummary>,
): ApiQueryResult<AffiliateSummary> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.affiliates.summary(),
    queryFn: ({ signal }) => getAffiliateSummary(client, { signal }),
  });
}

/** A page of referrals. */
export function useReferrals(
  params: AffiliateListParams = {},
  options?: ApiQueryOptions<Paginated<Referral>>,
): ApiQueryResult<Paginated<Referral>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.affiliates.referrals(params),
    queryFn: ({ signal }) => listReferrals(client, params, { signal }),
  });
}

/** A page of commissions. */
export function useCommissions(
  params: AffiliateListParams = {},
  options?: ApiQueryOptions<Paginated<Commission>>,
): ApiQueryResult<Paginated<Commission>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.affiliates.commissions(params),
    queryFn: ({ signal }) => listCommissions(client, params, { signal }),
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

// ---------------------------------------------------------------- cards

/** Starts adding a card: where the provider's card form lives. */
export function useSetupCard(
  options?: ApiMutationOptions<CardSetup, void>,
): ApiMutationResult<CardSetup, void> {
  return useApiMutation(
    (client) => setupCard(client),
    () => [],
    options,
  );
}

/** Saves the card tokenised by the card form (idempotent per action). */
export function useAddCard(
  options?: ApiMutationOptions<Card, AddCardRequest>,
): ApiMutationResult<Card, AddCardRequest> {
  return useIdempotentMutation(addCard, () => [queryKeys.cards.all()], options);
}

/** Makes a card the default one. */
export function useSetDefaultCard(
  options?: ApiMutationOptions<Card, string>,
): ApiMutationResult<Card, string> {
  return useApiMutation(
    (client, id: string) => updateCard(client, id, { isDefault: true }),
    () => [queryKeys.cards.all(), queryKeys.subscriptions.all()],
    options,
  );
}

/** Deletes a card (409 for the last card of a renewing subscription). */
export function useDeleteCard(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(
    deleteCard,
    () => [queryKeys.cards.all(), queryKeys.subscriptions.all()],
    options,
  );
}

// ---------------------------------------------------------------- orders

/** Creates an order for a plan or subscription (idempotent per action). */
export function useCreateOrder(
  options?: ApiMutationOptions<Order, CreateOrderRequest>,
): ApiMutationResult<Order, CreateOrderRequest> {
  return useIdempotentMutation(createOrder, () => [queryKeys.payments.all()], options);
}

/** Variables of {@link useConfirmOrder}. */
export interface ConfirmOrderVariables {
  /** The order to pay. */
  orderId: string;
  /** A saved card, or a new payment method. */
  body: ConfirmOrderRequest;
}

/** Pays an order (idempotent per action); refreshes billing, subscription, user and trades. */
export function useConfirmOrder(
  options?: ApiMutationOptions<Order, ConfirmOrderVariables>,
): ApiMutationResult<Order, ConfirmOrderVariables> {
  return useIdempotentMutation(
    (client, { orderId, body }: ConfirmOrderVariables, idem) =>
      confirmOrder(client, orderId, body, idem),
    () => [
      queryKeys.payments.all(),
      queryKeys.subscriptions.all(),
      queryKeys.cards.all(),
      queryKeys.me(),
      queryKeys.trades.all(),
    ],
    options,
  );
}

// ---------------------------------------------------------------- subscriptions

/** Subscribes with a saved card (idempotent per action); unlocks members-only data. */
export function useCreateSubscription(
  options?: ApiMutationOptions<CreateSubscriptionResponse, CreateSubscriptionRequest>,
): ApiMutationResult<CreateSubscriptionResponse, CreateSubscriptionRequest> {
  return useIdempotentMutation(
    createSubscription,
    () => [
      queryKeys.subscriptions.all(),
      queryKeys.payments.all(),
      queryKeys.me(),
      queryKeys.trades.all(),
    ],
    options,
  );
}

/** Variables of {@link useUpdateSubscription}. */
export interface UpdateSubscriptionVariables {
  /** The subscription. */
  id: string;
  /** Plan change, cancel/undo at period end, or card change. */
  body: UpdateSubscriptionRequest;
}

/** Changes plan, cancels or undoes cancellation at period end, or changes the card. */
export function useUpdateSubscription(
  options?: ApiMutationOptions<Subscription, UpdateSubscriptionVariables>,
): ApiMutationResult<Subscription, UpdateSubscriptionVariables> {
  return useApiMutation(
    (client, { id, body }: UpdateSubscriptionVariables) => updateSubscription(client, id, body),
    () => [queryKeys.subscriptions.all(), queryKeys.payments.all(), queryKeys.me()],
    options,
  );
}

/** Cancels a subscription at period end. */
export function useCancelSubscription(
  options?: ApiMutationOptions<Subscription, string>,
): ApiMutationResult<Subscription, string> {
  return useApiMutation(
    (client, id: string) => cancelSubscription(client, id),
    () => [queryKeys.subscriptions.all(), queryKeys.me()],
    options,
  );
}

// ---------------------------------------------------------------- withdrawals

/** Requests a withdrawal (idempotent per action); refreshes balance and withdrawals. */
export function useWithdraw(
  options?: ApiMutationOptions<WithdrawResponse, WithdrawRequest>,
): ApiMutationResult<WithdrawResponse, WithdrawRequest> {
  return useIdempotentMutation(
    withdraw,
    () => [queryKeys.withdrawals.all(), queryKeys.balance(), queryKeys.affiliates.summary()],
    options,
  );
}

/** Cancels a pending withdrawal. */
export function useCancelWithdrawal(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(
    cancelWithdrawal,
    () => [queryKeys.withdrawals.all(), queryKeys.balance(), queryKeys.affiliates.summary()],
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
