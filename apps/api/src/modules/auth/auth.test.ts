import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import type * as passwordModule from '../../lib/password';
import { hashPassword } from '../../lib/password';
import { serverDbKinds, useTestContext } from '../../test/helpers';
import { AuthRepository } from './auth.repository';

// The hasher, watched: a sign-up of a taken e-mail must do the same argon2 work as a new one.
vi.mock('../../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

describe.each(serverDbKinds)('auth on %s', (kind) => {
  const t = useTestContext(kind);

  const register = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/v1/auth/register', ...json(body) });
  const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: '/v1/auth/login', ...json({ email, password }), ...extra });
  const me = (token: string) => t.request({ url: '/v1/auth/me', token });

  describe('register', () => {
    it('creates a user with role user and returns tokens, never the hash', async () => {
      const res = await register({
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        password: 'analytical engine',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.user).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        role: 'user',
        subscription: null,
        photoURL: null,
      });
      expect(typeof body.user.id).toBe('string');
      expect(body.tokens.access.token.split('.')).toHaveLength(3);
      expect(Date.parse(body.tokens.refresh.expires)).toBeGreaterThan(Date.now());
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
      const claims = decodeJwt(body.tokens.access.token);
      expect(claims).toMatchObject({ sub: body.user.id, type: 'access' });
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      expect(typeof claims.jti).toBe('string');
      expect((await me(body.tokens.access.token)).json().email).toBe('ada@example.com');
    });

    it('answers 400 Email already taken', async () => {
      const res = await register({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'another long one',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'Email already taken' });
    });

    it('refuses role and other unknown fields (mass assignment)', async () => {
      for (const extra of [
        { role: 'admin' },
        { isEmailVerified: true },
        { disabled: false },
        { balance: 5 },
      ]) {
        const res = await register({
          name: 'Mallory',
          email: `mallory${Object.keys(extra)[0]}@example.com`,
          password: 'mallory password',
          ...extra,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(400);
      }
    });

    it('applies the password policy: 8–128 chars, common passwords refused, no composition rules', async () => {
      const tryPassword = (password: string, i: number) =>
        register({ name: 'P', email: `policy${i}@example.com`, password });
      expect((await tryPassword('short', 1)).statusCode).toBe(400);
      expect((await tryPassword('password123', 2)).statusCode).toBe(400);
      expect((await tryPassword('Password1', 3)).json()).toMatchObject({ code: 400 });
      const common = await tryPassword('qwertyuiop', 4);
      expect(common.json().errors[0]).toMatchObject({ field: 'password' });
      // Lower-case letters only, long enough: accepted.
      expect((await tryPassword('purple elephants dance', 5)).statusCode).toBe(201);
      // Oversized is refused by validation before any hashing: fast even for 1 MB-ish input.
      const started = performance.now();
      const huge = await tryPassword('x'.repeat(50_000), 6);
      expect(huge.statusCode).toBe(400);
      expect(performance.now() - started).toBeLessThan(1000);
      expect((await tryPassword('a'.repeat(129), 7)).statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('signs in and answers identical failures for unknown e-mail, wrong password and disabled', async () => {
      const user = await t.createUser();
      const ok = await login(user.email, user.password);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe(user.email);

      const disabled = await t.createUser();
      const admin = await t.createUser('admin');
      const adminTokens = await t.tokensFor(admin);
      const patch = await t.request({
        method: 'PATCH',
        url: `/v1/users/${disabled.id}`,
        token: adminTokens.access.token,
        ...json({ disabled: true }),
      });
      expect(patch.statusCode).toBe(200);

      const answers = await Promise.all([
        login('nobody-here@example.com', 'whatever password'),
        login(user.email, 'wrong password!'),
        login(disabled.email, disabled.password),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: 'Incorrect email or password' });
      }
    });
  });

  describe('refresh tokens', () => {
    it('rotates, and reuse of an old token revokes the whole family', async () => {
      const user = await t.createUser();
      const first = (await login(user.email, user.password)).json().tokens;
      const refresh = (token: string) =>
        t.request({
          method: 'POST',
          url: '/v1/auth/refresh-tokens',
          ...json({ refreshToken: token }),
        });
      const r1 = await refresh(first.refresh.token);
      expect(r1.statusCode).toBe(200);
      const second = r1.json();
      expect(second.refresh.token).not.toBe(first.refresh.token);
      expect((await me(second.access.token)).statusCode).toBe(200);

      // Presented again at once (another tab refreshing at the same moment): accepted, in the
      // same session.
      const sibling = await refresh(first.refresh.token);
      expect(sibling.statusCode).toBe(200);
      expect((await me(sibling.json().access.token)).statusCode).toBe(200);
      // Once the grace window is over, the rotated-away token coming back is theft.
      await t.database.db.execute(
        sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
      );
      const reuse = await refresh(first.refresh.token);
      expect(reuse.statusCode).toBe(401);
      expect((await refresh(second.refresh.token)).statusCode).toBe(401);
      expect((await me(second.access.token)).statusCode).toBe(401);
      expect((await me(first.access.token)).statusCode).toBe(401);
      expect((await refresh('not-a-token')).statusCode).toBe(401);
    });
  });

  describe('revocation', () => {
    it('logout ends that session only', async () => {
      const user = await t.createUser();
      const a = await t.tokensFor(user);
      const b = await t.tokensFor(user);
      const res = await t.request({
        method: 'POST',
        url: '/v1/auth/logout',
        ...json({ refreshToken: a.refresh.token }),
      });
      expect(res.statusCode).toBe(204);
      expect((await me(a.access.token)).statusCode).toBe(401);
      expect((await me(b.access.token)).statusCode).toBe(200);
    });

    it('logout-all kills every token of the user', async () => {
      const user = await t.createUser();
      const a = await t.tokensFor(user);
      const b = await t.tokensFor(user);
      const res = await t.request({
        method: 'POST',
        url: '/v1/auth/logout-all',
        token: a.access.token,
      });
      expect(res.statusCode).toBe(204);
      expect((await me(a.access.token)).statusCode).toBe(401);
      expect((await me(b.access.token)).statusCode).toBe(401);
      const refresh = await t.request({
        method: 'POST',
        url: '/v1/auth/refresh-tokens',
        ...json({ refreshToken: b.refresh.token }),
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('a password change needs the current password and revokes the other sessions', async () => {
      const user = await t.createUser();
      const current = await t.tokensFor(user);
      const other = await t.tokensFor(user);
      const change = (body: Record<string, unknown>) =>
        t.request({
          method: 'PATCH',
          url: '/v1/users/me',
          token: current.access.token,
          ...json(body),
        });
      expect((await change({ password: 'a brand new secret' })).statusCode).toBe(400);
      expect(
        (await change({ password: 'a brand new secret', currentPassword: 'wrong one!' }))
          .statusCode,
      ).toBe(400);
      const ok = await change({ password: 'a brand new secret', currentPassword: user.password });
      expect(ok.statusCode).toBe(200);
      expect((await me(current.access.token)).statusCode).toBe(200);
      expect((await me(other.access.token)).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    });

    it('forgot/reset password: always 204, one-time token, revokes sessions', async () => {
      const user = await t.createUser();
      const session = await t.tokensFor(user);
      const forgot = (email: string) =>
        t.request({ method: 'POST', url: '/v1/auth/forgot-password', ...json({ email }) });
      expect((await forgot('nobody@example.com')).statusCode).toBe(204);
      await t.app.jobs.drain();
      const before = t.mailer.sent.length;
      expect((await forgot(user.email)).statusCode).toBe(204);
      await t.app.jobs.drain();
      expect(t.mailer.sent.length).toBe(before + 1);
      const mail = t.mailer.sent.at(-1)!;
      expect(mail.to).toBe(user.email);
      const token = /token=([^\s]+)/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const reset = (tok: string, password: string) =>
        t.request({
          method: 'POST',
          url: `/v1/auth/reset-password?token=${tok}`,
          ...json({ password }),
        });
      const bad = await reset('nope', 'a fresh password');
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ code: 401, message: 'Password reset failed' });
      const done = await reset(token!, 'a fresh password');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ email: user.email });
      expect((await reset(token!, 'another fresh password')).statusCode).toBe(401);
      expect((await me(session.access.token)).statusCode).toBe(401);
      expect((await login(user.email, 'a fresh password')).statusCode).toBe(200);
    });
  });

  describe('forged tokens', () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

    it('rejects alg none, tampered payload, wrong key, wrong type, expired and missing exp', async () => {
      const user = await t.createUser();
      const victim = await t.createUser('admin');
      const good = await t.tokenOf(user);
      const claims = decodeJwt(good);
      expect((await me(good)).statusCode).toBe(200);
      const key = new TextEncoder().encode(t.config.jwt.secret);
      const now = Math.floor(Date.now() / 1000);
      const sign = (payload: Record<string, unknown>, k = key) =>
        new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(k);
      const [h, , s] = good.split('.');
      const forged: Record<string, string> = {
        algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
        tampered: `${h}.${b64({ ...claims, sub: victim.id })}.${s}`,
        wrongKey: await sign({ ...claims }, new TextEncoder().encode('x'.repeat(48))),
        wrongType: await sign({ ...claims, type: 'refresh' }),
        expired: await sign({ ...claims, iat: now - 3600, exp: now - 60 }),
        missingExp: await sign({
          sub: claims.sub,
          iat: now,
          jti: 'j',
          type: 'access',
          sid: claims.sid,
        }),
        hs512: await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(key),
        garbage: 'not.a.jwt',
      };
      for (const [name, token] of Object.entries(forged)) {
        const res = await me(token);
        expect([name, res.statusCode]).toEqual([name, 401]);
        expect(res.json().code).toBe(401);
      }
      expect((await me(forged.expired!)).json().message).toBe('Token expired');
      // The same claims correctly signed are accepted: the checks above are not vacuous.
      expect((await me(await sign({ ...claims }))).statusCode).toBe(200);
    });
  });
});

describe.each(serverDbKinds)('login throttling on %s', (kind) => {
  const t = useTestContext(kind, {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
  });
  const login = (email: string, password: string, ip: string, xff?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      payload: JSON.stringify({ email, password }),
    });

  it('locks an account after repeated failures, whatever the source address', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429 });
    expect(locked.headers['content-type']).toContain('application/json');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles per IP; a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login(`nobody${i}@example.com`, 'wrong password', '10.2.0.1', `1.2.3.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const user = await t.createUser();
    for (const xff of ['9.9.9.9', '8.8.8.8, 7.7.7.7', '']) {
      const res = await login(user.email, user.password, '10.2.0.1', xff || undefined);
      expect(res.statusCode).toBe(429);
    }
    // Another address is not affected.
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });
});

/** The `finfree_rt` values among an answer's Set-Cookie headers. */
function refreshCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .map(String)
    .filter((c) => c.startsWith('finfree_rt='));
}

describe.each(serverDbKinds)('sign-up of a taken e-mail on %s', (kind) => {
  const t = useTestContext(kind, { REGISTER_MAX_PER_IP: '6', REGISTER_MAX_TAKEN_PER_IP: '3' });
  const register = (ip: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const hasher = vi.mocked(hashPassword);

  it('hashes the submitted password on the taken path as on a new sign-up', async () => {
    const user = await t.createUser();
    hasher.mockClear();
    const fresh = await register('10.8.0.1', {
      name: 'New',
      email: 'hash-new@example.com',
      password: 'new path password',
    });
    expect(fresh.statusCode).toBe(201);
    expect(hasher.mock.calls).toEqual([['new path password']]);
    hasher.mockClear();
    const taken = await register('10.8.0.1', {
      name: 'Again',
      email: user.email,
      password: 'taken path password',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 400, message: 'Email already taken' });
    expect(hasher.mock.calls).toEqual([['taken path password']]);
  });

  it('e-mails the owner of a taken address, once per window', async () => {
    const user = await t.createUser();
    const notices = () =>
      t.mailer.sent.filter((m) => m.to === user.email && /tried to create/.test(m.subject));
    const attempt = () =>
      register('10.8.0.2', { name: 'Eve', email: user.email, password: 'eve wants in' });
    expect((await attempt()).statusCode).toBe(400);
    expect(notices()).toHaveLength(0);
    await t.app.jobs.drain();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toMatch(/nothing was created/);
    expect((await attempt()).statusCode).toBe(400);
    await t.app.jobs.drain();
    expect(notices()).toHaveLength(1);
  });

  it('answers 429 to every sign-up of an address past its taken answers', async () => {
    const user = await t.createUser();
    const ip = '10.8.0.3';
    const taken = () => register(ip, { name: 'Eve', email: user.email, password: 'probing list' });
    for (let i = 0; i < 3; i += 1) expect((await taken()).statusCode).toBe(400);
    const capped = await taken();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many sign-up attempts, please try again later');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    // A free e-mail from that address is refused the same way: the 429 tells nothing.
    const free = { name: 'F', email: 'free-after-cap@example.com', password: 'a free address' };
    expect((await register(ip, free)).statusCode).toBe(429);
    expect((await register('10.8.0.4', free)).statusCode).toBe(201);
  });

  it('limits sign-ups per address', async () => {
    const ip = '10.8.0.5';
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await register(ip, {
        name: 'Bulk',
        email: `bulk${i}@example.com`,
        password: 'bulk sign ups',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });
});

describe.each(serverDbKinds)('auth e-mails go through the job queue on %s', (kind) => {
  const log: string[] = [];
  const t = useTestContext(kind, {}, { log });
  const forgot = (email: string) =>
    t.request({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      ...{ headers: { 'content-type': 'application/json' } },
      payload: JSON.stringify({ email }),
    });
  /** `promise`, or a failure after `ms` (an answer that waits for held work never comes). */
  const within = <T>(promise: Promise<T>, ms = 5000) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the work')), ms),
      ),
    ]);
  afterEach(() => vi.restoreAllMocks());

  it('answers before the account is looked up or mailed; the link still arrives', async () => {
    const user = await t.createUser();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const byEmail = AuthRepository.prototype.byEmail;
    vi.spyOn(AuthRepository.prototype, 'byEmail').mockImplementation(async function (
      this: AuthRepository,
      email: string,
    ) {
      await held;
      return byEmail.call(this, email);
    });
    const send = t.mailer.send.bind(t.mailer);
    vi.spyOn(t.mailer, 'send').mockImplementation(async (message) => {
      await held;
      return send(message);
    });
    const before = t.mailer.sent.length;
    const res = await within(forgot(user.email));
    expect(res.statusCode).toBe(204);
    expect(t.mailer.sent.length).toBe(before);
    release();
    await t.app.jobs.drain();
    expect(t.mailer.sent.length).toBe(before + 1);
    const token = /token=([^\s]+)/.exec(t.mailer.sent.at(-1)!.text)?.[1];
    const reset = await t.request({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'reset after the answer' }),
    });
    expect(reset.json()).toEqual({ email: user.email });
  });

  it('queues the reset e-mail with the address only, and keeps a failed one for a retry', async () => {
    const user = await t.createUser();
    vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    expect((await forgot(user.email)).statusCode).toBe(204);
    const boss = await t.app.jobs.ready();
    const [queued] = await boss.findJobs('auth.reset-email', { data: { email: user.email } });
    expect(queued?.data).toEqual({ email: user.email });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(
      log.some(
        (line) =>
          line.includes('queued job failed') &&
          line.includes('auth.reset-email') &&
          line.includes('smtp down'),
      ),
    ).toBe(true);
    const [failed] = await boss.findJobs('auth.reset-email', { id: queued!.id });
    expect(failed?.state).toBe('retry');
    expect(failed!.startAfter.getTime()).toBeGreaterThan(Date.now());
  });
});

describe.each(serverDbKinds)('cookie routes refuse cross-site requests on %s', (kind) => {
  const t = useTestContext(kind, { CORS_ORIGINS: 'https://web.finfree.test' });
  const signIn = async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    return refreshCookies(res.headers)[0]!.split(';')[0]!;
  };
  const call = (path: string, cookie: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/v1/auth/${path}`, headers: { cookie, ...headers } });

  it('refuses a foreign Origin and Sec-Fetch-Site: cross-site on refresh and logout', async () => {
    const cookie = await signIn();
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://web.finfree.test' },
    ];
    for (const path of ['refresh-tokens', 'logout']) {
      for (const headers of refused) {
        const res = await call(path, cookie, headers);
        expect([path, headers, res.statusCode]).toEqual([path, headers, 403]);
        expect(res.json().message).toMatch(/^(Cross-site request|Request origin) refused$/);
        expect(refreshCookies(res.headers)).toEqual([]);
      }
    }
    // Nothing happened: the session is alive.
    expect((await call('refresh-tokens', cookie)).statusCode).toBe(200);
  });

  it('accepts the same origin, a trusted origin and callers that send no Origin', async () => {
    const accepted: Record<string, string>[] = [
      {},
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://web.finfree.test', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of accepted) {
      const cookie = await signIn();
      const res = await call('refresh-tokens', cookie, headers);
      expect([headers, res.statusCode]).toEqual([headers, 200]);
      const out = await call('logout', cookie, headers);
      expect([headers, out.statusCode]).toEqual([headers, 204]);
    }
  });
});

describe.each(serverDbKinds)('the refresh cookie is set once on %s', (kind) => {
  const t = useTestContext(kind);

  it('login, refresh, logout and sign-up answers carry at most one finfree_rt', async () => {
    const user = await t.createUser();
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.statusCode).toBe(200);
    expect(refreshCookies(login.headers)).toHaveLength(1);
    const cookie = refreshCookies(login.headers)[0]!.split(';')[0]!;
    const refresh = await t.request({
      method: 'POST',
      url: '/v1/auth/refresh-tokens',
      headers: { cookie },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refreshCookies(refresh.headers)).toHaveLength(1);
    const next = refreshCookies(refresh.headers)[0]!.split(';')[0]!;
    const logout = await t.request({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: next },
    });
    expect(logout.statusCode).toBe(204);
    expect(refreshCookies(logout.headers)).toHaveLength(1);
    // Sign-up answers the tokens in the body and sets no refresh cookie.
    const signUp = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'One',
        email: 'one-cookie@example.com',
        password: 'one cookie only',
      }),
    });
    expect(signUp.statusCode).toBe(201);
    expect(refreshCookies(signUp.headers)).toHaveLength(0);
  });
});
