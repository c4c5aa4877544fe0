import type { ApiClient } from '../http/client';
import { createIdempotencyKey, type IdempotentOptions } from '../http/idempotency';
import { useRef } from 'react';
import {
  useApiMutation,
  type ApiMutationOptions,
  type ApiMutationResult,
  type Invalidates,
} from './mutation';

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
