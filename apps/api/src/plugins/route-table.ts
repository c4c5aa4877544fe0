import type { FastifyInstance } from 'fastify';
import { STATUS_TEXT, sendError } from './errors';

/** A registered route and who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  auth: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method, url, auth level). */
    routeTable: RegisteredRoute[];
  }
}

/**
 * Every route, as registered, on `app.routeTable`: the authorization-matrix test is generated
 * from it. One rule for every API path, in `onRequest` before any other hook (rate limits,
 * authentication, body parsing): a method the path does not have — an unknown one such as
 * `QUERY` included — answers 405 with `Allow` listing the ones it has. The path belongs to
 * its most specific route URL, as the router ranks them (a static segment before a parameter,
 * a parameter before a wildcard), so `/v1/users/cards` is not `/v1/users/:id` for another method.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, auth: route.config?.auth ?? 'public' });
    }
  });
  app.decorate('routeTable', routeTable);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/v1' && !path.startsWith('/v1/')) return;
    // A method answered on every path (the CORS preflight's OPTIONS) is left to its route.
    if (routeTable.some((r) => isCatchAll(r.url) && r.method === request.method)) return;
    const allowed = allowedMethods(routeTable, path);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    return sendError(reply.header('allow', allowed.join(', ')), 405, {
      code: 405,
      message: STATUS_TEXT[405],
    });
  });
}

/** A route that answers every path (`*`): it belongs to no path's own methods. */
function isCatchAll(url: string): boolean {
  return url === '*' || url === '/*';
}

/** A route URL's segments, each ranked as the router prefers them: static, parameter, wildcard. */
interface UrlShape {
  pattern: RegExp;
  ranks: number[];
}

const shapes = new Map<string, UrlShape>();
/** The regular expression and segment ranks of a route URL (`/v1/plans/:id`, `/v1/docs/*`). */
function shapeOf(url: string): UrlShape {
  let shape = shapes.get(url);
  if (!shape) {
    const parts = url.split('/');
    const source = parts
      .map((part) =>
        part.startsWith(':')
          ? '[^/]+'
          : part === '*'
            ? '.*'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const ranks = parts.map((part) => (part.startsWith(':') ? 1 : part === '*' ? 2 : 0));
    shape = { pattern: new RegExp(`^${source}$`), ranks };
    shapes.set(url, shape);
  }
  return shape;
}

/** Negative when route URL `a` is preferred to `b` for a path both match. */
function compareSpecificity(a: string, b: string): number {
  const [ra, rb] = [shapeOf(a).ranks, shapeOf(b).ranks];
  for (let i = 0; i < Math.min(ra.length, rb.length); i += 1) {
    if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
  }
  return rb.length - ra.length;
}

/**
 * The methods of a path, sorted (with HEAD where GET is): those of the most specific route
 * URL that matches it, catch-all routes aside. Empty when no route matches.
 */
export function allowedMethods(routeTable: readonly RegisteredRoute[], path: string): string[] {
  let owner: string | undefined;
  for (const route of routeTable) {
    if (route.url === owner || isCatchAll(route.url) || !shapeOf(route.url).pattern.test(path))
      continue;
    if (owner === undefined || compareSpecificity(route.url, owner) < 0) owner = route.url;
  }
  const allowed = new Set(routeTable.filter((r) => r.url === owner).map((r) => r.method));
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort();
}
