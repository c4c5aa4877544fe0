import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { dbKinds, openTestDatabase, testConfig } from '../test/helpers';
import { createWebPages, fillTemplate, jsonForScript } from './web-pages';

// A web build as apps/web/scripts/prerender.mjs writes it: the pages as built (no data), the
// templates of the pages that show public data and the renderer (here one that writes what it
// was given, so the tests see which data each page was rendered from, and that keeps of the
// chain only its head as the page's boot data, as the web build's renderer keeps its heads).
// The ids the web build's renderer exports (apps/web/src/app/bootIds.ts).
const ids = {
  BOOT_DATA_ELEMENT_ID: 'finfree-boot',
  TEMPLATE_PLACEHOLDERS: {
    boot: '<!--finfree-boot-->',
    root: '<!--finfree-root-->',
    styles: '<!--finfree-styles-->',
  },
};
const idExports = Object.entries(ids)
  .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
  .join('');

const renderer = `${idExports}export async function render(path, data) {
  const shown = data.publicStats
    ? data.publicStats.membersLabel + ' joined, ' + data.plans.year.results.length + ' yearly plans'
    : data.chain.events.length + ' events';
  const { chain, ...boot } = data;
  return {
    html: '<h1>Rendered ' + path + '</h1><p>' + shown + '</p>',
    styles: '<style data-styled="1">h1{}</style>',
    data: chain ? { ...boot, chainHeads: { head: chain.head } } : boot,
  };
}
`;

const template = (name: string) =>
  `<!doctype html><html><head><!--finfree-styles--></head><body><div id="root"><!--finfree-root--></div><!--finfree-boot--></body></html><!--${name}-->`;

