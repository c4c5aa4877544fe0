import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '../http/client';
import { ApiProvider } from '../react/ApiContext';
import { API } from './helpers';

/** A query client without retries and a test-server API client, with a wrapper providing both. */
export function setupHooks() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({ baseURL: API });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { queryClient, client, wrapper };
}
