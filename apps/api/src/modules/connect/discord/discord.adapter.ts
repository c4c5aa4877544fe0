import type { REST } from '@discordjs/rest';
import { type AlertEventType, alertBody, alertTitle } from '@finfree/core';
import { type APIGuildMember, type APIMessage, Routes } from 'discord-api-types/v10';
import { and, eq, sql } from 'drizzle-orm';
import { givesMembership } from '../../../db/membership';
import { queryRows } from '../../../db/sql';
import * as repo from '../connect.repository';
import { type ConnectHealth, connectChannelPosts, connectThreads } from '../connect.tables';
import type { ConnectAdapter, ConnectControl, ConnectDeps } from '../connect.types';
import {
  type DiscordSecrets,
  type DiscordSettings,
  describe,
  discordRest,
  inspect,
  isUnknown,
} from './discord.client';
import { registerDiscordRoutes } from './discord.routes';

/** The owner's Discord set-up as stored: settings, secrets (opened), switch, last check. */
export interface DiscordSetup {
  enabled: boolean;
  settings: DiscordSettings;
  secrets: DiscordSecrets | null;
  row: repo.SettingsRow;
}

/** What the Discord routes use of the adapter. */
export interface DiscordInternals {
  load(): Promise<DiscordSetup | null>;
  /** The bot's REST client for a token (one kept per token). */
  rest(botToken: string): REST;
  /** Removes every mapped role `discordUserId` holds (none when they left the server). */
  removeRoles(setup: DiscordSetup, discordUserId: string, reason: string): Promise<string[]>;
  /** Asks Discord about the bot's rights now and stores the answer. */
  check(): Promise<ConnectHealth>;
}

const emptySettings: DiscordSettings = { clientId: '', guildId: '', channelId: '', roles: [] };

/**
 * Discord: a member links their account through OAuth2 (identify, guilds.join), is added to the
 * owner's server, and the access queue gives them their plan's role while they are entitled and
 * takes it away when they are not. Each alert event is posted once in the members' channel; a
 * trade's later events reply to its first message.
 */
