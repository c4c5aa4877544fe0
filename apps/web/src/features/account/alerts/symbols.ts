/** Most symbols a market filter holds. */
export const MAX_SYMBOLS = 50;

const SYMBOL = /^[A-Z0-9._/-]{2,20}$/;

/**
 * A typed symbol as the filter stores it (trimmed, upper-cased), or why it is refused:
 * `invalid` (2 to 20 letters, digits, `.`, `_`, `/` or `-`) or `tooMany` (already 50).
 * A symbol already listed is accepted (adding it changes nothing).
 */
export function parseSymbol(
  typed: string,
  listed: readonly string[],
): { symbol: string } | { error: 'invalid' | 'tooMany' } {
  const symbol = typed.trim().toUpperCase();
  if (!SYMBOL.test(symbol)) return { error: 'invalid' };
  if (!listed.includes(symbol) && listed.length >= MAX_SYMBOLS) return { error: 'tooMany' };
  return { symbol };
}
