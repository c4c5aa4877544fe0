import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, demoUser } from '../test/helpers';
import { expectThrowOutsideProvider, setupHooks } from '../test/wrapper';
import { useApiClient } from './ApiContext';
import { listTrades } from '../api/catalog';
import { defineQuery } from './define';
import {
  useAuthenticateOrder,
  useCards,
  useConfirmOrder,
  useCreateOrder,
  useDeleteCard,
  useRefreshOrder,
  useWithdraw,
} from './billingHooks';
import {
  useAdminAffiliate,
  useAdminAuditLog,
  useAdminMemberOrders,
  useAdminMemberSubscriptions,
  useAdminPlanFeatures,
  useDispute,
  useDisputes,
  useOrderRefunds,
  useRefundOrder,
  useRestoreDisputeAccess,
} from './adminHooks';
import { useMe, usePlan, useTrades, useUpdateMe } from './hooks';
import { queryKeys } from './queryKeys';

const server = createTestServer();

const setup = setupHooks;

const page = <T,>(results: T[]) => ({
  results,
  page: 1,
  limit: 10,
  totalPages: 1,
  totalResults: results.length,
});
const order = { id: 'o1', status: 'requires_payment_method', amount: 4900, currency: 'usd' };

describe('admin hooks', () => {
  it('ask for a member’s orders, subscriptions and affiliate summary, and the audit log', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${API}/payments`, ({ request }) => {
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json(page([]));
      }),
      http.get(`${API}/subscriptions`, ({ request }) => {
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json([]);
      }),
      http.get(`${API}/admin/affiliates/:id`, ({ request, params }) => {
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json({ userId: params.id, rate: 30, custom: false });
      }),
      http.get(`${API}/admin/audit-log`, ({ request }) => {
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json(page([]));
      }),
    );
    const { wrapper } = setup();
    const hooks = renderHook(
      () => [
        useAdminMemberOrders('u1', { limit: 5 }),
        useAdminMemberSubscriptions('u1'),
        useAdminAffiliate('u1'),
        useAdminAuditLog({ action: 'trade', page: 2 }),
        // No id yet: nothing is asked.
        useAdminAffiliate(''),
      ],
      { wrapper },
    );
    await waitFor(() =>
      expect(hooks.result.current.slice(0, 4).every((q) => q.isSuccess)).toBe(true),
    );
    expect(hooks.result.current[4]?.fetchStatus).toBe('idle');
    expect(urls.sort()).toEqual([
      '/admin/affiliates/u1',
      '/admin/audit-log?action=trade&page=2',
      '/payments?limit=5&userId=u1',
      '/subscriptions?userId=u1',
    ]);
  });
});

describe('the plan feature catalogue (admin)', () => {
  it('asks in the app’s language, and again when the language changes', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${API}/plans/features`, ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang');
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json([
          {
            key: 'webhook',
            label:
              lang === 'fr' ? 'Chaque trade envoyé à votre webhook' : 'Every trade to a webhook',
            screen: '/dashboard/connect',
            integration: null,
            available: true,
          },
        ]);
      }),
    );
    const { wrapper } = setup();
    const hook = renderHook(({ language }) => useAdminPlanFeatures(language), {
      wrapper,
      initialProps: { language: 'en' },
    });
    await waitFor(() =>
      expect(hook.result.current.data?.[0]?.label).toBe('Every trade to a webhook'),
    );
    hook.rerender({ language: 'fr-CA' });
    await waitFor(() =>
      expect(hook.result.current.data?.[0]?.label).toBe('Chaque trade envoyé à votre webhook'),
    );
    // A language the API has no labels in: the API chooses.
    hook.rerender({ language: 'de' });
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(urls).toHaveLength(3));
    expect(urls).toEqual(['/plans/features?lang=en', '/plans/features?lang=fr', '/plans/features']);
    expect(queryKeys.plans.features('en')).toEqual(['finfree', 'plans', 'features', 'en']);
  });
});

