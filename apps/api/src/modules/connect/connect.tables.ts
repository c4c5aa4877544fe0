import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trades, users } from '../../db/schema';
import { alertEvents } from '../notifications';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The outside places a member's access reaches: a Telegram channel, a Discord role, a webhook. */
export const connectPlatforms = ['telegram', 'discord', 'webhook'] as const;
/** One of {@link connectPlatforms}. */
export type ConnectPlatform = (typeof connectPlatforms)[number];
/** The platforms the owner configures (the webhook needs nothing from the owner). */
export type OwnerPlatform = Exclude<ConnectPlatform, 'webhook'>;

/**
 * The owner's settings of one platform (one row each). `settings` holds what is not secret
 * (chat and guild ids, the role of each plan); `secret` the bot token (and Discord's OAuth client
 * secret), sealed with AES-256-GCM under a key derived from the server's secret. `health` is the
 * last check of the bot's rights.
 */
export const connectSettings = pgTable('connect_settings', {
  platform: text('platform', { enum: ['telegram', 'discord'] }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Sealed JSON of the secrets (see `sealSecret`). */
  secret: text('secret'),
  /** The last check: `{ ok, problems: string[], bot?: { id, username } }`. */
  health: jsonb('health').$type<ConnectHealth | null>(),
  checkedAt: ts('checked_at'),
  /** When the owner was last told (by e-mail) that the bot lost rights: one mail per loss. */
  alertedAt: ts('alerted_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A platform's last health check. */
export interface ConnectHealth {
  ok: boolean;
  /** What is wrong, in words an owner can act on ("The bot cannot ban members"). */
  problems: string[];
  /** The bot as the platform names it. */
  bot?: { id: string; username: string };
}

/**
 * A member's link to a platform. `externalId` is their id there (Telegram user id, Discord user
 * id; the webhook uses none). `status`: `pending` (invited, not joined yet), `active` (has
 * access), `ended` (access removed: `endedAt`, `endedReason`). `granted` says whether the
 * platform currently gives access (in the channel, holds the role) — the reconciler compares it
 * with the member's entitlement.
 */
export const connectLinks = pgTable(
  'connect_links',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: connectPlatforms }).notNull(),
    externalId: text('external_id'),
    /** The name they go by there (`@name`), for the tile. */
    username: text('username'),
    status: text('status', { enum: ['pending', 'active', 'ended'] })
      .notNull()
      .default('pending'),
    granted: boolean('granted').notNull().default(false),
    /** Platform-specific state: Telegram's invite link and its expiry, Discord's role id, … */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    linkedAt: ts('linked_at'),
    endedAt: ts('ended_at'),
    endedReason: text('ended_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    uniqueIndex('connect_links_external_idx')
      .on(t.platform, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('connect_links_granted_idx').on(t.platform, t.granted),
  ],
);

/**
 * Telegram invite links handed out: single use (member limit 1), bound to one member, expiring.
 * A join through a link by anyone else is undone (they are removed, the link revoked).
 */
export const telegramInvites = pgTable(
  'telegram_invites',
  {
    link: text('link').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedBy: text('used_by'),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('telegram_invites_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A trade's message on a platform's channel: the first event of a trade is posted once; its
 * later events reply to that message. One row per (trade, platform) holds the first message; one
 * row per (event, platform) in {@link connectChannelPosts} makes each event's post happen once.
 */
export const connectThreads = pgTable(
  'connect_threads',
  {
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['telegram', 'discord'] }).notNull(),
    /** The channel (chat) the message is in. */
    channelId: text('channel_id').notNull(),
    messageId: text('message_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tradeId, t.platform] })],
);

/** One event's post on a platform's channel: claimed before the call, so it goes once. */
export const connectChannelPosts = pgTable(
  'connect_channel_posts',
  {
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .references(() => alertEvents.seq, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['telegram', 'discord'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    messageId: text('message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.seq, t.platform] })],
);

/**
 * What Connect did, for the owner to read: joins, removals, role changes, refused links, the
 * reconciler's runs. `ok` false: the platform refused (the detail says why).
 */
export const connectLog = pgTable(
  'connect_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    platform: text('platform', { enum: connectPlatforms }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `joined`, `removed`, `role_added`, `role_removed`, `link_refused`, `reconciled`, … */
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    ok: boolean('ok').notNull().default(true),
  },
  (t) => [index('connect_log_at_idx').on(t.at), index('connect_log_user_idx').on(t.userId, t.at)],
);

/**
 * A member's webhook: every event they are entitled to is POSTed to `url` as signed JSON. The
 * signing secret is sealed like the bot tokens (the server signs with it, so it is not hashed)
 * and shown to the member once. `failingSince`: the first failure of the current run of
 * failures; a day of them pauses the webhook (`pausedAt`) and the member is told.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  /** The payload version the member's tools read. */
  version: integer('version').notNull().default(1),
  pausedAt: ts('paused_at'),
  failingSince: ts('failing_since'),
  lastSuccessAt: ts('last_success_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One attempt to deliver an event (or a test) to a member's webhook; the tile shows the last 50. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event delivered (null: a test event). */
    seq: bigint('seq', { mode: 'number' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    attempt: integer('attempt').notNull(),
    /** The receiver's HTTP status (null: no answer: refused, timed out). */
    httpStatus: integer('http_status'),
    ok: boolean('ok').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    /** When the next attempt is due (null: none: delivered, or given up). */
    retryAt: ts('retry_at'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_user_idx').on(t.userId, t.id)],
);
