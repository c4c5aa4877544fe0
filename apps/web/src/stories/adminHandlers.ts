// MSW handlers of the admin API for the operators' screens' stories.
import type { Plan, Subscription, Withdrawal } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  auditEntries,
  disputes,
  jobsOverview,
  memberOrders,
  members,
  orderRefunds,
  payoutsSummary,
  withdrawalsQueue,
} from './adminFixtures';
import { adminPostHandlers } from './adminPostHandlers';
import { affiliateSummary } from './billingFixtures';
import { balance, paginate, planFeatures, plans } from './fixtures';
import { api, apiError, requestUser } from './handlers';
import type { ScreenParameters } from './ScreenDecorator';

const adminOnly = (request: Request) => requestUser(request)?.role === 'admin';

/**
 * The plans as admins see them: archived ones too. The archived Legacy plan still has lines it
 * listed before features came from the catalogue (kept aside, never shown to members).
 */
export const adminPlans: Plan[] = [
  ...plans,
  {
    ...(plans[0] ?? plans[1]!),
    id: 'plan_legacy',
    name: 'Legacy',
    active: false,
    retiredFeatures: ['Weekly market notes', 'Community access'],
  },
];

export const adminHandlers: RequestHandler[] = [
  http.get(api('/users'), ({ request }) => {
    if (!adminOnly(request)) return apiError(403, 'Forbidden');
    const url = new URL(request.url);
    const q = url.searchParams.get('search')?.toLowerCase();
    const role = url.searchParams.get('role');
    const rows = members.filter(
      (u) => (!q || `${u.name} ${u.email}`.toLowerCase().includes(q)) && (!role || u.role === role),
    );
    return HttpResponse.json(paginate(rows));
  }),
  http.patch(api('/users/:id'), async ({ request, params }) => {
    const user = members.find((u) => u.id === params.id);
    if (!user) return apiError(404, 'User not found');
    return HttpResponse.json({ ...user, ...((await request.json()) as object) });
  }),
  http.get(api('/subscriptions'), ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId');
    const user = members.find((u) => u.id === userId);
    const plan = plans[1] ?? plans[0];
    if (!user?.subscription || !plan) return HttpResponse.json([]);
    const sub: Subscription = {
      canceledAt: null,
      cancellationReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      userId: user.id,
      id: user.subscription.id,
      plan,
      status: user.subscription.status,
      currentPeriodStart: '2026-04-01T00:00:00.000Z',
      currentPeriodEnd: user.subscription.currentPeriodEnd,
      cancelAtPeriodEnd: user.subscription.cancelAtPeriodEnd,
      scheduledPlan: null,
      defaultCard: null,
      paymentAction: null,
    };
    return HttpResponse.json([sub]);
  }),
  http.get(api('/payments'), () => HttpResponse.json(paginate(memberOrders))),
  http.get(api('/admin/orders/:id/refunds'), ({ params }) =>
    HttpResponse.json(orderRefunds[String(params.id)] ?? []),
  ),
  http.post(api('/admin/orders/:id/refunds'), async ({ request, params }) => {
    const order = memberOrders.find((o) => o.id === params.id);
    if (!order) return apiError(404, 'Order not found');
    const body = (await request.json()) as { amount?: number; reason: string; access: 'keep' };
    const amount = body.amount ?? order.amount - order.refundedAmount;
    const refund = {
      id: `rf_${order.id}`,
      orderId: order.id,
      amount,
      currency: order.currency,
      reason: body.reason,
      access: body.access,
      status: 'succeeded' as const,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    return HttpResponse.json(
      { order: { ...order, refundedAmount: order.refundedAmount + amount }, refund },
      { status: 201 },
    );
  }),
  http.get(api('/admin/disputes'), ({ request }) => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const userId = url.searchParams.get('userId');
    const rows = disputes.filter(
      (d) => (!status || d.status === status) && (!userId || d.user.id === userId),
    );
    return HttpResponse.json(paginate(rows));
  }),
  http.get(api('/admin/disputes/:id'), ({ params }) => {
    const dispute = disputes.find((d) => d.id === params.id);
    return dispute ? HttpResponse.json(dispute) : apiError(404, 'Dispute not found');
  }),
  http.post(api('/admin/disputes/:id/restore-access'), ({ params }) => {
    const dispute = disputes.find((d) => d.id === params.id);
    if (!dispute) return apiError(404, 'Dispute not found');
    if (dispute.status !== 'won') {
      return apiError(409, 'Only a won dispute gives the member their access back');
    }
    const at = '2026-11-21T10:00:00.000Z';
    return HttpResponse.json({
      ...dispute,
      accessRestoredAt: at,
      timeline: [...dispute.timeline, { at, type: 'access_restored', actorId: 'usr_admin_01' }],
    });
  }),
  http.get(api('/admin/affiliates/:id'), ({ params }) =>
    HttpResponse.json({
      userId: params.id,
      rate: 30,
      custom: false,
      summary: {
        ...affiliateSummary,
        referralCode: 'ADA123',
        referralLink: 'https://finfree.app/?ref=ADA123',
        earnings: { pending: 4200, available: 12500, paid: 8000, lifetime: 24700 },
      },
      balance,
    }),
  ),
  http.get(api('/payments/withdrawals'), ({ request }) => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const userId = url.searchParams.get('userId');
    const rows = withdrawalsQueue.filter(
      (w) => (!status || w.status === status) && (!userId || w.user?.id === userId),
    );
    return HttpResponse.json(paginate(rows));
  }),
  http.patch(api('/payments/withdrawals/:id'), async ({ request, params }) => {
    const w = withdrawalsQueue.find((x) => x.id === params.id);
    if (!w) return apiError(404, 'Withdrawal not found');
    const body = (await request.json()) as Partial<Withdrawal>;
    return HttpResponse.json({ ...w, ...body });
  }),
  http.get(api('/admin/payouts/summary'), () => HttpResponse.json(payoutsSummary)),
  http.get(api('/admin/audit-log'), ({ request }) => {
    const action = new URL(request.url).searchParams.get('action');
    const rows = auditEntries.filter(
      (e) => !action || e.action === action || e.action.startsWith(`${action}.`),
    );
    return HttpResponse.json(paginate(rows));
  }),
  http.get(api('/admin/jobs'), () => HttpResponse.json(jobsOverview)),
  http.post(api('/admin/jobs/:queue/:id/retry'), ({ params }) => {
    const job = jobsOverview.failed.find((j) => j.id === params.id && j.queue === params.queue);
    if (!job) return apiError(404, 'Job not found');
    return HttpResponse.json({ id: job.id, queue: job.queue, state: 'queued' });
  }),
  http.get(api('/plans/features'), ({ request }) => {
    if (!adminOnly(request)) return apiError(403, 'Forbidden');
    const lang = new URL(request.url).searchParams.get('lang');
    return HttpResponse.json(planFeatures([], lang === 'fr' || lang === 'ar' ? lang : 'en'));
  }),
  http.patch(api('/plans/:id'), async ({ request, params }) => {
    const plan = adminPlans.find((p) => p.id === params.id);
    if (!plan) return apiError(404, 'Plan not found');
    return HttpResponse.json({ ...plan, ...((await request.json()) as object) });
  }),
  http.get(api('/plans'), () => HttpResponse.json(paginate(adminPlans))),
  ...adminPostHandlers,
];

/**
 * `parameters.screen` of an operators' screen at `path`: signed in as an admin in the dashboard
 * layout, the admin texts loaded, the admin API answered; `first` handlers are tried before it.
 */
export const adminScreen = (path: string, ...first: RequestHandler[]): ScreenParameters => ({
  path,
  layout: 'dashboard',
  auth: 'admin',
  // Every part of the admin catalogue (the app loads each with its console).
  bundles: [
    'admin.common',
    'admin.members',
    'admin.disputes',
    'admin.trades',
    'admin.payouts',
    'admin.plans',
    'admin.outlook',
    'admin.audit',
  ],
  handlers: [...first, ...adminHandlers],
});
