import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { dbKinds, openTestDatabase, testConfig } from './test/helpers';

describe.each(dbKinds)('app on %s', (kind) => {
  it('answers GET /v1/healthz and /v1/readyz', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildApp({ config: testConfig(), database });
    const res = await app.inject({ method: 'GET', url: '/v1/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/v1/readyz' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    // Database gone → 503 with a generic body, on readiness and on data routes alike.
    await database.close();
    const down = await app.inject({ url: '/v1/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 503, message: 'Service unavailable' });
    const plans = await app.inject({ url: '/v1/plans' });
    expect(plans.statusCode).toBe(503);
    expect(plans.json()).toEqual({ code: 503, message: 'Service unavailable' });
    await app.close();
  });

  it('serves the web app with index.html fallback, security headers and the 404 body', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
    const inline = 'document.documentElement.dataset.mode="dark"';
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><title>Finfree</title><script>${inline}</script>`,
    );
    const database = await openTestDatabase(kind);
    const app = await buildApp({ config: testConfig(), database, webDist });
    const api = await app.inject({ method: 'GET', url: '/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: 'Not found' });
    const page = await app.inject({ method: 'GET', url: '/dashboard/trades' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Finfree</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBeTruthy();
    const docs = await app.inject({ url: '/v1/docs' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(docs.headers['content-security-policy'])).not.toContain('unsafe-eval');
    await app.close();
    await database.close();
  });
});

describe('logging and CORS', () => {
  it('redacts passwords, tokens, authorization headers and card data', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, logger: true, logStream });
    app.log.info(
      {
        password: 'hunter2-password',
        body: {
          password: 'body-password',
          refreshToken: 'refresh-secret',
          cardNumber: '4242424242424242',
        },
        req: { headers: { authorization: 'Bearer secret-jwt' } },
        deep: { user: { password: 'deep-password', token: 'deep-token' } },
      },
      'audit',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { authorization: 'Bearer secret-jwt-2' },
      payload: { email: 'x@example.com', password: 'login-password' },
    });
    expect(res.statusCode).toBe(401);
    await app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password?token=reset-secret-token',
      payload: { password: 'a new password here' },
    });
    const out = lines.join('');
    expect(out).toContain('/v1/auth/reset-password?token=[redacted]');
    expect(out).toContain('audit');
    for (const secret of [
      'hunter2-password',
      'body-password',
      'refresh-secret',
      '4242424242424242',
      'secret-jwt',
      'deep-password',
      'deep-token',
      'login-password',
      'reset-secret-token',
    ]) {
      expect(out).not.toContain(secret);
    }
    await app.close();
    await database.close();
  });

  it('allows only configured origins', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ CORS_ORIGINS: 'https://app.example' }),
      database,
    });
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/v1/plans',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    const bad = await app.inject({ url: '/v1/plans', headers: { origin: 'https://evil.example' } });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
    await database.close();
  });
});

describe('graceful shutdown', () => {
  it('lets in-flight requests finish when the app closes', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database });
    let received = 0;
    app.addHook('onRequest', async () => {
      received += 1;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // Logins take an argon2 verification each: still running when close() starts.
    const inflight = Array.from({ length: 5 }, () =>
      fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'some password' }),
      }),
    );
    await vi.waitFor(() => expect(received).toBe(5));
    const closed = app.close();
    const answers = await Promise.all(inflight);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/v1/healthz`)).rejects.toThrow();
    await database.close();
  });
});
