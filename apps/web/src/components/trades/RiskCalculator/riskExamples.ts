import type { RiskInput } from './riskMath';

/** A trade as the calculator sizes it, without the account. */
export type RiskExample = Omit<RiskInput, 'accountCents' | 'riskPercent'>;

// The worked examples the calculator's tests and stories share (their sizes at $10,000 and 1%
// are worked out in riskMath.test.ts).

/** An FX pair with the dollar as quote: buy 1.1000, stop 1.0950 (50 pips), take-profit 1.1100. */
export const eurusdExample: RiskExample = {
  symbol: 'EURUSD',
  assetClass: 'forex',
  entry: 1.1,
  stop: 1.095,
  takeProfits: [{ price: 1.11, allocation: 100 }],
};

/** Gold: buy 2650, stop 2640 ($10), take-profits 2660 (60%) and 2680 (40%). */
export const goldExample: RiskExample = {
  symbol: 'XAUUSD',
  assetClass: 'commodities',
  entry: 2650,
  stop: 2640,
  takeProfits: [
    { price: 2660, allocation: 60 },
    { price: 2680, allocation: 40 },
  ],
};
