import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from './app';
import { openTestDatabase, testConfig } from './test/helpers';

describe('serving the built web app', () => {
  it('sends the precompressed file the client accepts, with immutable caching for assets', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
    mkdirSync(join(webDist, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Finfree</title>');
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, webDist });

    const br = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    await app.close();
    await database.close();
  });

  it("revalidates every file outside the build's assets/ folder, the service worker and the app manifest included, wherever the build lies", async () => {
    // The build in a folder whose own path has an `assets` folder: only its assets/ is hashed.
    const webDist = join(mkdtempSync(join(tmpdir(), 'finfree-web-')), 'assets', 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Finfree</title>');
    writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('push', () => {});");
    writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Finfree"}');
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1);');
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, webDist });

    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await app.close();
    await database.close();
  });
});
