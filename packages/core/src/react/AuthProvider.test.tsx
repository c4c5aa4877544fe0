import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AuthSessionOptions } from '../auth/session';
import {
  API,
  createTestServer,
  createTestSession,
  demoUser,
  jwt,
  throwingStorage,
  tokenExpiringIn,
} from '../test/helpers';
import { expectThrowOutsideProvider } from '../test/wrapper';
import { useApiClient } from './ApiContext';
import { AuthProvider, useAuthContext } from './AuthProvider';
import { useLogoutAll, useUpdateMe } from './hooks';

const server = createTestServer();

function setup(options: AuthSessionOptions = {}, { restoreOnFirstRender = false } = {}) {
  const { session, storage, local, alert, navigate, logger } = createTestSession(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider baseURL={API} session={session} restoreOnFirstRender={restoreOnFirstRender}>
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
  const store = (token: string | null, user: unknown) => {
    if (token) storage.setItem('accessToken', token);
    if (user) storage.setItem('user', JSON.stringify(user));
  };
  return { storage, local, alert, navigate, logger, session, queryClient, wrapper, store };
}

afterEach(() => vi.useRealTimers());

describe('AuthProvider start', () => {
  it('goes from loading to authenticated with a valid stored token and user', async () => {
    const t = setup();
    t.store(tokenExpiringIn(600), demoUser);
    const states: string[] = [];
    const { result } = renderHook(
      () => {
        const auth = useAuthContext();
        states.push(auth.status);
        return auth;
      },
      { wrapper: t.wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(states[0]).toBe('loading');
    expect(result.current.user).toEqual(demoUser);
    expect(result.current.authenticated).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(result.current.method).toBe('jwt');
  });

  it('takes the role from the server’s answer, not from edited storage', async () => {
    server.use(http.get(`${API}/auth/me`, () => HttpResponse.json(demoUser)));
    const t = setup();
    t.store(tokenExpiringIn(600), { ...demoUser, role: 'admin' });
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    expect(result.current.verification).toBe('pending');
    await waitFor(() => expect(result.current.verification).toBe('verified'));
    expect(result.current.user?.role).toBe('user');
    expect(JSON.parse(t.storage.getItem('user') ?? '{}')).toMatchObject({ role: 'user' });
  });

  it('marks the stored user unverified when the server cannot answer', async () => {
    server.use(http.get(`${API}/auth/me`, () => HttpResponse.json({}, { status: 503 })));
    const t = setup();
    t.store(tokenExpiringIn(600), { ...demoUser, role: 'admin' });
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.verification).toBe('failed'));
    expect(result.current.status).toBe('authenticated');
  });

  it('restores the session before the first paint: a synchronous render never leaves loading on screen', () => {
    const t = setup();
    t.store(tokenExpiringIn(600), demoUser);
    function Status() {
      return <p>{useAuthContext().status}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    // No act(): only what React does before returning control to the browser counts.
    flushSync(() => root.render(t.wrapper({ children: <Status /> })));
    expect(container.textContent).toBe('authenticated');
    flushSync(() => root.unmount());
  });

  it.each([
    ['an expired token', tokenExpiringIn(-5), demoUser],
    ['a malformed token', 'garbage', demoUser],
    ['a token without exp', jwt({ sub: 'u1' }), demoUser],
    ['no token', null, demoUser],
    ['no stored user', tokenExpiringIn(600), null],
  ])('is unauthenticated with %s', async (_, token, user) => {
    const t = setup();
    t.store(token, user);
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(result.current.user).toBeNull();
    expect(result.current.unauthenticated).toBe(true);
  });

  it('is unauthenticated when storage throws', async () => {
    const t = setup({ sessionStorage: () => throwingStorage, localStorage: () => throwingStorage });
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
  });

  it('works under StrictMode with one expiry timer', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t = setup();
    t.store(tokenExpiringIn(30), demoUser);
    const { result } = renderHook(() => useAuthContext(), {
      wrapper: ({ children }) => <StrictMode>{t.wrapper({ children })}</StrictMode>,
    });
    expect(result.current.status).toBe('authenticated');
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(t.alert).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('unauthenticated');
  });
});

describe('AuthProvider restoreOnFirstRender', () => {
  /** Every status the app rendered, in order. */
  function statuses(t: ReturnType<typeof setup>, wrap = (node: ReactNode) => node) {
    const seen: string[] = [];
    const hook = renderHook(
      () => {
        const auth = useAuthContext();
        seen.push(auth.status);
        return auth;
      },
      { wrapper: ({ children }) => wrap(t.wrapper({ children })) },
    );
    return { seen, ...hook };
  }

  it('renders the signed-in app from the first render, with no loading state and no second render for it', async () => {
    const t = setup({}, { restoreOnFirstRender: true });
    t.store(tokenExpiringIn(600), demoUser);
    server.use(http.get(`${API}/auth/me`, () => HttpResponse.json(demoUser)));
    const { seen, result } = statuses(t);
    expect(seen[0]).toBe('authenticated');
    expect(seen).not.toContain('loading');
    expect(result.current.user).toEqual(demoUser);
    // The stored user is still confirmed by the server.
    await waitFor(() => expect(result.current.verification).toBe('verified'));
  });

  it('renders the signed-out app from the first render without a stored session', () => {
    const t = setup({}, { restoreOnFirstRender: true });
    const { seen, result } = statuses(t);
    expect(seen[0]).toBe('unauthenticated');
    expect(result.current.unauthenticated).toBe(true);
  });

  it('keeps its one expiry timer under StrictMode (a remount restores the session again)', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t = setup({}, { restoreOnFirstRender: true });
    t.store(tokenExpiringIn(30), demoUser);
    const { seen, result } = statuses(t, (node) => <StrictMode>{node}</StrictMode>);
    expect(seen[0]).toBe('authenticated');
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(t.alert).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('unauthenticated');
  });
});

