import type { FastifyInstance } from 'fastify';

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
 * from it, and an API path called with a method it lacks answers 405 with the ones it has.
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
}

const patterns = new Map<string, RegExp>();
/** The regular expression of a route URL (`/v1/plans/:id` → one segment per parameter). */
function routePattern(url: string): RegExp {
  let re = patterns.get(url);
  if (!re) {
    const source = url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${source}$`);
    patterns.set(url, re);
  }
  return re;
}

/** The methods registered for a path (with HEAD where GET is), sorted; empty when none. */
export function allowedMethods(routeTable: readonly RegisteredRoute[], path: string): string[] {
  const allowed = new Set<string>();
  for (const route of routeTable) {
    if (routePattern(route.url).test(path)) allowed.add(route.method);
  }
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort();
}
