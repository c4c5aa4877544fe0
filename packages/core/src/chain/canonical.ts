/**
 * The canonical form of a trade event, as its content hash covers it: JSON of
 * `{at, data, salt, tradeId, type}` with every object's keys sorted (UTF-16 order) and no
 * whitespace; `at` is ISO 8601 UTC with milliseconds. The API hashes it when it appends an
 * event and the browser when it verifies the published chain, so both use this one function.
 */

/** JSON with every object's keys sorted and no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The fields of an event that its content hash covers. */
export interface ChainedEventContent {
  tradeId: string;
  at: Date | string;
  type: string;
  data: Record<string, unknown>;
  salt: string;
}

/** The canonical form of an event (the text its content hash is the SHA-256 of). */
export function canonicalEvent(e: ChainedEventContent): string {
  const at = typeof e.at === 'string' ? e.at : e.at.toISOString();
  return canonicalJson({ at, data: e.data, salt: e.salt, tradeId: e.tradeId, type: e.type });
}
