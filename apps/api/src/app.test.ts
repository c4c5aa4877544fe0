import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';

describe('app', () => {
  it('answers GET /v1/healthz', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/v1/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers unknown API routes with the contract 404 body, and app routes with index.html', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Finfree</title>');
    const app = await buildApp({ webDist });
    const api = await app.inject({ method: 'GET', url: '/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: 'Not found' });
    const page = await app.inject({ method: 'GET', url: '/dashboard/trades' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Finfree</title>');
    await app.close();
  });
});
