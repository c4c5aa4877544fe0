import { givesMembership } from '../../db/membership';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, trades, users } from '../../db/schema';
import { lockKey, queryRows, type Tx } from '../../db/sql';
import {
  alertEvents,
  MEMBER_DEFAULTS,
  type NotificationChannel,
  notificationCursors,
  type NotificationPayload,
  notificationReads,
  type NotificationType,
  notificationSettings,
  notificationStreams,
  type MarketFilter,
  type QuietHours,
  tradeSnoozes,
} from './notifications.tables';

/** The PostgreSQL `NOTIFY` channel that carries committed trade events to every instance. */
export const NOTIFY_CHANNEL = 'finfree_notifications';

/** A logged event as the repository reads it. */
export type AlertEventRow = typeof alertEvents.$inferSelect;

/** One event as one member sees it: their payload (full or public) and their read state. */
export interface MemberAlert {
  seq: number;
  userId: string;
  tradeId: string;
  type: NotificationType;
  payload: NotificationPayload;
  createdAt: Date;
  readAt: Date | null;
}

/** Stored choices: `channels[type][channel]` overrides the defaults. */
export type StoredChannels = Partial<
  Record<NotificationType, Partial<Record<NotificationChannel, boolean>>>
>;

/** What one trade event writes: one row, whatever the number of members. */
export interface EventWrite {
  tradeId: string;
  /** The trade's symbol (upper case) and asset class: market filters read them. */
  symbol: string;
  assetClass: string;
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
}

/**
 * The `NOTIFY` message (a few dozen bytes whatever the event: far under PostgreSQL's 8,000-byte
 * payload limit): the logged event's `seq` (null for a change that alerts nobody), the trade
 * and the kind of change. Each instance reads the event itself.
 */
export interface EventSignal {
  seq: number | null;
  tradeId: string;
  type: string;
  /** The event is one of a live trade that non-members may not learn of: members' streams only. */
  membersOnly: boolean;
}

const notify = (tx: Tx, signal: EventSignal) =>
  tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(signal)})`);

/**
 * Logs one trade event (one row) in the caller's transaction and queues a `NOTIFY` that
 * PostgreSQL delivers only if that transaction commits. Answers the event's `seq`.
 */
export async function writeEvent(tx: Tx, write: EventWrite): Promise<number> {
  const [row] = await tx
    .insert(alertEvents)
    .values({
      tradeId: write.tradeId,
      symbol: write.symbol.toUpperCase(),
      assetClass: write.assetClass,
      eventKey: write.eventKey,
      type: write.type,
      payload: write.fullPayload,
      publicPayload: write.publicPayload,
      createdAt: write.at,
    })
    .returning({ seq: alertEvents.seq });
  const seq = Number(row!.seq);
  await notify(tx, {
    seq,
    tradeId: write.tradeId,
    type: write.type,
    membersOnly: write.publicPayload === null,
  });
  return seq;
}

/** Queues a `NOTIFY` for a trade change that notifies nobody (an edit): streams refresh the trade. */
export async function signalTradeChange(
  tx: Tx,
  tradeId: string,
  type: string,
  membersOnly: boolean,
): Promise<void> {
  await notify(tx, { seq: null, tradeId, type, membersOnly });
}

/** Whether a user is a member now: an admin, or an active or trialing subscription. */
const isMember = (user: SQL) => sql`(${user}.role = 'admin' or exists (
  select 1 from subscriptions s where s.user_id = ${user}.id and ${givesMembership('s')}))`;

/**
 * The readers' state, one row per user of `ids`: since when they see events (their account's
 * creation), whether they are a member now, their stored choices and their read cursor.
 */
const readers = (ids: SQL) => sql`
  select u.id, u.created_at as since, ${isMember(sql`u`)} as member,
    coalesce(ns.channels, '{}'::jsonb) as channels, ns.markets,
    coalesce(c.read_seq, 0) as read_seq, c.read_at as cursor_at
  from users u
  left join notification_settings ns on ns.user_id = u.id
  left join notification_cursors c on c.user_id = u.id
  where u.id in ${ids}`;

/**
 * Whether a member's market filter (`markets`, jsonb or null) lets event `e` (its `symbol` and
 * `asset_class`) through: all markets; only the listed symbols and classes; or all but them.
 */
export const marketAllows = (markets: SQL, e: SQL) => {
  const listed = sql`(coalesce(${markets} -> 'symbols', '[]'::jsonb) @> to_jsonb(${e}.symbol)
    or coalesce(${markets} -> 'assetClasses', '[]'::jsonb) @> to_jsonb(${e}.asset_class))`;
  return sql`(case coalesce(${markets} ->> 'mode', 'all')
    when 'only' then ${listed} when 'mute' then not ${listed} else true end)`;
};

/**
 * Whether reader `r` sees event `e` in the app, decided now: the event came after their account;
 * members see every event, others only those with a public part; and the in-app channel is on
 * for the event's type (stored choice, else the members' default; others' default is off).
 */
const sees = sql`e.created_at >= r.since and (r.member or e.public_payload is not null)
  and coalesce((r.channels -> e.type ->> 'inApp')::boolean,
    r.member and (${JSON.stringify(MEMBER_DEFAULTS)}::jsonb -> e.type ->> 'inApp')::boolean)
  and ${marketAllows(sql`r.markets`, sql`e`)}`;

/** The columns of a {@link MemberAlert}, as text where drivers differ. */
const alertColumns = sql`e.seq::text as seq, r.id as user_id, e.trade_id, e.type,
  case when r.member then e.payload else e.public_payload end as payload,
  to_json(e.created_at) #>> '{}' as created_at,
  to_json(case when e.seq <= r.read_seq then r.cursor_at else rd.read_at end) #>> '{}' as read_at`;

