import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type Config, loadConfig } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { HttpError } from './lib/errors';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { dummyHash } from './lib/password';
import { RateLimiter } from './lib/rate-limit';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerGuards } from './modules/auth/guard';
import { TokenService } from './modules/auth/tokens';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerPlanRoutes } from './modules/plans/plans.routes';
import { registerPublicRoutes } from './modules/public/public.routes';
import { tradesPlugin } from './modules/trades';
import { registerUserRoutes } from './modules/users/users.routes';
import { attachMoney, createMoney, registerMoneyRoutes } from './modules/payments/money';
import { registerRawCardGuard } from './lib/card-data';
import { registerInputRule } from './lib/input-rules';
import { ErrorCounter, sanitizeLogLine, serializeError } from './lib/log-safety';
import { maskCardNumbers } from './lib/luhn';
import { createWebPages } from './web-pages';

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
}

/** Log paths whose values never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'password',
  'currentPassword',
  'refreshToken',
  'token',
  'cardNumber',
  'cvc',
  '*.*.password',
  '*.*.token',
  '*.password',
  '*.currentPassword',
  '*.refreshToken',
  '*.token',
  '*.accessToken',
  '*.cardNumber',
  '*.number',
  '*.cvc',
  '*.secret',
];

/** Replaces the values of secret-looking query parameters with `[redacted]`. */
export function redactQuery(url: string): string {
  // Card numbers never reach the logs, whatever parameter carries them.
  return maskCardNumbers(
    url.replace(/([?&](?:token|code|key|secret|password)[^=&]*=)[^&]*/gi, '$1[redacted]'),
  );
}

/** Sha-256 CSP sources of the inline scripts of index.html (the pre-paint settings script). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Please authenticate',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Request body is too large',
  414: 'URI too long',
  415: 'Unsupported content type',
  429: 'Too many requests, please try again later',
  431: 'Request header fields too large',
  503: 'Service unavailable',
};

/** JSON schema of the `{code, message}` error body (shared answers of the document). */
const ERROR_BODY = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string' },
  },
};

