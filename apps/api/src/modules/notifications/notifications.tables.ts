import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  primaryKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, trades, users } from '../../db/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The kinds of trade event a member can be alerted about. */
export const notificationTypes = [
  'published',
  'activated',
  'tp_hit',
  'sl_moved',
  'closed',
  'cancelled',
  'note',
] as const;
/** One kind of trade event. */
export type NotificationType = (typeof notificationTypes)[number];

/** Delivery channels: the app (bell, toasts), e-mail and the phone (Web Push). */
export const notificationChannels = ['inApp', 'email', 'push'] as const;
/** One delivery channel. */
export type NotificationChannel = (typeof notificationChannels)[number];

/** Channels on or off per event type. */
export type ChannelChoices = Record<NotificationType, Record<NotificationChannel, boolean>>;

/**
 * On for members until they choose: every event in the app except notes; e-mail for new and
 * closed trades; on the phone (once they turn phone alerts on) every event but notes.
 */
export const MEMBER_DEFAULTS: ChannelChoices = {
  published: { inApp: true, email: true, push: true },
  activated: { inApp: true, email: false, push: true },
  tp_hit: { inApp: true, email: false, push: true },
  sl_moved: { inApp: true, email: false, push: true },
  closed: { inApp: true, email: true, push: true },
  cancelled: { inApp: true, email: false, push: true },
  note: { inApp: false, email: false, push: false },
};

/** The asset classes a market filter names (the trades' classes). */
export const marketClasses = ['forex', 'crypto', 'indices', 'commodities', 'stocks'] as const;

/**
 * Which markets reach a member, on every channel: `all`; `only` the listed classes and symbols;
 * or everything but them (`mute`). Applied when recipients are expanded, never by hiding.
 */
export interface MarketFilter {
  mode: 'all' | 'only' | 'mute';
  assetClasses: (typeof marketClasses)[number][];
  /** Upper-case symbols ("XAUUSD"). */
  symbols: string[];
}

/** No filter: every market. */
export const ALL_MARKETS: MarketFilter = { mode: 'all', assetClasses: [], symbols: [] };

/**
 * Quiet hours: from `from` to `to` (HH:MM, `to` may be the next day) in `timeZone` (IANA), the
 * phone and e-mail alerts of events not in `allow` are held, and one digest is sent when the
 * window ends. The app's bell shows them as usual.
 */
export interface QuietHours {
  from: string;
  to: string;
  timeZone: string;
  /** Event types let through during quiet hours (a stop moved, a trade closed). */
  allow: NotificationType[];
}

/** What a notification carries: for non-members on a live trade, never a price. */
export interface NotificationPayload {
  symbol: string;
  side: 'buy' | 'sell';
  status: string;
  /** False when the recipient sees the public part only. */
  full: boolean;
  /** Event details (prices, take-profit index, note text); empty when not `full`. */
  data: Record<string, unknown>;
}

/**
 * The alert log: one row per trade event, written once in the transaction that records the
 * event, whatever the number of members. `seq` orders every stream (the server-sent event id);
 * `public_payload` is what non-members who opted in see, null when the event is for members only.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    /** The trade event (its update id): an event is logged once. */
    eventKey: text('event_key').notNull(),
    type: text('type', { enum: notificationTypes }).notNull(),
    /** What members see. */
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** What non-members who opted in see (never a locked price); null: members only. */
    publicPayload: jsonb('public_payload').$type<NotificationPayload>(),
    /** The trade's symbol (upper case) and asset class, for market filters. */
    symbol: text('symbol').notNull(),
    assetClass: text('asset_class').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_events_event_idx').on(t.eventKey)],
);

/* The trade's symbol and asset class are stored on each event (`symbol`, `asset_class` below) so
   that market filters are applied by the fan-out and the bell without reading the trade. */

/** A member's read cursor: every event up to `read_seq` is read ("mark all read"). */
export const notificationCursors = pgTable('notification_cursors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
  readAt: ts('read_at').notNull().defaultNow(),
});

/** Single events read above a member's cursor (pruned when the cursor passes them). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .references(() => alertEvents.seq, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

/**
 * One delivery of an event to a member on an outside channel (e-mail now; push, Telegram, …
 * later): unique per (event, member, channel), so a retried fan-out never delivers twice.
 * Written by the fan-out job; `status` is set by the channel's delivery job (or the digest).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .references(() => alertEvents.seq, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Sent with the member's digest rather than on its own. */
    digest: boolean('digest').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    /** Held by the member's quiet hours until then; sent in the digest that ends them. */
    heldUntil: ts('held_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.seq, t.userId, t.channel] }),
    index('notification_deliveries_due_idx').on(t.channel, t.status, t.digest, t.userId),
    // The prune job's scan of finished deliveries by age.
    index('notification_deliveries_finished_idx')
      .on(t.sentAt)
      .where(sql`${t.status} <> 'pending'`),
    // The quiet-hours digest's scan of held deliveries that are due.
    index('notification_deliveries_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'pending' and ${t.heldUntil} is not null`),
  ],
);

/** Per-member choices: `channels[type][channel]` overrides the defaults; e-mail per event or digest. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationType, Partial<Record<NotificationChannel, boolean>>>>>()
    .notNull()
    .default({}),
  emailMode: text('email_mode', { enum: ['alert', 'digest'] })
    .notNull()
    .default('alert'),
  /** Which markets reach the member, on every channel. */
  markets: jsonb('markets').$type<MarketFilter>().notNull().default(ALL_MARKETS),
  /** Quiet hours, or null. */
  quiet: jsonb('quiet').$type<QuietHours>(),
  /** The language alerts are written in for this member (the app's language when last saved). */
  language: text('language').notNull().default('en'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A member's phone or browser that receives Web Push: its push subscription (endpoint and keys,
 * unique by endpoint), a name to show ("Chrome on Android") and the language of its alerts.
 * Deleted when the push service answers 404 or 410 (the subscription is gone) or the member
 * removes it.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The subscription's P-256 public key and auth secret (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The last time the device's app said it still holds this subscription. */
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** The last push the push service accepted for it. */
    lastPushAt: ts('last_push_at'),
  },
  (t) => [
    uniqueIndex('push_devices_endpoint_idx').on(t.endpoint),
    index('push_devices_user_idx').on(t.userId),
  ],
);

/**
 * "Snooze this trade": no phone or e-mail alert of the trade for the member until `until`, or,
 * when `until` is null, until the trade closes (its close or cancellation is still sent).
 */
export const tradeSnoozes = pgTable(
  'trade_snoozes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    until: ts('until'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tradeId] })],
);

/**
 * The open live streams of every instance: the caps on streams per session and per user are
 * counted here, so they hold across instances. A row is written when a stream opens (under a
 * per-user advisory lock), deleted when it ends, and its `heartbeat_at` renewed by its instance
 * on every heartbeat; a row whose heartbeat stopped (a crashed instance) no longer counts and is
 * deleted. An instance ends its streams whose row another instance deleted (replaced by a newer
 * stream of the same session).
 */
export const notificationStreams = pgTable(
  'notification_streams',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The API instance that holds the socket. */
    instanceId: text('instance_id').notNull(),
    openedAt: ts('opened_at').notNull().defaultNow(),
    heartbeatAt: ts('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_streams_user_idx').on(t.userId, t.openedAt),
    index('notification_streams_heartbeat_idx').on(t.heartbeatAt),
  ],
);
