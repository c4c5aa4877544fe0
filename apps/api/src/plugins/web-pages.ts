import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addressLanguage,
  chooseLanguage,
  LANGUAGE_HEADERS,
  PAGE_LANGUAGES,
  type PageLanguage,
} from '../lib/page-language';

/** Where the web build writes its prerendered public pages (apps/web/scripts/prerender.mjs). */
export const PRERENDER_MANIFEST = join('prerendered', 'pages.json');
/** The web build's renderer of the public pages (apps/web/src/prerender/entry.tsx, built). */
export const PAGE_RENDERER = join('.ssr', 'entry.js');

/**
 * What the pages' answers say of their query string (`No-Vary-Search`): a page is the same
 * whatever it holds, but for the language it names (`LANGUAGE_QUERY`). The pages' speculation
 * rules expect the same (`PRERENDERED_NO_VARY_SEARCH` of
 * apps/web/src/prerender/speculationRules.ts).
 */
export const PAGES_NO_VARY_SEARCH = 'params, except=("lang")';

/** How the browser may keep a page whose address names its language (`?lang=`). */
export const NAMED_LANGUAGE_CACHE_CONTROL = 'private, max-age=120';

/** The public data a page shows (`PageData` of apps/web/src/prerender/entry.tsx). */
type PageData = 'landing' | 'track-record';

/** A page's files in one language. */
interface PageFiles {
  /** The page as built, without data (under the web build folder). */
  file: string;
  /** The page's template with the markup, style and boot data placeholders. */
  template?: string;
}

/** A path's page: its English files, the public data it shows, its files in other languages. */
interface PageEntry extends PageFiles {
  /** The public data the page shows, if any. */
  data?: PageData;
  /** The page in the other languages it was built in (`fr`, `ar`). */
  languages?: Partial<Record<PageLanguage, PageFiles>>;
}

/**
 * The ids a page template is filled with, as the web build declares them (apps/web/src/app/
 * bootIds.ts, re-exported by its renderer): not repeated here.
 */
export interface TemplateIds {
  /**
   * Id of the JSON script element the web app reads its boot data from. Its presence also tells
   * the page's head script that the markup was rendered with that data.
   */
  BOOT_DATA_ELEMENT_ID: string;
  /**
   * The template's placeholders: `boot` (the boot data's element), `root` (inside `#root`: the
   * rendered markup), `styles` (in `<head>`: the markup's style tags).
   */
  TEMPLATE_PLACEHOLDERS: { boot: string; root: string; styles: string };
}

/**
 * The web build's renderer: the markup and style tags of a path rendered with the API's
 * answers, and the boot data the page carries (of those answers, only what the page renders:
 * e.g. the track record's chain without its events); and the ids its templates are filled with.
 */
interface PageRenderer extends TemplateIds {
  render(
    path: string,
    data: Record<string, unknown>,
    language: PageLanguage,
  ): Promise<{ html: string; styles: string; data: unknown }>;
}

type Read = (url: string) => Promise<unknown>;

/**
 * The public data each kind of page is rendered from, read through the API's own routes (same
 * schemas, same answers); undefined when a read failed (the page is then sent without data).
 */
const DATA_READS: Record<PageData, (read: Read) => Promise<Record<string, unknown> | undefined>> = {
  async landing(read) {
    const [publicStats, month, year] = await Promise.all([
      read('/v1/public/stats'),
      read('/v1/plans?interval=month&limit=10&page=1'),
      read('/v1/plans?interval=year&limit=10&page=1'),
    ]);
    if (!publicStats || !month || !year) return undefined;
    return { publicStats, plans: { month, year } };
  },
  async 'track-record'(read) {
    const [performance, chain] = await Promise.all([
      read('/v1/trades/performance'),
      read('/v1/trades/chain'),
    ]);
    if (!performance || !chain) return undefined;
    return { performance, chain };
  },
};

/** JSON safe inside `<script>`: no `</script>`, no comment or CDATA openers, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A template filled with the rendered markup, its styles and the data it was rendered from. */
export function fillTemplate(
  template: string,
  { html, styles, data }: { html: string; styles: string; data: unknown },
  { BOOT_DATA_ELEMENT_ID, TEMPLATE_PLACEHOLDERS: placeholders }: TemplateIds,
): string {
  const boot = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  // Functions as replacements: the texts are inserted as they are (no `$&` patterns).
  return template
    .replace(placeholders.styles, () => styles)
    .replace(placeholders.root, () => html)
    .replace(placeholders.boot, () => boot);
}