describe('useAuthContext', () => {
  it('throws its exact message outside the provider', () => {
    expectThrowOutsideProvider(
      () => useAuthContext(),
      'useAuthContext context must be use inside AuthProvider',
    );
  });
});

describe('AuthProvider actions', () => {
  const loginAnswer = (token: string) =>
    HttpResponse.json({
      user: demoUser,
      tokens: {
        access: { token, expires: '2026-01-01T00:15:00.000Z' },
        refresh: { token: 'refresh', expires: '2026-02-01T00:00:00.000Z' },
      },
    });

  it('login sets the user, stores the session and sends the Bearer header from then on', async () => {
    const token = tokenExpiringIn(900);
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/login`, () => loginAnswer(token)),
      http.get(`${API}/auth/me`, ({ request }) => {
        // Only this test's calls (an earlier test's start-up check may land late).
        if (request.headers.get('x-probe')) seen.push(request.headers.get('authorization'));
        return HttpResponse.json(demoUser);
      }),
    );
    const probe = { headers: { 'x-probe': '1' } };
    const t = setup();
    const { result } = renderHook(() => ({ auth: useAuthContext(), client: useApiClient() }), {
      wrapper: t.wrapper,
    });
    await waitFor(() => expect(result.current.auth.status).toBe('unauthenticated'));
    await result.current.client.get('/auth/me', probe);

    await act(() => result.current.auth.login('ada@example.com', 'correct horse'));
    expect(result.current.auth.status).toBe('authenticated');
    expect(result.current.auth.user).toEqual(demoUser);
    expect(t.storage.getItem('accessToken')).toBe(token);
    await result.current.client.get('/auth/me', probe);

    await act(() => result.current.auth.logout());
    await result.current.client.get('/auth/me', probe);
    expect(seen).toEqual([null, `Bearer ${token}`, null]);
    t.session.dispose();
  });

  it('login failure rejects with the server body and stays unauthenticated', async () => {
    const body = { code: 401, message: 'Incorrect email or password' };
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json(body, { status: 401 })));
    const t = setup();
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    await expect(result.current.login('a@b.c', 'nope')).rejects.toEqual(body);
    expect(result.current.status).toBe('unauthenticated');
    expect(t.storage.map.size).toBe(0);
  });

  it('register returns the response and leaves the user unchanged', async () => {
    const answer = {
      user: { ...demoUser, id: 'u2' },
      tokens: { access: { token: tokenExpiringIn(900) } },
    };
    server.use(http.post(`${API}/auth/register`, () => HttpResponse.json(answer, { status: 201 })));
    const t = setup();
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    let response: unknown;
    await act(async () => {
      response = await result.current.register({
        name: 'B',
        email: 'b@c.d',
        password: 'long enough',
      });
    });
    expect(response).toEqual(answer);
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.user).toBeNull();
    expect(t.storage.map.size).toBe(0);
  });

  it('logout clears the user, the token, all of localStorage and the query cache', async () => {
    const t = setup();
    t.store(tokenExpiringIn(600), demoUser);
    t.local.setItem('settings', '{"themeMode":"light"}');
    t.local.setItem('i18nextLng', 'ar');
    t.queryClient.setQueryData(['finfree', 'me'], demoUser);
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.logout());
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.user).toBeNull();
    expect(t.storage.map.size).toBe(0);
    expect(t.local.map.size).toBe(0);
    expect(t.queryClient.getQueryData(['finfree', 'me'])).toBeUndefined();
  });

  it('logout failure is only logged', async () => {
    const t = setup({ localStorage: () => throwingStorage });
    t.store(tokenExpiringIn(600), demoUser);
    const { result } = renderHook(() => useAuthContext(), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => expect(result.current.logout()).resolves.toBeUndefined());
    expect(t.logger.error).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('unauthenticated');
  });

  it('token expiry alerts once, clears the token, redirects and becomes unauthenticated', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t = setup();
    t.store(tokenExpiringIn(120), demoUser);
    function Status() {
      const { status, user } = useAuthContext();
      return <p>{`${status}:${user?.name ?? 'none'}`}</p>;
    }
    render(<Status />, { wrapper: t.wrapper });
    expect(screen.getByText('authenticated:Ada Lovelace')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(120_000));
    expect(t.alert).toHaveBeenCalledTimes(1);
    expect(t.alert).toHaveBeenCalledWith('Token expired');
    expect(t.storage.getItem('accessToken')).toBeNull();
    expect(t.navigate).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith('/auth/jwt/login');
    expect(screen.getByText('unauthenticated:none')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(t.alert).toHaveBeenCalledTimes(1);
  });

  it('gives query hooks the authenticated client', async () => {
    const token = tokenExpiringIn(600);
    server.use(
      http.get(`${API}/auth/me`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${token}`
          ? HttpResponse.json(demoUser)
          : HttpResponse.json({ code: 401, message: 'Please authenticate' }, { status: 401 }),
      ),
    );
    const t = setup();
    t.store(token, demoUser);
    const { result } = renderHook(
      () => {
        const client = useApiClient();
        const { status } = useAuthContext();
        return useQuery({
          queryKey: ['me-test'],
          enabled: status === 'authenticated',
          queryFn: async () => (await client.get('/auth/me')).data as unknown,
        });
      },
      { wrapper: t.wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(demoUser));
    t.session.dispose();
  });

  it('a profile update reaches the auth user, and a late one does not sign a user back in', async () => {
    server.use(
      http.patch(`${API}/users/me`, async ({ request }) =>
        HttpResponse.json({ ...demoUser, ...((await request.json()) as object) }),
      ),
    );
    const t = setup();
    t.store(tokenExpiringIn(600), demoUser);
    const { result } = renderHook(() => ({ auth: useAuthContext(), update: useUpdateMe() }), {
      wrapper: t.wrapper,
    });
    await waitFor(() => expect(result.current.auth.status).toBe('authenticated'));
    await act(() => result.current.update.mutateAsync({ name: 'Ada King' }));
    expect(result.current.auth.user?.name).toBe('Ada King');
    expect(JSON.parse(t.storage.getItem('user')!)).toMatchObject({ name: 'Ada King' });

    await act(() => result.current.auth.logout());
    act(() => result.current.auth.updateUser({ ...demoUser, name: 'Late' }));
    expect(result.current.auth.status).toBe('unauthenticated');
    expect(result.current.auth.user).toBeNull();
    expect(t.storage.getItem('user')).toBeNull();
  });

  it('logout-all revokes on the server, then logs out here', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/auth/logout-all`, ({ request }) => {
        calls.push(request.headers.get('authorization') ?? 'none');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const t = setup();
    const token = tokenExpiringIn(600);
    t.store(token, demoUser);
    const { result } = renderHook(() => ({ auth: useAuthContext(), all: useLogoutAll() }), {
      wrapper: t.wrapper,
    });
    await waitFor(() => expect(result.current.auth.status).toBe('authenticated'));
    await act(() => result.current.all.mutateAsync());
    expect(calls).toEqual([`Bearer ${token}`]);
    expect(result.current.auth.status).toBe('unauthenticated');
    expect(t.storage.getItem('accessToken')).toBeNull();
  });
});
