import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';
import { registerClosing } from './plugins/closing';
import { registerCors } from './plugins/cors';
import { earlyErrorHandlers, registerErrors } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-body';
import { loggerOptions } from './plugins/logging';
import { type ModuleOptions, registerModules } from './plugins/modules';
import { registerOpenApi } from './plugins/openapi';
import { openPlatform } from './plugins/platform';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { findWebBuild, registerWebHosting } from './plugins/web-hosting';

/** Options of {@link buildApp}. */
export interface AppOptions {
  /** Validated configuration; read from the environment when omitted. */
  config?: Config;
  /** An open, migrated database; opened (and migrated, and closed with the app) when omitted. */
  database?: Database;
  /** Mail transport; SMTP or the dev outbox from the configuration when omitted. */
  mailer?: Mailer;
  /** Folder of the built web app to serve; skipped when it does not exist. */
  webDist?: string;
  /** Pino logging (redacting secrets); off when false. */
  logger?: boolean;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** Notification timings (the e-mail job is off by default under NODE_ENV=test). */
  notifications?: ModuleOptions['notifications'];
  /** Queued jobs beside the modules' own (tests add queues of their own). */
  queued?: ModuleOptions['queued'];
  /**
   * The HTTP server's own timers beside the configuration's (tests scale every timer down):
   * how long an idle keep-alive connection waits for its next request (the configuration's
   * `keepAliveTimeoutMs` unless given), and how often the server checks that requests arrive within their timeouts (Node's default 30 s).
   */
  http?: { keepAliveTimeoutMs?: number; connectionsCheckingIntervalMs?: number };
}

/**
 * Builds the Fastify app: the `/v1` API, its OpenAPI document, and the built web app. It is a
 * list of plugins, applied in this order (each in `src/plugins/`).
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const web = findWebBuild(options.webDist ?? config.webDist);
  const app = Fastify({
    logger: await loggerOptions(config, { enabled: options.logger, stream: options.logStream }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? // Trust exactly N proxy hops in front of the server.
          (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: options.http?.keepAliveTimeoutMs ?? config.keepAliveTimeoutMs,
    ...(options.http?.connectionsCheckingIntervalMs
      ? { http: { connectionsCheckingInterval: options.http.connectionsCheckingIntervalMs } }
      : {}),
    // The closing plugin answers 503 in the contract's JSON shape.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    ...earlyErrorHandlers,
  });

  registerRouteTable(app);
  registerJsonBodies(app);
  const platform = await openPlatform(app, config, options);
  registerClosing(app);
  registerErrors(app);
  registerSecurityHeaders(app, { indexHtml: web?.indexHtml });
  await registerCors(app, { origins: config.corsOrigins });
  await registerOpenApi(app);
  await registerModules(app, platform, {
    notifications: options.notifications,
    queued: options.queued,
  });
  await registerWebHosting(app, { web });
  return app;
}
