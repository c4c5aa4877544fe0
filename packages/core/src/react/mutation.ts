import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiClient } from '../http/client';
import type { ApiFailure } from '../http/errors';
import { createIdempotencyKey, type IdempotentOptions } from '../http/idempotency';
import { useApiClient } from './ApiContext';

/** Options a mutation hook accepts: everything of TanStack's `useMutation` but the function. */
export type ApiMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiFailure, TVariables>,
  'mutationFn'
>;

/** What a mutation hook returns. */
export type ApiMutationResult<TData, TVariables> = UseMutationResult<TData, ApiFailure, TVariables>;

/** Which queries a successful mutation makes stale. */
export type Invalidates<TData, TVariables> = (
  data: TData,
  variables: TVariables,
) => readonly QueryKey[];

/**
 * A mutation through the API client that, on success, invalidates the queries it changed
 * (awaited, so `mutateAsync` resolves once they are fresh) before the caller's `onSuccess`.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<TData>,
  invalidates: Invalidates<TData, TVariables>,
  options?: ApiMutationOptions<TData, TVariables>,
  afterSuccess?: (data: TData, variables: TVariables) => void,
): ApiMutationResult<TData, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TData, ApiFailure, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(client, variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      afterSuccess?.(data, variables);
      await Promise.all(
        invalidates(data, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

// Key order must not make equal inputs look different.
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A money-moving mutation. It keeps one idempotency key per user action: every attempt with
 * the same inputs (a retry after a failure or a lost answer, TanStack's own `retry`) sends
 * the same `Idempotency-Key`; a new key is made once the action succeeds or when the inputs
 * change.
 */
export function useIdempotentMutation<TData, TVariables>(
  mutationFn: (
    client: ApiClient,
    variables: TVariables,
    options: IdempotentOptions,
  ) => Promise<TData>,
  invalidates: Invalidates<TData, TVariables>,
  options?: ApiMutationOptions<TData, TVariables>,
  afterSuccess?: (data: TData, variables: TVariables) => void,
): ApiMutationResult<TData, TVariables> {
  const action = useRef<{ key: string; inputs: string } | null>(null);
  return useApiMutation<TData, TVariables>(
    (client, variables) => {
      const inputs = fingerprint(variables);
      if (action.current?.inputs !== inputs) {
        action.current = { key: createIdempotencyKey(), inputs };
      }
      return mutationFn(client, variables, { idempotencyKey: action.current.key });
    },
    invalidates,
    options,
    (data, variables) => {
      if (action.current?.inputs === fingerprint(variables)) action.current = null;
      afterSuccess?.(data, variables);
    },
  );
}
