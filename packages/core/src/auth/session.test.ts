import { http, HttpResponse } from 'msw';
import { createApiClient } from '../http/client';
import {
  API,
  MemoryStorage,
  createTestServer,
  createTestSession,
  demoUser,
  jwt,
  throwingStorage,
  tokenExpiringIn,
} from '../test/helpers';
import { login, register, renewAccessToken } from './actions';
import { createAuthSession, type AuthSessionOptions } from './session';

const server = createTestServer();

/** `auth` is the session under test, `session` its session storage. */
function setup(overrides: AuthSessionOptions = {}) {
  const { session: auth, storage: session, ...rest } = createTestSession(overrides);
  return { auth, session, ...rest };
}

afterEach(() => vi.useRealTimers());

describe('restore', () => {
  it('restores a stored non-expired token together with the stored user', () => {
    const { auth, session } = setup();
    const token = tokenExpiringIn(600);
    session.setItem('accessToken', token);
    session.setItem('user', JSON.stringify(demoUser));
    expect(auth.restore()).toEqual({ accessToken: token, user: demoUser });
    expect(auth.getToken()).toBe(token);
    expect(auth.getUser()).toEqual(demoUser);
  });

  it.each([
    ['an expired token', tokenExpiringIn(-1), JSON.stringify(demoUser)],
    ['a malformed token', 'not-a-jwt', JSON.stringify(demoUser)],
    ['a token without exp', jwt({ sub: 'u1' }), JSON.stringify(demoUser)],
    ['no token', null, JSON.stringify(demoUser)],
    ['no user', tokenExpiringIn(600), null],
    ['a corrupt user', tokenExpiringIn(600), '{not json'],
  ])('gives no session for %s and clears what was stored', (_, token, user) => {
    const { auth, session } = setup();
    if (token) session.setItem('accessToken', token);
    if (user) session.setItem('user', user);
    expect(auth.restore()).toBeNull();
    expect(auth.getToken()).toBeNull();
    expect(auth.getUser()).toBeNull();
    expect(session.map.size).toBe(0);
  });

  it('gives no session when storage throws, without throwing itself', () => {
    const { auth } = setup({ sessionStorage: () => throwingStorage });
    expect(() => auth.restore()).not.toThrow();
    expect(auth.getToken()).toBeNull();
  });

  it('gives no session when even reaching the storage throws', () => {
    const { auth } = setup({
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(auth.restore()).toBeNull();
  });
});

describe('expiry timer', () => {
  it("alerts 'Token expired' once, removes the stored token and goes to the login page", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const { auth, session, alert, navigate } = setup();
    const expired = vi.fn();
    auth.onExpire(expired);
    auth.start({ accessToken: tokenExpiringIn(60), user: demoUser });
    expect(session.getItem('accessToken')).not.toBeNull();

    vi.advanceTimersByTime(59_000);
    expect(alert).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1_000);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(session.getItem('accessToken')).toBeNull();
    expect(auth.getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/jwt/login');

    vi.advanceTimersByTime(24 * 3600_000);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the injected clock and timers', () => {
    let scheduled: { callback: () => void; ms: number } | null = null;
    const now = Date.UTC(2026, 0, 1);
    const clearTimer = vi.fn();
    const { auth, alert } = setup({
      now: () => now,
      setTimer: (callback, ms) => {
        scheduled = { callback, ms };
        return 7;
      },
      clearTimer,
    });
    auth.setSession(tokenExpiringIn(90, now));
    expect(scheduled!.ms).toBe(90_000);
    scheduled!.callback();
    expect(alert).toHaveBeenCalledWith('Token expired');
    auth.setSession(null);
    expect(clearTimer).not.toHaveBeenCalled(); // the fired timer is not cleared again
  });

  it('waits in steps for an expiry beyond the 24.8-day setTimeout limit', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const { auth, alert } = setup();
    auth.setSession(tokenExpiringIn(40 * 24 * 3600));
    vi.advanceTimersByTime(30 * 24 * 3600_000);
    expect(alert).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 24 * 3600_000);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by logout and replaced by a new session', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const { auth, alert } = setup();
    auth.setSession(tokenExpiringIn(60));
    auth.logout();
    vi.advanceTimersByTime(120_000);
    expect(alert).not.toHaveBeenCalled();

    auth.setSession(tokenExpiringIn(60));
    auth.setSession(tokenExpiringIn(600));
    vi.advanceTimersByTime(120_000);
    expect(alert).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(600_000);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('clears the session keys and ALL of localStorage', () => {
    const { auth, session, local } = setup();
    auth.start({ accessToken: tokenExpiringIn(600), user: demoUser });
    session.setItem('other', 'kept');
    local.setItem('settings', '{}');
    local.setItem('i18nextLng', 'fr');
    auth.logout();
    expect(session.getItem('accessToken')).toBeNull();
    expect(session.getItem('user')).toBeNull();
    expect(session.getItem('other')).toBe('kept');
    expect(local.map.size).toBe(0);
    expect(auth.getToken()).toBeNull();
    expect(auth.getUser()).toBeNull();
  });

  it('only logs a failure (console.error), never throws', () => {
    const { auth, logger } = setup({
      sessionStorage: () => throwingStorage,
      localStorage: () => throwingStorage,
    });
    expect(() => auth.logout()).not.toThrow();
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(auth.getToken()).toBeNull();
  });

  it('logs to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = createAuthSession({
      sessionStorage: () => new MemoryStorage(),
      localStorage: () => throwingStorage,
    });
    auth.logout();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('login and register', () => {
  it('login posts the credentials and stores tokens.access.token and user', async () => {
    const token = tokenExpiringIn(900);
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          user: demoUser,
          tokens: { access: { token, expires: '' }, refresh: { token: 'r', expires: '' } },
        });
      }),
    );
    const { auth, session } = setup();
    const client = createApiClient({ baseURL: API, getToken: auth.getToken });
    await expect(
      login(client, auth, { email: 'ada@example.com', password: 'pw' }),
    ).resolves.toEqual(demoUser);
    expect(body).toEqual({ email: 'ada@example.com', password: 'pw' });
    expect(session.getItem('accessToken')).toBe(token);
    expect(JSON.parse(session.getItem('user')!)).toEqual(demoUser);
    expect(auth.getToken()).toBe(token);
    auth.dispose();
  });

  it('login keeps the session in memory when storage refuses writes', async () => {
    const token = tokenExpiringIn(900);
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ user: demoUser, tokens: { access: { token }, refresh: {} } }),
      ),
    );
    const { auth } = setup({ sessionStorage: () => throwingStorage });
    const client = createApiClient({ baseURL: API });
    await login(client, auth, { email: 'a@b.c', password: 'pw' });
    expect(auth.getToken()).toBe(token);
    auth.dispose();
  });

  it('register returns the response and stores nothing', async () => {
    const answer = { user: demoUser, tokens: { access: { token: tokenExpiringIn(900) } } };
    server.use(http.post(`${API}/auth/register`, () => HttpResponse.json(answer, { status: 201 })));
    const { auth, session } = setup();
    const client = createApiClient({ baseURL: API });
    await expect(
      register(client, { name: 'Ada', email: 'ada@example.com', password: 'long password' }),
    ).resolves.toEqual(answer);
    expect(session.map.size).toBe(0);
    expect(auth.getToken()).toBeNull();
  });
});

