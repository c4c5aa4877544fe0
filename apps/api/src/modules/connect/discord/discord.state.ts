import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The cookie that ties a link to the browser that started it (HttpOnly, SameSite=Lax, scoped to
 * the Discord routes, 10 minutes): a callback in another browser — a victim sent a start address
 * by someone else — is refused, so nobody can link their account to another's Discord.
 */
export const BROWSER_COOKIE = 'finfree_discord_link';
/** A new random value for {@link BROWSER_COOKIE}. */
export const newBrowserNonce = () => randomBytes(18).toString('base64url');
const digest = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** How long a member has to authorize on Discord after starting. */
export const STATE_TTL_MS = 10 * 60_000;

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('finfree-discord-oauth-state').digest();

/**
 * The OAuth2 `state` of a member's link: `<payload>.<HMAC-SHA256>` (base64url), the payload
 * being `{u: userId, exp: ms, n: nonce, b: SHA-256 of the browser's cookie}`. The callback trusts
 * the member named in a state it signed, that has not expired, and that comes back to the
 * browser that started it.
 */
export function signState(secret: string, userId: string, now: Date, browser: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: userId,
      exp: now.getTime() + STATE_TTL_MS,
      n: randomBytes(9).toString('base64url'),
      b: digest(browser),
    }),
  ).toString('base64url');
  const mac = createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** The member of a state signed by {@link signState}, or why it is refused. */
export function readState(
  secret: string,
  state: string,
  now: Date,
  browser: string | undefined,
): { userId: string } | { error: 'invalid' | 'expired' | 'browser' } {
  const [payload, mac] = state.split('.');
  if (!payload || !mac) return { error: 'invalid' };
  const expected = createHmac('sha256', keyOf(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { error: 'invalid' };
  try {
    const { u, exp, b } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u: unknown;
      exp: unknown;
      b: unknown;
    };
    if (typeof u !== 'string' || typeof exp !== 'number') return { error: 'invalid' };
    if (exp <= now.getTime()) return { error: 'expired' };
    if (typeof b !== 'string' || !browser || digest(browser) !== b) return { error: 'browser' };
    return { userId: u };
  } catch {
    return { error: 'invalid' };
  }
}
