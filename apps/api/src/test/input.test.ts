import { connect } from 'node:net';
import { CARD_FORMATS } from './card-formats';
import { createTestContext, serverDbKinds, scanLogLines, useTestContext } from './helpers';

describe.each(serverDbKinds)('hostile input on %s', (kind) => {
  const log: string[] = [];
  const t = useTestContext(kind, { BODY_LIMIT_BYTES: String(64 * 1024) }, { log });
  let admin: string;
  beforeAll(async () => {
    admin = (await t.signIn('admin')).token;
  });

  const raw = (payload: string, contentType = 'application/json', url = '/v1/plans') =>
    t.request({
      method: 'POST',
      url,
      token: admin,
      payload,
      headers: { 'content-type': contentType },
    });

  it('refuses money amounts that are not non-negative integers, without coercion', async () => {
    const cases = [
      '-1',
      '0.5',
      '"100"',
      '1e309',
      String(2 ** 53 + 1),
      'null',
      'true',
      '[100]',
      '{"$gt":0}',
    ];
    for (const amount of cases) {
      const res = await raw(`{"name":"Edge","interval":"month","amount":${amount}}`);
      expect([amount, res.statusCode]).toEqual([amount, 400]);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(res.json().errors[0].field).toBe('amount');
    }
    // 0 is a valid price (a free tier); the positive case is accepted too.
    expect((await raw('{"name":"Free","interval":"month","amount":0}')).statusCode).toBe(201);
    expect((await raw('{"name":"Paid","interval":"year","amount":4900}')).json()).toMatchObject({
      amount: 4900,
      currency: 'usd',
    });
  });

  it('refuses NUL and control characters before any handler or query runs, naming the field', async () => {
    const plan = await t.request({ url: '/v1/plans/a%00b' });
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toMatchObject({ code: 400, errors: [{ field: 'id' }] });
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'whatever password' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      code: 400,
      message: 'Invalid body: email must not contain control characters',
      errors: [{ field: 'email', message: 'must not contain control characters' }],
    });
    const query = await t.request({ url: '/v1/plans?interval=month%1B' });
    expect(query.json()).toMatchObject({ code: 400, errors: [{ field: 'interval' }] });
    // A lone surrogate (not storable as UTF-8) in a nested field.
    const nested = await raw(
      '{"name":"P","interval":"month","amount":1,"features":["ok","\\ud800"]}',
    );
    expect(nested.json()).toMatchObject({ code: 400, errors: [{ field: 'features.1' }] });
  });

  it('refuses TAB, LF and CR in single-line fields only', async () => {
    const contact = (payload: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/v1/contact',
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'M', ...payload },
      });
    expect((await contact({ message: 'line one\r\n\tline two' })).statusCode).toBe(202);
    for (const bad of [{ subject: 'a\tb' }, { name: 'a\nb' }, { subject: 'a\rb' }] as Record<
      string,
      string
    >[]) {
      const res = await contact(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: Object.keys(bad)[0],
        message: 'must not contain control characters',
      });
    }
    // The document's patterns use plain ranges that every OpenAPI tool understands.
    const doc = (await t.request({ url: '/v1/openapi.json' })).body;
    expect(doc).not.toContain('\\\\p{');
    expect(doc).toContain('^[^\\\\u0000-\\\\u001f\\\\u007f-\\\\u009f\\\\ud800-\\\\udfff]*$');
  });

  it('refuses a JSON body that is not valid UTF-8 and accepts any valid one', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('","interval":"month","amount":1}'),
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/v1/plans',
      token: admin,
      payload: bytes,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Invalid JSON body: not UTF-8' });
    const ok = await raw('{"name":"Plan ✓ 😀 ü","interval":"month","amount":1}');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().name).toBe('Plan ✓ 😀 ü');
  });

  it('refuses a card number however it is typed, in every free-text field', async () => {
    const user = await t.createUser();
    const token = await t.tokenOf(user);
    let refused = 0;
    for (const [label, text] of CARD_FORMATS) {
      const contact = await t.request({
        method: 'POST',
        url: '/v1/contact',
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Card', message: `pay ${text}` },
      });
      const name = await t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token,
        payload: { name: text.slice(0, 100) },
      });
      const search = await t.request({
        url: `/v1/users?search=${encodeURIComponent(text)}`,
        token: admin,
      });
      for (const res of [contact, name, search]) {
        expect([label, res.statusCode, res.json().message]).toEqual([
          label,
          400,
          'Raw card data is not accepted',
        ]);
        refused += 1;
      }
    }
    expect(refused).toBe(CARD_FORMATS.length * 3);
    // 19 zeros pass Luhn but are no card: a symbol filter, answered normally.
    const zeros = await t.request({ url: '/v1/trades?symbol=0000000000000000000', token: admin });
    expect(zeros.statusCode).toBe(200);
  });

  it('agrees with the document: 405 with Allow, 414 and unknown query keys in the error shape', async () => {
    const put = await t.request({ method: 'PUT', url: '/v1/plans' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.json()).toEqual({ code: 405, message: 'Method not allowed' });
    const long = await t.request({ url: `/v1/plans/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, message: 'URI too long' });
    // Unknown query keys are refused and named, on list routes and on routes without a query.
    for (const url of ['/v1/plans?foo=1', '/v1/healthz?foo=1', '/v1/plans?limit=5&foo=1']) {
      const unknown = await t.request({ url });
      expect([url, unknown.statusCode]).toEqual([url, 400]);
      expect(unknown.json()).toEqual({
        code: 400,
        message: 'Invalid querystring: foo is not an accepted key',
        errors: [{ field: 'foo', message: 'is not an accepted key' }],
      });
    }
    const doc = (await t.request({ url: '/v1/openapi.json' })).json();
    const register = doc.paths['/v1/auth/register'].post;
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['400', '405', '413', '414', '415', '429', '431', '503']),
    );
    expect(JSON.stringify(register.requestBody)).toContain('"format":"email"');
    expect(JSON.stringify(doc.paths['/v1/users/me'].patch.requestBody)).toContain('"format":"uri"');
    expect(JSON.stringify(doc.paths['/v1/plans'].get.parameters)).toBeTruthy();
  });

  it('answers 431 in the error shape, without echoing the headers, on a listening socket', async () => {
    const served = await createTestContext(kind);
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as { port: number };
      const marker = 'HUGEHEADERVALUE';
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (data += chunk));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
        socket.write(
          `GET /v1/healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${marker.repeat(4000)}\r\n\r\n`,
        );
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body ?? '')).toEqual({
        code: 431,
        message: 'Request header fields too large',
      });
      expect(answer).not.toContain(marker);
      // The server still answers afterwards.
      const ok = await fetch(`http://127.0.0.1:${port}/v1/healthz`);
      expect(ok.status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('refuses __proto__ and constructor pollution', async () => {
    const a = await raw('{"name":"P","interval":"month","amount":1,"__proto__":{"admin":true}}');
    expect(a.statusCode).toBe(400);
    expect(a.json()).toMatchObject({ code: 400 });
    const b = await raw(
      '{"name":"P","interval":"month","amount":1,"constructor":{"prototype":{"x":1}}}',
    );
    expect(b.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses deep nesting, oversized bodies and wrong content types with JSON 4xx', async () => {
    const deep = `{"name":${'['.repeat(5000)}1${']'.repeat(5000)},"interval":"month","amount":1}`;
    const d = await raw(deep);
    expect(d.statusCode).toBe(400);
    const big = await raw(
      JSON.stringify({ name: 'x'.repeat(100_000), interval: 'month', amount: 1 }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, message: 'Request body is too large' });
    const text = await raw('name=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415 });
    const form = await raw('name=x&amount=1', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    const broken = await raw('{"name": "x", ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, message: 'Invalid JSON body' });
    const empty = await raw('');
    expect(empty.statusCode).toBe(400);
    // Still serving afterwards.
    expect((await t.request({ url: '/v1/healthz' })).statusCode).toBe(200);
  });

  it('refuses unknown query values and caps list sizes', async () => {
    const token = (await t.signIn()).token;
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'page=0',
      'sortBy=password:asc',
      'status=won',
    ]) {
      const res = await t.request({ url: `/v1/trades?${q}`, token });
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
  });

  it('answers 429 JSON on the stricter limit of sensitive routes', async () => {
    const strict = await createTestContext(kind, { RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const send = () =>
        strict.request({
          method: 'POST',
          url: '/v1/contact',
          payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(202);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 429,
        message: 'Too many requests, please try again later',
      });
      // Other routes are not affected by the strict counter.
      expect((await strict.request({ url: '/v1/public/stats' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('applies the general per-IP limit, shared through the database', async () => {
    const limited = await createTestContext(kind, { RATE_LIMIT_MAX: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        codes.push(
          (await limited.request({ url: '/v1/healthz', remoteAddress: '10.9.0.1' })).statusCode,
        );
      }
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes.slice(5)).toEqual([429, 429]);
      // The counter reaches PostgreSQL, where other instances read it.
      await vi.waitFor(async () => {
        expect(await limited.app.ctx.limiter.peek('ip:10.9.0.1')).toBeGreaterThanOrEqual(7);
      });
    } finally {
      await limited.close();
    }
  });

  it('leaves no hash, token, query parameter or card number in its logs, and no client error logged as an error', () => {
    const findings = scanLogLines(log, [admin, 'whatever password']);
    const errors = log.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    expect(log.length).toBeGreaterThan(50);
  });
});
