// Connect's API calls and query hooks, member and owner side, typed from the OpenAPI document
// (`callApi` and the generated schemas).
import {
  callApi,
  type ApiClient,
  type ApiComponents,
  type RequestBody,
  type RequestOptions,
  type ResponseBody,
} from '@finfree/core';
import { asIs, defineMutation, defineQuery } from '@finfree/core/react';

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
export type TelegramInvite = ResponseBody<'/connect/telegram/invite', 'post'>;
/** The member's webhook endpoint. */
export type WebhookEndpoint = ApiComponents['schemas']['WebhookEndpoint'];
/** One delivery attempt of an event to the member's webhook. */
export type WebhookAttempt = ApiComponents['schemas']['WebhookAttempt'];
/** A platform's answer to "does the bot still have what it needs?". */
export type ConnectHealth = ApiComponents['schemas']['ConnectHealth'];
/** The owner's Telegram settings (the token never comes back, only whether it is set). */
export type TelegramSettings = ApiComponents['schemas']['TelegramSettings'];
/** `PUT /admin/connect/telegram`: no `botToken` keeps the stored one. */
export type TelegramSettingsInput = RequestBody<'/admin/connect/telegram', 'put'>;
/** The owner's Discord settings (token and client secret never come back). */
export type DiscordSettings = ApiComponents['schemas']['DiscordSettings'];
/** The Discord role a plan's members get. */
export type PlanRole = DiscordSettings['roles'][number];
/** `PUT /admin/connect/discord`: no `botToken`/`clientSecret` keeps the stored one. */
export type DiscordSettingsInput = RequestBody<'/admin/connect/discord', 'put'>;

// ---------------------------------------------------------------- calls

/** `GET /connect`: my three tiles. */
export async function getConnectTiles(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<ConnectTile[]> {
  const { items } = await callApi(client, 'get', '/connect', { signal: request.signal });
  return items;
}

export const createTelegramInvite = (client: ApiClient, _?: void) =>
  callApi(client, 'post', '/connect/telegram/invite');
export const disconnectTelegram = (client: ApiClient, _?: void) =>
  callApi(client, 'delete', '/connect/telegram');
export const startDiscord = (client: ApiClient, _?: void) =>
  callApi(client, 'get', '/connect/discord/start');
export const disconnectDiscord = (client: ApiClient, _?: void) =>
  callApi(client, 'delete', '/connect/discord');

export const getWebhook = (client: ApiClient, request: RequestOptions = {}) =>
  callApi(client, 'get', '/connect/webhook', { signal: request.signal });
export const putWebhook = (client: ApiClient, url: string) =>
  callApi(client, 'put', '/connect/webhook', { body: { url } });
export const rotateWebhookSecret = (client: ApiClient, _?: void) =>
  callApi(client, 'post', '/connect/webhook/secret');
export const resumeWebhook = (client: ApiClient, _?: void) =>
  callApi(client, 'post', '/connect/webhook/resume');
export const testWebhook = (client: ApiClient, _?: void) =>
  callApi(client, 'post', '/connect/webhook/test');
export const getWebhookDeliveries = (client: ApiClient, request: RequestOptions = {}) =>
  callApi(client, 'get', '/connect/webhook/deliveries', { signal: request.signal });
export const removeWebhook = (client: ApiClient, _?: void) =>
  callApi(client, 'delete', '/connect/webhook');

export const getTelegramSettings = (client: ApiClient, request: RequestOptions = {}) =>
  callApi(client, 'get', '/admin/connect/telegram', { signal: request.signal });
export const putTelegramSettings = (client: ApiClient, body: TelegramSettingsInput) =>
  callApi(client, 'put', '/admin/connect/telegram', { body });
export const getDiscordSettings = (client: ApiClient, request: RequestOptions = {}) =>
  callApi(client, 'get', '/admin/connect/discord', { signal: request.signal });
export const putDiscordSettings = (client: ApiClient, body: DiscordSettingsInput) =>
  callApi(client, 'put', '/admin/connect/discord', { body });
/** `POST /admin/connect/{platform}/check`: asks the platform now. */
export const checkPlatform = (
  client: ApiClient,
  platform: OwnerPlatform,
): Promise<ConnectHealth> =>
  platform === 'telegram'
    ? callApi(client, 'post', '/admin/connect/telegram/check')
    : callApi(client, 'post', '/admin/connect/discord/check');

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
  fromAnswer: (answer) => (answer as ResponseBody<'/connect', 'get'>).items,
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
  fromAnswer: (answer) => (answer as ResponseBody<'/connect/webhook', 'get'>).endpoint,
});
export const useWebhookDeliveries = defineQuery({
  arity: 0,
  key: connectKeys.deliveries,
  fetch: async (client, request) => (await getWebhookDeliveries(client, request)).items,
  fromAnswer: (answer) => (answer as ResponseBody<'/connect/webhook/deliveries', 'get'>).items,
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
  fromAnswer: asIs,
});
export const useDiscordSettings = defineQuery({
  arity: 0,
  key: () => connectKeys.settings('discord'),
  fetch: (client, request) => getDiscordSettings(client, request),
  fromAnswer: asIs,
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
  fromAnswer: (answer) => (answer as ResponseBody<'/admin/connect/log', 'get'>).items,
});
