import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createApiClient } from '../http/client';
import { API, createTestServer } from '../test/helpers';
import { ApiProvider } from './ApiContext';
import { useTradePerformance } from './hooks';
import { queryKeys } from './queryKeys';

const server = createTestServer();

describe('useTradePerformance', () => {
  it('asks GET /trades/performance with the filters, under the trades keys', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${API}/trades/performance`, ({ request }) => {
        urls.push(request.url.replace(API, ''));
        return HttpResponse.json({ sampleSize: 4 });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={createApiClient({ baseURL: API })}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useTradePerformance({ symbol: 'EURUSD' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ sampleSize: 4 }));
    expect(urls).toEqual(['/trades/performance?symbol=EURUSD']);
    expect(queryKeys.trades.performance({ symbol: 'EURUSD' }).slice(0, 2)).toEqual(
      queryKeys.trades.all(),
    );
  });
});
