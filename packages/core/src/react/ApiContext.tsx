import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../http/client';

/** The API client the query hooks use. `AuthProvider` provides it; `ApiProvider` too. */
export const ApiContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client the hooks below use (see `createApiClient`). */
  client: ApiClient;
  /** The tree that uses the hooks. */
  children?: ReactNode;
}

/** Gives the query hooks an API client without auth (e.g. a public page, a test). */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the nearest `AuthProvider` or `ApiProvider`; throws outside both. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside ApiProvider or AuthProvider');
  return client;
}