const readState = sql`left join notification_reads rd on rd.user_id = r.id and rd.seq = e.seq`;

interface AlertRecord {
  seq: string;
  user_id: string;
  trade_id: string;
  type: NotificationType;
  payload: NotificationPayload;
  created_at: string;
  read_at: string | null;
}

const toAlert = (row: AlertRecord): MemberAlert => ({
  seq: Number(row.seq),
  userId: row.user_id,
  tradeId: row.trade_id,
  type: row.type,
  payload: row.payload,
  createdAt: new Date(row.created_at),
  readAt: row.read_at ? new Date(row.read_at) : null,
});

/** A list of ids as one parameter (no number of ids exceeds a statement's parameters). */
const idList = (ids: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * Event `seq` as each of the given users sees it, for those who see it (the live fan-out of
 * one instance: the event is read once for all its streams).
 */
export async function eventForReaders(
  db: Db,
  seq: number,
  userIds: string[],
): Promise<MemberAlert[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<AlertRecord>(
    db,
    sql`with r as (${readers(idList(userIds))})
      select ${alertColumns} from alert_events e cross join r ${readState}
      where e.seq = ${seq} and ${sees}`,
  );
  return rows.map(toAlert);
}

/** What a member sees in the app after `seq` (a resumed stream), oldest first. */
export async function inAppAfter(
  db: Db,
  userId: string,
  seq: number,
  limit: number,
): Promise<MemberAlert[]> {
  const rows = await queryRows<AlertRecord>(
    db,
    sql`with r as (${readers(sql`(${userId})`)})
      select ${alertColumns} from alert_events e cross join r ${readState}
      where e.seq > ${seq} and ${sees} order by e.seq limit ${limit}`,
  );
  return rows.map(toAlert);
}

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

/** The newest event's `seq` (0 without any): where a fresh stream starts. */
export async function latestSeq(db: Db): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${alertEvents.seq})::text` })
    .from(alertEvents);
  return row?.seq ? Number(row.seq) : 0;
}

/** Unread alerts are counted up to this many (the bell shows "99+" past 99). */
export const UNREAD_CAP = 100;

/** How many of the events a member sees are unread, counted up to {@link UNREAD_CAP}. */
const unreadOf = (userId: string) => sql`
  with r as (${readers(sql`(${userId})`)})
  select count(*)::int as n from (
    select 1 from alert_events e cross join r
    where e.seq > r.read_seq and ${sees}
      and not exists (select 1 from notification_reads rd where rd.user_id = r.id and rd.seq = e.seq)
    limit ${UNREAD_CAP}) capped`;

/** A page of what a member sees in the app, newest first, with the totals. */
export async function listInApp(db: Db, userId: string, limit: number, page: number) {
  const [rows, [totals], [unread]] = await Promise.all([
    queryRows<AlertRecord>(
      db,
      sql`with r as (${readers(sql`(${userId})`)})
        select ${alertColumns} from alert_events e cross join r ${readState}
        where ${sees} order by e.seq desc limit ${limit} offset ${(page - 1) * limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`with r as (${readers(sql`(${userId})`)})
        select count(*)::int as n from alert_events e cross join r where ${sees}`,
    ),
    queryRows<{ n: number }>(db, unreadOf(userId)),
  ]);
  return { rows: rows.map(toAlert), total: totals?.n ?? 0, unread: unread?.n ?? 0 };
}

