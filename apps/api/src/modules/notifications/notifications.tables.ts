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

/** Delivery channels; web push can be added to this list. */
export const notificationChannels = ['inApp', 'email'] as const;
/** One delivery channel. */
export type NotificationChannel = (typeof notificationChannels)[number];

/** Channels on or off per event type. */
export type ChannelChoices = Record<NotificationType, Record<NotificationChannel, boolean>>;

/** On for members until they choose: every event in the app except notes; e-mail for new and closed trades. */
export const MEMBER_DEFAULTS: ChannelChoices = {
  published: { inApp: true, email: true },
  activated: { inApp: true, email: false },
  tp_hit: { inApp: true, email: false },
  sl_moved: { inApp: true, email: false },
  closed: { inApp: true, email: true },
  cancelled: { inApp: true, email: false },
  note: { inApp: false, email: false },
};

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
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_events_event_idx').on(t.eventKey)],
);

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
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

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
