import { serverDbKinds, useTestContext } from '../../test/helpers';

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** `name=value` of a Set-Cookie header, and the header itself. */
function cookieFrom(headers: Record<string, unknown>, name: string) {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String);
  const header = all.find((c) => c.startsWith(`${name}=`));
  return { header, pair: header?.split(';')[0] ?? '' };
}

describe.each(serverDbKinds)('sessions and sign-in protection on %s', (kind) => {
  const t = useTestContext(kind, {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '5',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });

  const login = (email: string, password: string, ip = '10.9.0.1', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ email, password }),
    });

  it('checks at most the limit of 50 simultaneous wrong guesses on one account', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(user.email, `wrong guess ${i}`, `10.8.${i}.1`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // 401 = the password was verified (and wrong); 429 = refused before any verification.
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from a device that signed in before, during an attack', async () => {
    const user = await t.createUser();
    const first = await login(user.email, user.password, '10.7.0.1');
    expect(first.statusCode).toBe(200);
    const device = cookieFrom(first.headers, 'finfree_device');
    expect(device.header).toMatch(/HttpOnly/);
    for (let i = 0; i < 12; i += 1) await login(user.email, 'stranger guess', `10.6.${i}.9`);
    // A new device is refused while the attack lasts…
    expect((await login(user.email, user.password, '10.7.0.2')).statusCode).toBe(429);
    // …the owner's usual device is not.
    expect((await login(user.email, user.password, '10.7.0.1', device.pair)).statusCode).toBe(200);
    // A forged device cookie counts as a new device.
    const forged = device.pair.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await login(user.email, user.password, '10.7.0.1', forged)).statusCode).toBe(429);
  });

  it('throttles one account from one address more tightly than the account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, 'nope nope', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('throttles guesses at the current password when changing it', async () => {
    const user = await t.createUser();
    const { access } = await t.tokensFor(user);
    const change = (currentPassword: string) =>
      t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token: access.token,
        ...json({ password: 'a new long passphrase', currentPassword }),
      });
    for (let i = 0; i < 10; i += 1) expect((await change(`guess ${i}`)).statusCode).toBe(400);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps tokens and personal data out of caches', async () => {
    const user = await t.createUser();
    const signIn = await login(user.email, user.password, '10.4.0.1');
    expect(signIn.headers['cache-control']).toBe('no-store');
    const me = await t.request({ url: '/v1/auth/me', token: signIn.json().tokens.access.token });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('rotates the refresh token through its cookie; two tabs refreshing at once both stay in', async () => {
    const user = await t.createUser();
    const signIn = await login(user.email, user.password, '10.3.0.1');
    const rt = cookieFrom(signIn.headers, 'finfree_rt');
    expect(rt.header).toMatch(/HttpOnly/);
    expect(rt.header).toMatch(/SameSite=Strict/);
    expect(rt.header).toMatch(/Path=\/v1\/auth/);
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', headers: { cookie } });
    const [a, b] = await Promise.all([refresh(rt.pair), refresh(rt.pair)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const answer of [a, b]) {
      const next = cookieFrom(answer.headers, 'finfree_rt');
      expect(next.pair).not.toBe(rt.pair);
      const me = await t.request({ url: '/v1/auth/me', token: answer.json().access.token });
      expect(me.statusCode).toBe(200);
    }
    // Signing out with the cookie ends the session and deletes the cookie.
    const latest = cookieFrom(a.headers, 'finfree_rt').pair;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: latest },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieFrom(out.headers, 'finfree_rt').header).toMatch(/Max-Age=0/);
    expect((await refresh(latest)).statusCode).toBe(401);
    // Without a token at all: 401.
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens' })).statusCode,
    ).toBe(401);
  });

  describe('password-reset links', () => {
    const forgot = async (email: string) => {
      const before = t.mailer.sent.length;
      await t.request({ method: 'POST', url: '/v1/auth/forgot-password', ...json({ email }) });
      await t.app.jobs.drain();
      expect(t.mailer.sent.length).toBe(before + 1);
      return /token=([^\s]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    };
    const reset = (token: string, password: string) =>
      t.request({
        method: 'POST',
        url: `/v1/auth/reset-password?token=${token}`,
        ...json({ password }),
      });

    it('work once, and every older link dies when a newer one is used', async () => {
      const user = await t.createUser();
      const links = [await forgot(user.email), await forgot(user.email), await forgot(user.email)];
      expect((await reset(links[2]!, 'the newest link wins')).statusCode).toBe(200);
      expect((await reset(links[2]!, 'used twice')).statusCode).toBe(401);
      expect((await reset(links[1]!, 'an older link')).statusCode).toBe(401);
      expect((await reset(links[0]!, 'the oldest link')).statusCode).toBe(401);
    });

    it('die when the password is changed', async () => {
      const user = await t.createUser();
      const link = await forgot(user.email);
      const { access } = await t.tokensFor(user);
      const changed = await t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token: access.token,
        ...json({ password: 'changed by the owner', currentPassword: user.password }),
      });
      expect(changed.statusCode).toBe(200);
      expect((await reset(link, 'set by a stale link')).statusCode).toBe(401);
    });
  });
});
