import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { lockKey, queryRows, type Tx } from '../../db/sql';
import {
  type NotificationChannel,
  type NotificationPayload,
  type NotificationType,
  notificationSettings,
  notificationStreams,
  notifications,
} from './notifications.tables';

/** The PostgreSQL `NOTIFY` channel that carries committed trade events to every instance. */
export const NOTIFY_CHANNEL = 'finfree_notifications';

/** A stored notification as the repository reads it. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Stored choices: `channels[type][channel]` overrides the defaults. */
export type StoredChannels = Partial<
  Record<NotificationType, Partial<Record<NotificationChannel, boolean>>>
>;

/** What one trade event writes: who gets it is decided in the database, in the same statement. */
export interface EventWrite {
  tradeId: string;
  eventKey: string;
  type: NotificationType;
  at: Date;
  /** What members see. */
  fullPayload: NotificationPayload;
  /**
   * What non-members who opted in see (never a locked price); null: the event is for members
   * only (an event of a live trade other than its publication).
   */
  publicPayload: NotificationPayload | null;
  /** Defaults for members without a stored choice. */
  defaults: Record<NotificationChannel, boolean>;
}

/** The `NOTIFY` message: the event, and the range of notification rows it wrote. */
export interface EventSignal {
  tradeId: string;
  type: string;
  /** The event is one of a live trade that non-members may not learn of: members' streams only. */
  membersOnly: boolean;
  from: number | null;
  to: number | null;
}

/**
 * Writes one notification per entitled member (and the e-mails to send) in the caller's
 * transaction, then queues a `NOTIFY` that PostgreSQL delivers only if that transaction commits.
 */
export async function writeEventNotifications(tx: Tx, write: EventWrite): Promise<EventSignal> {
  const [range] = await queryRows<{ from_seq: string | null; to_seq: string | null }>(
    tx,
    sql`
    with recipients as (
      select u.id as user_id,
        (u.role = 'admin' or exists (
          select 1 from subscriptions s
          where s.user_id = u.id and s.status in ('active', 'trialing')
            and s.current_period_end > ${write.at})) as member,
        ns.channels -> ${write.type}::text as prefs,
        coalesce(ns.email_mode, 'alert') as email_mode
      from users u left join notification_settings ns on ns.user_id = u.id
      where not u.disabled
    ), chosen as (
      select user_id, member, email_mode,
        coalesce((prefs ->> 'inApp')::boolean, member and ${write.defaults.inApp}) as in_app,
        coalesce((prefs ->> 'email')::boolean, member and ${write.defaults.email}) as email
      from recipients
    ), ins as (
      insert into notifications (id, user_id, trade_id, event_key, type, payload, in_app, created_at)
      select gen_random_uuid()::text, user_id, ${write.tradeId}, ${write.eventKey}, ${write.type},
        case when member then ${JSON.stringify(write.fullPayload)}::jsonb
          else ${JSON.stringify(write.publicPayload ?? {})}::jsonb end,
        in_app, ${write.at}
      from chosen where (in_app or email) and (member or ${write.publicPayload !== null})
      on conflict (user_id, event_key) do nothing
      returning seq, id, user_id
    ), mails as (
      insert into notification_emails (notification_id, user_id, digest, next_attempt_at, created_at)
      select ins.id, ins.user_id, chosen.email_mode = 'digest', ${write.at}, ${write.at}
      from ins join chosen on chosen.user_id = ins.user_id
      where chosen.email
      returning 1
    )
    select min(seq)::text as from_seq, max(seq)::text as to_seq, (select count(*) from mails) as mails
    from ins`,
  );
  const signal: EventSignal = {
    tradeId: write.tradeId,
    type: write.type,
    membersOnly: write.publicPayload === null,
    from: range?.from_seq ? Number(range.from_seq) : null,
    to: range?.to_seq ? Number(range.to_seq) : null,
  };
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(signal)})`);
  return signal;
}

/** Queues a `NOTIFY` for a trade change that notifies nobody (an edit): streams refresh the trade. */
export async function signalTradeChange(
  tx: Tx,
  tradeId: string,
  type: string,
  membersOnly: boolean,
): Promise<void> {
  const signal: EventSignal = { tradeId, type, membersOnly, from: null, to: null };
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** In-app notifications of a range of rows, for the given members only (the live fan-out). */
export async function inAppInRange(
  db: Db,
  from: number,
  to: number,
  userIds: string[],
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(
      and(
        sql`${notifications.seq} between ${from} and ${to}`,
        eq(notifications.inApp, true),
        sql`${notifications.userId} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
      ),
    )
    .orderBy(notifications.seq);
}

/** A member's in-app notifications after `seq` (a resumed stream), oldest first. */
export async function inAppAfter(
  db: Db,
  userId: string,
  seq: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        sql`${notifications.seq} > ${seq}`,
      ),
    )
    .orderBy(notifications.seq)
    .limit(limit);
}

/** The newest sequence number of a member's notifications (0 without any). */
/**
 * Of the given sessions, those still live: not signed out or revoked, not expired, and of a user
 * who is not disabled (the open streams of the others are ended).
 */
