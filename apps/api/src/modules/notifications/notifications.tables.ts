import {
  bigserial,
  boolean,
  index,
  integer,
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
 * One alert for one member about one trade event. `seq` orders a member's stream (the
 * server-sent event id); `(user_id, event_key)` makes each event notify a member at most once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    /** The trade event (its update id) this notifies about. */
    eventKey: text('event_key').notNull(),
    type: text('type', { enum: notificationTypes }).notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** Shown in the bell (the in-app channel is on for this type). */
    inApp: boolean('in_app').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_seq_idx').on(t.seq),
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventKey),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
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
 * The e-mail outbox: one row per notification to e-mail (unique, so at most once per member and
 * event). The mail job claims rows with a lease, sends, and marks them sent; a failed send is
 * retried with back-off, a claim whose lease ran out (a crashed run) is taken again.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    notificationId: text('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: boolean('digest').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('notification_emails_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_emails_user_idx').on(t.userId, t.status),
  ],
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
