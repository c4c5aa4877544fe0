import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { idempotencyHeaders, type IdempotentOptions } from '../http/idempotency';
import { endpoints } from '../endpoints';
import type {
  AddCardRequest,
  AffiliateListParams,
  AffiliateSummary,
  Card,
  CardSetup,
  Commission,
  ConfirmOrderRequest,
  CreateOrderRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  Order,
  Paginated,
  PaymentsParams,
  Referral,
  Subscription,
  SubscriptionPreview,
  UpdateCardRequest,
  UpdateSubscriptionRequest,
  WithdrawRequest,
  WithdrawResponse,
  Withdrawal,
  WithdrawalsParams,
} from '../types';

// ---------------------------------------------------------------- cards

/** `POST /users/cards/setup`: where the provider's card form lives. */
export async function setupCard(client: ApiClient): Promise<CardSetup> {
  return (await client.post<CardSetup>(endpoints.cards.setup)).data;
}

/** `GET /users/cards`: saved cards. */
export async function listCards(client: ApiClient, request: RequestOptions = {}): Promise<Card[]> {
  return fetcher<Card[]>(client, [endpoints.cards.list, { signal: request.signal }]);
}

/** `POST /users/cards` (idempotent): saves the card tokenised by the card form. */
export async function addCard(
  client: ApiClient,
  body: AddCardRequest,
  options: IdempotentOptions,
): Promise<Card> {
  return (
    await client.post<Card>(endpoints.cards.list, body, { headers: idempotencyHeaders(options) })
  ).data;
}

/** `PATCH /users/cards/:id`: makes a card the default (or not). */
export async function updateCard(
  client: ApiClient,
  id: string,
  body: UpdateCardRequest,
): Promise<Card> {
  return (await client.patch<Card>(endpoints.cards.details(id), body)).data;
}

/** `DELETE /users/cards/:id` (409 for the last card of a renewing subscription). */
export async function deleteCard(client: ApiClient, id: string): Promise<void> {
  await client.delete(endpoints.cards.details(id));
}

// ---------------------------------------------------------------- orders

/** `POST /payments/create-order` (idempotent): the server computes the amount. */
export async function createOrder(
  client: ApiClient,
  body: CreateOrderRequest,
  options: IdempotentOptions,
): Promise<Order> {
  return (
    await client.post<Order>(endpoints.payments.createOrder, body, {
      headers: idempotencyHeaders(options),
    })
  ).data;
}

/** `POST /payments/orders/:id/confirm` (idempotent): pays an order; 402 on a decline. */
export async function confirmOrder(
  client: ApiClient,
  id: string,
  body: ConfirmOrderRequest,
  options: IdempotentOptions,
): Promise<Order> {
  return (
    await client.post<Order>(endpoints.payments.confirmOrder(id), body, {
      headers: idempotencyHeaders(options),
    })
  ).data;
}

/** `GET /payments`: billing history. */
export async function listPayments(
  client: ApiClient,
  params: PaymentsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Order>> {
  return fetcher<Paginated<Order>>(client, [
    endpoints.payments.list,
    { params, signal: request.signal },
  ]);
}

// ---------------------------------------------------------------- subscriptions

/** `POST /subscriptions` (idempotent): subscribes with a saved card. */
export async function createSubscription(
  client: ApiClient,
  body: CreateSubscriptionRequest,
  options: IdempotentOptions,
): Promise<CreateSubscriptionResponse> {
  return (
    await client.post<CreateSubscriptionResponse>(endpoints.subscriptions.list, body, {
      headers: idempotencyHeaders(options),
    })
  ).data;
}

/** `GET /subscriptions`: own subscriptions (admin: all). */
export async function listSubscriptions(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<Subscription[]> {
  return fetcher<Subscription[]>(client, [
    endpoints.subscriptions.list,
    { signal: request.signal },
  ]);
}

/** `GET /subscriptions/:id`: one subscription. */
export async function getSubscription(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Subscription> {
  return fetcher<Subscription>(client, [
    endpoints.subscriptions.details(id),
    { signal: request.signal },
  ]);
}

/** `GET /subscriptions/:id/preview?planId=`: what changing to `planId` costs now. */
export async function previewSubscriptionChange(
  client: ApiClient,
  id: string,
  planId: string,
  request: RequestOptions = {},
): Promise<SubscriptionPreview> {
  return fetcher<SubscriptionPreview>(client, [
    endpoints.subscriptions.preview(id),
    { params: { planId }, signal: request.signal },
  ]);
}

/** `PATCH /subscriptions/:id`: change plan, cancel/undo at period end, or change card. */
export async function updateSubscription(
  client: ApiClient,
  id: string,
  body: UpdateSubscriptionRequest,
): Promise<Subscription> {
  return (await client.patch<Subscription>(endpoints.subscriptions.details(id), body)).data;
}

/** `DELETE /subscriptions/:id`: cancels at period end (`immediately`: admin only). */
export async function cancelSubscription(
  client: ApiClient,
  id: string,
  options: { immediately?: boolean } = {},
): Promise<Subscription> {
  const params = options.immediately ? { immediately: true } : undefined;
  return (await client.delete<Subscription>(endpoints.subscriptions.details(id), { params })).data;
}

// ---------------------------------------------------------------- balance + withdrawals

// The balance lives in its own module: the overview reads it without the rest of this one.
export { getBalance } from './balance';

/** `POST /payments/withdraw` (idempotent): requests a withdrawal of the available balance. */
export async function withdraw(
  client: ApiClient,
  body: WithdrawRequest,
  options: IdempotentOptions,
): Promise<WithdrawResponse> {
  return (
    await client.post<WithdrawResponse>(endpoints.payments.withdraw, body, {
      headers: idempotencyHeaders(options),
    })
  ).data;
}

/** `GET /payments/withdrawals`: own withdrawals (admin: all). */
export async function listWithdrawals(
  client: ApiClient,
  params: WithdrawalsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Withdrawal>> {
  return fetcher<Paginated<Withdrawal>>(client, [
    endpoints.payments.withdrawals,
    {
      params,
      signal: request.signal,
    },
  ]);
}

/** `DELETE /payments/withdrawals/:id`: cancels a pending withdrawal. */
export async function cancelWithdrawal(client: ApiClient, id: string): Promise<void> {
  await client.delete(endpoints.payments.withdrawal(id));
}

// ---------------------------------------------------------------- affiliates

/** `GET /affiliates/me`: referral link, funnel and earnings. */
export async function getAffiliateSummary(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<AffiliateSummary> {
  return fetcher<AffiliateSummary>(client, [endpoints.affiliates.me, { signal: request.signal }]);
}

/** `GET /affiliates/referrals`: referred people (initials only). */
export async function listReferrals(
  client: ApiClient,
  params: AffiliateListParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Referral>> {
  return fetcher<Paginated<Referral>>(client, [
    endpoints.affiliates.referrals,
    {
      params,
      signal: request.signal,
    },
  ]);
}

/** `GET /affiliates/commissions`: commissions earned. */
export async function listCommissions(
  client: ApiClient,
  params: AffiliateListParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Commission>> {
  return fetcher<Paginated<Commission>>(client, [
    endpoints.affiliates.commissions,
    {
      params,
      signal: request.signal,
    },
  ]);
}
