import {
  emptyDraft,
  previewDraft,
  toCreateRequest,
  validateDraft,
  type TradeDraft,
} from './tradeDraft';

const gold = (): TradeDraft => ({
  ...emptyDraft(),
  symbol: 'xauusd',
  assetClass: 'commodities',
  side: 'buy',
  entryPrice: '2300',
  stopLoss: '2290',
  takeProfits: [
    { price: '2310', allocation: '50' },
    { price: '2320', allocation: '30' },
    { price: '2330', allocation: '20' },
  ],
  tags: 'gold, breakout, ',
});

describe('publishing a trade: the server’s rules, before sending', () => {
  it('accepts a valid buy with three take-profits and builds the request', () => {
    expect(validateDraft(gold())).toEqual({});
    expect(toCreateRequest(gold())).toEqual({
      symbol: 'XAUUSD',
      assetClass: 'commodities',
      side: 'buy',
      entryPrice: 2300,
      stopLoss: 2290,
      takeProfits: [
        { price: 2310, allocation: 50 },
        { price: 2320, allocation: 30 },
        { price: 2330, allocation: 20 },
      ],
      tags: ['gold', 'breakout'],
      status: 'open',
    });
  });

  it('wants allocations adding up to 100, whole percents', () => {
    const draft = gold();
    draft.takeProfits[2] = { price: '2330', allocation: '10' };
    expect(validateDraft(draft).takeProfits).toEqual({
      key: 'allocationSum',
      values: { total: 90 },
    });
    draft.takeProfits[2] = { price: '2330', allocation: '20.5' };
    expect(validateDraft(draft)['takeProfits.2.allocation']).toEqual({ key: 'allocation' });
  });

  it('allows at most three take-profits', () => {
    const draft = gold();
    draft.takeProfits.push({ price: '2340', allocation: '0' });
    expect(validateDraft(draft).takeProfits?.key).toBe('tpCount');
  });

  it('wants the stop on the losing side and take-profits on the winning side', () => {
    const sell = { ...gold(), side: 'sell' as const };
    const errors = validateDraft(sell);
    expect(errors.stopLoss).toEqual({ key: 'stopAbove' });
    expect(errors['takeProfits.0.price']).toEqual({ key: 'tpBelow' });
    const buy = { ...gold(), stopLoss: '2305' };
    expect(validateDraft(buy).stopLoss).toEqual({ key: 'stopBelow' });
  });

  it('takes an entry zone instead of a price, its middle as the entry', () => {
    const zone: TradeDraft = {
      ...gold(),
      entryMode: 'zone',
      entryPrice: '',
      zoneFrom: '2298',
      zoneTo: '2302',
    };
    expect(validateDraft(zone)).toEqual({});
    expect(toCreateRequest(zone)).toMatchObject({ entryZone: { from: 2298, to: 2302 } });
    expect(toCreateRequest(zone)).not.toHaveProperty('entryPrice');
    expect(validateDraft({ ...zone, zoneTo: '' }).zoneTo).toEqual({ key: 'price' });
  });

  it('refuses unreadable prices and symbols instead of coercing them', () => {
    const draft = { ...gold(), entryPrice: '1e3', symbol: 'X' };
    const errors = validateDraft(draft);
    expect(errors.entryPrice).toEqual({ key: 'price' });
    expect(errors.symbol).toEqual({ key: 'symbol' });
  });
});

describe('the live preview', () => {
  it('shows risk, reward and R of each take-profit and the weighted R', () => {
    const preview = previewDraft(gold());
    expect(preview?.riskPips).toBeCloseTo(100);
    expect(preview?.takeProfits.map((tp) => tp.r)).toEqual([1, 2, 3]);
    expect(preview?.takeProfits.map((tp) => Math.round(tp.rewardPips))).toEqual([100, 200, 300]);
    // 0.5 × 1 + 0.3 × 2 + 0.2 × 3
    expect(preview?.weightedR).toBeCloseTo(1.7);
  });

  it('counts forex pips (JPY pairs in hundredths) and waits for a stop on the right side', () => {
    const jpy: TradeDraft = {
      ...emptyDraft(),
      symbol: 'USDJPY',
      side: 'sell',
      entryPrice: '150.00',
      stopLoss: '150.50',
      takeProfits: [{ price: '149.00', allocation: '100' }],
    };
    expect(previewDraft(jpy)?.riskPips).toBeCloseTo(50);
    expect(previewDraft(jpy)?.takeProfits[0]?.r).toBeCloseTo(2);
    expect(previewDraft({ ...jpy, stopLoss: '149.5' })).toBeNull();
    expect(
      previewDraft({ ...jpy, takeProfits: [{ price: '149', allocation: '60' }] })?.weightedR,
    ).toBeNull();
  });
});
