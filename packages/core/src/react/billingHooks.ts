// The hooks of the billing screens (cards, checkout, subscriptions, withdrawals, affiliates),
// in a module of their own so the public pages' code never carries them.
import {
  addCard,
  authenticateOrder,
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
  refreshOrder,
  setupCard,
  updateCard,
  updateSubscription,
  withdraw,
} from '../api/money';
import type {
  CardSetup,
  CommissionsParams,
  ConfirmOrderRequest,
  PaymentsParams,
  ReferralsParams,
  UpdateSubscriptionRequest,
  WithdrawalsParams,
} from '../types';
import { asIs, defineIdempotentMutation, defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

type Id = string | null | undefined;

/** Saved cards. */
export const useCards = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.cards.list,
  fetch: (client, request) => listCards(client, request),
});

/** Billing history. */
export const usePayments = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: PaymentsParams) => queryKeys.payments.list(params),
  fetch: (client, request, [params]) => listPayments(client, params, request),
});

/** Own subscriptions. */
export const useSubscriptions = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.subscriptions.list,
  fetch: (client, request) => listSubscriptions(client, request),
});

/** One subscription; waits while `id` is empty. */
export const useSubscription = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (id: Id) => queryKeys.subscriptions.detail(id ?? ''),
  fetch: (client, request, [id]) => getSubscription(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** What changing subscription `id` to `planId` costs now; waits for both. */
export const useSubscriptionPreview = defineQuery({
  arity: 2,
  fromAnswer: asIs,
  key: (id: Id, planId: Id) => queryKeys.subscriptions.preview(id ?? '', planId ?? ''),
  fetch: (client, request, [id, planId]) =>
    previewSubscriptionChange(client, id ?? '', planId ?? '', request),
  ready: ([id, planId]) => Boolean(id && planId),
});

/** Own withdrawals. */
export const useWithdrawals = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: WithdrawalsParams) => queryKeys.withdrawals.list(params),
  fetch: (client, request, [params]) => listWithdrawals(client, params, request),
});

/** Referral link, funnel and earnings. */
export const useAffiliateSummary = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.affiliates.summary,
  fetch: (client, request) => getAffiliateSummary(client, request),
});

/** A page of referrals. */
export const useReferrals = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: ReferralsParams) => queryKeys.affiliates.referrals(params),
  fetch: (client, request, [params]) => listReferrals(client, params, request),
});

/** A page of commissions. */
export const useCommissions = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: CommissionsParams) => queryKeys.affiliates.commissions(params),
  fetch: (client, request, [params]) => listCommissions(client, params, request),
});

/** Starts adding a card: where the provider's card form lives. */
export const useSetupCard = defineMutation<CardSetup, void>((client) => setupCard(client));

/** Saves the card tokenised by the card form (idempotent per action). */
export const useAddCard = defineIdempotentMutation(addCard, {
  invalidates: () => [queryKeys.cards.all()],
});

/** Makes a card the default one. */
export const useSetDefaultCard = defineMutation(
  (client, id: string) => updateCard(client, id, { isDefault: true }),
  { invalidates: () => [queryKeys.cards.all(), queryKeys.subscriptions.all()] },
);

/** Deletes a card (409 for the last card of a renewing subscription). */
export const useDeleteCard = defineMutation(deleteCard, {
  invalidates: () => [queryKeys.cards.all(), queryKeys.subscriptions.all()],
});

/** Creates an order for a plan or subscription (idempotent per action). */
export const useCreateOrder = defineIdempotentMutation(createOrder, {
  invalidates: () => [queryKeys.payments.all()],
});

/** Variables of {@link useConfirmOrder}. */
export interface ConfirmOrderVariables {
  /** The order to pay. */
  orderId: string;
  /** A saved card, or a new payment method. */
  body: ConfirmOrderRequest;
}

/** Pays an order (idempotent per action); refreshes billing, subscription, user and trades. */
export const useConfirmOrder = defineIdempotentMutation(
  (client, { orderId, body }: ConfirmOrderVariables, idem) =>
    confirmOrder(client, orderId, body, idem),
  {
    invalidates: () => [
      queryKeys.payments.all(),
      queryKeys.subscriptions.all(),
      queryKeys.cards.all(),
      queryKeys.me(),
      queryKeys.trades.all(),
    ],
  },
);

/** What an order's outcome changes: billing, subscription, user (access) and trades. */
const afterOrderOutcome = () => [
  queryKeys.payments.all(),
  queryKeys.subscriptions.all(),
  queryKeys.me(),
  queryKeys.trades.all(),
];

/**
 * Starts the bank's confirmation of an order (idempotent per action): the answer's
 * `nextAction.url` is the bank's page; a settled answer refreshes like a payment.
 */
export const useAuthenticateOrder = defineIdempotentMutation(
  (client, orderId: string, idem) => authenticateOrder(client, orderId, idem),
  { invalidates: afterOrderOutcome },
);

/** Asks for an order's outcome after the payer's return from the bank (402 with the reason). */
export const useRefreshOrder = defineMutation(
  (client, orderId: string) => refreshOrder(client, orderId),
  { invalidates: afterOrderOutcome },
);

/** Subscribes with a saved card (idempotent per action); unlocks members-only data. */
export const useCreateSubscription = defineIdempotentMutation(createSubscription, {
  invalidates: () => [
    queryKeys.subscriptions.all(),
    queryKeys.payments.all(),
    queryKeys.me(),
    queryKeys.trades.all(),
  ],
});

/** Variables of {@link useUpdateSubscription}. */
export interface UpdateSubscriptionVariables {
  /** The subscription. */
  id: string;
  /** Plan change, cancel/undo at period end, or card change. */
  body: UpdateSubscriptionRequest;
}

/**
 * Changes plan, cancels or undoes cancellation at period end, or changes the card (idempotent
 * per action: an upgrade charges the card).
 */
export const useUpdateSubscription = defineIdempotentMutation(
  (client, { id, body }: UpdateSubscriptionVariables, options) =>
    updateSubscription(client, id, body, options),
  { invalidates: () => [queryKeys.subscriptions.all(), queryKeys.payments.all(), queryKeys.me()] },
);

/** Cancels a subscription at period end. */
export const useCancelSubscription = defineMutation(
  (client, id: string) => cancelSubscription(client, id),
  { invalidates: () => [queryKeys.subscriptions.all(), queryKeys.me()] },
);

const afterWithdrawal = () => [
  queryKeys.withdrawals.all(),
  queryKeys.balance(),
  queryKeys.affiliates.summary(),
];

/** Requests a withdrawal (idempotent per action); refreshes balance and withdrawals. */
export const useWithdraw = defineIdempotentMutation(withdraw, { invalidates: afterWithdrawal });

/** Cancels a pending withdrawal. */
export const useCancelWithdrawal = defineMutation(cancelWithdrawal, {
  invalidates: afterWithdrawal,
});
