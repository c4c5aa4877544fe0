import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new opaque id. */
export const newId = (): string => randomUUID();

/** A URL-safe random secret (refresh and reset tokens). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** SHA-256 of a token: what the database stores instead of the token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A short, unambiguous referral code. */
export function referralCode(length = 8): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return out;
}
