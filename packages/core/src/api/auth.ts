import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Tokens,
  UpdateMeRequest,
  User,
} from '../types';

/** `POST /auth/login`: signs in; answers `{user, tokens}`. Stores nothing (see `AuthSession`). */
export function loginRequest(client: ApiClient, body: LoginRequest): Promise<AuthResponse> {
  return callApi(client, 'post', '/auth/login', { body });
}

/** `POST /auth/register`: creates an account and returns the answer unchanged. */
export function registerRequest(client: ApiClient, body: RegisterRequest): Promise<AuthResponse> {
  return callApi(client, 'post', '/auth/register', { body });
}

/**
 * `POST /auth/refresh-tokens`: rotates a refresh token — the one given, or else the one in
 * the HttpOnly cookie the server set at sign-in (browsers; same site as the API). `options`
 * may abort it or bound its wait (`timeout`, ms).
 */
export function refreshTokens(
  client: ApiClient,
  refreshToken?: string,
  options: RequestOptions & { timeout?: number } = {},
): Promise<Tokens> {
  return callApi(client, 'post', '/auth/refresh-tokens', {
    body: refreshToken ? { refreshToken } : {},
    ...options,
  });
}

/** `POST /auth/logout`: revokes one refresh token (given, or the cookie's) on the server. */
export async function logoutRequest(client: ApiClient, refreshToken?: string): Promise<void> {
  await callApi(client, 'post', '/auth/logout', { body: refreshToken ? { refreshToken } : {} });
}

/** `POST /auth/logout-all`: every token of the signed-in user stops working. */
export async function logoutAll(client: ApiClient): Promise<void> {
  await callApi(client, 'post', '/auth/logout-all');
}

/** `GET /auth/me`: the signed-in user. */
export function getMe(client: ApiClient, request: RequestOptions = {}): Promise<User> {
  return callApi(client, 'get', '/auth/me', { signal: request.signal });
}

/** `POST /auth/forgot-password`: always answers 204. */
export async function forgotPassword(client: ApiClient, email: string): Promise<void> {
  await callApi(client, 'post', '/auth/forgot-password', { body: { email } });
}

/** `POST /auth/reset-password?token=`: sets a new password with the e-mailed token. */
export function resetPassword(
  client: ApiClient,
  token: string,
  body: ResetPasswordRequest,
): Promise<{ email: string }> {
  return callApi(client, 'post', '/auth/reset-password', { body, query: { token } });
}

/** `PATCH /users/me`: updates the own profile (a password change needs `currentPassword`). */
export function updateMe(client: ApiClient, body: UpdateMeRequest): Promise<User> {
  return callApi(client, 'patch', '/users/me', { body });
}
