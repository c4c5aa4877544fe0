import { DrizzleQueryError } from 'drizzle-orm/errors';
import { buildApp } from '../app';
import { createMemoryMailer } from './mailer';
import {
  serverDbKinds,
  type DbKind,
  logCollector,
  openTestDatabase,
  scanLogLines,
  testConfig,
} from '../test/helpers';
import { ErrorCounter, sanitizeLogLine, serializeError } from './log-safety';
import { findCardNumbers } from './luhn';
import { ensureUser } from '../seed';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMiLCJ0eXBlIjoiYWNjZXNzIn0.3ZbQvV2bX1w9qJq6x0pQp8G2Q0hJ0m9G8sQpE3a1c2M';
const REFRESH = 'q3Jx9vQ1mZ8kL2pT7rW4yB6nC0dF5gH3jK8sA1eU9oI';

function queryError() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    constraint: 'users_email_unique',
    detail: 'Key (email)=(someone@example.com) already exists.',
  });
  return new DrizzleQueryError(
    'update "users" set "password_hash" = $1, "session" = $2 where "id" = $3',
    [HASH, JWT, '4242 4242 4242 4242'],
    cause,
  );
}

describe('the timestamp of a log line', () => {
  it('is never taken for a card number', () => {
    // 1763939114114 passes the Luhn check.
    const line = '{"level":30,"time":1763939114114,"msg":"seeded 6 plans"}';
    expect(sanitizeLogLine(line)).toBe(line);
    expect(sanitizeLogLine('{"level":30,"time":1,"msg":"card 4242 4242 4242 4242"}')).toContain(
      '[card]',
    );
  });
});

/** Every percent escape and `+` of a log line decoded, as often as it changes the line. */
function decodeUrlEscapes(line: string): string {
  let out = line;
  for (let i = 0; i < 4; i += 1) {
    const next = out
      .replace(/\+/g, ' ')
      .replace(/(?:%[0-9a-f]{2})+/gi, (m) => Buffer.from(m.replace(/%/g, ''), 'hex').toString());
    if (next === out) break;
    out = next;
  }
  return out;
}

const CARD = '4111111111111111';
/** URLs carrying the card number 4111 1111 1111 1111, spelled in the ways a URL allows. */
const CARD_URLS = [
  '/v1/trades/performance?symbol=4111+1111+1111+1111',
  '/v1/trades/performance?symbol=4111%201111%201111%201111',
  '/v1/trades/performance?symbol=4111%2D1111%2D1111%2D1111',
  '/v1/trades/performance?symbol=4111%2d1111%2d1111%2d1111',
  `/v1/trades/performance?symbol=${[...CARD].map((d) => `%3${d}`).join('')}`,
  '/v1/trades/performance?symbol=4111%252D1111%252D1111%252D1111',
  '/v1/trades/performance?symbol=4111%C2%A01111%C2%A01111%C2%A01111',
  '/v1/nope/4111%201111%201111%201111',
  '/v1/nope/4111+1111+1111+1111',
  `/v1/nope/${[...CARD].map((d) => `%3${d}`).join('')}`,
  '/v1/nope?card=4111%2D1111%2D1111%2D1111',
  '/nope/4111%201111%201111%201111',
];

describe('card numbers in logged URLs', () => {
  it.each(CARD_URLS)('are masked on their decoded form: %s', (url) => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      req: { method: 'GET', url },
      msg: `Route GET:${url} not found`,
    });
    const safe = sanitizeLogLine(line);
    expect(JSON.parse(safe)).toMatchObject({ req: { method: 'GET' } });
    expect(decodeUrlEscapes(safe).replace(/\D/g, '')).not.toContain(CARD);
  });
});

