// The hooks of the billing screens (cards, checkout, subscriptions, withdrawals, affiliates),
// in a module of their own so the public pages' code never carries them.
import { useQuery } from '@tanstack/react-query';
import {
  addCard,
  cancelSubscription,
  cancelWithdrawal,
  confirmOrder,
  createOrder,
  createSubscription,
  deleteCard,
  getAffiliateSummary,
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
import type {
  AddCardRequest,
  AffiliateSummary,
  Card,
  CardSetup,
  Commission,
  CommissionsParams,
  ConfirmOrderRequest,
  CreateOrderRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  Order,
  Paginated,
  PaymentsParams,
  Referral,
  ReferralsParams,
  Subscription,
  SubscriptionPreview,
  UpdateSubscriptionRequest,
  WithdrawRequest,
  WithdrawResponse,
  Withdrawal,
  WithdrawalsParams,
} from '../types';
import { useApiClient } from './ApiContext';
import type { ApiQueryOptions, ApiQueryResult } from './hooks';
import { useIdempotentMutation } from './idempotentMutation';
import { useApiMutation, type ApiMutationOptions, type ApiMutationResult } from './mutation';
import { queryKeys } from './queryKeys';

// Detail queries wait for their id.
const needs = (ready: boolean, options?: { enabled?: unknown }) =>
  ready ? ((options?.enabled as boolean | undefined) ?? true) : false;

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
  params: ReferralsParams = {},
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
  params: CommissionsParams = {},
  options?: ApiQueryOptions<Paginated<Commission>>,
): ApiQueryResult<Paginated<Commission>> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.affiliates.commissions(params),
    queryFn: ({ signal }) => listCommissions(client, params, { signal }),
  });
}

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
