import { act, renderHook, waitFor } from '@testing-library/react';
import { setupHooks } from '../test/wrapper';
import { defineIdempotentMutation, defineMutation, defineQuery } from './define';

const setup = setupHooks;

describe('defineQuery', () => {
  it('passes the arguments to key and fetch, and the next one as TanStack options', async () => {
    const seen: unknown[] = [];
    const useThing = defineQuery({
      arity: 2,
      key: (id: string, page?: number) => ['thing', id, page ?? 1],
      fetch: async (_client, request, [id, page]) => {
        seen.push({ id, page, signal: request.signal instanceof AbortSignal });
        return `${id}:${page ?? 1}`;
      },
    });
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => useThing('a', 3, { select: (v) => v.toUpperCase() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBe('A:3'));
    expect(seen).toEqual([{ id: 'a', page: 3, signal: true }]);
    expect(queryClient.getQueryData(['thing', 'a', 3])).toBe('a:3');
  });

  it('waits while `ready` is false, whatever `enabled` says, then follows `enabled`', async () => {
    const fetch = vi.fn(async (_client: unknown, _request: unknown, [id]: [string]) => id);
    const useThing = defineQuery({
      arity: 1,
      key: (id: string) => ['thing', id],
      fetch,
      ready: ([id]) => id !== '',
    });
    const { wrapper } = setup();
    const empty = renderHook(() => useThing('', { enabled: true }), { wrapper });
    const off = renderHook(() => useThing('b', { enabled: false }), { wrapper });
    const on = renderHook(() => useThing('c'), { wrapper });
    await waitFor(() => expect(on.result.current.data).toBe('c'));
    expect(empty.result.current.fetchStatus).toBe('idle');
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('prefetches into the cache the hook reads, so the hook finds the read already made', async () => {
    const fetch = vi.fn(
      async (_client: unknown, _request: unknown, [id]: [string]) => `trade ${id}`,
    );
    const useThing = defineQuery({
      arity: 1,
      key: (id: string) => ['thing', id],
      fetch,
      ready: ([id]) => id !== '',
    });
    const { wrapper, queryClient } = setup();
    const { result: prefetch } = renderHook(() => useThing.usePrefetch(), { wrapper });
    act(() => {
      prefetch.current('');
      prefetch.current('t1');
    });
    await waitFor(() => expect(queryClient.getQueryData(['thing', 't1'])).toBe('trade t1'));
    const { result } = renderHook(() => useThing('t1', { staleTime: 60_000 }), { wrapper });
    expect(result.current.data).toBe('trade t1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('defineMutation', () => {
  it('runs useOnSuccess, invalidates, then the caller’s onSuccess, in that order', async () => {
    const order: string[] = [];
    const useWrite = defineMutation(async (_client, n: number) => n * 2, {
      invalidates: (data) => [['thing', data]],
      useOnSuccess: () => (data) => order.push(`hook ${data}`),
    });
    const { wrapper, queryClient } = setup();
    queryClient.setQueryData(['thing', 4], 'old');
    const { result } = renderHook(
      () =>
        useWrite({
          onSuccess: () => {
            order.push(`stale ${queryClient.getQueryState(['thing', 4])?.isInvalidated}`);
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(2));
    expect(order).toEqual(['hook 4', 'stale true']);
  });

  it('sends one idempotency key per action (the same on a retry with the same inputs)', async () => {
    const keys: string[] = [];
    let fail = true;
    const useMoney = defineIdempotentMutation(
      async (_client, amount: number, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        if (fail) throw new Error('lost answer');
        return amount;
      },
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useMoney(), { wrapper });
    await act(() => result.current.mutateAsync(5).catch(() => undefined));
    fail = false;
    await act(() => result.current.mutateAsync(5));
    await act(() => result.current.mutateAsync(5));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