/** How many of a member's alerts are unread (up to {@link UNREAD_CAP}). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, unreadOf(userId));
  return row?.n ?? 0;
}

/** Marks event `seq` read for a member; false when they do not see it (or it does not exist). */
export async function markRead(db: Db, userId: string, seq: number, at: Date): Promise<boolean> {
  const [row] = await queryRows<{ read_seq: string }>(
    db,
    sql`with r as (${readers(sql`(${userId})`)})
      select r.read_seq::text from alert_events e cross join r where e.seq = ${seq} and ${sees}`,
  );
  if (!row) return false;
  if (seq > Number(row.read_seq))
    await db.insert(notificationReads).values({ userId, seq, readAt: at }).onConflictDoNothing();
  return true;
}

/** Moves a member's cursor past every event (all read), and forgets the single reads it passes. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const last = sql`(select coalesce(max(seq), 0) from alert_events)`;
    await tx
      .insert(notificationCursors)
      .values({ userId, readSeq: last, readAt: at })
      .onConflictDoUpdate({
        target: notificationCursors.userId,
        set: { readSeq: sql`greatest(${notificationCursors.readSeq}, ${last})`, readAt: at },
      });
    await tx
      .delete(notificationReads)
      .where(
        and(
          eq(notificationReads.userId, userId),
          sql`${notificationReads.seq} <= (select read_seq from notification_cursors where user_id = ${userId})`,
        ),
      );
  });
}

/** A member's stored choices, or null when they never saved any. */
export async function loadSettings(db: Tx, userId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** What {@link saveSettings} stores; absent fields keep their stored value (or default). */
export interface SettingsWrite {
  channels: StoredChannels;
  emailMode: 'alert' | 'digest';
  markets?: MarketFilter;
  quiet?: QuietHours | null;
  language?: string;
}

/** Stores a member's choices. */
export async function saveSettings(
  db: Tx,
  userId: string,
  write: SettingsWrite,
  at: Date,
): Promise<void> {
  const set = {
    channels: write.channels,
    emailMode: write.emailMode,
    ...(write.markets ? { markets: write.markets } : {}),
    ...(write.quiet !== undefined ? { quiet: write.quiet } : {}),
    ...(write.language ? { language: write.language } : {}),
    updatedAt: at,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set });
}

/** A member's snoozes still in effect: `until` in the future, or until the trade closes while it is live. */
export async function listSnoozes(db: Tx, userId: string, now: Date) {
  const rows = await queryRows<{ trade_id: string; until: string | null }>(
    db,
    sql`select s.trade_id, to_json(s.until) #>> '{}' as until from trade_snoozes s
      join trades t on t.id = s.trade_id
      where s.user_id = ${userId}
        and (s.until > ${now} or (s.until is null and t.status in ('pending', 'open')))
      order by s.created_at`,
  );
  return rows.map((r) => ({ tradeId: r.trade_id, until: r.until ? new Date(r.until) : null }));
}

/** Snoozes a trade for a member (replacing an earlier snooze); false when the trade does not exist. */
export async function saveSnooze(
  db: Tx,
  userId: string,
  tradeId: string,
  until: Date | null,
  at: Date,
): Promise<boolean> {
  const [trade] = await db.select({ id: trades.id }).from(trades).where(eq(trades.id, tradeId));
  if (!trade) return false;
  await db
    .insert(tradeSnoozes)
    .values({ userId, tradeId, until, createdAt: at })
    .onConflictDoUpdate({
      target: [tradeSnoozes.userId, tradeSnoozes.tradeId],
      set: { until, createdAt: at },
    });
  return true;
}

