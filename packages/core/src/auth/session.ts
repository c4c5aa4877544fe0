import { jwtDecode } from 'jwt-decode';
import type { User } from '../types';
import { STORAGE_KEYS } from './storageKeys';
import { isValidToken } from './token';

export { STORAGE_KEYS };

/** Where the browser goes when the token expires (the jwt login path). */
export const LOGIN_PATH = '/auth/jwt/login';

/** The alert shown when the token expires (exact text, tests compare it). */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

/** How long one silent renewal may stay unanswered before it counts as failed (ms). */
export const REFRESH_TIMEOUT_MS = 10_000;

// setTimeout fires at once for delays above 2^31-1 ms (~24.8 days): wait in steps instead.
const MAX_TIMER_DELAY = 2_147_483_647;

/** The part of the Web Storage API the session uses. */
export interface StorageLike {
  /** Reads a value. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string): void;
  /** Removes a value. */
  removeItem(key: string): void;
  /** Removes every value. */
  clear(): void;
}

/** Side effects of an {@link AuthSession}; every one can be replaced (tests, apps, SSR). */
export interface AuthSessionOptions {
  /** Returns the storage for `accessToken` and `user`; default `window.sessionStorage`. May throw. */
  sessionStorage?: () => StorageLike | null | undefined;
  /** Returns the storage cleared on logout; default `window.localStorage`. May throw. */
  localStorage?: () => StorageLike | null | undefined;
  /** Shows the expiry alert; default `window.alert`. */
  alert?: (message: string) => void;
  /** Goes to a path; default `window.location.assign` (a full page load). */
  navigate?: (path: string) => void;
  /** Current time in ms; default `Date.now`. */
  now?: () => number;
  /** Starts a timer; default `setTimeout`. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** Stops a timer started by `setTimer`; default `clearTimeout`. */
  clearTimer?: (handle: unknown) => void;
  /** Path of the login page; default `/auth/jwt/login`. */
  loginPath?: string;
  /** Where failures are logged; default `console`. */
  logger?: Pick<Console, 'error'>;
  /**
   * Renews the access token shortly before it expires (e.g. through the server's refresh
   * cookie): resolves the new token, or null when the session has ended; a rejection is
   * retried until the token expires. An attempt that has not answered within
   * `refreshTimeoutMs` (or by the token's expiry, whichever comes first) counts as failed: its
   * `signal` aborts and a late answer is ignored. Without it, the session ends when its token
   * expires.
   */
  refresh?: (signal: AbortSignal) => Promise<string | null>;
  /** How long before expiry the token is renewed; default 60 s (at most half its lifetime). */
  refreshAheadMs?: number;
  /** Wait between retries of a failed renewal; default 10 s. */
  refreshRetryMs?: number;
  /**
   * How long one renewal may stay unanswered before it counts as failed (then it is retried
   * before expiry, as a rejection is); default {@link REFRESH_TIMEOUT_MS} (10 s). A token past
   * its expiry without a successful renewal ends the session as a refusal does.
   */
  refreshTimeoutMs?: number;
}

/** A restored session. */
export interface StoredSession {
  /** The stored, not yet expired access token. */
  accessToken: string;
  /** The stored user. */
  user: User;
}

/**
 * The framework-free session: token and user in memory, mirrored in sessionStorage, and the
 * expiry timer. Storage that throws (private mode, blocked storage) never crashes it.
 */
export interface AuthSession {
  /** The access token while authenticated, else null. Give it to `createApiClient`. */
  getToken(): string | null;
  /** The signed-in user, else null. */
  getUser(): User | null;
  /**
   * Stores `token` (or removes it when null) and (re)starts the expiry timer: when the
   * token's `exp` arrives, `alert('Token expired')`, the stored token and user are removed,
   * expiry listeners run and the browser goes to the login path. Fires once per token; a new
   * session or `null` cancels the previous timer.
   */
  setSession(token: string | null): void;
  /** Stores the user (or removes it when null). */
  setUser(user: User | null): void;
  /**
   * Restores the stored session: a non-expired token and a stored user → both set and the
   * timer started; otherwise (or on any error, e.g. storage that throws) the session is
   * cleared and null returned.
   */
  restore(): StoredSession | null;
  /** Starts a session after login: stores the token and the user. */
  start(session: StoredSession): void;
  /**
   * Logs out locally: clears the user, the token and ALL of localStorage. A failure
   * is only logged (`console.error`), never thrown.
   */
  logout(): void;
  /** Runs `listener` when the token expires. Returns the unsubscribe function. */
  onExpire(listener: () => void): () => void;
  /**
   * Runs `listener` whenever the access token changes: renewed, a new session, signed out or
   * expired. Returns the unsubscribe function.
   */
  onTokenChange(listener: () => void): () => void;
  /** Stops the expiry timer without touching the session (e.g. on unmount). */
  dispose(): void;
}

const browserStorage = (name: 'sessionStorage' | 'localStorage') => (): StorageLike | null =>
  (globalThis as unknown as Record<string, StorageLike | undefined>)[name] ?? null;

function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  const value: unknown = JSON.parse(raw);
  return typeof value === 'object' && value !== null ? (value as User) : null;
}

