/**
 * Minimal cookie handling (RFC 6265): reading the `Cookie` request header and writing one
 * `Set-Cookie` value. Enough for the API's single first-party cookie; no plugin needed.
 */

/** Attributes of a `Set-Cookie` value. */
export interface CookieOptions {
  /** Seconds until it expires; 0 deletes it. */
  maxAge?: number;
  /** Path scope (e.g. `/v1`). */
  path?: string;
  /** Not readable from page scripts. */
  httpOnly?: boolean;
  /** Cross-site sending policy. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Only sent over https. */
  secure?: boolean;
}

/** Cookie names and values we accept: RFC 6265 tokens / cookie-octets, no quoting. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * Parses a `Cookie` request header into name → value. The first occurrence of a name wins
 * (the most specific path comes first); malformed pairs are skipped, values are not decoded.
 */
export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  if (text.length > 8192) return out;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    if (!NAME.test(name) || !VALUE.test(value) || name in out) continue;
    out[name] = value;
  }
  return out;
}

/** Builds one `Set-Cookie` header value; throws on a name or value that would need quoting. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  if (!VALUE.test(value)) throw new Error('Invalid cookie value');
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Where a `Set-Cookie` value is written (a Fastify reply). */
export interface CookieSink {
  getHeader(name: string): unknown;
  header(name: string, value: unknown): unknown;
  removeHeader(name: string): unknown;
}

/**
 * Adds one `Set-Cookie` value to an answer, which then carries each cookie name once: a value
 * set earlier under the same name is replaced (the last one wins).
 */
export function addSetCookie(reply: CookieSink, value: string): void {
  const name = value.slice(0, value.indexOf('='));
  const existing = reply.getHeader('set-cookie');
  const list = (existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]).map(
    String,
  );
  const kept = list.filter((cookie) => cookie.slice(0, cookie.indexOf('=')) !== name);
  // Fastify appends to a Set-Cookie header already there: the list is written afresh.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', kept.length ? [...kept, value] : value);
}
