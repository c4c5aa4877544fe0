import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CookieOptions, parseCookies, serializeCookie } from '../../lib/cookies';

/** Name of the first-party referral cookie set by `POST /affiliates/clicks`. */
export const REF_COOKIE = 'finfree_ref';
/** Path the cookie is scoped to: it only travels with API calls. */
export const REF_COOKIE_PATH = '/v1';

/** OpenAPI description of the first-touch referral cookie (clicks and sign-up). */
export const REF_COOKIE_DOC =
  `Always 204, also for an unknown code (which records nothing and sets nothing). A known code ` +
  `counts a click now and, unless the request already carries a valid, unexpired \`${REF_COOKIE}\` ` +
  `cookie (first touch wins: it is never replaced), sets the first-party cookie ` +
  `\`${REF_COOKIE}=<CODE>.<issuedAtMs>.<base64url HMAC-SHA256>\` with ` +
  `\`HttpOnly; SameSite=Lax; Path=${REF_COOKIE_PATH}; Max-Age=2592000\` (AFFILIATE_ATTRIBUTION_DAYS, ` +
  `default 30 days) and \`Secure\` over https. \`POST /v1/auth/register\` attributes the sign-up ` +
  `to that code (when the click is at most 30 days old) before any \`referralCode\` in the body, ` +
  `then clears the cookie.`;

const DAY_MS = 86_400_000;
/** Issued-at timestamps this far in the future (clock skew between instances) still count. */
const SKEW_MS = 5 * 60_000;

/** A referral touch read back from a valid cookie. */
export interface ReferralTouch {
  /** The referral code (upper case). */
  code: string;
  /** When the first click happened (ms since the epoch). */
  issuedAt: number;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The cookie value `<code>.<issuedAtMs>.<base64url HMAC-SHA256 of "code.issuedAtMs">`. */
export function signReferral(secret: string, code: string, issuedAt: number): string {
  const payload = `${code}.${Math.floor(issuedAt)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * Reads the referral cookie from a `Cookie` header: the touch when its signature is right and
 * it was issued within `days` before `now` (first touch window); otherwise null — a forged,
 * tampered, malformed or expired cookie is simply ignored.
 */
export function readReferral(
  secret: string,
  cookieHeader: string | string[] | undefined,
  now: Date,
  days: number,
): ReferralTouch | null {
  const value = parseCookies(cookieHeader)[REF_COOKIE];
  if (!value) return null;
  const m = /^([A-Z0-9]{1,32})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m) return null;
  const [, code = '', at = '', sig = ''] = m;
  const expected = Buffer.from(mac(secret, `${code}.${at}`));
  const got = Buffer.from(sig);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  const issuedAt = Number(at);
  const age = now.getTime() - issuedAt;
  if (age < -SKEW_MS || age > days * DAY_MS) return null;
  return { code, issuedAt };
}

/** True when the `Cookie` header carries a referral cookie at all (valid or not). */
export function hasReferralCookie(cookieHeader: string | string[] | undefined): boolean {
  return REF_COOKIE in parseCookies(cookieHeader);
}

const attributes = (secure: boolean, maxAge: number): CookieOptions => ({
  maxAge,
  path: REF_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'Lax',
  secure,
});

/** `Set-Cookie` value that stores a signed touch for `days` (Secure over https). */
export function referralSetCookie(value: string, days: number, secure: boolean): string {
  return serializeCookie(REF_COOKIE, value, attributes(secure, days * 86_400));
}

/** `Set-Cookie` value that deletes the referral cookie (`Max-Age=0`, same path). */
export function referralClearCookie(secure: boolean): string {
  return serializeCookie(REF_COOKIE, '', attributes(secure, 0));
}
