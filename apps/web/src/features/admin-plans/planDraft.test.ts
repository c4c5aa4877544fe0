import {
  centsToDollars,
  dollarsToCents,
  emptyPlanDraft,
  toPlanRequest,
  validatePlan,
} from './planDraft';

describe('plan amounts: typed in dollars, sent in cents', () => {
  it.each([
    ['49', 4900],
    ['49.9', 4990],
    ['49.99', 4999],
    ['0.01', 1],
    ['$1,234.50', 123450],
    [' 79 ', 7900],
  ])('%s → %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['49.999', '-5', '1e3', '', 'abc', '49.', '.5', '1000001'])(
    'refuses %j rather than rounding or guessing',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );

  it('shows cents as dollars exactly', () => {
    expect(centsToDollars(4900)).toBe('49');
    expect(centsToDollars(4990)).toBe('49.90');
    expect(centsToDollars(5)).toBe('0.05');
  });

  it('says why a price with three decimals is refused', () => {
    expect(validatePlan({ ...emptyPlanDraft(), name: 'Pro', price: '49.999' }).price).toBe(
      'priceDecimals',
    );
  });

  it('builds the request with the amount in cents and one feature a line', () => {
    const body = toPlanRequest({
      ...emptyPlanDraft(),
      name: ' Pro ',
      price: '79.90',
      interval: 'year',
      features: 'Signals\n\n Alerts ',
    });
    expect(body).toMatchObject({
      name: 'Pro',
      amount: 7990,
      interval: 'year',
      features: ['Signals', 'Alerts'],
      currency: 'usd',
    });
  });
});