/** Ends a member's snooze of a trade. */
export async function deleteSnooze(db: Tx, userId: string, tradeId: string): Promise<void> {
  await db
    .delete(tradeSnoozes)
    .where(and(eq(tradeSnoozes.userId, userId), eq(tradeSnoozes.tradeId, tradeId)));
}

/** Forgets snoozes that ended (their time passed, or their trade closed); answers how many. */
export async function pruneSnoozes(db: Tx, now: Date): Promise<number> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`delete from trade_snoozes s where s.until <= ${now}
      or (s.until is null and exists (select 1 from trades t where t.id = s.trade_id
        and t.status in ('closed', 'cancelled')))
      returning s.user_id`,
  );
  return rows.length;
}

/** Whether a member exists and is a member (an admin, or an active or trialing subscription). */
export async function membership(db: Tx, userId: string, at: Date) {
  const [row] = await queryRows<{ member: boolean; email: string }>(
    db,
    sql`select u.email, (u.role = 'admin' or exists (
          select 1 from subscriptions s where s.user_id = u.id
            and ${givesMembership('s', sql`${at}`)})) as member
        from users u where u.id = ${userId}`,
  );
  return row ?? null;
}

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

/** One page of the fan-out of an event: who was looked at, who gets an e-mail and which devices a push now. */
export interface FanOutPage {
  /** Users looked at (a full page means more may follow). */
  scanned: number;
  /** The last user id of the page (the next page starts after it). */
  last: string | null;
  /** Users whose e-mail delivery was written by this page and goes out on its own now. */
  alerts: string[];
  /** The devices to push to now (deliveries written by this page and not held). */
  pushes: { userId: string; deviceId: string }[];
  /** Members whose webhook delivery was written by this page (never held). */
  webhooks: string[];
}

/**
 * The end of the quiet hours that hold event `p` for the member of row `p` (its `quiet`
 * settings, jsonb or null) at instant `at` (the event's time by default), or null when it is not
 * held: `at` falls inside the window from–to (crossing midnight when to < from), in the
 * member's time zone, and the event's type is not one the member lets through. The end is the
 * next local `to` after `at`, turned back into an instant in that zone (so a change of daylight
 * saving time inside the window moves the end with the clock on the wall).
 */
const heldUntil = (p: SQL, at: SQL = sql`${p}.created_at`) => sql`(
  select case when (case when q.f < q.t then q.lt >= q.f and q.lt < q.t
                         else q.lt >= q.f or q.lt < q.t end)
    then ((q.ld + q.t) + case when q.ld + q.t <= q.loc then interval '1 day' else interval '0 day' end)
      at time zone q.tz
  end
  from (select x.loc, x.loc::time as lt, x.loc::date as ld, x.tz,
          (${p}.quiet ->> 'from')::time as f, (${p}.quiet ->> 'to')::time as t
        from (select ${at} at time zone (${p}.quiet ->> 'timeZone') as loc,
                ${p}.quiet ->> 'timeZone' as tz) x) q
  where ${p}.quiet is not null
    and not coalesce((${p}.quiet -> 'allow') @> to_jsonb(${p}.type::text), false))`;

/**
 * Whether the member of row `p` has snoozed the trade of event `p` at instant `at` (the event's
 * time by default): until a time after `at`, or until the trade closes (its closing event — a
 * close, a cancellation, the last take-profit — still goes out).
 */
const snoozed = (
  p: SQL,
  at: SQL = sql`${p}.created_at`,
) => sql`exists (select 1 from trade_snoozes s
  where s.user_id = ${p}.user_id and s.trade_id = ${p}.trade_id
    and (s.until > ${at}
      or (s.until is null and ${p}.status not in ('closed', 'cancelled'))))`;

/** What {@link eventWishes} answers (text and booleans; null columns when the event is gone). */
export interface EventWishesRow {
  /**
   * The member's market filter no longer lets the event through, they snoozed its trade, or
   * they turned phone alerts of its type off.
   */
  muted: boolean | null;
  /** The end of the quiet hours the member is in at that instant (ISO), else null. */
  held_until: string | null;
  /** Their phone delivery of the event is already held (the quiet-hours release sends it). */
  push_held: boolean | null;
}

