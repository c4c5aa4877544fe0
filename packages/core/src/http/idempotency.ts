/** Header carrying the idempotency key of a money-moving call. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Options of a money-moving API call. */
export interface IdempotentOptions {
  /**
   * Key of the user action (see {@link createIdempotencyKey}). Create it once per action and
   * reuse it when the same action is retried, so the server applies it at most once.
   */
  idempotencyKey: string;
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A new random idempotency key (UUID v4). Uses `crypto.randomUUID` where available and
 * `crypto.getRandomValues` otherwise (`randomUUID` is missing outside secure contexts).
 */
export function createIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The request headers of a money-moving call. */
export function idempotencyHeaders({ idempotencyKey }: IdempotentOptions): Record<string, string> {
  if (!idempotencyKey) throw new TypeError('An idempotency key is required for this call');
  return { [IDEMPOTENCY_HEADER]: idempotencyKey };
}
