// The owner's integration forms apart from their screens: drafts of the stored settings,
// their checks, and the request each one sends.
import type {
  DiscordSettings,
  DiscordSettingsInput,
  PlanRole,
  TelegramSettings,
  TelegramSettingsInput,
} from '../api';

/** A catalogue key under `connect.admin.errors`. */
export type FieldError = 'required' | 'id' | 'chatId';

/** A Telegram chat: its numeric id (channels: -100…) or its public @name. */
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z0-9_]{4,32})$/;
/** A Discord id (a snowflake: digits only). */
const SNOWFLAKE = /^\d{5,25}$/;

export interface TelegramDraft {
  botToken: string;
  chatId: string;
  enabled: boolean;
}

export const telegramDraft = (s: TelegramSettings | undefined): TelegramDraft => ({
  botToken: '',
  chatId: s?.chatId ?? '',
  // A platform set up for the first time is meant to be on (and is then checked on save).
  enabled: s?.configured ? s.enabled : true,
});

/** The draft's problems: a token is needed until one is stored; the chat id always. */
export function validateTelegram(
  draft: TelegramDraft,
  tokenSet: boolean,
): Partial<Record<keyof TelegramDraft, FieldError>> {
  const errors: Partial<Record<keyof TelegramDraft, FieldError>> = {};
  if (!tokenSet && !draft.botToken.trim()) errors.botToken = 'required';
  const chat = draft.chatId.trim();
  if (!chat) errors.chatId = 'required';
  else if (!CHAT_ID.test(chat)) errors.chatId = 'chatId';
  return errors;
}

/** The request: an empty token field keeps the stored token (no `botToken`). */
export function telegramInput(draft: TelegramDraft): TelegramSettingsInput {
  const token = draft.botToken.trim();
  return {
    ...(token ? { botToken: token } : {}),
    chatId: draft.chatId.trim(),
    enabled: draft.enabled,
  };
}

export interface DiscordDraft {
  botToken: string;
  clientId: string;
  clientSecret: string;
  guildId: string;
  channelId: string;
  /** Role id per plan id ('' = no role). */
  roles: Record<string, string>;
  enabled: boolean;
}

export const discordDraft = (s: DiscordSettings | undefined): DiscordDraft => ({
  botToken: '',
  clientId: s?.clientId ?? '',
  clientSecret: '',
  guildId: s?.guildId ?? '',
  channelId: s?.channelId ?? '',
  roles: Object.fromEntries((s?.roles ?? []).map((r) => [r.planId, r.roleId])),
  enabled: s?.configured ? s.enabled : true,
});

type DiscordField = Exclude<keyof DiscordDraft, 'roles' | 'enabled'>;

/** The draft's problems, by field, and by plan id for the roles. */
export function validateDiscord(
  draft: DiscordDraft,
  stored: { tokenSet: boolean; clientSecretSet: boolean },
): { fields: Partial<Record<DiscordField, FieldError>>; roles: Record<string, FieldError> } {
  const fields: Partial<Record<DiscordField, FieldError>> = {};
  if (!stored.tokenSet && !draft.botToken.trim()) fields.botToken = 'required';
  if (!stored.clientSecretSet && !draft.clientSecret.trim()) fields.clientSecret = 'required';
  for (const key of ['clientId', 'guildId', 'channelId'] as const) {
    const value = draft[key].trim();
    if (!value) fields[key] = 'required';
    else if (!SNOWFLAKE.test(value)) fields[key] = 'id';
  }
  const roles: Record<string, FieldError> = {};
  for (const [planId, roleId] of Object.entries(draft.roles)) {
    if (roleId.trim() && !SNOWFLAKE.test(roleId.trim())) roles[planId] = 'id';
  }
  return { fields, roles };
}

export const hasDiscordErrors = (e: ReturnType<typeof validateDiscord>) =>
  Object.keys(e.fields).length > 0 || Object.keys(e.roles).length > 0;

/**
 * The request: empty secret fields keep the stored ones; a role per plan that has one, for the
 * plans listed (`planIds`) and any stored role of a plan not listed (kept as it was).
 */
export function discordInput(
  draft: DiscordDraft,
  planIds: readonly string[],
): DiscordSettingsInput {
  const token = draft.botToken.trim();
  const secret = draft.clientSecret.trim();
  const ids = [...new Set([...planIds, ...Object.keys(draft.roles)])];
  const roles: PlanRole[] = ids
    .map((planId) => ({ planId, roleId: (draft.roles[planId] ?? '').trim() }))
    .filter((r) => r.roleId);
  return {
    ...(token ? { botToken: token } : {}),
    clientId: draft.clientId.trim(),
    ...(secret ? { clientSecret: secret } : {}),
    guildId: draft.guildId.trim(),
    channelId: draft.channelId.trim(),
    roles,
    enabled: draft.enabled,
  };
}
