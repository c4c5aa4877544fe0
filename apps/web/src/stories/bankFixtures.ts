// The bank's confirmation (3-D Secure) in stories: orders waiting on it, and the redirect to the
// bank's page recorded instead of leaving the story.
import type { Order } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { interceptBankPage, openBankPage, type BankReturn } from '../lib/bankPage';
import { api, apiError } from './handlers';

/** The bank's page stories send the member to. */
export const BANK_URL = 'https://bank.example/3ds/challenge?payment=pi_story';

/** An order of the Starter plan in `status`. */
export const bankOrder = (
  id: string,
  status: Order['status'],
  extra: Partial<Order> = {},
): Order => ({
  id,
  purpose: 'subscription_create',
  planId: 'plan_starter_month',
  subscriptionId: 'sub_new',
  amount: 1900,
  currency: 'usd',
  status,
  refundedAmount: 0,
  card: { brand: 'visa', last4: '3184' },
  lastError: null,
  nextAction: status === 'requires_action' ? { type: 'redirect', url: BANK_URL } : null,
  paidAt: status === 'succeeded' ? '2026-11-21T10:00:00.000Z' : null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});

/** The bank refused to confirm (the refresh's 402). */
export const bankRefused = () =>
  apiError(402, 'Your bank could not confirm this payment', {
    type: 'card_error',
    declineCode: 'authentication_failed',
  });

/** Checkout answers: the order is created, and its confirmation waits for the bank. */
export const checkoutNeedsBank: RequestHandler[] = [
  http.post(api('/payments/create-order'), () =>
    HttpResponse.json(bankOrder('ord_3ds', 'requires_payment_method', { nextAction: null }), {
      status: 201,
    }),
  ),
  http.post(api('/payments/orders/:id/confirm'), ({ params }) =>
    HttpResponse.json(bankOrder(String(params.id), 'requires_action')),
  ),
];

/** `POST /payments/orders/:id/authenticate` starting the bank's confirmation. */
export const authenticateStarts = http.post(
  api('/payments/orders/:id/authenticate'),
  ({ params }) =>
    HttpResponse.json(bankOrder(String(params.id), 'requires_action', { purpose: 'renewal' })),
);

/** `POST /payments/orders/:id/refresh` answering `answer`. */
export const refreshAnswers = (answer: () => Response) =>
  http.post(api('/payments/orders/:id/refresh'), answer);

/** The bank's pages a story was sent to (instead of leaving). */
export const bankRedirects: string[] = [];

/**
 * A story's `beforeEach`: records the redirects to the bank's page instead of leaving, and
 * optionally remembers `back` as if the member had left for the bank from a checkout.
 */
export const recordBankRedirects = (back?: BankReturn) => () => {
  bankRedirects.length = 0;
  if (back) {
    const undo = interceptBankPage(() => {});
    openBankPage('about:blank', back);
    undo();
  } else {
    window.sessionStorage.removeItem('finfree.bankReturn');
  }
  return interceptBankPage((url) => bankRedirects.push(url));
};