describe('silent renewal', () => {
  it('renews before expiry, again and again, and never alerts while the session lives', async () => {
    vi.useFakeTimers();
    let issued = 0;
    const refresh = vi.fn(async () => {
      issued += 1;
      return tokenExpiringIn(900);
    });
    const { auth, alert, navigate, session } = setup({ refresh });
    auth.start({ accessToken: tokenExpiringIn(900), user: demoUser });
    // Three access-token lifetimes.
    for (let i = 0; i < 3; i += 1) await vi.advanceTimersByTimeAsync(900_000);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(issued).toBe(refresh.mock.calls.length);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(auth.getToken()).toBe(session.getItem('accessToken'));
    expect(auth.getUser()).toEqual(demoUser);
  });

  it('tells its token listeners of each renewal and of the sign-out (the live stream reopens)', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => tokenExpiringIn(900));
    const { auth } = setup({ refresh });
    const seen: (string | null)[] = [];
    const stop = auth.onTokenChange(() => seen.push(auth.getToken()));
    auth.start({ accessToken: tokenExpiringIn(900), user: demoUser });
    await vi.advanceTimersByTimeAsync(900_000);
    auth.logout();
    auth.logout();
    stop();
    auth.start({ accessToken: tokenExpiringIn(900), user: demoUser });
    expect(seen.length).toBe(refresh.mock.calls.length + 2);
    expect(seen.at(-1)).toBeNull();
    expect(new Set(seen.slice(0, -1)).size).toBe(seen.length - 1);
    auth.dispose();
  });

  it('ends the session at exp, with the one alert, when renewal is refused', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => null);
    const { auth, alert, navigate, session } = setup({ refresh });
    auth.start({ accessToken: tokenExpiringIn(300), user: demoUser });
    await vi.advanceTimersByTimeAsync(250_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(navigate).toHaveBeenCalledWith('/auth/jwt/login');
    expect(session.getItem('accessToken')).toBeNull();
  });

  it('retries a failed renewal (offline) until it works', async () => {
    vi.useFakeTimers();
    const refresh = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(tokenExpiringIn(900));
    const { auth, alert, logger } = setup({ refresh, refreshRetryMs: 5_000 });
    const first = tokenExpiringIn(300);
    auth.start({ accessToken: first, user: demoUser });
    await vi.advanceTimersByTimeAsync(260_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(auth.getToken()).not.toBe(first);
    expect(alert).not.toHaveBeenCalled();
  });

  it('ends the session at exp, as a refusal does, when renewal never answers (network hangs)', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const refresh = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string | null>(() => {});
    });
    const hung = setup({ refresh });
    const refused = setup({ refresh: vi.fn(async () => null) });
    const expired = { hung: vi.fn(), refused: vi.fn() };
    hung.auth.onExpire(expired.hung);
    refused.auth.onExpire(expired.refused);
    hung.auth.start({ accessToken: tokenExpiringIn(300), user: demoUser });
    refused.auth.start({ accessToken: tokenExpiringIn(300), user: demoUser });
    await vi.advanceTimersByTimeAsync(299_000);
    expect(hung.alert).not.toHaveBeenCalled();
    expect(hung.auth.getToken()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    for (const [name, { auth, alert, navigate, session }] of [
      ['hung', hung],
      ['refused', refused],
    ] as const) {
      expect(alert, name).toHaveBeenCalledTimes(1);
      expect(alert, name).toHaveBeenCalledWith('Token expired');
      expect(navigate, name).toHaveBeenCalledWith('/auth/jwt/login');
      expect(expired[name], name).toHaveBeenCalledTimes(1);
      expect(auth.getToken(), name).toBeNull();
      expect(auth.getUser(), name).toBeNull();
      expect(session.getItem('accessToken'), name).toBeNull();
    }
    // Renewed at 240 s, each attempt given up after 10 s and retried 10 s later.
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(hung.alert).toHaveBeenCalledTimes(1);
  });

  it('retries an unanswered renewal after refreshRetryMs and ignores its late answer', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const late: ((token: string | null) => void)[] = [];
    const refresh = vi
      .fn<(signal: AbortSignal) => Promise<string | null>>()
      .mockImplementationOnce(() => new Promise((resolve) => late.push(resolve)))
      .mockImplementation(async () => tokenExpiringIn(900));
    const { auth, alert, logger } = setup({
      refresh,
      refreshTimeoutMs: 3_000,
      refreshRetryMs: 5_000,
    });
    const first = tokenExpiringIn(300);
    auth.start({ accessToken: first, user: demoUser });
    await vi.advanceTimersByTimeAsync(240_000 + 2_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0]?.[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    const renewed = auth.getToken();
    expect(renewed).not.toBe(first);
    late[0]?.(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.getToken()).toBe(renewed);
    await vi.advanceTimersByTimeAsync(900_000 - 120_000);
    expect(auth.getToken()).not.toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('ends the session, once, when a renewal answers with a token already past its expiry', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => tokenExpiringIn(-1));
    const { auth, alert, navigate } = setup({ refresh });
    auth.start({ accessToken: tokenExpiringIn(300), user: demoUser });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/jwt/login');
    expect(auth.getToken()).toBeNull();
  });

  it('does not renew a token that was signed out meanwhile', async () => {
    vi.useFakeTimers();
    let resolve: (token: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const { auth } = setup({ refresh });
    auth.start({ accessToken: tokenExpiringIn(300), user: demoUser });
    await vi.advanceTimersByTimeAsync(250_000);
    auth.logout();
    resolve(tokenExpiringIn(900));
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.getToken()).toBeNull();
  });
});

describe('renewAccessToken', () => {
  it('resolves null when the server refuses, so the session ends', async () => {
    server.use(
      http.post(`${API}/auth/refresh-tokens`, () =>
        HttpResponse.json({ code: 401, message: 'Please authenticate' }, { status: 401 }),
      ),
    );
    await expect(renewAccessToken(createApiClient({ baseURL: API }))).resolves.toBeNull();
  });

  it('gives up on a request that never answers after timeoutMs (rejects: worth a retry)', async () => {
    server.use(http.post(`${API}/auth/refresh-tokens`, () => new Promise<never>(() => {})));
    const started = Date.now();
    await expect(
      renewAccessToken(createApiClient({ baseURL: API }), { timeoutMs: 50 }),
    ).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
