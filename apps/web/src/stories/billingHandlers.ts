// MSW handlers of the billing screens' stories (plans, checkout, cards, history, affiliates).
import type { Card, Subscription, Withdrawal } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  activeSubscription,
  affiliateSummary,
  commissions,
  orders,
  referrals,
  savedCards,
  withdrawals,
} from './billingFixtures';
import { balance, memberUser, paginate, plans } from './fixtures';
import { api, apiError, failing, loading, requestUser } from './handlers';
import type { ScreenParameters } from './ScreenDecorator';

/** What the billing API answers in a story. */
export interface BillingState {
  /** The member's subscriptions (non-members always get none). */
  subscriptions?: Subscription[];
  cards?: Card[];
  withdrawals?: Withdrawal[];
  /** Every referral, commission and order list is empty. */
  empty?: boolean;
}

const pageOf = (url: URL) => ({
  page: Number(url.searchParams.get('page')) || 1,
  limit: Number(url.searchParams.get('limit')) || 10,
});

/** Stateful handlers of the billing API: cards and withdrawals change as the story acts. */
export function billingHandlers(state: BillingState = {}): RequestHandler[] {
  let cards = [...(state.cards ?? savedCards)];
  let myWithdrawals = [...(state.withdrawals ?? (state.empty ? [] : withdrawals))];
  const subscriptions = state.subscriptions ?? [activeSubscription];
  const forUser = (request: Request) =>
    requestUser(request)?.id === memberUser.id ? subscriptions : [];

  return [
    http.get(api('/plans/:id'), ({ params }) => {
      const plan = plans.find((p) => p.id === params.id);
      return plan ? HttpResponse.json(plan) : apiError(404, 'Plan not found');
    }),
    http.get(api('/subscriptions'), ({ request }) => HttpResponse.json(forUser(request))),
    http.get(api('/subscriptions/:id/preview'), ({ request }) => {
      const planId = new URL(request.url).searchParams.get('planId');
      const next = plans.find((p) => p.id === planId);
      const current = subscriptions[0];
      if (!next || !current) return apiError(404, 'Not found');
      const upgrade = next.amount > current.plan.amount;
      return HttpResponse.json(
        upgrade
          ? {
              amountDue: next.amount - 31200,
              currency: 'usd',
              effective: 'now',
              effectiveAt: '2026-11-21T10:00:00.000Z',
              credit: 31200,
            }
          : {
              amountDue: 0,
              currency: 'usd',
              effective: 'renewal',
              effectiveAt: current.currentPeriodEnd,
              credit: 0,
            },
      );
    }),
    http.patch(api('/subscriptions/:id'), () => HttpResponse.json(subscriptions[0])),
    http.get(api('/users/cards'), () => HttpResponse.json(cards)),
    http.post(api('/users/cards/setup'), () =>
      HttpResponse.json({
        setupId: 'seti_story',
        cardFormUrl: '/sandbox/card-form?setup=seti_story',
      }),
    ),
    http.patch(api('/users/cards/:id'), ({ params }) => {
      cards = cards.map((c) => ({ ...c, isDefault: c.id === params.id }));
      return HttpResponse.json(cards.find((c) => c.id === params.id));
    }),
    http.delete(api('/users/cards/:id'), ({ params }) => {
      if (cards.length === 1) {
        return apiError(409, 'This card renews your subscription');
      }
      cards = cards.filter((c) => c.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/payments/balance'), () => HttpResponse.json(balance)),
    http.get(api('/payments/withdrawals'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const { page, limit } = pageOf(url);
      const list = myWithdrawals.filter((w) => !status || w.status === status);
      return HttpResponse.json(paginate(list, page, limit));
    }),
    http.delete(api('/payments/withdrawals/:id'), ({ params }) => {
      myWithdrawals = myWithdrawals.map((w) =>
        w.id === params.id ? { ...w, status: 'cancelled' as const } : w,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/payments/withdraw'), async ({ request }) => {
      const body = (await request.json()) as Pick<Withdrawal, 'amount' | 'method' | 'destination'>;
      if (myWithdrawals.some((w) => w.status === 'pending')) {
        return apiError(409, 'You already have a pending withdrawal');
      }
      const withdrawal: Withdrawal = {
        payoutId: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
        id: `wd_${myWithdrawals.length + 1}`,
        ...body,
        currency: 'usd',
        status: 'pending',
        note: null,
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      myWithdrawals = [withdrawal, ...myWithdrawals];
      return HttpResponse.json({ withdrawal, balance }, { status: 201 });
    }),
    http.get(api('/payments'), ({ request }) => {
      const { page, limit } = pageOf(new URL(request.url));
      return HttpResponse.json(paginate(state.empty ? [] : orders, page, limit));
    }),
    http.get(api('/affiliates/me'), () =>
      HttpResponse.json(
        state.empty
          ? {
              ...affiliateSummary,
              stats: { clicks: 0, signups: 0, conversions: 0, activeReferrals: 0 },
              earnings: { pending: 0, available: 0, paid: 0, lifetime: 0 },
            }
          : affiliateSummary,
      ),
    ),
    http.get(api('/affiliates/referrals'), ({ request }) => {
      const { page, limit } = pageOf(new URL(request.url));
      return HttpResponse.json(paginate(state.empty ? [] : referrals, page, limit));
    }),
    http.get(api('/affiliates/commissions'), ({ request }) => {
      const { page, limit } = pageOf(new URL(request.url));
      return HttpResponse.json(paginate(state.empty ? [] : commissions, page, limit));
    }),
  ];
}

const reads: Array<[path: string]> = [
  ['/subscriptions'],
  ['/plans'],
  ['/plans/:id'],
  ['/users/cards'],
  ['/payments'],
  ['/payments/balance'],
  ['/payments/withdrawals'],
  ['/affiliates/me'],
  ['/affiliates/referrals'],
  ['/affiliates/commissions'],
];

/** Every billing read pending forever. */
export const billingLoadingHandlers: RequestHandler[] = reads.map(([path]) => loading('get', path));

/** Every billing read failing with a 500. */
export const billingErrorHandlers: RequestHandler[] = reads.map(([path]) => failing('get', path));

/**
 * `parameters.screen` of a billing screen at `path`: a member in the dashboard layout, the billing
 * texts loaded, the billing API answered by {@link billingHandlers} in `state`.
 */
export const billingScreen = (path: string, state: BillingState = {}): ScreenParameters => ({
  path,
  layout: 'dashboard',
  auth: 'member',
  bundles: ['billing'],
  handlers: billingHandlers(state),
});
