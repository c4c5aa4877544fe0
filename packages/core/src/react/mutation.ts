import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../http/client';
import type { ApiFailure } from '../http/errors';
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
