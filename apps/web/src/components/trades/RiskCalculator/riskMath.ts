/**
 * Position sizing for a trade, in an account held in US dollars. The conventions (shown on
 * screen with the result):
 * - forex: 1 lot = 100,000 units of the base currency; a pip is 0.0001 (0.01 for JPY pairs);
 *   a pip of one lot is worth 10 units of the quote currency, converted to dollars at the entry
 *   price when the dollar is the base (USDJPY); pairs without the dollar are not sized;
 * - gold (XAU) 1 lot = 100 oz, silver (XAG) 5,000 oz, other commodities 1 unit per contract;
 * - indices: 1 contract = $1 per point;
 * - crypto and stocks: units (coins, shares).
 * Sizes are rounded down to the broker step (0.01 lot or contract, 0.0001 coin, 1 share), so
 * the money at risk never exceeds what was asked.
 */
export interface RiskInput {
  symbol: string;
  assetClass: string;
  entry: number;
  stop: number;
  takeProfits: { price: number | null; allocation: number }[];
  /** Account size in cents. */
  accountCents: number;
  /** Risk per trade, percent of the account. */
  riskPercent: number;
}

/** What the calculator answers. */
export interface RiskResult {
  /** Position size in `unit`. */
  size: number;
  /** `lots`, `contracts`, `coins`, `shares` or `units`. */
  unit: 'lots' | 'contracts' | 'coins' | 'shares' | 'units';
  /** Money lost at the stop, in cents (after rounding the size down). */
  riskCents: number;
  /** For each take-profit: the part of the position it closes and the money it makes. */
  takeProfits: { size: number; profitCents: number }[];
  /** The stop distance in pips (forex) or price points. */
  stopDistance: number;
}

/** Units of the instrument in one `unit` of size, and the size step. */
function contract(symbol: string, assetClass: string) {
  const s = symbol.toUpperCase();
  switch (assetClass) {
    case 'forex':
      return { perUnit: 100_000, step: 0.01, unit: 'lots' as const };
    case 'commodities':
      if (s.startsWith('XAU')) return { perUnit: 100, step: 0.01, unit: 'lots' as const };
      if (s.startsWith('XAG')) return { perUnit: 5000, step: 0.01, unit: 'lots' as const };
      return { perUnit: 1, step: 0.01, unit: 'contracts' as const };
    case 'indices':
      return { perUnit: 1, step: 0.01, unit: 'contracts' as const };
    case 'crypto':
      return { perUnit: 1, step: 0.0001, unit: 'coins' as const };
    case 'stocks':
      return { perUnit: 1, step: 1, unit: 'shares' as const };
    default:
      return { perUnit: 1, step: 0.01, unit: 'units' as const };
  }
}

/** Dollars made by one instrument unit over a price move (forex: quote currency → USD). */
function dollarsPerUnitMove(symbol: string, assetClass: string, move: number, entry: number) {
  const s = symbol.toUpperCase();
  if (assetClass === 'forex' && s.startsWith('USD') && !s.endsWith('USD')) return move / entry;
  return move;
}

const pipOf = (symbol: string) => (symbol.toUpperCase().includes('JPY') ? 0.01 : 0.0001);
/** Rounds down to the step, ignoring float noise (0.3 stays 0.3). */
const floorTo = (n: number, step: number) => Math.floor(n / step + 1e-9) * step;
const clean = (n: number) => Math.round(n * 1e8) / 1e8;

/**
 * True for a currency pair whose pip value in dollars cannot be known here: neither currency is
 * the dollar (EURGBP, GBPJPY), so it would need a third rate.
 */
export function isCrossPair(symbol: string, assetClass: string): boolean {
  const s = symbol.toUpperCase();
  return assetClass === 'forex' && !s.startsWith('USD') && !s.endsWith('USD');
}

/** Position size and money at risk and per take-profit; null when the inputs cannot size it. */
export function sizePosition(input: RiskInput): RiskResult | null {
  const distance = Math.abs(input.entry - input.stop);
  if (!(distance > 0) || !(input.accountCents > 0) || !(input.riskPercent > 0)) return null;
  if (isCrossPair(input.symbol, input.assetClass)) return null;
  const { perUnit, step, unit } = contract(input.symbol, input.assetClass);
  const riskDollars = (input.accountCents / 100) * (input.riskPercent / 100);
  const lossPerSize =
    dollarsPerUnitMove(input.symbol, input.assetClass, distance, input.entry) * perUnit;
  const size = clean(floorTo(riskDollars / lossPerSize, step));
  if (size <= 0) return null;
  return {
    size,
    unit,
    riskCents: Math.round(size * lossPerSize * 100),
    stopDistance: clean(input.assetClass === 'forex' ? distance / pipOf(input.symbol) : distance),
    takeProfits: input.takeProfits.map((tp) => {
      const part = clean(size * (tp.allocation / 100));
      const move = tp.price === null ? 0 : Math.abs(tp.price - input.entry);
      const perSize =
        dollarsPerUnitMove(input.symbol, input.assetClass, move, input.entry) * perUnit;
      return { size: part, profitCents: Math.round(part * perSize * 100) };
    }),
  };
}
