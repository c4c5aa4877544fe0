import { DiscordAPIError, REST } from '@discordjs/rest';
import {
  type APIChannel,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  PermissionFlagsBits,
  Routes,
} from 'discord-api-types/v10';
import type { ConnectHealth } from '../connect.tables';

/** The owner's Discord settings that are not secret. */
export interface DiscordSettings {
  clientId: string;
  guildId: string;
  channelId: string;
  /** The role each plan's members get. */
  roles: { planId: string; roleId: string }[];
}

/** The owner's Discord secrets (stored sealed). */
export interface DiscordSecrets {
  botToken: string;
  clientSecret: string;
}

/** A REST client of the bot: Discord's rate limits (headers and 429s) are waited out by it. */
export function discordRest(apiUrl: string, botToken: string): REST {
  return new REST({ api: apiUrl, version: '10' }).setToken(botToken);
}

/** Whether Discord answered that the thing (member, role, message) is not there. */
export function isUnknown(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.status === 404;
}

/** Discord's answer in one line for a log or an owner ("403 Missing Permissions"). */
export function describe(error: unknown): string {
  if (error instanceof DiscordAPIError) return `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Asks Discord whether the bot can do its work with `settings`: the token is valid, the bot is
 * in the server, holds Manage Roles, every mapped role exists below the bot's highest role, and
 * the channel is in the server. Each problem is worded for the owner.
 */
export async function inspect(
  rest: REST,
  settings: DiscordSettings,
  planNames: Map<string, string> = new Map(),
): Promise<ConnectHealth> {
  const problems: string[] = [];
  let me: APIUser;
  try {
    me = (await rest.get(Routes.user('@me'))) as APIUser;
  } catch (error) {
    return {
      ok: false,
      problems: [
        error instanceof DiscordAPIError && error.status === 401
          ? 'The bot token is not valid: Discord refused it'
          : `Discord could not be asked: ${describe(error)}`,
      ],
    };
  }
  const bot = { id: me.id, username: me.username };
  const g = settings.guildId;
  try {
    await rest.get(Routes.guild(g));
  } catch {
    return {
      ok: false,
      problems: [`The bot is not in the server ${g}: invite it with the Manage Roles permission`],
      bot,
    };
  }
  const [roles, member] = (await Promise.all([
    rest.get(Routes.guildRoles(g)),
    rest.get(Routes.guildMember(g, me.id)),
  ])) as [APIRole[], APIGuildMember];
  const byId = new Map(roles.map((r) => [r.id, r]));
  let bits = BigInt(byId.get(g)?.permissions ?? '0');
  for (const id of member.roles) bits |= BigInt(byId.get(id)?.permissions ?? '0');
  const canManage =
    (bits & (PermissionFlagsBits.ManageRoles | PermissionFlagsBits.Administrator)) !== 0n;
  if (!canManage) problems.push('The bot lacks the Manage Roles permission in the server');
  const top = Math.max(0, ...member.roles.map((id) => byId.get(id)?.position ?? 0));
  for (const { planId, roleId } of settings.roles) {
    const role = byId.get(roleId);
    const plan = planNames.get(planId) ?? planId;
    if (!role) problems.push(`The role ${roleId} (plan ${plan}) does not exist in the server`);
    else if (role.position >= top)
      problems.push(
        `The role "${role.name}" (plan ${plan}) sits above the bot's highest role: move the bot's role above it`,
      );
  }
  try {
    const channel = (await rest.get(Routes.channel(settings.channelId))) as APIChannel & {
      guild_id?: string;
    };
    if (channel.guild_id !== g)
      problems.push(`The channel ${settings.channelId} is not in the server ${g}`);
  } catch {
    problems.push(`The channel ${settings.channelId} does not exist or the bot cannot see it`);
  }
  return { ok: problems.length === 0, problems, bot };
}