export function createDiscordAdapter(deps: ConnectDeps, control: ConnectControl): ConnectAdapter {
  const { db, sealer, clock } = deps;
  let client: { token: string; rest: REST } | null = null;

  const internals: DiscordInternals = {
    async load() {
      const row = await repo.getSettings(db, 'discord');
      if (!row) return null;
      let secrets: DiscordSecrets | null = null;
      if (row.secret) {
        try {
          secrets = JSON.parse(sealer.open(row.secret)) as DiscordSecrets;
        } catch {
          secrets = null;
        }
      }
      return {
        enabled: row.enabled,
        settings: { ...emptySettings, ...(row.settings as Partial<DiscordSettings>) },
        secrets,
        row,
      };
    },
    rest(botToken) {
      if (client?.token !== botToken)
        client = {
          token: botToken,
          rest: discordRest(deps.config.connect.discordApiUrl, botToken),
        };
      return client.rest;
    },
    async removeRoles(setup, discordUserId, reason) {
      const rest = internals.rest(setup.secrets!.botToken);
      const { guildId } = setup.settings;
      let member: APIGuildMember;
      try {
        member = (await rest.get(Routes.guildMember(guildId, discordUserId))) as APIGuildMember;
      } catch (error) {
        if (isUnknown(error)) return [];
        throw error;
      }
      const mapped = new Set(setup.settings.roles.map((r) => r.roleId));
      const removed: string[] = [];
      for (const roleId of member.roles.filter((r) => mapped.has(r))) {
        try {
          await rest.delete(Routes.guildMemberRole(guildId, discordUserId, roleId), {
            reason: `Finfree: ${reason}`,
          });
        } catch (error) {
          // The member left the server meanwhile, or the role was deleted: nothing to remove.
          if (!isUnknown(error)) throw error;
        }
        removed.push(roleId);
      }
      return removed;
    },
    check: () => adapter.check(),
  };

  const ready = async () => {
    const setup = await internals.load();
    return setup?.enabled && setup.secrets && setup.settings.guildId ? setup : null;
  };

  /** The role of `userId`'s plan: their live subscription's plan (an admin's: the first role). */
  const roleOf = async (setup: DiscordSetup, userId: string): Promise<string | null> => {
    const [row] = await queryRows<{ plan_id: string }>(
      db,
      sql`select s.plan_id from subscriptions s
        where s.user_id = ${userId} and ${givesMembership('s', sql`${clock()}`)}
        order by s.created_at desc limit 1`,
    );
    const mapping = setup.settings.roles;
    if (!row) return mapping[0]?.roleId ?? null;
    return mapping.find((m) => m.planId === row.plan_id)?.roleId ?? null;
  };

  const adapter: ConnectAdapter = {
    platform: 'discord',
    async enabled() {
      return (await ready()) !== null;
    },

    async setAccess(userId, grant, reason) {
      const setup = await ready();
      const link = await repo.getLink(db, userId, 'discord');
      if (!setup || !link?.externalId) return false;
      const rest = internals.rest(setup.secrets!.botToken);
      const { guildId } = setup.settings;
      const discordId = link.externalId;
      const now = clock();
      if (!grant) {
        const removed = await internals.removeRoles(setup, discordId, reason);
        await repo.upsertLink(
          db,
          userId,
          'discord',
          { granted: false, status: 'ended', endedAt: now, endedReason: reason, state: {} },
          now,
        );
        await repo.log(db, {
          platform: 'discord',
          userId,
          action: 'role_removed',
          detail:
            removed.length > 0 ? `${removed.join(', ')} (${reason})` : `no role held (${reason})`,
          at: now,
        });
        return true;
      }
      const roleId = await roleOf(setup, userId);
      let member: APIGuildMember;
      try {
        member = (await rest.get(Routes.guildMember(guildId, discordId))) as APIGuildMember;
      } catch (error) {
        if (!isUnknown(error)) throw error;
        // They left the server: linking again adds them back.
        await repo.upsertLink(
          db,
          userId,
          'discord',
          { granted: false, status: 'ended', endedAt: now, endedReason: 'left_server' },
          now,
        );
        await repo.log(db, {
          platform: 'discord',
          userId,
          action: 'role_added',
          detail: 'not in the server any more: link Discord again to rejoin',
          ok: false,
          at: now,
        });
        return false;
      }
      const others = setup.settings.roles
        .map((r) => r.roleId)
        .filter((r) => r !== roleId && member.roles.includes(r));
      for (const other of new Set(others)) {
        try {
          await rest.delete(Routes.guildMemberRole(guildId, discordId, other), {
            reason: `Finfree: plan changed (${reason})`,
          });
        } catch (error) {
          if (!isUnknown(error)) throw error;
        }
      }
      if (roleId && !member.roles.includes(roleId))
        await rest.put(Routes.guildMemberRole(guildId, discordId, roleId), {
          reason: `Finfree: member (${reason})`,
        });
      await repo.upsertLink(
        db,
        userId,
        'discord',
        {
          granted: true,
          status: 'active',
          endedAt: null,
          endedReason: null,
          state: { roleId },
        },
        now,
      );
      await repo.log(db, {
        platform: 'discord',
        userId,
        action: 'role_added',
        detail: roleId
          ? `${roleId} (${reason})`
          : `no role is set for the member's plan (${reason})`,
        ok: roleId !== null,
        at: now,
      });
      return true;
    },

    async post(seq) {
      const setup = await ready();
      if (!setup) return;
      await db
        .insert(connectChannelPosts)
        .values({ seq, platform: 'discord' })
        .onConflictDoNothing();
      const [claim] = await db
        .select()
        .from(connectChannelPosts)
        .where(and(eq(connectChannelPosts.seq, seq), eq(connectChannelPosts.platform, 'discord')));
      if (!claim || claim.status !== 'pending') return;
      const [event] = await queryRows<{
        type: AlertEventType;
        tradeId: string;
        payload: { symbol: string; side: 'buy' | 'sell'; data: Record<string, unknown> };
      }>(db, sql`select type, trade_id as "tradeId", payload from alert_events where seq = ${seq}`);
      if (!event) {
        await db
          .update(connectChannelPosts)
          .set({ status: 'skipped', sentAt: clock() })
          .where(
            and(eq(connectChannelPosts.seq, seq), eq(connectChannelPosts.platform, 'discord')),
          );
        return;
      }
      const shown = event.payload;
      const input = { type: event.type, symbol: shown.symbol, side: shown.side };
      const content = [
        `**${alertTitle(input, 'en')}**`,
        alertBody({ ...input, full: true, data: shown.data }, 'en'),
        `Chart: ${deps.appUrl}/dashboard/trades/${encodeURIComponent(event.tradeId)}`,
      ].join('\n');
      const trade = { id: event.tradeId };
      const { channelId } = setup.settings;
      const [thread] = await db
        .select()
        .from(connectThreads)
        .where(and(eq(connectThreads.tradeId, trade.id), eq(connectThreads.platform, 'discord')));
      const replyTo = thread && thread.channelId === channelId ? thread.messageId : null;
      const rest = internals.rest(setup.secrets!.botToken);
      // The nonce makes Discord answer a retried post with the message already made.
      const message = (await rest.post(Routes.channelMessages(channelId), {
        body: {
          content: content.slice(0, 2000),
          allowed_mentions: { parse: [] },
          nonce: `ff-${seq}`,
          enforce_nonce: true,
          ...(replyTo
            ? { message_reference: { message_id: replyTo, fail_if_not_exists: false } }
            : {}),
        },
      })) as APIMessage;
      if (!replyTo)
        await db
          .insert(connectThreads)
          .values({ tradeId: trade.id, platform: 'discord', channelId, messageId: message.id })
          .onConflictDoUpdate({
            target: [connectThreads.tradeId, connectThreads.platform],
            set: { channelId, messageId: message.id },
          });
      await db
        .update(connectChannelPosts)
        .set({ status: 'sent', messageId: message.id, sentAt: clock() })
        .where(and(eq(connectChannelPosts.seq, seq), eq(connectChannelPosts.platform, 'discord')));
    },

    async check() {
      const setup = await internals.load();
      if (!setup?.secrets) return { ok: false, problems: ['Discord is not set up yet'] };
      let health: ConnectHealth;
      try {
        health = await inspect(internals.rest(setup.secrets.botToken), setup.settings);
      } catch (error) {
        health = { ok: false, problems: [`Discord could not be asked: ${describe(error)}`] };
      }
      await repo.putHealth(db, 'discord', health, clock());
      return health;
    },

    async tile(userId) {
      const [setup, link] = await Promise.all([ready(), repo.getLink(db, userId, 'discord')]);
      return {
        platform: 'discord',
        available: setup !== null,
        status: link?.status ?? 'none',
        username: link?.username ?? null,
        endedAt: link?.endedAt ? link.endedAt.toISOString() : null,
        endedReason: link?.endedReason ?? null,
      };
    },

    register(app) {
      registerDiscordRoutes(app, deps, control, internals);
    },
  };
  return adapter;
}