/**
 * A member's wishes about event `seq` at instant `at`, decided by the same expressions as the
 * fan-out (`marketAllows`, `snoozed`, `heldUntil`) but at `at` rather than at the event's time,
 * and a phone choice of the event's type stored as off since (a stored choice only: whether the
 * members' default applied was decided by the fan-out):
 * a query of one row, none when the event is gone (primary-key lookups only: the event, the
 * member's settings, their snooze of its trade, their phone delivery of it).
 */
export const eventWishes = (userId: string, seq: number, at: Date) => {
  const now = sql`${at.toISOString()}::timestamptz`;
  return sql`select ${snoozed(sql`p`, now)} or not ${marketAllows(sql`p.markets`, sql`p`)}
        or coalesce((p.channels -> p.type ->> 'push')::boolean = false, false) as muted,
      to_json(${heldUntil(sql`p`, now)}) #>> '{}' as held_until,
      exists (select 1 from notification_deliveries d
        where d.seq = p.seq and d.user_id = p.user_id and d.channel = 'push'
          and d.status = 'pending' and d.held_until is not null) as push_held
    from (select e.seq, e.type, e.trade_id, e.symbol, e.asset_class,
            e.payload ->> 'status' as status, e.created_at, ${userId}::text as user_id,
            ns.markets, ns.quiet, ns.channels
          from alert_events e left join notification_settings ns on ns.user_id = ${userId}
          where e.seq = ${seq}) p`;
};

/** The member's stored choice of `channel` for the event's type, else the members' default. */
const wantsChannel = (p: SQL, channel: 'email' | 'push') => sql`coalesce(
  (${p}.prefs ->> ${channel})::boolean,
  ${p}.member and (${JSON.stringify(MEMBER_DEFAULTS)}::jsonb -> ${p}.type ->> ${channel})::boolean)`;

/**
 * Writes the outside deliveries of event `seq` for one page of users (keyset on the user id,
 * after `after`), every preference applied here, when recipients are expanded — so a muted
 * market or a snoozed trade costs no row and no job:
 * - who: a member, or a non-member who opted in to an event with a public part; whose market
 *   filter lets the event's symbol and class through; who did not snooze the trade;
 * - e-mail: one row per user who wants it (stored choice, else the members' default), in
 *   alert or digest mode;
 * - push: one row per user who wants it and has a device;
 * - quiet hours: a row of an alert-mode e-mail or a push is held (`held_until`) when the event
 *   falls in the member's quiet hours and its type is not let through;
 * - webhook: one row per member (not a non-member) with a webhook that is not paused, for every
 *   type but notes; neither quiet hours nor the per-type channel choices apply to it.
 * Rows are unique per (event, user, channel), so a page run twice writes nothing twice.
 * Answers the new alert-mode e-mail rows, the devices of the new push rows not held and the
 * members of the new webhook rows.
 */
