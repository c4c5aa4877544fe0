import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
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

/** Renders `hook` with no provider around it and expects it to throw `message` (React's error log silenced). */
export function expectThrowOutsideProvider(hook: () => unknown, message: string) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() => renderHook(hook)).toThrow(message);
  } finally {
    error.mockRestore();
  }
}
