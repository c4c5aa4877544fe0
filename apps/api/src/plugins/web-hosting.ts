import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors';
import { allowedMethods } from './route-table';
import { createWebPages } from './web-pages';

/** A built web app to serve. */
export interface WebBuild {
  /** The build folder (`apps/web/dist`). */
  dist: string;
  /** Its index.html (the app shell), read once at start. */
  indexHtml: string;
}

/** The web build in `dist`, or undefined when there is none (API only). */
export function findWebBuild(dist: string | undefined): WebBuild | undefined {
  const index = dist ? join(dist, 'index.html') : undefined;
  if (!dist || !index || !existsSync(index)) return undefined;
  return { dist, indexHtml: readFileSync(index, 'utf8') };
}

/**
 * Web hosting and the answers to unknown paths. With a web build: its files (pre-compressed,
 * hashed assets immutable), the prerendered public pages with their boot data, and the app
 * shell for every other page path. Under `/v1`: 405 with `Allow` for a path that exists with
 * other methods, else 404 — always in the contract's JSON shape.
 */
export async function registerWebHosting(
  app: FastifyInstance,
  { web }: { web: WebBuild | undefined },
): Promise<void> {
  const webPages = web ? createWebPages(app, web.dist) : undefined;
  if (web) {
    await app.register(fastifyStatic, {
      root: web.dist,
      wildcard: false,
      // `/` is a prerendered page (below), not the empty shell.
      index: false,
      // The web build writes .br and .gz next to each file: sent as is, no per-request work.
      preCompressed: true,
      // Every file's Cache-Control is set below (not the library's `public, max-age=0`).
      cacheControl: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders(reply: FastifyReply, path: string) {
        // The hashed assets (the build's assets/ folder) never change; every other file (pages,
        // the service worker /sw.js, the app manifest, icons) is revalidated on each use, so a
        // release reaches every visitor at once — unless the page's sender said otherwise (a page
        // whose address names its language).
        if (reply.hasHeader('cache-control')) return;
        reply.header(
          'cache-control',
          relative(web.dist, path).startsWith(`assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (!isApi && request.method === 'HEAD' && web) {
      // What a GET of the page would answer, without the body (uptime checks, link checkers).
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send();
    }
    if (!isApi && request.method === 'GET' && web) {
      // A prerendered public page, else the app shell (the app routes on the client).
      const page = webPages?.match(request.url.split('?')[0] ?? '/');
      if (page) return webPages?.send(request, reply, page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isApi) {
      // An existing path called with a method it does not have: 405 with the ones it has.
      const allowed = allowedMethods(app.routeTable, request.url.split('?')[0] ?? '');
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return sendError(reply.header('allow', allowed.join(', ')), 405, {
          code: 405,
          message: 'Method not allowed',
        });
      }
    }
    return sendError(reply, 404, { code: 404, message: 'Not found' });
  });
}