export async function liveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function latestSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${notifications.seq})::text` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.seq ? Number(row.seq) : 0;
}

/** A page of a member's in-app notifications, newest first, with the totals. */
export async function listInApp(db: Db, userId: string, limit: number, page: number) {
  const mine = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** How many of a member's in-app notifications are unread. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        isNull(notifications.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** Marks one of a member's notifications read; false when it is not theirs (or not found). */
export async function markRead(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of a member read. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A member's stored choices, or null when they never saved any. */
export async function loadSettings(db: Tx, userId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** Stores a member's choices (whole). */
export async function saveSettings(
  db: Tx,
  userId: string,
  channels: StoredChannels,
  emailMode: 'alert' | 'digest',
  at: Date,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, channels, emailMode, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { channels, emailMode, updatedAt: at },
    });
}

/** Whether a member exists and is a member (an admin, or an active or trialing subscription). */
export async function membership(db: Tx, userId: string, at: Date) {
  const [row] = await queryRows<{ member: boolean; email: string }>(
    db,
    sql`select u.email, (u.role = 'admin' or exists (
          select 1 from subscriptions s where s.user_id = u.id
            and s.status in ('active', 'trialing') and s.current_period_end > ${at})) as member
        from users u where u.id = ${userId}`,
  );
  return row ?? null;
}

/** A list of ids as one parameter (no number of ids exceeds a statement's parameters). */
const idList = (ids: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** A row whose heartbeat is older than this no longer counts (its instance is gone). */
const staleBefore = (staleMs: number) => sql`now() - (${staleMs} * interval '1 millisecond')`;

/** What {@link admitStream} is asked. */
export interface StreamRequest {
  id: string;
  userId: string;
  sessionId: string;
  instanceId: string;
  perSession: number;
  perUser: number;
  staleMs: number;
  /** This instance's open streams of the user: live whatever their heartbeat says. */
  keep: string[];
}

/**
 * Counts a new stream against the caps, one open at a time per user (advisory lock), across
 * instances. A session at its cap gives up its oldest streams for the new one; a session that
 * holds a stream while the user is at the user cap gives up its oldest too (its count does not
 * grow). Otherwise, at the user cap, nothing is written and `accepted` is false. `replaced`
 * are the ids of the streams given up (their rows are deleted; their instance ends them).
 */
export async function admitStream(
  db: Db,
  r: StreamRequest,
): Promise<{ accepted: boolean; replaced: string[] }> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `notification-streams:${r.userId}`);
    await tx
      .delete(notificationStreams)
      .where(
        and(
          eq(notificationStreams.userId, r.userId),
          sql`${notificationStreams.heartbeatAt} < ${staleBefore(r.staleMs)}`,
          sql`${notificationStreams.id} not in ${idList(r.keep)}`,
        ),
      );
    const open = await tx
      .select({ id: notificationStreams.id, sessionId: notificationStreams.sessionId })
      .from(notificationStreams)
      .where(eq(notificationStreams.userId, r.userId))
      .orderBy(notificationStreams.openedAt, notificationStreams.id);
    const mine = open.filter((row) => row.sessionId === r.sessionId).map((row) => row.id);
    const replaced = mine.slice(0, Math.max(0, mine.length - r.perSession + 1));
    // At the user cap, a session that still holds a stream gives up its oldest place.
    while (open.length - replaced.length >= r.perUser && replaced.length < mine.length)
      replaced.push(mine[replaced.length]!);
    if (open.length - replaced.length >= r.perUser) return { accepted: false, replaced: [] };
    if (replaced.length > 0)
      await tx.delete(notificationStreams).where(inArray(notificationStreams.id, replaced));
    await tx.insert(notificationStreams).values({
      id: r.id,
      userId: r.userId,
      sessionId: r.sessionId,
      instanceId: r.instanceId,
      openedAt: sql`clock_timestamp()`,
      heartbeatAt: sql`clock_timestamp()`,
    });
    return { accepted: true, replaced };
  });
}

/**
 * Renews the heartbeat of an instance's open streams; returns those whose row is still there
 * (the others were given up to a newer stream of their session, or purged).
 */
export async function touchStreams(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(notificationStreams)
    .set({ heartbeatAt: sql`now()` })
    .where(sql`${notificationStreams.id} in ${idList(ids)}`)
    .returning({ id: notificationStreams.id });
  return new Set(rows.map((row) => row.id));
}

/** Deletes the rows whose heartbeat stopped (a crashed instance), but never those in `keep`. */
export async function purgeStaleStreams(db: Db, staleMs: number, keep: string[]): Promise<void> {
  await db
    .delete(notificationStreams)
    .where(
      and(
        sql`${notificationStreams.heartbeatAt} < ${staleBefore(staleMs)}`,
        sql`${notificationStreams.id} not in ${idList(keep)}`,
      ),
    );
}

/** Forgets one ended stream. */
export async function closeStream(db: Db, id: string): Promise<void> {
  await db.delete(notificationStreams).where(eq(notificationStreams.id, id));
}

/** Forgets every stream of an instance (it stops). */
export async function closeInstanceStreams(db: Db, instanceId: string): Promise<void> {
  await db.delete(notificationStreams).where(eq(notificationStreams.instanceId, instanceId));
}
