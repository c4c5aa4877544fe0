import { useCallback } from 'react';
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from '../http/client';
import type { IdempotentOptions } from '../http/idempotency';
import type { ApiFailure } from '../http/errors';
import { useApiClient } from './ApiContext';
import { useIdempotentMutation } from './idempotentMutation';
import {
  useApiMutation,
  type ApiMutationOptions,
  type ApiMutationResult,
  type Invalidates,
} from './mutation';

/** Options a query hook accepts: everything of TanStack's `useQuery` but key and function. */
export type ApiQueryOptions<T> = Omit<
  UseQueryOptions<T, ApiFailure, T, QueryKey>,
  'queryKey' | 'queryFn'
>;

/** What a query hook returns. */
export type ApiQueryResult<T> = UseQueryResult<T, ApiFailure>;

/** A query hook made by {@link defineQuery}: its arguments, then TanStack query options. */
export type QueryHook<TArgs extends unknown[], TData> = ((
  ...args: [...TArgs, options?: ApiQueryOptions<TData>]
) => ApiQueryResult<TData>) & {
  /**
   * A hook returning a function that starts the read of some arguments ahead, into the cache the
   * query hook reads (nothing when the arguments are incomplete or the answer is fresh): e.g.
   * a row's details as the row is opened, while the code that shows them is still loading.
   */
  usePrefetch: () => (...args: TArgs) => void;
};

/** What {@link defineQuery} needs to know about one read. */
export interface QuerySpec<TArgs extends unknown[], TData> {
  /**
   * How many arguments the hook takes before its options (`usePlan(id, options)`: 1). The
   * hook passes the first `arity` arguments to `key`, and as a tuple to `fetch` and `ready`, and treats the next
   * one as its TanStack options.
   */
  arity: TArgs['length'];
  /** The query key of the arguments (from `queryKeys`, so mutations can invalidate it). */
  key: (...args: TArgs) => QueryKey;
  /** Reads the data of the arguments (a tuple); `request.signal` aborts it when TanStack cancels the query. */
  fetch: (client: ApiClient, request: RequestOptions, args: NoInfer<TArgs>) => Promise<TData>;
  /**
   * False while the arguments are incomplete (an empty id): the query then waits whatever the
   * caller's `enabled` says; once true, the caller's `enabled` (default true) decides.
   */
  ready?: (args: NoInfer<TArgs>) => boolean;
  /**
   * The data `fetch` makes of its read's answer, when `fetch` is one `GET` (for most reads the
   * answer as it is: {@link asIs}). With it, an answer the client already holds for the same
   * request (`ApiClient.peek`, e.g. the page's early read) is the query's first data, so the
   * first render shows it rather than a loading state. Without it, nothing held is used.
   */
  fromAnswer?: (answer: unknown) => NoInfer<TData>;
}

/** {@link QuerySpec.fromAnswer} of a read whose answer is its data. */
export const asIs = <T>(answer: unknown) => answer as T;

/** A request that never answers: what a read's dry run gets (it is never awaited to the end). */
const never = () => new Promise<never>(() => undefined);

/**
 * The answer `client` already holds for the read `spec` makes of `args`, if any: the read is
 * dry-run against a client whose `get` asks `client.peek` for the same URL and parameters, and
 * returns a request that never answers (so nothing is sent).
 */
function heldAnswer<TArgs extends unknown[], TData>(
  spec: QuerySpec<TArgs, TData>,
  client: ApiClient,
  args: TArgs,
): { data: unknown; at: number } | undefined {
  if (spec.ready && !spec.ready(args)) return undefined;
  let held: { data: unknown; at: number } | undefined;
  const dryRun = {
    get: (url: string, config?: { params?: Record<string, unknown> }) => {
      held = client.peek?.(url, config?.params);
      return never();
    },
  } as unknown as ApiClient;
  try {
    spec.fetch(dryRun, {}, args).catch(() => undefined);
  } catch {
    // Not a plain read: nothing held.
  }
  return held;
}

// The factories are marked free of side effects (`@__NO_SIDE_EFFECTS__`): a hook that no screen
// imports is dropped by the bundler together with the API function it reads.