export async function fanOutPage(
  tx: Tx,
  seq: number,
  after: string,
  size: number,
): Promise<FanOutPage> {
  const [row] = await queryRows<{
    scanned: number;
    last: string | null;
    alerts: string[];
    pushes: { userId: string; deviceId: string }[];
    webhooks: string[];
  }>(
    tx,
    sql`
    with e as (
      select seq, type, trade_id, symbol, asset_class, payload ->> 'status' as status,
        public_payload is not null as public, created_at
      from alert_events where seq = ${seq}
    ), page as (
      select u.id as user_id, ${isMember(sql`u`)} as member,
        ns.channels -> e.type as prefs, coalesce(ns.email_mode, 'alert') as email_mode,
        ns.markets, ns.quiet, e.public, e.type, e.trade_id, e.symbol, e.asset_class, e.status,
        e.created_at
      from users u cross join e
      left join notification_settings ns on ns.user_id = u.id
      where u.id > ${after} and not u.disabled and u.created_at <= e.created_at
      order by u.id limit ${size}
    ), eligible as (
      select p.user_id, p.email_mode, ${wantsChannel(sql`p`, 'email')} as email,
        ${wantsChannel(sql`p`, 'push')}
          and exists (select 1 from push_devices d where d.user_id = p.user_id) as push,
        ${heldUntil(sql`p`)} as held_until,
        p.member and p.type <> 'note' and exists (select 1 from webhook_endpoints w
          where w.user_id = p.user_id and w.paused_at is null) as webhook
      from page p
      where (p.member or p.public) and ${marketAllows(sql`p.markets`, sql`p`)}
        and not ${snoozed(sql`p`)}
    ), ins_email as (
      insert into notification_deliveries (seq, user_id, channel, digest, held_until)
      select ${seq}, user_id, 'email', email_mode = 'digest',
        case when email_mode = 'digest' then null else held_until end
      from eligible where email
      on conflict do nothing
      returning user_id, digest, held_until
    ), ins_push as (
      insert into notification_deliveries (seq, user_id, channel, digest, held_until)
      select ${seq}, user_id, 'push', false, held_until from eligible where push
      on conflict do nothing
      returning user_id, held_until
    ), ins_webhook as (
      insert into notification_deliveries (seq, user_id, channel, digest, held_until)
      select ${seq}, user_id, 'webhook', false, null from eligible where webhook
      on conflict do nothing
      returning user_id
    )
    select (select count(*)::int from page) as scanned,
      (select max(user_id) from page) as last,
      coalesce((select jsonb_agg(user_id) from ins_email where not digest and held_until is null),
        '[]'::jsonb) as alerts,
      coalesce((select jsonb_agg(jsonb_build_object('userId', d.user_id, 'deviceId', d.id))
        from ins_push i join push_devices d on d.user_id = i.user_id
        where i.held_until is null), '[]'::jsonb) as pushes,
      coalesce((select jsonb_agg(user_id) from ins_webhook), '[]'::jsonb) as webhooks`,
  );
  return {
    scanned: row?.scanned ?? 0,
    last: row?.last ?? null,
    alerts: row?.alerts ?? [],
    pushes: row?.pushes ?? [],
    webhooks: row?.webhooks ?? [],
  };
}

/** An e-mail delivery with what the message needs (the member's current choice included). */
export interface EmailDelivery {
  seq: number;
  user_id: string;
  status: 'pending' | 'sent' | 'skipped';
  type: NotificationType;
  trade_id: string;
  payload: NotificationPayload;
  email: string;
  disabled: boolean;
  /** The member's current choice for this type's e-mail (null: the default applied). */
  wants: boolean | null;
  /** The language of the member's alerts. */
  language: string;
}

const deliveryColumns = sql`d.seq::text as seq, d.user_id, d.status, e.type, e.trade_id,
  case when ${isMember(sql`u`)} then e.payload else coalesce(e.public_payload, e.payload) end as payload,
  u.email, u.disabled, (ns.channels -> e.type ->> 'email')::boolean as wants,
  coalesce(ns.language, 'en') as language`;

const deliveryJoins = sql`from notification_deliveries d
  join alert_events e on e.seq = d.seq
  join users u on u.id = d.user_id
  left join notification_settings ns on ns.user_id = d.user_id`;

/** The e-mail delivery of event `seq` to `userId`, or null. */
export async function emailDelivery(
  db: Tx,
  seq: number,
  userId: string,
): Promise<EmailDelivery | null> {
  const [row] = await queryRows<EmailDelivery>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins}
      where d.seq = ${seq} and d.user_id = ${userId} and d.channel = 'email'`,
  );
  return row ? { ...row, seq: Number(row.seq) } : null;
}

/** Marks pending e-mail deliveries of a member done (sent, or skipped: not wanted any more). */
export async function finishDeliveries(
  db: Tx,
  userId: string,
  seqs: number[],
  status: 'sent' | 'skipped',
  at: Date,
): Promise<void> {
  if (seqs.length === 0) return;
  await db.execute(sql`
    update notification_deliveries set status = ${status}, sent_at = ${at}
    where user_id = ${userId} and channel = 'email' and status = 'pending'
      and seq in (select (jsonb_array_elements_text(${JSON.stringify(seqs)}::jsonb))::bigint)`);
}

/** Members whose oldest pending digest e-mail is older than `before`. */
export async function dueDigests(db: Tx, before: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from notification_deliveries
      where channel = 'email' and status = 'pending' and digest
      group by user_id having min(created_at) <= ${before}
      order by min(created_at) limit ${limit}`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Deletes up to `limit` deliveries finished (sent or skipped) before `before`: a delivery row
 * only guards against sending twice while its event's jobs may still run. Answers how many.
 */
