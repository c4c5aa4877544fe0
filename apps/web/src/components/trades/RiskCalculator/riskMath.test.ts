import { eurusdExample, goldExample } from './riskExamples';
import { sizePosition, type RiskInput } from './riskMath';

// Worked examples, account $10,000 and 1% risk = $100 at the stop:
const account = { accountCents: 1_000_000, riskPercent: 1 };
const cases: [string, RiskInput, ReturnType<typeof sizePosition>][] = [
  [
    // 1.1000 − 1.0950 = 50 pips; a pip of 1 lot = $10 → 100 / (50 × 10) = 0.2 lot.
    // TP 1.1100 = 100 pips × $10 × 0.2 = $200.
    'EURUSD (FX pair, dollar quote)',
    { ...eurusdExample, ...account },
    {
      size: 0.2,
      unit: 'lots',
      riskCents: 10_000,
      stopDistance: 50,
      takeProfits: [{ size: 0.2, profitCents: 20_000 }],
    },
  ],
  [
    // 150.00 − 149.50 = 50 pips; a pip of 1 lot = 1,000 JPY = 1000 / 150 = $6.667
    // → 100 / (50 × 6.667) = 0.3 lot; TP 151.00 = 100 pips × 6.667 × 0.3 = $200.
    'USDJPY (FX pair, dollar base)',
    {
      symbol: 'USDJPY',
      assetClass: 'forex',
      entry: 150,
      stop: 149.5,
      takeProfits: [{ price: 151, allocation: 100 }],
      ...account,
    },
    {
      size: 0.3,
      unit: 'lots',
      riskCents: 10_000,
      stopDistance: 50,
      takeProfits: [{ size: 0.3, profitCents: 20_000 }],
    },
  ],
  [
    // Gold: 2650 − 2640 = $10; 1 lot = 100 oz → $1,000 per lot → 0.1 lot (10 oz).
    // TP1 2660 (60%): 0.06 lot × $10 × 100 = $60; TP2 2680 (40%): 0.04 × $30 × 100 = $120.
    'XAUUSD (gold)',
    { ...goldExample, ...account },
    {
      size: 0.1,
      unit: 'lots',
      riskCents: 10_000,
      stopDistance: 10,
      takeProfits: [
        { size: 0.06, profitCents: 6_000 },
        { size: 0.04, profitCents: 12_000 },
      ],
    },
  ],
  [
    // Index: sell 40000, stop 40200 = 200 points at $1 a point per contract → 0.5 contract.
    // TP 39600 = 400 points × 0.5 = $200.
    'US30 (index)',
    {
      symbol: 'US30',
      assetClass: 'indices',
      entry: 40000,
      stop: 40200,
      takeProfits: [{ price: 39600, allocation: 100 }],
      ...account,
    },
    {
      size: 0.5,
      unit: 'contracts',
      riskCents: 10_000,
      stopDistance: 200,
      takeProfits: [{ size: 0.5, profitCents: 20_000 }],
    },
  ],
  [
    // Crypto: 60000 − 59000 = $1,000 per coin → 0.1 BTC.
    // TP1 61000 (50%): 0.05 × $1,000 = $50; TP2 62000 (50%): 0.05 × $2,000 = $100.
    'BTCUSD (crypto pair)',
    {
      symbol: 'BTCUSD',
      assetClass: 'crypto',
      entry: 60000,
      stop: 59000,
      takeProfits: [
        { price: 61000, allocation: 50 },
        { price: 62000, allocation: 50 },
      ],
      ...account,
    },
    {
      size: 0.1,
      unit: 'coins',
      riskCents: 10_000,
      stopDistance: 1000,
      takeProfits: [
        { size: 0.05, profitCents: 5_000 },
        { size: 0.05, profitCents: 10_000 },
      ],
    },
  ],
  [
    // Rounded down to the step: $2,500 at 0.5% = $12.50; 50 pips × $10 → 0.025 → 0.02 lot,
    // so $10.00 is at risk, never more than asked.
    'EURUSD, size rounded down',
    { ...eurusdExample, accountCents: 250_000, riskPercent: 0.5 },
    {
      size: 0.02,
      unit: 'lots',
      riskCents: 1_000,
      stopDistance: 50,
      takeProfits: [{ size: 0.02, profitCents: 2_000 }],
    },
  ],
];

describe('sizePosition', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(sizePosition(input)).toEqual(expected);
  });

  it('answers null when the position cannot be sized', () => {
    const base = cases[0]?.[1] as RiskInput;
    expect(sizePosition({ ...base, stop: base.entry })).toBeNull();
    expect(sizePosition({ ...base, accountCents: 0 })).toBeNull();
    expect(sizePosition({ ...base, riskPercent: 0 })).toBeNull();
    // A cross pair: its pip value would need a third rate.
    expect(sizePosition({ ...base, symbol: 'GBPJPY', entry: 190, stop: 189.5 })).toBeNull();
    // $1 at risk cannot buy the smallest 0.01 lot over 50 pips ($5).
    expect(sizePosition({ ...base, accountCents: 10_000, riskPercent: 1 })).toBeNull();
  });
});