/**
 * Makes a typed query hook of one API read: the hook takes the read's arguments and then
 * TanStack `useQuery` options (all but key and function), calls the API through the client of
 * the nearest `ApiProvider`, and keys the cache with `spec.key`.
 *
 * @example
 * export const usePlan = defineQuery({
 *   arity: 1,
 *   key: (id: string | null | undefined) => queryKeys.plans.detail(id ?? ''),
 *   fetch: (client, request, [id]) => getPlan(client, id ?? '', request),
 *   ready: ([id]) => Boolean(id),
 * });
 * // usePlan(id, { staleTime: 60_000 })
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineQuery<TArgs extends unknown[], TData>(
  spec: QuerySpec<TArgs, TData>,
): QueryHook<TArgs, TData> {
  function useApiQuery(...all: [...TArgs, options?: ApiQueryOptions<TData>]) {
    const args = all.slice(0, spec.arity) as TArgs;
    const options = all[spec.arity] as ApiQueryOptions<TData> | undefined;
    const client = useApiClient();
    // An answer the client already holds (e.g. the page's early read): the first render shows it
    // rather than a loading state, as read when it arrived (refetched if that is not fresh).
    // (Not for a query switched off: it reads nothing now, and must not take a held answer
    // from the one that does.)
    let heldAt: number | undefined;
    const fromAnswer = spec.fromAnswer;
    const held = client.peek &&
      fromAnswer &&
      options?.enabled !== false && {
        initialData: () => {
          const answer = heldAnswer(spec, client, args);
          heldAt = answer?.at;
          return answer ? fromAnswer(answer.data) : undefined;
        },
        initialDataUpdatedAt: () => heldAt,
      };
    return useQuery({
      ...held,
      ...options,
      ...(spec.ready ? { enabled: spec.ready(args) ? (options?.enabled ?? true) : false } : {}),
      queryKey: spec.key(...args),
      queryFn: ({ signal }) => spec.fetch(client, { signal }, args),
    });
  }
  function usePrefetch() {
    const client = useApiClient();
    const queryClient = useQueryClient();
    return useCallback(
      (...args: TArgs) => {
        if (spec.ready && !spec.ready(args)) return;
        void queryClient.prefetchQuery({
          queryKey: spec.key(...args),
          queryFn: ({ signal }) => spec.fetch(client, { signal }, args),
        });
      },
      [client, queryClient],
    );
  }
  return Object.assign(useApiQuery, { usePrefetch });
}

/** A mutation hook made by {@link defineMutation} or {@link defineIdempotentMutation}. */
export type MutationHook<TData, TVariables> = (
  options?: ApiMutationOptions<TData, TVariables>,
) => ApiMutationResult<TData, TVariables>;

/** What a successful mutation does besides calling the caller's `onSuccess`. */
export interface MutationSpec<TData, TVariables> {
  /**
   * The queries the mutation makes stale; they are invalidated (and awaited) before the
   * caller's `onSuccess`, so `mutateAsync` resolves once they are fresh.
   */
  invalidates?: Invalidates<TData, TVariables>;
  /**
   * A hook (called on every render of the mutation hook) returning what to run first on
   * success, e.g. updating the auth context's user.
   */
  useOnSuccess?: () => (data: TData, variables: TVariables) => void;
}

const nothing = () => [];
const noSuccessHook = (): undefined => undefined;

/** Calls the spec's `useOnSuccess` hook (every render): what to run first on success, if anything. */
function useSpecOnSuccess<TData, TVariables>(spec: MutationSpec<TData, TVariables>) {
  const useOnSuccess = spec.useOnSuccess ?? noSuccessHook;
  return useOnSuccess();
}

/**
 * Makes a typed mutation hook of one API write: the hook takes TanStack `useMutation`
 * options (all but the function) and, on success, invalidates `spec.invalidates`.
 *
 * @example
 * export const useAdminCreatePlan = defineMutation(adminCreatePlan, {
 *   invalidates: () => [queryKeys.plans.all(), queryKeys.admin.all()],
 * });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMutation<TData, TVariables>(
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<TData>,
  spec: MutationSpec<TData, TVariables> = {},
): MutationHook<TData, TVariables> {
  return function useApiWrite(options) {
    const onSuccess = useSpecOnSuccess(spec);
    return useApiMutation(mutationFn, spec.invalidates ?? nothing, options, onSuccess);
  };
}

/**
 * {@link defineMutation} for a money-moving write: every attempt of one user action sends
 * the same `Idempotency-Key` (see `useIdempotentMutation`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineIdempotentMutation<TData, TVariables>(
  mutationFn: (
    client: ApiClient,
    variables: TVariables,
    options: IdempotentOptions,
  ) => Promise<TData>,
  spec: MutationSpec<TData, TVariables> = {},
): MutationHook<TData, TVariables> {
  return function useIdempotentApiWrite(options) {
    const onSuccess = useSpecOnSuccess(spec);
    return useIdempotentMutation(mutationFn, spec.invalidates ?? nothing, options, onSuccess);
  };
}
