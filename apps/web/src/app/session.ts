import {
  createApiClient,
  createAuthSession,
  renewAccessToken,
  type ApiClient,
} from '@finfree/core';
import { apiBaseUrl } from './apiBaseUrl';

/**
 * The session and HTTP client of a page, made once: the token renewed through the server's
 * refresh cookie, through the same client. The app wraps the client to answer the early reads
 * (`App.tsx`); the public pages' islands use it as it is.
 */
export function createSessionAndClient() {
  let renewWith: ApiClient | null = null;
  const session = createAuthSession({
    refresh: (signal) =>
      renewWith ? renewAccessToken(renewWith, { signal }) : Promise.resolve(null),
  });
  const client = createApiClient({ baseURL: apiBaseUrl, getToken: session.getToken });
  renewWith = client;
  return { session, client };
}
