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
    // Database gone → 503 with a generic body.
    await database.close();
    const down = await app.inject({ url: '/v1/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 503, message: 'Service unavailable' });
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
    await app.close();
    await database.close();
  });
});
