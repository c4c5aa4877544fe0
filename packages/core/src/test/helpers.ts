// Test helpers (not part of the package entries).
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { createAuthSession, type AuthSessionOptions, type StorageLike } from '../auth/session';
import type { User } from '../types';

/**
 * Base URL every test client talks to: same origin as the jsdom page, like the web app's
 * default `/v1` (jsdom's XHR enforces CORS, which a mocked cross-origin server would fail).
 */
export const API = `${globalThis.location?.origin ?? 'http://localhost:3000'}/v1`;

/** One MSW server per test file; handlers are added per test with `server.use`. */
export function createTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with `payload` (the client never verifies signatures). */
export const jwt = (payload: object) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;

/** A JWT expiring `seconds` after `now` (ms). */
export const tokenExpiringIn = (seconds: number, now = Date.now()) =>
  jwt({ sub: 'u1', type: 'access', exp: Math.floor(now / 1000) + seconds });

/** A user as the API returns it. */
export const demoUser: User = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  photoURL: null,
  isEmailVerified: true,
  referralCode: 'ADA123',
  subscription: null,
  billingNotice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: false,
};

/** An in-memory Web Storage. */
export class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

/** A storage whose every method throws, like blocked storage in private mode. */
export const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  clear: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

/**
 * An auth session on in-memory session and local storage, with mock `alert`, `navigate` and
 * `logger` (each returned for assertions); `overrides` replace any option.
 */
export function createTestSession(overrides: AuthSessionOptions = {}) {
  const storage = new MemoryStorage();
  const local = new MemoryStorage();
  const alert = vi.fn();
  const navigate = vi.fn();
  const logger = { error: vi.fn() };
  const session = createAuthSession({
    sessionStorage: () => storage,
    localStorage: () => local,
    alert,
    navigate,
    logger,
    ...overrides,
  });
  return { session, storage, local, alert, navigate, logger };
}
