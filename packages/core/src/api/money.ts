import type { ApiClient, RequestOptions } from '../http/client';
import { idempotencyHeaders, type IdempotentOptions } from '../http/idempotency';
import { callApi } from '../endpoints';
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
  return callApi(client, 'post', '/users/cards/setup');
}

/** `GET /users/cards`: saved cards. */
export async function listCards(client: ApiClient, request: RequestOptions = {}): Promise<Card[]> {
  return callApi(client, 'get', '/users/cards', { signal: request.signal });
}

/** `POST /users/cards` (idempotent): saves the card tokenised by the card form. */
export async function addCard(
  client: ApiClient,
  body: AddCardRequest,
  options: IdempotentOptions,
): Promise<Card> {
  return callApi(client, 'post', '/users/cards', { body, headers: idempotencyHeaders(options) });
}

/** `PATCH /users/cards/:id`: makes a card the default (or not). */
export async function updateCard(
  client: ApiClient,
  id: string,
  body: UpdateCardRequest,
): Promise<Card> {
  return callApi(client, 'patch', '/users/cards/{id}', { path: { id }, body });
}

/** `DELETE /users/cards/:id` (409 for the last card of a renewing subscription). */
export async function deleteCard(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/users/cards/{id}', { path: { id } });
}

// ---------------------------------------------------------------- orders

/** `POST /payments/create-order` (idempotent): the server computes the amount. */
export async function createOrder(
  client: ApiClient,
  body: CreateOrderRequest,
  options: IdempotentOptions,
): Promise<Order> {
  return callApi(client, 'post', '/payments/create-order', {
    body,
    headers: idempotencyHeaders(options),
  });
}

/** `POST /payments/orders/:id/confirm` (idempotent): pays an order; 402 on a decline. */
export async function confirmOrder(
  client: ApiClient,
  id: string,
  body: ConfirmOrderRequest,
  options: IdempotentOptions,
): Promise<Order> {
  return callApi(client, 'post', '/payments/orders/{id}/confirm', {
    path: { id },
    body,
    headers: idempotencyHeaders(options),
  });
}

/**
 * `POST /payments/orders/:id/authenticate` (idempotent): starts the bank's confirmation of an
 * order waiting on it; the answer carries `nextAction.url`, the bank's page (or is settled).
 */
export async function authenticateOrder(
  client: ApiClient,
  id: string,
  options: IdempotentOptions,
): Promise<Order> {
  return callApi(client, 'post', '/payments/orders/{id}/authenticate', {
    path: { id },
    headers: idempotencyHeaders(options),
  });
}

/**
 * `POST /payments/orders/:id/refresh`: the order's outcome once the payer is back from the
 * bank's page (402 with the reason when the bank refused).
 */
export async function refreshOrder(client: ApiClient, id: string): Promise<Order> {
  return callApi(client, 'post', '/payments/orders/{id}/refresh', { path: { id } });
}

/** `GET /payments`: billing history. */
export async function listPayments(
  client: ApiClient,
  params: PaymentsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Order>> {
  return callApi(client, 'get', '/payments', { query: params, signal: request.signal });
}

// ---------------------------------------------------------------- subscriptions

/** `POST /subscriptions` (idempotent): subscribes with a saved card. */
export async function createSubscription(
  client: ApiClient,
  body: CreateSubscriptionRequest,
  options: IdempotentOptions,
): Promise<CreateSubscriptionResponse> {
  return callApi(client, 'post', '/subscriptions', {
    body,
    headers: idempotencyHeaders(options),
  });
}

/** `GET /subscriptions`: own subscriptions (admin: all). */
export async function listSubscriptions(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<Subscription[]> {
  return callApi(client, 'get', '/subscriptions', { signal: request.signal });
}

/** `GET /subscriptions/:id`: one subscription. */
export async function getSubscription(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Subscription> {
  return callApi(client, 'get', '/subscriptions/{id}', { path: { id }, signal: request.signal });
}

/** `GET /subscriptions/:id/preview?planId=`: what changing to `planId` costs now. */
export async function previewSubscriptionChange(
  client: ApiClient,
  id: string,
  planId: string,
  request: RequestOptions = {},
): Promise<SubscriptionPreview> {
  return callApi(client, 'get', '/subscriptions/{id}/preview', {
    path: { id },
    query: { planId },
    signal: request.signal,
  });
}

/**
 * `PATCH /subscriptions/:id` (idempotent: an upgrade charges the card): change plan,
 * cancel/undo at period end, or change card. 409 while another payment of the subscription is
 * in progress.
 */
export async function updateSubscription(
  client: ApiClient,
  id: string,
  body: UpdateSubscriptionRequest,
  options: IdempotentOptions,
): Promise<Subscription> {
  return callApi(client, 'patch', '/subscriptions/{id}', {
    path: { id },
    body,
    headers: idempotencyHeaders(options),
  });
}

/** `DELETE /subscriptions/:id`: cancels at period end (`immediately`: admin only). */
export async function cancelSubscription(
  client: ApiClient,
  id: string,
  options: { immediately?: boolean } = {},
): Promise<Subscription> {
  const query = options.immediately ? { immediately: 'true' as const } : undefined;
  return callApi(client, 'delete', '/subscriptions/{id}', { path: { id }, query });
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
  return callApi(client, 'post', '/payments/withdraw', {
    body,
    headers: idempotencyHeaders(options),
  });
}

/** `GET /payments/withdrawals`: own withdrawals (admin: all). */
export async function listWithdrawals(
  client: ApiClient,
  params: WithdrawalsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Withdrawal>> {
  return callApi(client, 'get', '/payments/withdrawals', { query: params, signal: request.signal });
}

/** `DELETE /payments/withdrawals/:id`: cancels a pending withdrawal. */
export async function cancelWithdrawal(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/payments/withdrawals/{id}', { path: { id } });
}

// ---------------------------------------------------------------- affiliates

/** `GET /affiliates/me`: referral link, funnel and earnings. */
export async function getAffiliateSummary(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<AffiliateSummary> {
  return callApi(client, 'get', '/affiliates/me', { signal: request.signal });
}

/** `GET /affiliates/referrals`: referred people (initials only). */
export async function listReferrals(
  client: ApiClient,
  params: ReferralsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Referral>> {
  return callApi(client, 'get', '/affiliates/referrals', {
    query: params,
    signal: request.signal,
  });
}

/** `GET /affiliates/commissions`: commissions earned. */
export async function listCommissions(
  client: ApiClient,
  params: CommissionsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<Commission>> {
  return callApi(client, 'get', '/affiliates/commissions', {
    query: params,
    signal: request.signal,
  });
}
