import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a Finfree webhook. `header`: the Finfree-Signature header; `body`: the raw request
 * body exactly as received (a string, before any JSON parsing); `secret`: your whsec_… secret.
 * True when the signature is right and the timestamp is within 5 minutes of now.
 */
export function verifyFinfreeSignature(header, body, secret, nowSeconds = Date.now() / 1000) {
  const fields = {};
  for (const part of String(header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  const t = fields.t;
  if (!/^\d{1,12}$/.test(t ?? '') || !/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(fields.v1, 'hex'));
}
