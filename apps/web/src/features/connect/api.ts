// Connect's API calls and query hooks, member and owner side. `GET /connect` and
// `GET /admin/connect/log` are typed from the OpenAPI document (`callApi`); the other routes are
// not in the generated client yet: they go through the same client methods `callApi` uses, typed
// by the interfaces below (copied from the HTTP contract). Once the generated client has them,
// each `send(...)` becomes a `callApi(...)` and the interfaces become the generated types.
import { callApi, type ApiClient, type ApiComponents, type RequestOptions } from '@finfree/core';
import { defineMutation, defineQuery } from '@finfree/core/react';

// ---------------------------------------------------------------- types

/** One member's tile: Telegram, Discord or the webhook, with its state. */
export type ConnectTile = ApiComponents['schemas']['ConnectTile'];
/** A platform of Connect. */
export type ConnectPlatform = ConnectTile['platform'];
/** A platform the owner sets up (a bot). */
export type OwnerPlatform = Exclude<ConnectPlatform, 'webhook'>;
/** One line of the owner's Connect log. */
export type ConnectLogEntry = ApiComponents['schemas']['ConnectLogEntry'];

/** `POST /connect/telegram/invite`: a new single-use link. */
export interface TelegramInvite {
  link: string;
  expiresAt: string;
}

/** The member's webhook endpoint. */
export interface WebhookEndpoint {
  url: string;
  status: 'active' | 'paused';
  version: 1;
  createdAt: string;
  pausedAt: string | null;
  failingSince: string | null;
  lastSuccessAt: string | null;
}

/** One delivery attempt of an event to the member's webhook. */
export interface WebhookAttempt {
  id: number;
  at: string;
  eventId: string;
  type: string;
  attempt: number;
  httpStatus: number | null;
  ok: boolean;
  latencyMs: number;
  error: string | null;
  retryAt: string | null;
}

/** A platform's answer to "does the bot still have what it needs?". */
export interface ConnectHealth {
  ok: boolean;
  problems: string[];
  bot?: { id: string; username: string };
}

/** The owner's Telegram settings (the token never comes back, only whether it is set). */
export interface TelegramSettings {
  configured: boolean;
  enabled: boolean;
  tokenSet: boolean;
  chatId: string | null;
  botUsername: string | null;
  health: ConnectHealth | null;
  checkedAt: string | null;
}

/** `PUT /admin/connect/telegram`: no `botToken` keeps the stored one. */
export interface TelegramSettingsInput {
  botToken?: string;
  chatId: string;
  enabled: boolean;
}

/** The Discord role a plan's members get. */
export interface PlanRole {
  planId: string;
  roleId: string;
}

/** The owner's Discord settings (token and client secret never come back). */
export interface DiscordSettings {
  configured: boolean;
  enabled: boolean;
  tokenSet: boolean;
  clientId: string | null;
  clientSecretSet: boolean;
  guildId: string | null;
  channelId: string | null;
  roles: PlanRole[];
  health: ConnectHealth | null;
  checkedAt: string | null;
}

/** `PUT /admin/connect/discord`: no `botToken`/`clientSecret` keeps the stored one. */
export interface DiscordSettingsInput {
  botToken?: string;
  clientId: string;
  clientSecret?: string;
  guildId: string;
  channelId: string;
  roles: PlanRole[];
  enabled: boolean;
}

// ---------------------------------------------------------------- calls

type Method = 'get' | 'post' | 'put' | 'delete';

/** One call of a route not in the generated client yet, as `callApi` sends it. */
async function send<T>(
  client: ApiClient,
  method: Method,
  path: string,
  body?: unknown,
  request: RequestOptions = {},
): Promise<T> {
  const config = request.signal ? { signal: request.signal } : undefined;
  const response =
    method === 'get' || method === 'delete'
      ? await client[method]<T>(path, config)
      : await client[method]<T>(path, body, config);
  return response.data;
}

