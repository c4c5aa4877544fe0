import { maskCardNumbers } from './luhn';

/** Error fields that may carry stored values (query parameters, the row a constraint refused). */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
  'body',
]);

/** Drizzle puts the query's parameters in the message (`Failed query: …\nparams: …`). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');
}

/** What an error becomes in a log record. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log form of an error: type, message, stack, code and status, its own scalar fields
 * (`constraint`, `table`, `severity`, …) and its cause, without any field that may carry
 * stored values (`params`, `detail`, …) and without Drizzle's parameter list in the message.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error) || depth > 4) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: withoutParams(error.message),
    stack: error.stack ? withoutParams(error.stack) : '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || key in out) continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

const ARGON2 = /\$argon2(?:id|i|d)\$[^\s"'\\]*/g;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
// 32-byte base64url secrets (refresh and reset tokens): 43 characters with letters and digits.
const RANDOM_TOKEN = /(?<![\w-])(?=[\w-]{0,42}\d)(?=[\w-]{0,42}[A-Za-z])[\w-]{43}(?![\w-])/g;
// A masked card number that stood as a bare JSON number is quoted, so the line stays JSON.
const BARE_MASK = /([:,[])\[card\](?=[,}\]])/g;

/**
 * The last rule before a log line leaves the process: argon2 hashes, JWTs, random tokens and
 * card numbers are masked whatever field carries them. Card numbers are looked for in the
 * decoded line (percent escapes of URLs, JSON and HTML escapes), and the stretch of the line
 * they were decoded from is masked.
 */
export function sanitizeLogLine(line: string): string {
  // pino's own timestamp (epoch ms, 13 digits) can pass the card check: it is kept as is.
  const head = PINO_HEAD.exec(line)?.[0] ?? '';
  const rest = line.slice(head.length);
  return (
    head +
    maskCardNumbers(
      rest.replace(ARGON2, '[hash]').replace(JWT, '[jwt]').replace(RANDOM_TOKEN, '[token]'),
      '[card]',
      true,
    ).replace(BARE_MASK, '$1"[card]"')
  );
}

/** The start of a pino line: `{"level":30,"time":1763939114123`. */
const PINO_HEAD = /^\{"level":\d+,"time":\d+/;

/** Where {@link ErrorCounter} writes. */
export interface ErrorLog {
  error(obj: Record<string, unknown>, message: string): void;
  warn(obj: Record<string, unknown>, message: string): void;
}

/**
 * Counts identical server errors: the first of a kind is logged in full (with its stack);
 * repeats within the window are counted and written as one summary line with the count when
 * the window closes.
 */
export class ErrorCounter {
  private readonly seen = new Map<
    string,
    { count: number; timer: NodeJS.Timeout; level: 'error' | 'warn'; message: string }
  >();
  constructor(
    private readonly log: () => ErrorLog,
    private readonly windowMs = 60_000,
  ) {}

  /** True when the error should be logged in full; false when it was counted as a repeat. */
  first(key: string, level: 'error' | 'warn', message: string): boolean {
    const entry = this.seen.get(key);
    if (entry) {
      entry.count += 1;
      return false;
    }
    const timer = setTimeout(() => this.flush(key), this.windowMs);
    timer.unref();
    this.seen.set(key, { count: 0, timer, level, message });
    return true;
  }

  private flush(key: string): void {
    const entry = this.seen.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.seen.delete(key);
    if (entry.count > 0) {
      this.log()[entry.level](
        { repeats: entry.count, windowMs: this.windowMs, error: key },
        `${entry.message} (repeated ${entry.count} times)`,
      );
    }
  }

  /** Writes the pending summaries (on close). */
  flushAll(): void {
    for (const key of [...this.seen.keys()]) this.flush(key);
  }
}
