import { givesMembership } from '../../db/membership';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { refreshTokens, sessions } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Sessions and their refresh tokens (stored hashed): the token service's queries. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insertSession(id: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ id, userId, expiresAt });
  }

  async insertRefresh(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(refreshTokens).values({ id: newId(), sessionId, tokenHash, expiresAt });
  }

  /**
   * The caller behind a live (not revoked, not expired) session of a user: role, disabled, and
   * whether a subscription gives membership now (see `givesMembership`); undefined when there is none.
   */
  async caller(sessionId: string, userId: string) {
    const rows = await queryRows<{
      role: 'user' | 'admin';
      disabled: boolean;
      member: boolean;
    }>(
      this.db,
      sql`
      select u.role, u.disabled,
        exists(select 1 from subscriptions sub where sub.user_id = u.id
          and ${givesMembership('sub')}) as member
      from sessions s join users u on u.id = s.user_id
      where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()`,
    );
    return rows[0];
  }

  /** A refresh token by its hash, with its session's user and revocation. */
  async refreshToken(tokenHash: string) {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a refresh token used, unless it already is (of two concurrent claims, one wins). */
  async claimRefresh(id: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)));
  }

  /** Whether the user exists and is not disabled. */
  async userEnabled(userId: string): Promise<boolean> {
    const [user] = await queryRows<{ disabled: boolean }>(
      this.db,
      sql`select disabled from users where id = ${userId}`,
    );
    return Boolean(user && !user.disabled);
  }

  /** The session a refresh token belongs to, or undefined. */
  async sessionOf(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row?.sessionId;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of a user, except `keep` when given. */
  async revokeAll(userId: string, reason: string, keep?: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keep) conditions.push(ne(sessions.id, keep));
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(...conditions));
  }
}