/** `GET /connect`: my three tiles. */
export async function getConnectTiles(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<ConnectTile[]> {
  const { items } = await callApi(client, 'get', '/connect', { signal: request.signal });
  return items;
}

export const createTelegramInvite = (client: ApiClient, _?: void) =>
  send<TelegramInvite>(client, 'post', '/connect/telegram/invite');
export const disconnectTelegram = (client: ApiClient, _?: void) =>
  send<void>(client, 'delete', '/connect/telegram');
export const startDiscord = (client: ApiClient, _?: void) =>
  send<{ url: string }>(client, 'get', '/connect/discord/start');
export const disconnectDiscord = (client: ApiClient, _?: void) =>
  send<void>(client, 'delete', '/connect/discord');

export const getWebhook = (client: ApiClient, request?: RequestOptions) =>
  send<{ endpoint: WebhookEndpoint | null }>(client, 'get', '/connect/webhook', undefined, request);
export const putWebhook = (client: ApiClient, url: string) =>
  send<{ endpoint: WebhookEndpoint; secret: string | null }>(client, 'put', '/connect/webhook', {
    url,
  });
export const rotateWebhookSecret = (client: ApiClient, _?: void) =>
  send<{ secret: string }>(client, 'post', '/connect/webhook/secret');
export const resumeWebhook = (client: ApiClient, _?: void) =>
  send<{ endpoint: WebhookEndpoint }>(client, 'post', '/connect/webhook/resume');
export const testWebhook = (client: ApiClient, _?: void) =>
  send<{ attempt: WebhookAttempt }>(client, 'post', '/connect/webhook/test');
export const getWebhookDeliveries = (client: ApiClient, request?: RequestOptions) =>
  send<{ items: WebhookAttempt[] }>(
    client,
    'get',
    '/connect/webhook/deliveries',
    undefined,
    request,
  );
export const removeWebhook = (client: ApiClient, _?: void) =>
  send<void>(client, 'delete', '/connect/webhook');

export const getTelegramSettings = (client: ApiClient, request?: RequestOptions) =>
  send<TelegramSettings>(client, 'get', '/admin/connect/telegram', undefined, request);
export const putTelegramSettings = (client: ApiClient, body: TelegramSettingsInput) =>
  send<TelegramSettings>(client, 'put', '/admin/connect/telegram', body);
export const getDiscordSettings = (client: ApiClient, request?: RequestOptions) =>
  send<DiscordSettings>(client, 'get', '/admin/connect/discord', undefined, request);
export const putDiscordSettings = (client: ApiClient, body: DiscordSettingsInput) =>
  send<DiscordSettings>(client, 'put', '/admin/connect/discord', body);
export const checkPlatform = (client: ApiClient, platform: OwnerPlatform) =>
  send<ConnectHealth>(client, 'post', `/admin/connect/${platform}/check`);

/** `GET /admin/connect/log`: a page of the log, newest first, older than `before`. */
export async function getConnectLog(
  client: ApiClient,
  query: { before?: number; limit?: number },
  request: RequestOptions = {},
): Promise<ConnectLogEntry[]> {
  const { items } = await callApi(client, 'get', '/admin/connect/log', {
    query,
    signal: request.signal,
  });
  return items;
}

// ---------------------------------------------------------------- hooks

const ROOT = ['finfree', 'connect'] as const;

/** Query keys of Connect. */
export const connectKeys = {
  all: () => ROOT,
  tiles: () => [...ROOT, 'tiles'] as const,
  webhook: () => [...ROOT, 'webhook'] as const,
  deliveries: () => [...ROOT, 'webhook', 'deliveries'] as const,
  admin: () => [...ROOT, 'admin'] as const,
  settings: (platform: OwnerPlatform) => [...ROOT, 'admin', platform] as const,
  log: (before: number | undefined) => [...ROOT, 'admin', 'log', before ?? null] as const,
};

const tilesAndWebhook = () => [connectKeys.tiles(), connectKeys.webhook()];

export const useConnectTiles = defineQuery({
  arity: 0,
  key: connectKeys.tiles,
  fetch: (client, request) => getConnectTiles(client, request),
});
export const useTelegramInvite = defineMutation(createTelegramInvite, {
  invalidates: () => [connectKeys.tiles()],
});
export const useDisconnectTelegram = defineMutation(disconnectTelegram, {
  invalidates: () => [connectKeys.tiles()],
});
export const useStartDiscord = defineMutation(startDiscord);
export const useDisconnectDiscord = defineMutation(disconnectDiscord, {
  invalidates: () => [connectKeys.tiles()],
});

export const useWebhook = defineQuery({
  arity: 0,
  key: connectKeys.webhook,
  fetch: async (client, request) => (await getWebhook(client, request)).endpoint,
});
export const useWebhookDeliveries = defineQuery({
  arity: 0,
  key: connectKeys.deliveries,
  fetch: async (client, request) => (await getWebhookDeliveries(client, request)).items,
});
export const useSaveWebhook = defineMutation(putWebhook, { invalidates: tilesAndWebhook });
export const useRotateWebhookSecret = defineMutation(rotateWebhookSecret);
export const useResumeWebhook = defineMutation(resumeWebhook, { invalidates: tilesAndWebhook });
export const useTestWebhook = defineMutation(testWebhook, {
  invalidates: () => [connectKeys.deliveries()],
});
export const useRemoveWebhook = defineMutation(removeWebhook, { invalidates: tilesAndWebhook });

export const useTelegramSettings = defineQuery({
  arity: 0,
  key: () => connectKeys.settings('telegram'),
  fetch: (client, request) => getTelegramSettings(client, request),
});
export const useDiscordSettings = defineQuery({
  arity: 0,
  key: () => connectKeys.settings('discord'),
  fetch: (client, request) => getDiscordSettings(client, request),
});
export const useSaveTelegramSettings = defineMutation(putTelegramSettings, {
  invalidates: () => [connectKeys.settings('telegram')],
});
export const useSaveDiscordSettings = defineMutation(putDiscordSettings, {
  invalidates: () => [connectKeys.settings('discord')],
});
export const useCheckPlatform = defineMutation(checkPlatform, {
  invalidates: (_health, platform) => [connectKeys.settings(platform)],
});

/** Entries per page of the owner's log. */
export const LOG_PAGE = 25;

export const useConnectLog = defineQuery({
  arity: 1,
  key: (before: number | undefined) => connectKeys.log(before),
  fetch: (client, request, [before]) =>
    getConnectLog(client, { limit: LOG_PAGE, ...(before ? { before } : {}) }, request),
});
