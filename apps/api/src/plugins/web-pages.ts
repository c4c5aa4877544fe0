import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the web build writes its prerendered public pages (apps/web/scripts/prerender.mjs). */
export const PRERENDER_MANIFEST = join('prerendered', 'pages.json');
/** The placeholder in a prerendered landing page that the boot data replaces. */
export const BOOT_PLACEHOLDER = '<!--finfree-boot-->';
/** Id of the JSON script element the web app reads (apps/web/src/app/bootData.ts). */
export const BOOT_ELEMENT_ID = 'finfree-boot';

interface PageEntry {
  file: string;
  bootData: boolean;
}

/** The public data a landing page carries: what the API answers, read through the API itself. */
const BOOT_READS = {
  publicStats: '/v1/public/stats',
  month: '/v1/plans?interval=month&limit=10&page=1',
  year: '/v1/plans?interval=year&limit=10&page=1',
} as const;

/** JSON safe inside `<script>`: no `</script>`, no comment or CDATA openers, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Rendered {
  at: number;
  html: Map<string, { raw: Buffer; br: Buffer; gzip: Buffer }>;
}

/**
 * The prerendered public pages of the web build: `/`, `/pricing`, `/about-us`,
 * `/contact-us`, the legal pages, sign-in, sign-up, 404. Pages without data are sent as the
 * build wrote them (precompressed). The landing page gets the public stats and plans as a JSON
 * script, read through the API's own routes (same schemas, same answers) at most once per
 * `ttlMs` per instance, compressed once per refresh — so the page shows its numbers at the
 * first paint and the browser loads no HTTP client for them.
 */
export function createWebPages(
  app: FastifyInstance,
  webDist: string,
  { ttlMs = 30_000, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {},
) {
  const manifestFile = join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const pages = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, PageEntry>;
  const templates = new Map<string, string>();
  for (const { file, bootData } of Object.values(pages)) {
    if (bootData && !templates.has(file)) {
      const html = readFileSync(join(webDist, file), 'utf8');
      if (!html.includes(BOOT_PLACEHOLDER)) throw new Error(`${file} has no boot placeholder`);
      templates.set(file, html);
    }
  }

  let rendered: Rendered | undefined;
  let refreshing: Promise<Rendered> | undefined;

  async function read(url: string): Promise<unknown> {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? response.json() : undefined;
  }

  async function refresh(): Promise<Rendered> {
    const at = now();
    const [publicStats, month, year] = await Promise.all([
      read(BOOT_READS.publicStats),
      read(BOOT_READS.month),
      read(BOOT_READS.year),
    ]);
    const plans = Object.fromEntries(
      Object.entries({ month, year }).filter(([, page]) => page !== undefined),
    );
    const data = { at, ...(publicStats ? { publicStats } : {}), plans };
    const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(data)}</script>`;
    const html = new Map<string, { raw: Buffer; br: Buffer; gzip: Buffer }>();
    for (const [file, template] of templates) {
      const raw = Buffer.from(template.replace(BOOT_PLACEHOLDER, script));
      html.set(file, {
        raw,
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip: gzipSync(raw, { level: 6 }),
      });
    }
    return { at, html };
  }

  async function current(): Promise<Rendered> {
    if (rendered && now() - rendered.at < ttlMs) return rendered;
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    rendered = await refreshing;
    return rendered;
  }

  return {
    /** The prerendered page for a URL path, if there is one. */
    match(path: string): PageEntry | undefined {
      return Object.hasOwn(pages, path) ? pages[path] : undefined;
    },
    /** Sends a prerendered page (the landing with fresh boot data). */
    async send(request: FastifyRequest, reply: FastifyReply, page: PageEntry) {
      reply.header('cache-control', 'no-cache');
      if (!page.bootData) return reply.sendFile(page.file);
      const body = (await current()).html.get(page.file);
      if (!body) return reply.sendFile(page.file);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.raw);
    },
  };
}