export async function pruneDeliveries(db: Tx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ seq: string }>(
    db,
    sql`delete from notification_deliveries d
      using (select seq, user_id, channel from notification_deliveries
        where status <> 'pending' and sent_at < ${before}
        limit ${limit}) old
      where d.seq = old.seq and d.user_id = old.user_id and d.channel = old.channel
      returning d.seq`,
  );
  return rows.length;
}

/** A member's pending digest e-mails, oldest event first. */
export async function pendingDigest(db: Tx, userId: string): Promise<EmailDelivery[]> {
  const rows = await queryRows<EmailDelivery>(
    db,
    sql`select ${deliveryColumns} ${deliveryJoins}
      where d.user_id = ${userId} and d.channel = 'email' and d.status = 'pending' and d.digest
      order by d.seq`,
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** Members with deliveries held by quiet hours that ended by `now` (at most `limit`). */
export async function dueHeld(db: Tx, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from notification_deliveries
      where status = 'pending' and held_until is not null and held_until <= ${now}
      group by user_id order by min(held_until) limit ${limit}`,
  );
  return rows.map((r) => r.user_id);
}

/** A delivery held by quiet hours, with what its summary needs. */
export interface HeldDelivery extends EmailDelivery {
  channel: 'email' | 'push';
  /** The member's current choice for this type on this channel (null: the default applied). */
  wantsChannel: boolean | null;
  /** The member snoozed the event's trade or muted its market since it was held. */
  muted: boolean;
}

/**
 * A member's deliveries held by quiet hours that ended by `now`, oldest event first, locked
 * for the caller's transaction (a second run waits, then finds them done), with whether the
 * member muted them since (a snooze or the market filter at `now`, the fan-out's expressions).
 */
export async function takeHeld(tx: Tx, userId: string, now: Date): Promise<HeldDelivery[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<HeldDelivery>(
    tx,
    sql`select ${deliveryColumns}, d.channel,
        (ns.channels -> e.type ->> d.channel)::boolean as "wantsChannel",
        ${snoozed(sql`p`, at)} or not ${marketAllows(sql`ns.markets`, sql`p`)} as muted
      ${deliveryJoins}
      cross join lateral (select d.user_id, e.trade_id, e.symbol, e.asset_class,
        e.payload ->> 'status' as status) p
      where d.user_id = ${userId} and d.status = 'pending' and d.held_until is not null
        and d.held_until <= ${now}
      order by d.seq
      for update of d`,
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** Marks a member's pending deliveries of `seqs` on `channel` done. */
export async function finishChannel(
  db: Tx,
  userId: string,
  channel: 'email' | 'push',
  seqs: number[],
  status: 'sent' | 'skipped',
  at: Date,
): Promise<void> {
  if (seqs.length === 0) return;
  await db.execute(sql`
    update notification_deliveries set status = ${status}, sent_at = ${at}, held_until = null
    where user_id = ${userId} and channel = ${channel} and status = 'pending'
      and seq in (select (jsonb_array_elements_text(${JSON.stringify(seqs)}::jsonb))::bigint)`);
}

/**
 * Holds a member's pending delivery of event `seq` on `channel` until `until` (quiet hours that
 * began after the fan-out): the quiet-hours release sends it in the summary when they end.
 */
export async function holdDelivery(
  db: Tx,
  userId: string,
  channel: 'email' | 'push',
  seq: number,
  until: Date,
): Promise<void> {
  await db.execute(sql`
    update notification_deliveries set held_until = ${until.toISOString()}::timestamptz
    where seq = ${seq} and user_id = ${userId} and channel = ${channel} and status = 'pending'`);
}

/**
 * Brings forward to `at` the end of a member's held deliveries (their quiet hours changed or
 * ended early): the next run of the release job sends their summary.
 */
export async function releaseHeld(db: Tx, userId: string, at: Date): Promise<void> {
  await db.execute(sql`
    update notification_deliveries set held_until = ${at}
    where user_id = ${userId} and status = 'pending' and held_until > ${at}`);
}

/** A member's push devices' ids. */
export async function deviceIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from push_devices where user_id = ${userId} order by created_at, id`,
  );
  return rows.map((r) => r.id);
}

/** Whether PostgreSQL knows an IANA time zone (quiet hours are computed there). */
export async function knowsTimeZone(db: Tx, zone: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_timezone_names where name = ${zone}`,
  );
  return (rows[0]?.n ?? 0) > 0;
}