/** Creates the session; see {@link AuthSession}. */
export function createAuthSession(options: AuthSessionOptions = {}): AuthSession {
  const getSessionStorage = options.sessionStorage ?? browserStorage('sessionStorage');
  const getLocalStorage = options.localStorage ?? browserStorage('localStorage');
  const alertUser = options.alert ?? ((message: string) => globalThis.alert?.(message));
  const navigate = options.navigate ?? ((path: string) => globalThis.location?.assign(path));
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const loginPath = options.loginPath ?? LOGIN_PATH;
  const logger = options.logger ?? console;
  const refresh = options.refresh;
  const refreshAheadMs = options.refreshAheadMs ?? 60_000;
  const refreshRetryMs = options.refreshRetryMs ?? 10_000;
  const refreshTimeoutMs = options.refreshTimeoutMs ?? REFRESH_TIMEOUT_MS;

  let token: string | null = null;
  let user: User | null = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const tokenListeners = new Set<() => void>();

  /** Tells the token's listeners when it is no longer `before`. */
  const announce = (before: string | null) => {
    if (token === before) return;
    for (const listener of [...tokenListeners]) {
      try {
        listener();
      } catch (error) {
        logger.error(error);
      }
    }
  };

  // Writes are best effort: when storage refuses (quota, private mode) the session still
  // lives in memory for this page.
  const write = (key: string, value: string | null) => {
    try {
      const storage = getSessionStorage();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      /* memory only */
    }
  };

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const expire = (expired: string) => {
    if (token !== expired) return;
    try {
      alertUser(TOKEN_EXPIRED_MESSAGE);
    } catch (error) {
      logger.error(error);
    }
    token = null;
    user = null;
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.user, null);
    announce(expired);
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        logger.error(error);
      }
    }
    navigate(loginPath);
  };

  /** Runs `action` at `at` (ms), waiting in steps when that is beyond a timer's reach. */
  const runAt = (at: number, action: () => void) => {
    const delay = Math.max(0, at - now());
    timer = setTimer(
      () => {
        timer = null;
        if (delay > MAX_TIMER_DELAY) runAt(at, action);
        else action();
      },
      Math.min(delay, MAX_TIMER_DELAY),
    );
  };

  /**
   * Tries to renew `current`; until it works or the session ends, the token's `exp` rules. An
   * attempt unanswered by its deadline (`refreshTimeoutMs`, at most the expiry) has failed.
   */
  const renew = (current: string, expiresAt: number) => {
    if (!refresh || token !== current) return;
    const controller = new AbortController();
    let settled = false;
    const failed = (error: unknown) => {
      logger.error(error);
      const retryAt = now() + refreshRetryMs;
      if (retryAt < expiresAt) runAt(retryAt, () => renew(current, expiresAt));
      else runAt(expiresAt, () => expire(current));
    };
    // The deadline holds the session's timer while the attempt is pending: a new session or a
    // sign-out stops it like any other.
    runAt(Math.min(now() + refreshTimeoutMs, expiresAt), () => {
      if (settled || token !== current) return;
      settled = true;
      controller.abort();
      failed(new Error(`Token renewal did not answer within ${refreshTimeoutMs} ms`));
    });
    let attempt: Promise<string | null>;
    try {
      attempt = refresh(controller.signal);
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt.then(
      (next) => {
        if (settled || token !== current) return; // timed out, signed out or replaced meanwhile
        settled = true;
        stopTimer();
        if (next) session.setSession(next);
        else runAt(expiresAt, () => expire(current)); // refused: the session ends at `exp`
      },
      (error: unknown) => {
        if (settled || token !== current) return;
        settled = true;
        stopTimer();
        failed(error);
      },
    );
  };

  const schedule = (current: string, expiresAt: number) => {
    // A token already past its expiry (e.g. a renewal answered with one) is not renewed again.
    if (!refresh || expiresAt <= now()) {
      runAt(expiresAt, () => expire(current));
      return;
    }
    const lifetime = Math.max(0, expiresAt - now());
    const renewAt = expiresAt - Math.min(refreshAheadMs, lifetime / 2);
    runAt(renewAt, () => renew(current, expiresAt));
  };

  const session: AuthSession = {
    getToken: () => token,
    getUser: () => user,
    setSession(next) {
      stopTimer();
      const before = token;
      token = next || null;
      write(STORAGE_KEYS.accessToken, token);
      if (token) {
        const expiresAt = tokenExpiry(token);
        if (expiresAt !== null) schedule(token, expiresAt);
      }
      announce(before);
    },
    setUser(next) {
      user = next;
      write(STORAGE_KEYS.user, next ? JSON.stringify(next) : null);
    },
    restore() {
      try {
        const storage = getSessionStorage();
        const storedToken = storage?.getItem(STORAGE_KEYS.accessToken) ?? null;
        const storedUser = parseUser(storage?.getItem(STORAGE_KEYS.user) ?? null);
        if (storedToken && storedUser && isValidToken(storedToken, now())) {
          stopTimer();
          user = storedUser;
          session.setSession(storedToken);
          return { accessToken: storedToken, user: storedUser };
        }
      } catch {
        /* any error → unauthenticated */
      }
      stopTimer();
      const before = token;
      token = null;
      user = null;
      write(STORAGE_KEYS.accessToken, null);
      write(STORAGE_KEYS.user, null);
      announce(before);
      return null;
    },
    start({ accessToken, user: nextUser }) {
      session.setSession(accessToken);
      session.setUser(nextUser);
    },
    logout() {
      stopTimer();
      const before = token;
      token = null;
      user = null;
      // Each step on its own, so one refusing storage does not keep the other one filled.
      try {
        const storage = getSessionStorage();
        storage?.removeItem(STORAGE_KEYS.accessToken);
        storage?.removeItem(STORAGE_KEYS.user);
      } catch (error) {
        logger.error(error);
      }
      try {
        getLocalStorage()?.clear();
      } catch (error) {
        logger.error(error);
      }
      announce(before);
    },
    onExpire(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTokenChange(listener) {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    dispose: stopTimer,
  };
  return session;
}
