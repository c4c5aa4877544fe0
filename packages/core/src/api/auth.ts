import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { endpoints } from '../endpoints';
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
export async function loginRequest(client: ApiClient, body: LoginRequest): Promise<AuthResponse> {
  return (await client.post<AuthResponse>(endpoints.auth.login, body)).data;
}

/** `POST /auth/register`: creates an account and returns the answer unchanged. */
export async function registerRequest(
  client: ApiClient,
  body: RegisterRequest,
): Promise<AuthResponse> {
  return (await client.post<AuthResponse>(endpoints.auth.register, body)).data;
}

/**
 * `POST /auth/refresh-tokens`: rotates a refresh token — the one given, or else the one in
 * the HttpOnly cookie the server set at sign-in (browsers; same site as the API).
 */
export async function refreshTokens(client: ApiClient, refreshToken?: string): Promise<Tokens> {
  return (
    await client.post<Tokens>(endpoints.auth.refreshTokens, refreshToken ? { refreshToken } : {})
  ).data;
}

/** `POST /auth/logout`: revokes one refresh token (given, or the cookie's) on the server. */
export async function logoutRequest(client: ApiClient, refreshToken?: string): Promise<void> {
  await client.post(endpoints.auth.logout, refreshToken ? { refreshToken } : {});
}

/** `POST /auth/logout-all`: every token of the signed-in user stops working. */
export async function logoutAll(client: ApiClient): Promise<void> {
  await client.post(endpoints.auth.logoutAll);
}

/** `GET /auth/me`: the signed-in user. */
export async function getMe(client: ApiClient, request: RequestOptions = {}): Promise<User> {
  return fetcher<User>(client, [endpoints.auth.me, { signal: request.signal }]);
}

/** `POST /auth/forgot-password`: always answers 204. */
export async function forgotPassword(client: ApiClient, email: string): Promise<void> {
  await client.post(endpoints.auth.forgotPassword, { email });
}

/** `POST /auth/reset-password?token=`: sets a new password with the e-mailed token. */
export async function resetPassword(
  client: ApiClient,
  token: string,
  body: ResetPasswordRequest,
): Promise<{ email: string }> {
  return (
    await client.post<{ email: string }>(endpoints.auth.resetPassword, body, { params: { token } })
  ).data;
}

/** `PATCH /users/me`: updates the own profile (a password change needs `currentPassword`). */
export async function updateMe(client: ApiClient, body: UpdateMeRequest): Promise<User> {
  return (await client.patch<User>(endpoints.users.me, body)).data;
}