describe('refunds and disputes (admin)', () => {
  it('ask for an order’s refunds, a page of disputes and one dispute', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      urls.push(request.url.replace(API, ''));
    };
    server.use(
      http.get(`${API}/admin/orders/:id/refunds`, (info) => {
        record(info);
        return HttpResponse.json([]);
      }),
      http.get(`${API}/admin/disputes`, (info) => {
        record(info);
        return HttpResponse.json(page([]));
      }),
      http.get(`${API}/admin/disputes/:id`, (info) => {
        record(info);
        return HttpResponse.json({ id: info.params.id, timeline: [] });
      }),
    );
    const { wrapper } = setup();
    const hooks = renderHook(
      () => [
        useOrderRefunds('o1'),
        useDisputes({ status: 'won', page: 2 }),
        useDispute('d1'),
        // No id yet: nothing is asked.
        useDispute(''),
        useOrderRefunds(null),
      ],
      { wrapper },
    );
    await waitFor(() =>
      expect(hooks.result.current.slice(0, 3).every((q) => q.isSuccess)).toBe(true),
    );
    expect(hooks.result.current[3]?.fetchStatus).toBe('idle');
    expect(hooks.result.current[4]?.fetchStatus).toBe('idle');
    expect(urls.sort()).toEqual([
      '/admin/disputes/d1',
      '/admin/disputes?status=won&page=2',
      '/admin/orders/o1/refunds',
    ]);
  });

  it('a refund sends its idempotency key and refreshes the admin screens and billing', async () => {
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/admin/orders/:id/refunds`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push(await request.json());
        return HttpResponse.json({ order, refund: { id: 'r1' } }, { status: 201 });
      }),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(queryKeys.admin.orderRefunds('o1'), []);
    queryClient.setQueryData(queryKeys.admin.member('u1', 'orders'), page([]));
    queryClient.setQueryData(queryKeys.plans.list(), page([]));
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    const body = { amount: 1500, reason: 'Charged twice', access: 'keep' as const };
    await act(() => result.current.mutateAsync({ id: 'o1', body }));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies).toEqual([body]);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.admin.orderRefunds('o1'))).toBe(true);
    expect(stale(queryKeys.admin.member('u1', 'orders'))).toBe(true);
    expect(stale(queryKeys.plans.list())).toBe(false);
  });

  it('restoring access refreshes the disputes; a refusal rejects with the server’s message', async () => {
    let won = false;
    server.use(
      http.post(`${API}/admin/disputes/:id/restore-access`, ({ params }) =>
        won
          ? HttpResponse.json({ id: params.id, status: 'won' })
          : HttpResponse.json(
              { code: 409, message: 'Only a won dispute gives access back' },
              { status: 409 },
            ),
      ),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(queryKeys.admin.disputes(), page([]));
    const { result } = renderHook(() => useRestoreDisputeAccess(), { wrapper });
    await act(() => expect(result.current.mutateAsync('d1')).rejects.toMatchObject({ code: 409 }));
    expect(queryClient.getQueryState(queryKeys.admin.disputes())?.isInvalidated).toBe(false);
    won = true;
    await act(() => result.current.mutateAsync('d1'));
    expect(queryClient.getQueryState(queryKeys.admin.disputes())?.isInvalidated).toBe(true);
  });
});

describe('bank confirmation', () => {
  it('authenticate sends an idempotency key; authenticate and refresh refresh the user and billing', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/payments/orders/:id/authenticate`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({
          ...order,
          status: 'requires_action',
          nextAction: { type: 'redirect', url: 'https://bank.test/3ds' },
        });
      }),
      http.post(`${API}/payments/orders/:id/refresh`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ ...order, status: 'succeeded' });
      }),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({ authenticate: useAuthenticateOrder(), refresh: useRefreshOrder() }),
      { wrapper },
    );
    const fill = () => {
      queryClient.setQueryData(queryKeys.me(), demoUser);
      queryClient.setQueryData(queryKeys.subscriptions.list(), []);
      queryClient.setQueryData(queryKeys.payments.list(), page([]));
    };
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    fill();
    const started = await act(() => result.current.authenticate.mutateAsync('o1'));
    expect(started.nextAction?.url).toBe('https://bank.test/3ds');
    expect(stale(queryKeys.me())).toBe(true);
    fill();
    const settled = await act(() => result.current.refresh.mutateAsync('o1'));
    expect(settled.status).toBe('succeeded');
    expect([stale(queryKeys.me()), stale(queryKeys.subscriptions.list())]).toEqual([true, true]);
    expect(stale(queryKeys.payments.list())).toBe(true);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Refresh only reads the outcome: no key.
    expect(keys[1]).toBeNull();
  });
});

