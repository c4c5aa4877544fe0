import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addSetCookie, parseCookies, serializeCookie } from '../../lib/cookies';

/** The refresh token's cookie: only the auth routes (refresh, logout) ever receive it. */
export const REFRESH_COOKIE = 'finfree_rt';
const REFRESH_PATH = '/v1/auth';
/** A device that signed in before: it keeps its own sign-in allowance during an attack. */
export const DEVICE_COOKIE = 'finfree_device';
const DEVICE_MAX_AGE = 400 * 86_400;
/** Accounts remembered per device (the newest first). */
const DEVICE_ACCOUNTS = 5;

/** `Secure` everywhere but plain local HTTP (development on localhost / 127.0.0.1). */
function secure(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = (request.hostname ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host === '127.0.0.1' || host === '::1');
}

/** Puts the refresh token in an HttpOnly, SameSite=Strict cookie scoped to `/v1/auth`. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: { token: string; expires: string },
): void {
  const maxAge = Math.max(0, (Date.parse(refresh.expires) - Date.now()) / 1000);
  addSetCookie(
    reply,
    serializeCookie(REFRESH_COOKIE, refresh.token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(request),
      path: REFRESH_PATH,
      maxAge,
    }),
  );
}

/** Deletes the refresh cookie. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  addSetCookie(
    reply,
    serializeCookie(REFRESH_COOKIE, '', {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(request),
      path: REFRESH_PATH,
      maxAge: 0,
    }),
  );
}

/** The refresh token from the body (API clients) or else the cookie (the web app). */
export function refreshTokenOf(
  request: FastifyRequest,
  body?: { refreshToken?: string | undefined } | null,
) {
  return body?.refreshToken ?? parseCookies(request.headers.cookie)[REFRESH_COOKIE] ?? null;
}

/** A short, keyed name of an account (the cookie never carries an e-mail address). */
export function accountTag(email: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(`account:${email}`).digest('base64url').slice(0, 12);
}

/** A signed device cookie: `<deviceId>.<tag~tag…>.<signature>`. */
interface Device {
  id: string;
  accounts: string[];
}

function sign(payload: string, key: Uint8Array) {
  return createHmac('sha256', key).update(`device:${payload}`).digest('base64url').slice(0, 22);
}

/** The device cookie's content when its signature is valid, else null. */
export function readDevice(request: FastifyRequest, key: Uint8Array): Device | null {
  const raw = parseCookies(request.headers.cookie)[DEVICE_COOKIE];
  if (!raw) return null;
  const [id, tags, signature] = raw.split('.');
  if (!id || tags === undefined || !signature) return null;
  const expected = Buffer.from(sign(`${id}.${tags}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, accounts: tags ? tags.split('~') : [] };
}

/** Remembers that `account` signed in on this device (a new device id when there is none). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Uint8Array,
  account: string,
): void {
  const device = readDevice(request, key) ?? {
    id: randomBytes(12).toString('base64url'),
    accounts: [],
  };
  const accounts = [account, ...device.accounts.filter((a) => a !== account)].slice(
    0,
    DEVICE_ACCOUNTS,
  );
  const payload = `${device.id}.${accounts.join('~')}`;
  addSetCookie(
    reply,
    serializeCookie(DEVICE_COOKIE, `${payload}.${sign(payload, key)}`, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(request),
      path: REFRESH_PATH,
      maxAge: DEVICE_MAX_AGE,
    }),
  );
}

/** A key for the device cookie derived from the JWT secret (one secret to configure). */
export function deviceKey(jwtSecret: string): Uint8Array {
  return createHash('sha256').update(`finfree-device-cookie:${jwtSecret}`).digest();
}
