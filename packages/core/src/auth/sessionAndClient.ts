import { createApiClient, type ApiClient } from '../http/client';
import { renewAccessToken } from './actions';
import { createAuthSession, type AuthSession } from './session';

/** Options of {@link createSessionAndClient}. */
export interface SessionAndClientOptions {
  /** The API's base URL, for the client made here. */
  baseURL?: string;
  /** A session to use instead of making one. */
  session?: AuthSession;
  /** A client to use instead of making one (the made session renews through it). */
  client?: ApiClient;
}

/**
 * A page's session and HTTP client, made together: the session renews its token through the
 * server's refresh cookie, through the client, which sends the session's token. Either may be
 * given instead (`AuthProvider`'s `session` and `client`).
 */
export function createSessionAndClient({
  baseURL,
  session: givenSession,
  client: givenClient,
}: SessionAndClientOptions = {}): { session: AuthSession; client: ApiClient } {
  let renewWith: ApiClient | null = null;
  const session =
    givenSession ??
    createAuthSession({
      refresh: (signal) =>
        renewWith ? renewAccessToken(renewWith, { signal }) : Promise.resolve(null),
    });
  const client = givenClient ?? createApiClient({ baseURL, getToken: session.getToken });
  renewWith = client;
  return { session, client };
}
