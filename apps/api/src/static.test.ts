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
});

describe('prerendered public pages', () => {
  async function setup() {
    const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
    mkdirSync(join(webDist, 'prerendered'));
    const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
    const landing = `<!doctype html><html><body><div id="root"><h1>Landing</h1></div><!--finfree-boot--></body></html>`;
    const login =
      '<!doctype html><html><body><div id="root"><form>Sign in</form></div></body></html>';
    writeFileSync(join(webDist, 'index.html'), shell);
    writeFileSync(join(webDist, 'prerendered', 'home.html'), landing);
    writeFileSync(join(webDist, 'prerendered', 'login.html'), login);
    writeFileSync(
      join(webDist, 'prerendered', 'pages.json'),
      JSON.stringify({
        '/': { file: 'prerendered/home.html', bootData: true },
        '/pricing': { file: 'prerendered/home.html', bootData: true },
        '/auth/jwt/login': { file: 'prerendered/login.html', bootData: false },
      }),
    );
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, webDist });
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, close };
  }

  const bootDataOf = (html: string) => {
    const match = /<script type="application\/json" id="finfree-boot">(.*?)<\/script>/s.exec(html);
    if (!match?.[1]) throw new Error('no boot data in the page');
    return JSON.parse(match[1]) as Record<string, unknown>;
  };

  it('sends the landing page with the public stats and plans the API answers, for / and its sections', async () => {
    const { app, close } = await setup();
    const stats = (await app.inject({ url: '/v1/public/stats' })).json();
    const monthly = (await app.inject({ url: '/v1/plans?interval=month&limit=10&page=1' })).json();

    for (const url of ['/', '/pricing', '/?ref=FRIEND10']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<h1>Landing</h1>');
      expect(page.body).not.toContain('<!--finfree-boot-->');
      const data = bootDataOf(page.body);
      expect(data.publicStats).toEqual(stats);
      expect((data.plans as Record<string, unknown>).month).toEqual(monthly);
      expect(typeof data.at).toBe('number');
    }
    // The same page, compressed for a client that accepts it.
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    await close();
  });

  it('escapes the boot data so no stored text can close the script element', async () => {
    const { jsonForScript } = await import('./plugins/web-pages');
    const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' };
    const encoded = jsonForScript(hostile);
    expect(encoded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(encoded)).toEqual(hostile);
  });

  it('sends other prerendered pages as built, and the app shell for every other path', async () => {
    const { app, close } = await setup();
    const login = await app.inject({ url: '/auth/jwt/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<form>Sign in</form>');
    expect(login.body).not.toContain('finfree-boot');
    for (const url of ['/dashboard', '/dashboard/trades?page=2', '/no/such/page']) {
      const shell = await app.inject({ url });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="root"></div>');
    }
    // HEAD answers like GET, without a body.
    for (const url of ['/', '/auth/jwt/login', '/dashboard']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
    }
    // The API keeps its JSON 404.
    expect((await app.inject({ url: '/v1/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/v1/nope' })).statusCode).toBe(404);
    await close();
  });
});
