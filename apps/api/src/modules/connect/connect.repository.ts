import { and, eq, lt, sql } from 'drizzle-orm';
import { isMemberSql } from '../../db/membership';
import { queryRows, type Tx } from '../../db/sql';
import {
  type ConnectHealth,
  connectLinks,
  connectLog,
  type ConnectPlatform,
  connectSettings,
  type OwnerPlatform,
} from './connect.tables';

/** A member's link row. */
export type LinkRow = typeof connectLinks.$inferSelect;
/** An owner's settings row. */
export type SettingsRow = typeof connectSettings.$inferSelect;

/** Whether `userId` is entitled at `at` (a live subscription, or an admin). */
export async function isEntitled(db: Tx, userId: string, at: Date): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${isMemberSql('u', sql`${at}`)} as ok
      from users u where u.id = ${userId} and not u.disabled`,
  );
  return row?.ok ?? false;
}

/** A member's link to `platform`, if any. */
export async function getLink(
  db: Tx,
  userId: string,
  platform: ConnectPlatform,
): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(connectLinks)
    .where(and(eq(connectLinks.userId, userId), eq(connectLinks.platform, platform)));
  return row ?? null;
}

/** A member's links, one per platform they ever linked. */
export function listLinks(db: Tx, userId: string): Promise<LinkRow[]> {
  return db.select().from(connectLinks).where(eq(connectLinks.userId, userId));
}

/** The link of a platform's user id (who joined, who holds the role). */
export async function linkByExternalId(
  db: Tx,
  platform: ConnectPlatform,
  externalId: string,
): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(connectLinks)
    .where(and(eq(connectLinks.platform, platform), eq(connectLinks.externalId, externalId)));
  return row ?? null;
}

/** Creates or updates a member's link (fields not given are kept). */
export async function upsertLink(
  db: Tx,
  userId: string,
  platform: ConnectPlatform,
  set: Partial<Omit<LinkRow, 'userId' | 'platform' | 'createdAt'>>,
  at: Date,
): Promise<LinkRow> {
  const [row] = await db
    .insert(connectLinks)
    .values({ userId, platform, ...set, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [connectLinks.userId, connectLinks.platform],
      set: { ...set, updatedAt: at },
    })
    .returning();
  return row!;
}

/**
 * Links of `platform` whose access differs from their owner's entitlement at `at`: granted
 * without a live subscription (`revoke`), or linked (`active`) and entitled but not granted
 * (`grant`). Oldest change first, at most `limit`.
 */
export async function drift(
  db: Tx,
  platform: OwnerPlatform,
  at: Date,
  limit: number,
): Promise<{ userId: string; action: 'grant' | 'revoke' }[]> {
  return queryRows<{ userId: string; action: 'grant' | 'revoke' }>(
    db,
    sql`select l.user_id as "userId",
        case when l.granted then 'revoke' else 'grant' end as action
      from connect_links l join users u on u.id = l.user_id
      where l.platform = ${platform} and l.external_id is not null
        and l.granted <> (not u.disabled and ${isMemberSql('u', sql`${at}`)})
        and (l.granted or l.status = 'active')
      order by l.updated_at, l.user_id
      limit ${limit}`,
  );
}

/** Appends to the owner's log. */
export async function log(
  db: Tx,
  entry: {
    platform: ConnectPlatform;
    userId?: string | null;
    action: string;
    detail?: string;
    ok?: boolean;
    at?: Date;
  },
): Promise<void> {
  await db.insert(connectLog).values({
    platform: entry.platform,
    userId: entry.userId ?? null,
    action: entry.action,
    detail: entry.detail ?? '',
    ok: entry.ok ?? true,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** The owner's log, newest first (`before`: an id, for the next page). */
export async function readLog(
  db: Tx,
  q: { limit: number; before?: number | undefined; platform?: ConnectPlatform | undefined },
) {
  return queryRows<{
    id: number;
    at: Date;
    platform: ConnectPlatform;
    user_id: string | null;
    email: string | null;
    action: string;
    detail: string;
    ok: boolean;
  }>(
    db,
    sql`select l.id, l.at, l.platform, l.user_id, u.email, l.action, l.detail, l.ok
      from connect_log l left join users u on u.id = l.user_id
      where true
        ${q.before === undefined ? sql`` : sql`and l.id < ${q.before}`}
        ${q.platform === undefined ? sql`` : sql`and l.platform = ${q.platform}`}
      order by l.id desc limit ${q.limit}`,
  );
}

/** The owner's settings of a platform, if saved. */
export async function getSettings(db: Tx, platform: OwnerPlatform): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(connectSettings)
    .where(eq(connectSettings.platform, platform));
  return row ?? null;
}

/** Saves the owner's settings of a platform (`secret` already sealed; undefined keeps it). */
export async function putSettings(
  db: Tx,
  platform: OwnerPlatform,
  write: {
    enabled: boolean;
    settings: Record<string, unknown>;
    secret?: string | undefined;
    health: ConnectHealth;
  },
  at: Date,
): Promise<SettingsRow> {
  const set = {
    enabled: write.enabled,
    settings: write.settings,
    health: write.health,
    checkedAt: at,
    updatedAt: at,
    ...(write.secret === undefined ? {} : { secret: write.secret }),
  };
  const [row] = await db
    .insert(connectSettings)
    .values({ platform, ...set })
    .onConflictDoUpdate({ target: connectSettings.platform, set })
    .returning();
  return row!;
}

/**
 * Stores a health check. Answers true when the owner should be told now: the check failed and
 * nobody was told since the platform last was healthy (`alertedAt` is cleared when it is).
 */
export async function putHealth(
  db: Tx,
  platform: OwnerPlatform,
  health: ConnectHealth,
  at: Date,
): Promise<boolean> {
  const [row] = await queryRows<{ tell: boolean }>(
    db,
    sql`update connect_settings s set health = ${JSON.stringify(health)}::jsonb, checked_at = ${at},
        alerted_at = case when ${health.ok} then null else coalesce(s.alerted_at, ${at}) end
      from (select alerted_at from connect_settings where platform = ${platform} for update) before
      where s.platform = ${platform}
      returning (not ${health.ok} and before.alerted_at is null) as tell`,
  );
  return row?.tell ?? false;
}

/** The owner platforms set up and turned on (their channels get each event's post). */
export async function enabledPlatforms(db: Tx): Promise<OwnerPlatform[]> {
  const rows = await db
    .select({ platform: connectSettings.platform })
    .from(connectSettings)
    .where(eq(connectSettings.enabled, true));
  return rows.map((r) => r.platform);
}

/** The e-mail addresses of the admins (the owners), for Connect's warnings. */
export async function adminEmails(db: Tx): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from users where role = 'admin' and not disabled order by created_at`,
  );
  return rows.map((r) => r.email);
}

/** Deletes log rows older than `before` (the log keeps 90 days). */
export async function pruneLog(db: Tx, before: Date): Promise<void> {
  await db.delete(connectLog).where(lt(connectLog.at, before));
}
