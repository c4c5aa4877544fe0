// @finfree/core: framework-free client logic. No React here: the React bindings live on the
// `@finfree/core/react` subpath.

// HTTP
export { createApiClient, fetcher } from './http/client';
export type { ApiClient, ApiClientOptions, FetcherArgs, RequestOptions } from './http/client';
export { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from './http/config';
export { GENERIC_ERROR_MESSAGE, getErrorMessage, isApiError, normalizeError } from './http/errors';
export type { ApiFailure } from './http/errors';
export { IDEMPOTENCY_HEADER, createIdempotencyKey, idempotencyHeaders } from './http/idempotency';
export type { IdempotentOptions } from './http/idempotency';
export { callApi, endpoints, fillPath } from './endpoints';
export type {
  ApiMethod,
  ApiPath,
  CallOptions,
  Endpoints,
  PathParams,
  QueryParams,
  RequestBody,
  ResponseBody,
} from './endpoints';
export type { components as ApiComponents, paths as ApiPaths } from './generated/api';

// Auth
export { isValidToken } from './auth/token';
export {
  LOGIN_PATH,
  REFRESH_TIMEOUT_MS,
  STORAGE_KEYS,
  TOKEN_EXPIRED_MESSAGE,
  createAuthSession,
} from './auth/session';
export type { AuthSession, AuthSessionOptions, StorageLike, StoredSession } from './auth/session';
export { login, register, renewAccessToken } from './auth/actions';
export { createSessionAndClient } from './auth/sessionAndClient';
export type { SessionAndClientOptions } from './auth/sessionAndClient';

// Typed API: every function of these modules is public
export * from './api/auth';
export * from './api/catalog';
export * from './api/money';
export * from './api/admin';
export * from './api/notifications';
export * from './api/notificationPreferences';
export * from './api/snoozes';
export * from './api/posts';
export * from './api/pushDevices';
export { openNotificationStream, parseLiveEvent } from './api/notificationStream';
export type { NotificationStreamOptions } from './api/notificationStream';

// Types of API.md
export type * from './types';
export { canonicalEvent, canonicalJson, type ChainedEventContent } from './chain/canonical';
export { ASSET_CLASSES, pipSize, type AssetClass } from './trades/pipSize';
export { isSafeLinkHref } from './posts/linkHref';
export { sha256Hex, verifyTradeChain, type ChainVerification } from './chain/verifyTradeChain';
export { ALERT_LANGUAGES, alertLanguage, type AlertLanguage } from './alerts/alertLanguage';
export {
  alertBody,
  alertMessage,
  alertTitle,
  digestMessage,
  formatR,
  testAlertMessage,
  tradeStateLine,
  type AlertEventType,
  type AlertInput,
  type AlertMessage,
  type DigestInput,
  type TradeStateInput,
} from './alerts/alertText';
export { alertMailTexts, type AlertMailTexts } from './alerts/alertMail';