function writeBuild({ withRenderer = true }: { withRenderer?: boolean } = {}) {
  const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
  mkdirSync(join(webDist, 'prerendered'));
  mkdirSync(join(webDist, '.ssr', 'pages'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(join(webDist, file), text);
  write('index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('prerendered/home.html', '<div id="root"><h1>Landing, no data</h1></div>');
  write('prerendered/pricing.html', '<div id="root"><h1>Pricing, no data</h1></div>');
  write('prerendered/track-record.html', '<div id="root"><h1>Track record, no data</h1></div>');
  write('prerendered/login.html', '<div id="root"><form>Sign in</form></div>');
  write('.ssr/pages/home.html', template('home'));
  write('.ssr/pages/pricing.html', template('pricing'));
  write('.ssr/pages/track-record.html', template('track-record'));
  write('.ssr/package.json', '{ "type": "module" }');
  if (withRenderer) write('.ssr/entry.js', renderer);
  const page = (file: string, data: string) => ({
    file: `prerendered/${file}`,
    data,
    template: `.ssr/pages/${file}`,
  });
  write(
    'prerendered/pages.json',
    JSON.stringify({
      '/': page('home.html', 'landing'),
      '/pricing': page('pricing.html', 'landing'),
      '/track-record': page('track-record.html', 'track-record'),
      '/auth/jwt/login': { file: 'prerendered/login.html' },
    }),
  );
  return webDist;
}

async function setup(webDist = writeBuild()) {
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

const plain = { 'accept-encoding': 'identity' };

describe('prerendered public pages', () => {
  it('renders the landing with the public stats and plans the API answers, and carries that data', async () => {
    const { app, close } = await setup();
    const stats = (await app.inject({ url: '/v1/public/stats' })).json();
    const monthly = (await app.inject({ url: '/v1/plans?interval=month&limit=10&page=1' })).json();
    const yearly = (await app.inject({ url: '/v1/plans?interval=year&limit=10&page=1' })).json();

    for (const [url, path] of [
      ['/', '/'],
      ['/pricing', '/pricing'],
      ['/?ref=FRIEND10', '/'],
    ] as const) {
      const page = await app.inject({ url, headers: plain });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      // The same for any query string but the language's: a copy fetched ahead serves `?ref=…`
      // or `?plan=…` too.
      expect(page.headers['no-vary-search']).toBe('params, except=("lang")');
      // The markup the renderer made from the same data, its styles, no placeholder left.
      expect(page.body).toContain(
        `<div id="root"><h1>Rendered ${path}</h1><p>${stats.membersLabel} joined, ${yearly.results.length} yearly plans</p></div>`,
      );
      expect(page.body).toContain('<head><style data-styled="1">h1{}</style></head>');
      expect(page.body).not.toContain('<!--finfree-');
      const data = bootDataOf(page.body);
      expect(data.publicStats).toEqual(stats);
      expect(data.plans).toEqual({ month: monthly, year: yearly });
      expect(typeof data.at).toBe('number');
    }
    // The same page, compressed for a client that accepts it.
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    await close();
  });

  it('renders the track record with the statistics and the history the API answers', async () => {
    const { app, close } = await setup();
    const chain = (await app.inject({ url: '/v1/trades/chain' })).json();
    const performance = (await app.inject({ url: '/v1/trades/performance' })).json();
    const page = await app.inject({ url: '/track-record', headers: plain });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p>${chain.events.length} events</p>`);
    // Rendered from the whole chain; carrying only what the renderer kept of it.
    const data = bootDataOf(page.body);
    expect(data).toMatchObject({ performance, chainHeads: { head: chain.head } });
    expect(data).not.toHaveProperty('chain');
    expect(data).not.toHaveProperty('publicStats');
    await close();
  });

  it('sends a page as built, without data, when its rendering fails (the app then fetches it)', async () => {
    const { app, close } = await setup();
    const webDist = writeBuild();
    writeFileSync(
      join(webDist, '.ssr', 'entry.js'),
      `${idExports}export async function render() { throw new Error('render failed'); }\n`,
    );
    const pages = createWebPages(app, webDist);
    const sent: unknown[] = [];
    const reply = {
      header: () => reply,
      sendFile: (file: string) => sent.push(`file:${file}`),
      send: (body: unknown) => sent.push(body),
    };
    await pages!.send({ headers: {} } as never, reply as never, pages!.match('/')!);
    expect(sent).toEqual(['file:prerendered/home.html']);
    await close();
  });

  it("sends a page as built when its template lacks one of the renderer's placeholders", async () => {
    const { app, close } = await setup();
    const webDist = writeBuild();
    // A build whose renderer declares other placeholders than its templates carry.
    writeFileSync(
      join(webDist, '.ssr', 'entry.js'),
      renderer.replace('"<!--finfree-root-->"', '"<!--elsewhere-->"'),
    );
    const pages = createWebPages(app, webDist)!;
    const sent: unknown[] = [];
    const reply = {
      header: () => reply,
      sendFile: (file: string) => sent.push(`file:${file}`),
      send: (body: unknown) => sent.push(body),
    };
    await pages.send({ headers: {} } as never, reply as never, pages.match('/')!);
    expect(sent).toEqual(['file:prerendered/home.html']);
    await close();
  });

  it('renders again at most once per TTL, sending the previous pages while it renders unless they are too old', async () => {
    const { app, close } = await setup();
    const webDist = writeBuild();
    // A renderer that numbers its renders.
    writeFileSync(
      join(webDist, '.ssr', 'entry.js'),
      `${idExports}let count = 0;\nexport async function render() { count += 1; return { html: '<p>render ' + count + '</p>', styles: '', data: {} }; }\n`,
    );
    let clock = 1_000_000;
    const pages = createWebPages(app, webDist, { ttlMs: 30_000, now: () => clock })!;
    const send = async () => {
      let body = '';
      const reply = {
        header: () => reply,
        sendFile: (file: string) => (body = `file:${file}`),
        send: (sent: Buffer) => (body = sent.toString('utf8')),
      };
      await pages.send({ headers: {} } as never, reply as never, pages.match('/track-record')!);
      return /render \d+/.exec(body)?.[0];
    };
    // Three pages (/, /pricing, /track-record) per refresh; the track record is the third.
    expect(await send()).toBe('render 3');
    clock += 29_000;
    expect(await send()).toBe('render 3');
    clock += 2_000;
    // Expired: this request still gets the previous page; the next ones the new render.
    expect(await send()).toBe('render 3');
    await vi.waitFor(async () => expect(await send()).toBe('render 6'));
    // After a quiet spell the previous pages are too old to send: the request waits for the
    // render, so no page carries data more than twice the TTL old.
    clock += 61_000;
    expect(await send()).toBe('render 9');
    await close();
  });

  it('refuses a build whose renderer is missing', async () => {
    const database = await openTestDatabase('pglite');
    await expect(
      buildApp({ config: testConfig(), database, webDist: writeBuild({ withRenderer: false }) }),
    ).rejects.toThrow(/\.ssr.entry\.js is missing/);
    await database.close();
  });

  it('never serves the renderer or its templates', async () => {
    const { app, close } = await setup();
    for (const url of ['/.ssr/entry.js', '/.ssr/pages/home.html']) {
      const response = await app.inject({ url });
      expect(response.body).not.toContain('export async function render');
      expect(response.body).not.toContain('<!--finfree-root-->');
    }
    await close();
  });

  it('escapes the boot data so no stored text can close the script element', () => {
    const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' };
    const encoded = jsonForScript(hostile);
    expect(encoded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(encoded)).toEqual(hostile);
    // Text with replacement patterns is inserted as it is.
    const page = fillTemplate(
      template('x'),
      { html: '<p>$& $1</p>', styles: '', data: hostile },
      ids,
    );
    expect(page).toContain('<div id="root"><p>$& $1</p></div>');
    expect(page).not.toContain('</script><script>alert');
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

// A build as the web build writes it per language: each page in English (`home.html`), French
// (`home.fr.html`) and Arabic (`home.ar.html`), its `<html lang dir>` the language's, and a
// renderer that writes the language it was asked for.
const headings = {
  en: 'Join the financially free',
  fr: 'Rejoignez les libres',
  ar: 'انضم إلى الأحرار',
};
const directions = { en: 'ltr', fr: 'ltr', ar: 'rtl' } as const;
type Lang = keyof typeof headings;

function writeLanguageBuild() {
  const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
  mkdirSync(join(webDist, 'prerendered'));
  mkdirSync(join(webDist, '.ssr', 'pages'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(join(webDist, file), text);
  const doc = (lang: Lang, root: string, boot = '') =>
    `<!doctype html><html lang="${lang}" dir="${directions[lang]}"><head><!--finfree-styles--></head><body><div id="root">${root}</div>${boot}</body></html>`;
  const name = (file: string, lang: Lang) =>
    lang === 'en' ? file : file.replace(/\.html$/, `.${lang}.html`);
  write('index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('.ssr/package.json', '{ "type": "module" }');
  write(
    '.ssr/entry.js',
    `${idExports}const headings = ${JSON.stringify(headings)};
let language = 'en';
export async function render(path, data, lang = 'en') {
  language = lang;
  // The renderer's language is shared between renders: a render that overlapped another
  // would show in it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { html: '<h1>' + headings[language] + '</h1><p>' + path + '</p>', styles: '', data: { lang } };
}
`,
  );
  const entry = (file: string, data?: string) => {
    const files = (lang: Lang) => ({
      file: `prerendered/${name(file, lang)}`,
      ...(data ? { template: `.ssr/pages/${name(file, lang)}` } : {}),
    });
    return {
      ...files('en'),
      ...(data ? { data } : {}),
      languages: { fr: files('fr'), ar: files('ar') },
    };
  };
  for (const lang of ['en', 'fr', 'ar'] as const) {
    write(
      `prerendered/${name('home.html', lang)}`,
      doc(lang, `<h1>${headings[lang]}</h1> no data`),
    );
    write(
      `.ssr/pages/${name('home.html', lang)}`,
      doc(lang, '<!--finfree-root-->', '<!--finfree-boot-->'),
    );
    write(`prerendered/${name('login.html', lang)}`, doc(lang, `<form>${headings[lang]}</form>`));
  }
  write(
    'prerendered/pages.json',
    JSON.stringify({ '/': entry('home.html', 'landing'), '/auth/jwt/login': entry('login.html') }),
  );
  return webDist;
}

describe.each(dbKinds)("public pages in the visitor's language on %s", (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, webDist: writeLanguageBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ url, headers: { ...plain, ...headers } });

  const expectIn = (page: { body: string; headers: Record<string, unknown> }, lang: Lang) => {
    expect(page.body).toContain(`<html lang="${lang}" dir="${directions[lang]}">`);
    expect(page.body).toContain(headings[lang]);
    for (const other of (['en', 'fr', 'ar'] as const).filter((l) => l !== lang)) {
      expect(page.body).not.toContain(headings[other]);
    }
    const vary = String(page.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
  };

  it('renders the landing in the language of the cookie, else of Accept-Language, else English', async () => {
    const arabic = await get('/', { cookie: 'finfree_lang=ar', 'accept-language': 'fr' });
    expect(arabic.statusCode).toBe(200);
    expectIn(arabic, 'ar');
    // Rendered with its data, in that language.
    expect(bootDataOf(arabic.body)).toMatchObject({ lang: 'ar' });
    expectIn(await get('/', { 'accept-language': 'fr-CA,fr;q=0.9' }), 'fr');
    expectIn(await get('/', {}), 'en');
    expectIn(await get('/', { cookie: 'finfree_lang=de', 'accept-language': 'de-DE' }), 'en');
    // Compressed, and still varying on the language.
    const br = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', cookie: 'finfree_lang=ar' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding.*cookie.*accept-language/);
  });

  it("never gives one language's rendered page to another, in a row or at once", async () => {
    const order: Lang[] = ['ar', 'fr', 'ar', 'en', 'fr', 'en', 'ar'];
    for (const lang of order) {
      expectIn(await get('/', { cookie: `finfree_lang=${lang}` }), lang);
    }
    // Requests at the same moment in three languages, to pages not rendered yet: the renders of
    // the three languages' refreshes overlap.
    const pages = createWebPages(app, writeLanguageBuild())!;
    const send = async (lang: Lang) => {
      let body = '';
      const reply = {
        header: () => reply,
        sendFile: (file: string) => (body = `file:${file}`),
        send: (sent: Buffer) => (body = sent.toString('utf8')),
      };
      const request = { headers: { 'accept-language': lang } };
      await pages.send(request as never, reply as never, pages.match('/')!);
      return body;
    };
    const bodies = await Promise.all(order.map(send));
    bodies.forEach((body, index) => {
      const lang = order[index]!;
      expect(body).toContain(`<h1>${headings[lang]}</h1>`);
      expect(bootDataOf(body)).toEqual({ lang });
    });
  });

  it('sends the language the address names, varying on nothing else', async () => {
    for (const url of ['/?lang=fr', '/?ref=A1&lang=fr', '/auth/jwt/login?lang=fr']) {
      const page = await get(url, { cookie: 'finfree_lang=ar', 'accept-language': 'ar' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="fr" dir="ltr">`);
      expect(page.body).toContain(headings.fr);
      // The copy fetched ahead before the choice (another cookie) serves the visit after it.
      expect(String(page.headers.vary ?? '').toLowerCase()).not.toMatch(/cookie|accept-language/);
      expect(page.headers['cache-control']).toBe('private, max-age=120');
    }
    const br = await app.inject({
      url: '/?lang=ar',
      headers: { 'accept-encoding': 'br', cookie: 'finfree_lang=fr' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    // A language the pages are not written in: the headers choose, and the answer says so.
    expectIn(await get('/?lang=de', { cookie: 'finfree_lang=ar' }), 'ar');
  });

  it("sends the pages built without data in the visitor's language", async () => {
    expectIn(await get('/auth/jwt/login', { cookie: 'finfree_lang=ar' }), 'ar');
    expectIn(await get('/auth/jwt/login', { 'accept-language': 'fr-FR' }), 'fr');
    expectIn(await get('/auth/jwt/login', {}), 'en');
    const br = await app.inject({
      url: '/auth/jwt/login',
      headers: { 'accept-encoding': 'gzip', cookie: 'finfree_lang=fr' },
    });
    expect(String(br.headers.vary).toLowerCase()).toContain('cookie');
  });
});
