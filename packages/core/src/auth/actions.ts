import { loginRequest, refreshTokens, registerRequest } from '../api/auth';
import type { ApiClient } from '../http/client';
import type { AuthResponse, LoginRequest, RegisterRequest, User } from '../types';
import { REFRESH_TIMEOUT_MS, type AuthSession } from './session';

/**
 * Signs in: `POST /auth/login`, then stores `tokens.access.token` and `user` in the session
 * (which starts the expiry timer). Resolves with the user; rejects with the API failure.
 */
export async function login(
  client: ApiClient,
  session: AuthSession,
  credentials: LoginRequest,
): Promise<User> {
  const { user, tokens } = await loginRequest(client, credentials);
  session.start({ accessToken: tokens.access.token, user });
  return user;
}

/** Registers: `POST /auth/register` and returns the answer. Stores nothing: the person signs in afterwards. */
export async function register(client: ApiClient, data: RegisterRequest): Promise<AuthResponse> {
  return registerRequest(client, data);
}

/**
 * Renews the access token through the refresh cookie. Resolves the new access token, or null
 * when the server refused (the session ended: revoked, expired, signed out); rejects on any
 * other failure (offline, server error, no answer within `timeoutMs` — default 10 s — or
 * `signal` aborted), which is worth retrying.
 */
export async function renewAccessToken(
  client: ApiClient,
  { signal, timeoutMs = REFRESH_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string | null> {
  try {
    return (await refreshTokens(client, undefined, { signal, timeout: timeoutMs })).access.token;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 401 || code === 403) return null;
    throw error;
  }
}
