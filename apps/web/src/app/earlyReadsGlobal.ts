// The small part of the early reads (`earlyReads.ts`) that a dashboard page's first render
// needs without loading that module: the names of the globals the head script fills, the key of
// a read, and taking an answer that has already arrived.

/** The name of the global the early reads head script leaves its reads in (`earlyReads.ts`). */
export const EARLY_READS_GLOBAL = '__finfreeEarlyReads';

/** The name of the global where the head script puts each answer once it has arrived. */
export const EARLY_ANSWERS_GLOBAL = '__finfreeEarlyAnswers';

/** One read's key: its path and its parameters in a fixed order (undefined ones dropped). */
export function earlyReadKey(path: string, params?: Record<string, unknown>): string {
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** An answer to an early read: of the head script, or of a read started ahead. */
export interface EarlyAnswer {
  token: string;
  status: number;
  body: unknown;
  /** When it arrived (ms since the epoch). */
  at?: number;
}

/** How old an arrived answer may be to stand for a query's first data (ms): the cache's lifetime. */
export const ARRIVED_ANSWER_MS = 5 * 60_000;

/** The keys whose early answer was taken by {@link takeArrivedEarlyRead}: their reads are spent. */
const taken = new Set<string>();

/**
 * The early read of `key`, if its answer has already arrived as a success for `token`, under
 * {@link ARRIVED_ANSWER_MS} ago: taken once, so a query starts with it on its first render (as
 * read at `at`: the query decides whether it is fresh).
 */
export function takeArrivedEarlyRead(
  key: string,
  token: string | null | undefined,
  now = Date.now(),
  scope: Record<string, unknown> = window as unknown as Record<string, unknown>,
): { data: unknown; at: number } | undefined {
  const answers = scope[EARLY_ANSWERS_GLOBAL] as Record<string, EarlyAnswer | null> | undefined;
  const answer = answers?.[key];
  if (!answer || answer.status !== 200 || !token || answer.token !== token) return undefined;
  const at = answer.at ?? now;
  if (now - at >= ARRIVED_ANSWER_MS) return undefined;
  delete answers[key];
  taken.add(key);
  return { data: answer.body, at };
}

/**
 * True once after the early read of `key` was taken by {@link takeArrivedEarlyRead}: that read
 * must not also answer a later request of the same key. Asking clears the mark.
 */
export function wasTakenEarly(key: string): boolean {
  return taken.delete(key);
}

/** Forgets the arrived answer of `key` (its read answered a request instead). */
export function dropArrivedEarlyRead(
  key: string,
  scope: Record<string, unknown> = window as unknown as Record<string, unknown>,
) {
  const answers = scope[EARLY_ANSWERS_GLOBAL] as Record<string, unknown> | undefined;
  if (answers) delete answers[key];
}
