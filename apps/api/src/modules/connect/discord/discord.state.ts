import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a member has to authorize on Discord after starting. */
export const STATE_TTL_MS = 10 * 60_000;

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('finfree-discord-oauth-state').digest();

/**
 * The OAuth2 `state` of a member's link: `<payload>.<HMAC-SHA256>` (base64url), the payload
 * being `{u: userId, exp: ms, n: nonce}`. The callback trusts the member named in a state it
 * signed and that has not expired.
 */
export function signState(secret: string, userId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: userId,
      exp: now.getTime() + STATE_TTL_MS,
      n: randomBytes(9).toString('base64url'),
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
): { userId: string } | { error: 'invalid' | 'expired' } {
  const [payload, mac] = state.split('.');
  if (!payload || !mac) return { error: 'invalid' };
  const expected = createHmac('sha256', keyOf(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { error: 'invalid' };
  try {
    const { u, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u: unknown;
      exp: unknown;
    };
    if (typeof u !== 'string' || typeof exp !== 'number') return { error: 'invalid' };
    if (exp <= now.getTime()) return { error: 'expired' };
    return { userId: u };
  } catch {
    return { error: 'invalid' };
  }
}