/** Throws unless every template has every placeholder of the renderer. */
function checkTemplates(templates: Iterable<Template>, { TEMPLATE_PLACEHOLDERS }: TemplateIds) {
  if (!TEMPLATE_PLACEHOLDERS) throw new Error(`${PAGE_RENDERER} exports no TEMPLATE_PLACEHOLDERS`);
  for (const { file, text } of templates) {
    for (const placeholder of Object.values(TEMPLATE_PLACEHOLDERS)) {
      if (!text.includes(placeholder)) throw new Error(`${file} has no ${placeholder}`);
    }
  }
}

interface Body {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Rendered {
  at: number;
  html: Map<string, Body>;
}

interface Template {
  /** The template's file (under the web build folder). */
  file: string;
  /** The path the page is rendered for. */
  path: string;
  /** The language it is rendered in (the template's `<html lang dir>` are that language's). */
  language: PageLanguage;
  data: PageData;
  text: string;
}

/** The rendered pages of one language and the refresh under way. */
interface LanguageCache {
  rendered?: Rendered;
  refreshing?: Promise<Rendered>;
}

/** The files of a page in a language: that language's, else the English ones. */
function filesIn(page: PageEntry, language: PageLanguage): PageFiles {
  return page.languages?.[language] ?? page;
}

/**
 * The prerendered public pages of the web build: `/`, `/pricing`, `/about-us`,
 * `/contact-us`, `/track-record`, the legal pages, sign-in, sign-up, 404. Pages without data
 * are sent as the build wrote them (precompressed). Each page is sent in the visitor's language
 * (`chooseLanguage`: the language cookie, else `Accept-Language`, else English) when the build
 * has the page in it, with `Vary: Cookie, Accept-Language`. A page that shows public data (the landing,
 * the track record) is rendered here, with the build's own renderer, from that data — read
 * through the API's own routes — and carries what it renders of it (the renderer's boot data)
 * as a JSON script beside the markup: at
 * most once per `ttlMs` per instance and language (a language is rendered only once asked for),
 * compressed once per refresh. The page is then complete
 * as HTML (its numbers at the first paint; the browser loads no script until the visitor uses
 * it), and the app hydrates the same markup from the same data. A page whose data or rendering
 * failed is sent as built (without data: the app starts at once and fetches it).
 * A page's data is thus at most `maxAgeMs` old when it is sent, which the app counts on: it does
 * not read again, on taking over the page, data that young.
 * `now`, `ttlMs` and `maxAgeMs` are options for the tests.
 */
export function createWebPages(
  app: FastifyInstance,
  webDist: string,
  {
    ttlMs = 30_000,
    maxAgeMs = 2 * ttlMs,
    now = () => Date.now(),
  }: { ttlMs?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const manifestFile = join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const pages = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, PageEntry>;
  // Per file (each language's page is a file of its own).
  const templates = new Map<string, Template>();
  for (const [path, page] of Object.entries(pages)) {
    if (!page.data) continue;
    for (const language of PAGE_LANGUAGES) {
      const { file, template } = filesIn(page, language);
      if (!template || templates.has(file)) continue;
      const text = readFileSync(join(webDist, template), 'utf8');
      templates.set(file, { file: template, path, language, data: page.data, text });
    }
  }
  const rendererFile = join(webDist, PAGE_RENDERER);
  if (templates.size > 0 && !existsSync(rendererFile)) {
    throw new Error(`${PAGE_RENDERER} is missing from the web build`);
  }
  let renderer: Promise<PageRenderer> | undefined;

  const caches = new Map<PageLanguage, LanguageCache>();
  // The renderer keeps its language and translations between renders: one render at a time,
  // whichever language's refresh asks.
  let rendering: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = rendering.then(task, task);
    rendering = run.catch(() => undefined);
    return run;
  }

  /** An answer of the API's own route, in the page's language (plans' features are labelled). */
  async function read(url: string, language: PageLanguage): Promise<unknown> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language },
    });
    return response.statusCode === 200 ? response.json() : undefined;
  }

  async function refresh(language: PageLanguage): Promise<Rendered> {
    const at = now();
    const own = [...templates].filter(([, template]) => template.language === language);
    const kinds = [...new Set(own.map(([, template]) => template.data))];
    const data = new Map(
      await Promise.all(
        kinds.map(async (kind) => {
          const values = await DATA_READS[kind]((url) => read(url, language));
          return [kind, values && { at, ...values }] as const;
        }),
      ),
    );
    // The templates' placeholders are the renderer's: checked once it has loaded.
    renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>).then(
      (loaded) => {
        checkTemplates(templates.values(), loaded);
        return loaded;
      },
    );
    const loaded = await renderer;
    const html = new Map<string, Body>();
    // One page after the other: the renderer shares its translations between renders.
    for (const [file, template] of own) {
      const pageData = data.get(template.data);
      if (!pageData) continue;
      try {
        const markup = await oneAtATime(() => loaded.render(template.path, pageData, language));
        const raw = Buffer.from(fillTemplate(template.text, markup, loaded));
        html.set(file, {
          raw,
          br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
          gzip: gzipSync(raw, { level: 6 }),
        });
      } catch (error) {
        app.log.error(
          { err: error, path: template.path, language },
          'rendering a public page failed',
        );
      }
    }
    return { at, html };
  }

  /**
   * The rendered pages of a language. Once they are older than `ttlMs`, one refresh starts and
   * the previous pages are sent until it is done, unless they are older than `maxAgeMs` (the
   * first request after a quiet spell, and the very first request, wait for the render). If the
   * refresh fails as a whole (e.g. the renderer cannot load), the pages are sent as built until
   * the next one.
   */
  async function current(language: PageLanguage): Promise<Rendered> {
    let cache = caches.get(language);
    if (!cache) caches.set(language, (cache = {}));
    const previous = cache.rendered;
    const age = previous ? now() - previous.at : Infinity;
    if (previous && age < ttlMs) return previous;
    const own = cache;
    own.refreshing ??= refresh(language)
      .catch((error: unknown) => {
        app.log.error({ err: error, language }, 'rendering the public pages failed');
        return { at: now(), html: new Map<string, Body>() };
      })
      .then((next) => (own.rendered = next))
      .finally(() => {
        own.refreshing = undefined;
      });
    return previous && age < maxAgeMs ? previous : own.refreshing;
  }

  return {
    /** The prerendered page for a URL path, if there is one. */
    match(path: string): PageEntry | undefined {
      return Object.hasOwn(pages, path) ? pages[path] : undefined;
    },
    /**
     * Sends a prerendered page in the visitor's language (one that shows public data: rendered
     * with fresh data): the one its address names (`?lang=`), else the one the language headers
     * choose — then `Vary` names them, so no shared cache gives one visitor's language to
     * another. An address that names the language varies on nothing else and may be kept by the
     * browser a little while, so the copy the language menu fetched ahead serves the visit after
     * the choice (which changes the cookie).
     */
    async send(request: FastifyRequest, reply: FastifyReply, page: PageEntry) {
      const language = chooseLanguage(request.headers, PAGE_LANGUAGES, request.url);
      const named = addressLanguage(request.url, PAGE_LANGUAGES) !== undefined;
      const varies: string[] = named ? [] : [...LANGUAGE_HEADERS];
      const { file } = filesIn(page, language);
      reply
        // The page in the language its address names may be kept 2 minutes by the browser
        // alone: long enough for the copy fetched ahead to serve the choice (Chromium keeps
        // using a prefetched page only while it is fresh), short for the data it shows.
        .header('cache-control', named ? NAMED_LANGUAGE_CACHE_CONTROL : 'no-cache')
        // The page was rendered without a query string and is the same for any but its
        // language's: a copy the browser fetched ahead (the sign-up page, by the pages'
        // speculation rules) serves every `?plan=…` link to it.
        .header('no-vary-search', PAGES_NO_VARY_SEARCH);
      if (varies.length > 0) reply.header('vary', varies.join(', '));
      if (!templates.has(file)) return reply.sendFile(file);
      const body = (await current(templates.get(file)!.language)).html.get(file);
      if (!body) return reply.sendFile(file);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('vary', ['accept-encoding', ...varies].join(', '));
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.raw);
    },
  };
}
