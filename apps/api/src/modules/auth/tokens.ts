import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { hashToken, newId, randomToken } from '../../lib/ids';
import { SessionsRepository } from './sessions.repository';

/** `{access: {token, expires}, refresh: {token, expires}}` as sent to clients. */
export interface AuthTokens {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

/** Who is calling, loaded from the access token's session. */
export interface Principal {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
  /** Active or trialing subscription (admins count as members). */
  isMember: boolean;
}

/**
 * Issues and checks tokens. Access tokens are HS256 JWTs `{sub, iat, exp, type, jti, sid}`;
 * `sid` names the session (refresh-token family), and a token only works while its session
 * is not revoked — that is how logout, logout-all and password change kill tokens.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /** Verified access tokens (exact token string → claims), bounded. */
  private readonly verified = new Map<string, { sub: string; sid: string; exp: number }>();
  /** Session lookups, kept `cache.authMs`; dropped at once on revocation in this instance. */
  private readonly principals = new Map<string, { principal: Principal; until: number }>();

  private readonly sessions: SessionsRepository;

  constructor(
    db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.jwt.secret);
    this.sessions = new SessionsRepository(db);
  }

  /** Signs an access token for a session. */
  async signAccess(userId: string, sessionId: string, now = Date.now()) {
    const exp = Math.floor(now / 1000) + this.config.jwt.accessSeconds;
    const token = await new SignJWT({ type: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(exp)
      .setJti(newId())
      .sign(this.key);
    return { token, expires: new Date(exp * 1000).toISOString() };
  }

  private async newRefresh(sessionId: string, expiresAt: Date) {
    const token = randomToken();
    await this.sessions.insertRefresh(sessionId, hashToken(token), expiresAt);
    return { token, expires: expiresAt.toISOString() };
  }

  /** Starts a session: a new refresh family plus an access token. */
  async issue(userId: string): Promise<AuthTokens> {
    const sessionId = newId();
    const expiresAt = new Date(Date.now() + this.config.jwt.refreshDays * 86_400_000);
    await this.sessions.insertSession(sessionId, userId, expiresAt);
    const refresh = await this.newRefresh(sessionId, expiresAt);
    const access = await this.signAccess(userId, sessionId);
    return { access, refresh };
  }

  /** Verifies signature, algorithm, expiry and type; returns the claims. */
  async verifyAccess(token: string): Promise<{ sub: string; sid: string; exp: number }> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      throw unauthorized('Token expired');
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (payload.type !== 'access' || typeof payload.sid !== 'string' || !payload.sub) {
        throw unauthorized();
      }
      const claims = { sub: payload.sub, sid: payload.sid, exp: payload.exp ?? 0 };
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Token expired');
      throw unauthorized();
    }
  }

  /** Loads the caller behind a valid access token; 401 when revoked or disabled. */
  async authenticate(token: string): Promise<Principal> {
    const { sub, sid } = await this.verifyAccess(token);
    const cached = this.principals.get(sid);
    if (cached && cached.until > Date.now() && cached.principal.userId === sub)
      return cached.principal;
    const row = await this.sessions.caller(sid, sub);
    if (!row || row.disabled) throw unauthorized();
    const principal: Principal = {
      userId: sub,
      sessionId: sid,
      role: row.role,
      isMember: row.role === 'admin' || Boolean(row.member),
    };
    if (this.config.cache.authMs > 0) {
      if (this.principals.size >= 10_000) this.principals.clear();
      this.principals.set(sid, { principal, until: Date.now() + this.config.cache.authMs });
    }
    return principal;
  }

  /**
   * Forgets cached lookups of a user's sessions. Call after changing anything the
   * principal carries (role, disabled, subscription status).
   */
  invalidateUser(userId: string): void {
    for (const [sid, entry] of this.principals) {
      if (entry.principal.userId === userId) this.principals.delete(sid);
    }
  }

  /**
   * Rotates a refresh token. A token rotated within the last `refreshReuseGraceSeconds` is
   * accepted again (two tabs sharing the cookie refresh at the same moment) and gets a pair of
   * its own in the same session; a token rotated before that is a sign of theft: the whole
   * family (session) is revoked.
   */
  async refresh(token: string): Promise<AuthTokens> {
    const row = await this.sessions.refreshToken(hashToken(token));
    if (!row) throw unauthorized();
    const graceMs = this.config.jwt.refreshReuseGraceSeconds * 1000;
    const withinGrace = (usedAt: Date) => Date.now() - usedAt.getTime() <= graceMs;
    if (row.usedAt && !withinGrace(row.usedAt)) {
      await this.revokeSession(row.sessionId, 'refresh_token_reuse');
      throw unauthorized();
    }
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized();
    if (!row.usedAt) {
      // Atomic claim: of two concurrent rotations of one token, one claims it; the other is
      // within the grace window by definition (it was claimed a moment ago).
      await this.sessions.claimRefresh(row.id);
    }
    if (!(await this.sessions.userEnabled(row.userId))) throw unauthorized();
    const refresh = await this.newRefresh(row.sessionId, row.expiresAt);
    const access = await this.signAccess(row.userId, row.sessionId);
    return { access, refresh };
  }

  /** Ends the session a refresh token belongs to (no error when unknown). */
  async logout(token: string): Promise<boolean> {
    const sessionId = await this.sessions.sessionOf(hashToken(token));
    if (!sessionId) return false;
    await this.revokeSession(sessionId, 'logout');
    return true;
  }

  /** Revokes one session. */
  async revokeSession(sessionId: string, reason: string): Promise<void> {
    this.principals.delete(sessionId);
    await this.sessions.revokeSession(sessionId, reason);
  }

  /** Revokes every session of a user, except `keep` when given. */
  async revokeAll(userId: string, reason: string, keep?: string): Promise<void> {
    this.invalidateUser(userId);
    await this.sessions.revokeAll(userId, reason, keep);
  }
}