/** Connection-level database failures: answered 503 (retry later), not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      // 57014: statement_timeout, 55P03: lock_timeout — the database is not answering in time.
      (/^(08|57P0|57014$|55P03$)/.test(code) ||
        /^E(CONNREFUSED|CONNRESET|NOTFOUND|TIMEDOUT|PIPE)$/.test(code))
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /PGlite is closed|Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Builds the Fastify app: /v1 API, OpenAPI docs, and the built web app. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const logStream =
    options.logStream ??
    (config.logFormat === 'pretty'
      ? (await import('pino-pretty')).default({
          colorize: true,
          translateTime: 'HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          sync: true,
        })
      : undefined);
  const app = Fastify({
    logger:
      options.logger === false || (options.logger === undefined && config.env === 'test')
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            // Error records never carry query parameters or stored values; the last rule before
            // a line leaves masks hashes, tokens and card numbers wherever they appear.
            hooks: { streamWrite: sanitizeLogLine },
            serializers: {
              err: (error: FastifyError) => serializeError(error),
              // Query strings can carry one-time secrets (`reset-password?token=`).
              req: (req: { method?: string; url?: unknown; ip?: string }) => ({
                method: req.method,
                url: typeof req.url === 'string' ? redactQuery(req.url) : undefined,
                remoteAddress: req.ip,
              }),
            },
            ...(logStream ? { stream: logStream } : {}),
          },
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
    keepAliveTimeout: 5_000,
    // Our own closing check below answers 503 in the contract's JSON shape.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    // Router errors (an over-long or malformed path) in the contract's shape, not echoing input.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      void sendError(reply, status, {
        code: status,
        message: STATUS_TEXT[status] ?? 'Bad request',
      });
    },
    // Errors before a request exists (headers too large, malformed HTTP): same shape.
    clientErrorHandler: (error, socket) => {
      const code = (error as { code?: string }).code;
      const status =
        code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      if (socket.writable) {
        const body = JSON.stringify({ code: status, message: STATUS_TEXT[status] });
        socket.end(
          `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      } else socket.destroy();
    },
  });
  // Every route, as registered: the authorization-matrix test is generated from it.
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, auth: route.config?.auth ?? 'public' });
    }
  });
  app.decorate('routeTable', routeTable);
  // JSON only: a text/plain body is refused with 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  // JSON bodies are decoded strictly: invalid UTF-8 is a 400, never replaced by U+FFFD.
  // `__proto__` and `constructor.prototype` keys stay refused, as with the default parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'Invalid JSON body: not UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      timeouts: config.databaseTimeouts,
    }));
  if (ownsDatabase) await database.migrate();
  const mailer =
    options.mailer ??
    (config.mail.smtpUrl
      ? await createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir, config.mail.from));
  const limiter = new RateLimiter(database.db);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    limiter,
    mailer,
    tokens: new TokenService(database.db, config),
  };
  app.decorate('ctx', ctx);
  const money = createMoney(ctx);
  app.decorate('money', money);
  // Warm the dummy hash so the first unknown-e-mail login is not slower than the others.
  void dummyHash();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, 'Service unavailable');
  });
  app.addHook('onClose', async () => {
    await limiter.close();
    if (ownsDatabase) await database.close();
  });

  // Identical server errors are logged once with their stack, then counted per minute.
  const errorCounter = new ErrorCounter(() => app.log);
  app.addHook('onClose', async () => errorCounter.flushAll());
  const errorKey = (error: FastifyError, url: string | undefined) =>
    `${error.name}:${String(error.code ?? '')}:${error.message.split('\n')[0]?.slice(0, 200)} @ ${url ?? '-'}`;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Already answered (the request deadline): the late failure is only logged below.
    if (reply.sent) {
      request.log.debug({ err: error }, 'failed after its answer was sent');
      return reply;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((v) => {
        const at = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // An unknown key is named itself (`limt`, `address.extra`), one error per key.
        const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : [];
        if (Array.isArray(keys) && keys.length)
          return keys.map((key) => ({
            field: (at ? `${at}.${String(key)}` : String(key)).slice(0, 100),
            message: 'is not an accepted key',
          }));
        return [
          { field: at || error.validationContext || 'body', message: v.message ?? 'is invalid' },
        ];
      });
      const first = errors[0];
      return sendError(reply, 400, {
        code: 400,
        message: first
          ? `Invalid ${error.validationContext ?? 'request'}: ${first.field} ${first.message}`
          : 'Invalid request',
        errors,
      });
    }
    if (error instanceof HttpError) {
      if (
        error.statusCode >= 500 &&
        errorCounter.first(errorKey(error, request.routeOptions.url), 'warn', error.message)
      ) {
        request.log.warn({ err: error }, error.message);
      }
      return sendError(reply, error.statusCode, {
        code: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError ||
        /proto|constructor/i.test(error.message)
          ? 'Invalid JSON body'
          : (STATUS_TEXT[status] ?? 'Bad request');
      return sendError(reply, status, { code: status, message });
    }
    if (isDatabaseUnavailable(error)) {
      if (
        errorCounter.first(
          errorKey(error, request.routeOptions.url),
          'warn',
          'database unavailable',
        )
      )
        request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, { code: 503, message: 'Service unavailable' });
    }
    if (errorCounter.first(errorKey(error, request.routeOptions.url), 'error', 'request failed'))
      request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, {
      code: 500,
      message: 'Internal server error',
      requestId: request.id,
    });
  });

  // Security headers; the CSP lets styled-components inject <style> but allows no eval.
  const webDist = options.webDist ?? config.webDist;
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  const scriptHashes =
    hasWeb && indexFile ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  // Computed once: @fastify/helmet rebuilds helmet's middleware on every request, which cost
  // ~5% of the hot path; these are the same headers, fixed at start.
  const csp = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const securityHeaders = {
    'content-security-policy': csp,
    // Keeps the link to the card provider's form window, which hands back its token.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Finfree API', version: '1.0.0', description: 'Finfree v1 API' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // Every answer the server can give is documented: the shared error answers of every
      // route, and 401/403 where signing in applies.
      const auth = input.route.config?.auth;
      const response = {
        ...((out.schema as { response?: Record<string, unknown> }).response ?? {}),
      };
      const shared = [400, 405, 413, 414, 415, 429, 431, 503];
      if (auth === 'user' || auth === 'admin' || auth === 'optional') shared.push(401);
      if (auth === 'user' || auth === 'admin') shared.push(403);
      for (const status of shared) {
        response[status] ??= {
          description: STATUS_TEXT[status],
          content: { 'application/json': { schema: ERROR_BODY } },
        };
      }
      response[500] ??= {
        description: 'Internal server error',
        content: { 'application/json': { schema: ERROR_BODY } },
      };
      out.schema = { ...out.schema, response } as typeof out.schema;
      if (auth === 'user' || auth === 'admin' || auth === 'optional') {
        const security: Record<string, string[]>[] =
          auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
        return { ...out, schema: { ...out.schema, security } };
      }
      return out;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    staticCSP: true,
    // Swagger UI sets style attributes; nothing may frame it.
    transformStaticCSP: (header: string) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { url: '/v1/openapi.json' },
  });

  await app.register(
    async (v1) => {
      registerRequestDeadline(v1, config.requestDeadlineMs);
      registerGuards(v1, ctx);
      registerInputRule(v1);
      registerRawCardGuard(v1);
      registerHealthRoutes(v1, ctx);
      registerAuthRoutes(v1, ctx);
      registerUserRoutes(v1, ctx);
      registerPlanRoutes(v1, ctx);
      await v1.register(tradesPlugin, {
        db: ctx.db,
        listCacheMs: config.cache.tradesMs,
        correctionWindowMs: config.tradeCorrectionWindowMs,
      });
      registerPublicRoutes(v1, ctx);
      await registerMoneyRoutes(v1, money);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );
  await attachMoney(app, money, ctx);

  const webPages = hasWeb && webDist ? createWebPages(app, webDist) : undefined;
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is a prerendered page (below), not the empty shell.
      index: false,
      // The web build writes .br and .gz next to each file: sent as is, no per-request work.
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders(reply: FastifyReply, path: string) {
        // Hashed assets never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (!isApi && request.method === 'HEAD' && hasWeb) {
      // What a GET of the page would answer, without the body (uptime checks, link checkers).
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send();
    }
    if (!isApi && request.method === 'GET' && hasWeb) {
      // A prerendered public page, else the app shell (the app routes on the client).
      const page = webPages?.match(request.url.split('?')[0] ?? '/');
      if (page) return webPages?.send(request, reply, page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isApi) {
      // An existing path called with a method it does not have: 405 with the ones it has.
      const path = request.url.split('?')[0] ?? '';
      const allowed = new Set<string>();
      for (const route of routeTable) {
        if (routePattern(route.url).test(path)) allowed.add(route.method);
      }
      if (allowed.size > 0) {
        if (allowed.has('GET')) allowed.add('HEAD');
        return sendError(reply.header('allow', [...allowed].sort().join(', ')), 405, {
          code: 405,
          message: 'Method not allowed',
        });
      }
    }
    return sendError(reply, 404, { code: 404, message: 'Not found' });
  });

  return app;
}

/**
 * A request of the scope not answered within `ms` (a frozen database, a lock held elsewhere)
 * answers `503 {code, message}`; whatever the handler does later is not sent.
 */
function registerRequestDeadline(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs: ms }, 'request deadline exceeded');
      void sendError(reply.header('retry-after', '5'), 503, {
        code: 503,
        message: 'Service unavailable',
      });
    }, ms);
    timer.unref();
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
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
    /** Services and configuration shared by the routes. */
    ctx: AppContext;
  }
}
