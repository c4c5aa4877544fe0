// Runs every story of the static Storybook build (`pnpm run build-storybook` first) the way a
// designer opens it: the Storybook manager in a 1440×900 window, each story selected in turn,
// its play function and axe check reported as the Interactions panel shows them. Exits 1 if a
// story fails. `node scripts/storybook-static.mjs [storybook-static] [--filter=text]`
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromeArgs, resolveChrome } from './chrome.mjs';

const args = process.argv.slice(2);
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'storybook-static');
const filter = args.find((a) => a.startsWith('--filter='))?.slice('--filter='.length);
const window = { width: 1440, height: 900 };

if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No static Storybook in ${dir}: run \`pnpm run build-storybook\` first.`);
  process.exit(2);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(dir, path);
  if (!file.startsWith(dir)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && (!filter || filter.split(',').some((f) => e.id.includes(f))))
  .map((e) => e.id);

const browser = await chromium.launch({ executablePath: resolveChrome(), args: chromeArgs });
const page = await browser.newPage({ viewport: window });
// Opened on another story (in story view, where the viewport tool applies), so that every
// story listed is selected, and reported, in turn.
const start =
  Object.values(index.entries).find((e) => e.type === 'story' && !stories.includes(e.id))?.id ??
  stories.at(-1);
await page.goto(`http://127.0.0.1:${port}/?path=/story/${start}`);
await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in globalThis);
// The first story has rendered: the preview listens from now on.
await page
  .frameLocator('#storybook-preview-iframe')
  .locator('#storybook-root > *')
  .first()
  .waitFor({ timeout: 60_000 });

const failures = [];
/** Selects the story in the manager; resolves with what its test reported. */
const runStory = (id) =>
  page.evaluate(
    (storyId) =>
      new Promise((done) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        let error = '';
        const onThrew = (e) => {
          error ||= String(e?.message ?? e)
            .replace(/\s+/g, ' ')
            .slice(0, 400);
        };
        // Generous: a story that asks for another viewport renders twice, and a busy machine is slow.
        const timer = setTimeout(() => finish({ status: 'timeout' }), 30_000);
        function finish(outcome) {
          clearTimeout(timer);
          channel.off('playFunctionThrewException', onThrew);
          channel.off('storyThrewException', onThrew);
          channel.off('storyErrored', onThrew);
          channel.off('storyFinished', onFinished);
          done({ ...outcome, error });
        }
        function onFinished(event) {
          if (event.storyId !== storyId) return;
          const a11y = (event.reporters ?? []).find((r) => r.type === 'a11y');
          finish({ status: event.status, a11y: a11y?.status });
        }
        channel.on('playFunctionThrewException', onThrew);
        channel.on('storyThrewException', onThrew);
        channel.on('storyErrored', onThrew);
        channel.on('storyFinished', onFinished);
        // Selected through the manager, as a click in the sidebar does: the manager then knows
        // the story (its URL, parameters and globals, e.g. the viewport it asks for) and tells
        // the preview to render it. The preview's own channel carries the request there.
        const frame = document.querySelector('#storybook-preview-iframe');
        frame.contentWindow.__STORYBOOK_ADDONS_CHANNEL__.emit('selectStory', {
          storyId,
          viewMode: 'story',
        });
      }),
    id,
  );

for (const id of stories) {
  const t0 = Date.now();
  let result = await runStory(id);
  // A selection made while the manager was still busy can go unanswered: select it again.
  if (result.status === 'timeout') result = await runStory(id);
  // An exception of a render that was replaced before it finished (the manager applies the
  // story's globals, e.g. its viewport, and the story renders again) is not the story's result:
  // the panel shows what the story finished with.
  const ok = result.status === 'success' && result.a11y !== 'failed';
  if (!ok) failures.push({ id, ...result });
  process.stdout.write(`${ok ? 'ok' : 'FAIL'} ${id} ${Date.now() - t0}ms\n`);
}

const canvas = await page.evaluate(() => {
  const frame = document.querySelector('#storybook-preview-iframe');
  return frame ? { width: frame.clientWidth, height: frame.clientHeight } : null;
});
await browser.close();
server.close();

console.log(
  `\n${stories.length - failures.length}/${stories.length} stories pass in a ` +
    `${window.width}×${window.height} window (canvas ${canvas?.width}×${canvas?.height}).`,
);
for (const f of failures) {
  console.log(`FAIL ${f.id}: ${f.status}${f.a11y ? ` (a11y ${f.a11y})` : ''} ${f.error}`);
}
process.exit(failures.length ? 1 : 0);