describe('log safety', () => {
  it('serialises errors without query parameters or stored values', () => {
    const out = JSON.stringify(serializeError(queryError()));
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('eyJ');
    expect(out).not.toContain('someone@example.com');
    expect(out).toContain('params: [redacted]');
    expect(out).toContain('users_email_unique');
    expect(out).toContain('at ');
  });

  it('masks hashes, JWTs, random tokens and card numbers in any line, keeping it JSON', () => {
    const line = JSON.stringify({
      msg: `x ${HASH} y`,
      header: `Bearer ${JWT}`,
      cookie: `finfree_refresh=${REFRESH}; other=1`,
      n: 4242424242424242,
      note: 'card ４２４２ ４２４２ ４２４２ ４２４２',
      id: 'c0ffee00-4242-4242-4242-424242424242',
    });
    const safe = sanitizeLogLine(line);
    const parsed = JSON.parse(safe) as Record<string, string>;
    expect(parsed.msg).toBe('x [hash] y');
    expect(parsed.header).toBe('Bearer [jwt]');
    expect(parsed.cookie).toBe('finfree_refresh=[token]; other=1');
    expect(parsed.n).toBe('[card]');
    expect(parsed.note).toBe('card [card]');
    expect(parsed.id).toBe('c0ffee00-4242-4242-4242-424242424242');
  });

  it('masks a card number split across JSON values and escapes, keeping the line JSON', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      strings: ['4242', '4242', '4242', '4242'],
      mixed: [4242, '4242 4242 4242'],
      numbers: [4242, 4242, 4242, 4242],
      quoted: 'card "4242" 4242\t4242\n4242',
      escaped: '\u0034242 4242 4242 4242',
      url: `/v1/x?q=${'4242424242424242'.replace(/\d/g, (d) => `%3${d}`)}`,
    });
    const safe = sanitizeLogLine(line);
    const parsed = JSON.parse(safe) as Record<string, unknown>;
    expect(parsed.strings).toEqual(['[card]', '[card]', '[card]', '[card]']);
    expect(parsed.mixed).toEqual(['[card]', '[card]']);
    expect(parsed.numbers).toEqual(['[card]']);
    expect(parsed.quoted).toBe('card "[card]');
    expect(parsed.escaped).toBe('[card]');
    expect(parsed.url).toBe('/v1/x?q=[card]');
    expect(findCardNumbers(safe)).toEqual([]);
  });

  it('counts identical errors: the first is logged, repeats become one line with a count', () => {
    vi.useFakeTimers();
    try {
      const lines: [string, Record<string, unknown>, string][] = [];
      const log = {
        error: (o: Record<string, unknown>, m: string) => lines.push(['error', o, m]),
        warn: (o: Record<string, unknown>, m: string) => lines.push(['warn', o, m]),
      };
      const counter = new ErrorCounter(() => log, 1000);
      expect(counter.first('boom', 'error', 'request failed')).toBe(true);
      for (let i = 0; i < 999; i += 1) expect(counter.first('boom', 'error', 'x')).toBe(false);
      expect(counter.first('other', 'error', 'request failed')).toBe(true);
      vi.advanceTimersByTime(1001);
      expect(lines).toEqual([
        [
          'error',
          { repeats: 999, windowMs: 1000, error: 'boom' },
          'request failed (repeated 999 times)',
        ],
      ]);
      // A new window logs the next one in full again.
      expect(counter.first('boom', 'error', 'request failed')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** An app on a fresh database whose every log line (trace level) is collected in `lines`. */
async function loggingApp(kind: DbKind) {
  const lines: string[] = [];
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    database,
    mailer: createMemoryMailer(),
    logger: true,
    logStream: logCollector(lines),
  });
  return { lines, database, app };
}

describe.each(serverDbKinds)('request logs on %s', (kind) => {
  it('keep no card number of a URL, however the URL spells it, on known and unknown routes', async () => {
    const { lines, database, app } = await loggingApp(kind);
    const statuses: number[] = [];
    try {
      for (const url of CARD_URLS) statuses.push((await app.inject({ url })).statusCode);
      await ensureUser(database.db, {
        email: 'logs@example.com',
        password: 'a decent password',
        name: 'Logs',
        role: 'user',
      });
      const failing = vi.spyOn(app.ctx.tokens, 'issue').mockImplementation(async () => {
        throw new Error(`failed for /v1/auth/login?next=${CARD_URLS[4]}`);
      });
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'logs@example.com', password: 'a decent password' },
      });
      expect(login.statusCode).toBe(500);
      failing.mockRestore();
    } finally {
      await app.close();
      await database.close();
    }
    // Every card URL is refused (400) or unknown (404).
    expect(statuses.every((s) => s === 400 || s === 404)).toBe(true);
    const urls = lines.filter((l) => l.includes('"url"'));
    expect(urls.length).toBeGreaterThanOrEqual(CARD_URLS.length);
    const leaks = lines.filter((line) => {
      const { time: _time, ...record } = JSON.parse(line) as Record<string, unknown>;
      const decoded = decodeUrlEscapes(JSON.stringify(record));
      return findCardNumbers(decoded).length > 0 || decoded.replace(/\D/g, '').includes(CARD);
    });
    console.info(`${lines.length} log lines, ${leaks.length} with a card number`);
    expect(leaks).toEqual([]);
    expect(scanLogLines(lines)).toEqual([]);
  });
});

describe.each(serverDbKinds)('server error logs on %s', (kind) => {
  it('logs a database error once, without parameters, then counts the repeats', async () => {
    const { lines, database, app } = await loggingApp(kind);
    try {
      vi.spyOn(app.ctx.tokens, 'issue').mockRejectedValue(queryError());
      await app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { name: 'Ann', email: 'ann@example.com', password: 'a decent password' },
      });
      for (let i = 0; i < 20; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'ann@example.com', password: 'a decent password' },
        });
        expect(res.statusCode).toBe(500);
      }
    } finally {
      await app.close();
      await database.close();
    }
    const errors = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { stack: string } })
      .filter((l) => l.level >= 50);
    // One for the registration, one for the first login, one line counting the other 19.
    expect(errors.map((e) => e.msg)).toEqual([
      'request failed',
      'request failed',
      'request failed (repeated 19 times)',
    ]);
    expect(errors[0]?.err?.stack).toContain('params: [redacted]');
    expect(scanLogLines(lines, ['a decent password', 'someone@example.com'])).toEqual([]);
  });
});