describe('query hooks', () => {
  it('useTrades asks for limit 10, page 1 by default, plus the given filters', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${API}/trades`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(page([]));
      }),
    );
    const { wrapper } = setup();
    const first = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const filtered = renderHook(
      () =>
        useTrades({
          status: 'closed',
          symbol: 'EURUSD',
          side: 'buy',
          page: 2,
          sortBy: 'openedAt:desc',
        }),
      { wrapper },
    );
    await waitFor(() => expect(filtered.result.current.isSuccess).toBe(true));
    expect(queries[0]).toBe('?limit=10&page=1');
    expect(new URLSearchParams(queries[1]).toString()).toBe(
      'limit=10&page=2&status=closed&symbol=EURUSD&side=buy&sortBy=openedAt%3Adesc',
    );
  });

  it('rejects with the API failure and waits for an id', async () => {
    server.use(
      http.get(`${API}/plans/:id`, () =>
        HttpResponse.json({ code: 404, message: 'Plan not found' }, { status: 404 }),
      ),
    );
    const { wrapper } = setup();
    const idle = renderHook(() => usePlan(undefined), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const missing = renderHook(() => usePlan('nope'), { wrapper });
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toEqual({ code: 404, message: 'Plan not found' });
  });

  it('aborts the request of a cancelled query without an error state', async () => {
    let aborted = false;
    server.use(
      http.get(`${API}/trades`, ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<Response>(() => {}); // never answers
      }),
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(result.current.fetchStatus).toBe('fetching'));
    await act(() => queryClient.cancelQueries({ queryKey: queryKeys.trades.all() }));
    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(result.current.isError).toBe(false);
  });

  it('useApiClient throws outside a provider', () => {
    expectThrowOutsideProvider(
      () => useApiClient(),
      'useApiClient must be used inside ApiProvider or AuthProvider',
    );
  });
});

describe('mutations invalidate what they change', () => {
  it('deleting a card refetches the cards list', async () => {
    let cards = [
      { id: 'c1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault: true },
      { id: 'c2', brand: 'visa', last4: '1111', expMonth: 1, expYear: 2031, isDefault: false },
    ];
    server.use(
      http.get(`${API}/users/cards`, () => HttpResponse.json(cards)),
      http.delete(`${API}/users/cards/:id`, ({ params }) => {
        cards = cards.filter((c) => c.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ cards: useCards(), remove: useDeleteCard() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cards.data).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync('c2'));
    // TanStack notifies React on a later tick.
    await waitFor(() => expect(result.current.cards.data?.map((c) => c.id)).toEqual(['c1']));
  });

  it('a withdrawal marks balance and withdrawals stale, not unrelated queries', async () => {
    server.use(
      http.post(`${API}/payments/withdraw`, () =>
        HttpResponse.json({ withdrawal: { id: 'w1' }, balance: { available: 0 } }, { status: 201 }),
      ),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(queryKeys.balance(), { available: 10_000 });
    queryClient.setQueryData(queryKeys.withdrawals.list(), page([]));
    queryClient.setQueryData(queryKeys.plans.list(), page([]));
    const { result } = renderHook(() => useWithdraw(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ amount: 5000, method: 'paypal', destination: 'a@b.c' }),
    );
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.balance())).toBe(true);
    expect(stale(queryKeys.withdrawals.list())).toBe(true);
    expect(stale(queryKeys.plans.list())).toBe(false);
  });

  it('updating the profile refreshes useMe', async () => {
    let name = 'Ada Lovelace';
    server.use(
      http.get(`${API}/auth/me`, () => HttpResponse.json({ ...demoUser, name })),
      http.patch(`${API}/users/me`, async ({ request }) => {
        name = ((await request.json()) as { name: string }).name;
        return HttpResponse.json({ ...demoUser, name });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => {
        const update = useUpdateMe();
        const me = useMe();
        return { update, me };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.me.data?.name).toBe('Ada Lovelace'));
    await act(() => result.current.update.mutateAsync({ name: 'Ada King' }));
    await waitFor(() => expect(result.current.me.data?.name).toBe('Ada King'));
  });
});

describe('idempotency keys', () => {
  function recordKeys(path: string, failFirst: number) {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}${path}`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length <= failFirst) return HttpResponse.error();
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    return keys;
  }

  it('reuses the key when the same action is retried, and makes a new one for a new action', async () => {
    const keys = recordKeys('/payments/create-order', 1);
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });

    await act(() =>
      expect(result.current.mutateAsync({ planId: 'p1' })).rejects.toBe('Something went wrong'),
    );
    await act(() => result.current.mutateAsync({ planId: 'p1' }));
    // The action succeeded: paying for the same plan again is a new action.
    await act(() => result.current.mutateAsync({ planId: 'p1' }));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('makes a new key when the inputs change, and keeps it through TanStack retries', async () => {
    const keys = recordKeys('/payments/orders/o1/confirm', 2);
    const { wrapper } = setup();
    const { result } = renderHook(() => useConfirmOrder({ retry: 1, retryDelay: 0 }), { wrapper });

    // Attempt 1 and its automatic retry both fail with the same key.
    await act(() =>
      expect(result.current.mutateAsync({ orderId: 'o1', body: { cardId: 'c1' } })).rejects.toBe(
        'Something went wrong',
      ),
    );
    // The user picks another card: another action, another key.
    await act(() => result.current.mutateAsync({ orderId: 'o1', body: { cardId: 'c2' } }));

    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('treats inputs with another key order as the same action', async () => {
    const keys = recordKeys('/payments/orders/o1/confirm', 1);
    const { wrapper } = setup();
    const { result } = renderHook(() => useConfirmOrder(), { wrapper });
    await act(() =>
      expect(
        result.current.mutateAsync({
          orderId: 'o1',
          body: { paymentMethodId: 'pm', saveCard: true },
        }),
      ).rejects.toBe('Something went wrong'),
    );
    await act(() =>
      result.current.mutateAsync({
        body: { saveCard: true, paymentMethodId: 'pm' },
        orderId: 'o1',
      }),
    );
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('a held answer (ApiClient.peek)', () => {
  /** A test-server client that holds one answer, for `GET /trades?limit=5&page=1`. */
  function holding(body: unknown, at = Date.now()) {
    const peeks: string[] = [];
    let held: { data: unknown; at: number } | undefined = { data: body, at };
    const wrap = setup();
    wrap.client.peek = (url, params) => {
      peeks.push(`${url} ${JSON.stringify(params ?? {})}`);
      if (url !== '/trades' || params?.limit !== 5 || params.page !== 1 || !held) return;
      const answer = held;
      held = undefined;
      return answer;
    };
    return { ...wrap, peeks };
  }

  it('is the first render’s data for the same read, with no request; it is taken once', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/trades`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page([{ id: 'from the server' }]));
      }),
    );
    const { wrapper, peeks, queryClient } = holding(page([{ id: 'held' }]));
    // Fresh for 30 s, as in the app: the held answer counts as just read.
    const { result } = renderHook(() => useTrades({ limit: 5, page: 1 }, { staleTime: 30_000 }), {
      wrapper,
    });
    // No loading state: the held answer is there on the first render.
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.results).toEqual([{ id: 'held' }]);
    expect(peeks).toEqual(['/trades {"limit":5,"page":1}']);
    // Another read is not held: it asks the server.
    const other = renderHook(() => useTrades({ limit: 10, page: 2 }), { wrapper });
    expect(other.result.current.isPending).toBe(true);
    await waitFor(() =>
      expect(other.result.current.data?.results).toEqual([{ id: 'from the server' }]),
    );
    expect(asked).toEqual(['?limit=10&page=2']);
    // Once refreshed, the same read goes to the server (the held answer was taken).
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.trades.list({ limit: 5 }) }));
    await waitFor(() => expect(result.current.data?.results).toEqual([{ id: 'from the server' }]));
    expect(asked).toEqual(['?limit=10&page=2', '?limit=5&page=1']);
  });

  it('read longer ago than the query stays fresh: shown at once, and read again', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/trades`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page([{ id: 'from the server' }]));
      }),
    );
    const { wrapper } = holding(page([{ id: 'held' }]), Date.now() - 60_000);
    const { result } = renderHook(() => useTrades({ limit: 5, page: 1 }, { staleTime: 30_000 }), {
      wrapper,
    });
    expect(result.current.data?.results).toEqual([{ id: 'held' }]);
    await waitFor(() => expect(result.current.data?.results).toEqual([{ id: 'from the server' }]));
    expect(asked).toEqual(['?limit=5&page=1']);
  });

  it('becomes the data through the hook’s `fromAnswer`; a hook without one uses nothing held', () => {
    const { wrapper, peeks } = holding(page([{ id: 'held' }]));
    const useIds = defineQuery({
      arity: 0,
      key: () => ['ids'],
      fetch: async (client) =>
        (await listTrades(client, { limit: 5, page: 1 })).results.map((t) => t.id),
      fromAnswer: (answer) => (answer as { results: { id: string }[] }).results.map((t) => t.id),
    });
    const useRaw = defineQuery({
      arity: 0,
      key: () => ['raw'],
      fetch: (client) => listTrades(client, { limit: 5, page: 1 }),
    });
    renderHook(() => useRaw(), { wrapper });
    expect(peeks).toEqual([]);
    const { result } = renderHook(() => useIds({ staleTime: 30_000 }), { wrapper });
    expect(result.current.data).toEqual(['held']);
  });

  it('is not asked for while the arguments are incomplete, or by a query switched off', () => {
    const { wrapper, peeks } = holding(null);
    renderHook(() => usePlan(''), { wrapper });
    renderHook(() => useTrades({ limit: 5, page: 1 }, { enabled: false }), { wrapper });
    expect(peeks).toEqual([]);
  });
});
