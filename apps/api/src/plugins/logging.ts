import type { FastifyError, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { sanitizeLogLine, serializeError } from '../lib/log-safety';
import { maskCardNumbers } from '../lib/luhn';

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

/** Options of {@link loggerOptions}. */
export interface LoggingOptions {
  /** Pino logging; off when false, and by default under `NODE_ENV=test`. */
  enabled?: boolean;
  /** Where log lines go (default stdout, pretty-printed when LOG_FORMAT=pretty). */
  stream?: NodeJS.WritableStream;
}

/**
 * The logging plugin: Pino's options for the Fastify factory (logging is set when the
 * instance is made, so this is the one plugin applied before the others). Secrets are
 * redacted, query strings lose their one-time secrets, and every line is sanitized last.
 */
export async function loggerOptions(
  config: Config,
  options: LoggingOptions,
): Promise<FastifyServerOptions['logger']> {
  if (options.enabled === false || (options.enabled === undefined && config.env === 'test')) {
    return false;
  }
  const stream =
    options.stream ??
    (config.logFormat === 'pretty'
      ? (await import('pino-pretty')).default({
          colorize: true,
          translateTime: 'HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          sync: true,
        })
      : undefined);
  return {
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
    ...(stream ? { stream } : {}),
  };
}
