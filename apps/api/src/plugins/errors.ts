import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';
import { ErrorCounter } from '../lib/log-safety';

/** The message of each error status the server answers on its own. */
export const STATUS_TEXT: Record<number, string> = {
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
export const ERROR_BODY = {
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

/** Sends the `{code, message, …}` error body with its status. */
export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors raised before a route runs, for the Fastify factory: router errors (an over-long or
 * malformed path) and errors before a request exists (headers too large, malformed HTTP), in
 * the contract's shape, never echoing input.
 */
export const earlyErrorHandlers: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = {
  frameworkErrors: (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
    void sendError(reply, status, {
      code: status,
      message: STATUS_TEXT[status] ?? 'Bad request',
    });
  },
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
};

/**
 * Maps every error to `{code, message, errors?}`: validation → 400 with field errors,
 * `HttpError` → its status, client errors → their status text, an unreachable database → 503,
 * anything else → 500 with the request id. Identical server errors are logged once with their
 * stack, then counted per minute.
 */
export function registerErrors(app: FastifyInstance): void {
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
}
