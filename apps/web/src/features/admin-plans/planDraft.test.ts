import type { Plan } from '@finfree/core';
import {
  centsToDollars,
  dollarsToCents,
  draftOf,
  emptyPlanDraft,
  toPlanRequest,
  validatePlan,
  withFeature,
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

  it('builds the request with the amount in cents and the features’ keys', () => {
    const body = toPlanRequest({
      ...emptyPlanDraft(),
      name: ' Pro ',
      price: '79.90',
      interval: 'year',
      featureKeys: ['webhook', 'live-signals'],
    });
    expect(body).toEqual({
      name: 'Pro',
      description: '',
      amount: 7990,
      currency: 'usd',
      interval: 'year',
      trialDays: 0,
      featureKeys: ['webhook', 'live-signals'],
      highlighted: false,
      sortOrder: 0,
    });
  });
});

describe('a plan’s features', () => {
  const plan: Plan = {
    id: 'plan_pro_month',
    name: 'Pro',
    slug: 'pro-monthly',
    description: 'Every trade.',
    amount: 4900,
    currency: 'usd',
    interval: 'month',
    trialDays: 7,
    featureKeys: ['trade-history', 'live-signals', 'email-alerts'],
    features: ['Full trade history and statistics'],
    retiredFeatures: ['Weekly market notes'],
    highlighted: true,
    active: true,
    sortOrder: 2,
  };

  it('keep the plan’s order; one checked goes last, one unchecked leaves', () => {
    const keys = draftOf(plan).featureKeys;
    expect(keys).toEqual(['trade-history', 'live-signals', 'email-alerts']);
    const checked = withFeature(keys, 'webhook', true);
    expect(checked).toEqual(['trade-history', 'live-signals', 'email-alerts', 'webhook']);
    expect(withFeature(checked, 'live-signals', false)).toEqual([
      'trade-history',
      'email-alerts',
      'webhook',
    ]);
    // Checking one the plan has already changes nothing; the list given is not changed.
    expect(withFeature(keys, 'email-alerts', true)).toEqual(keys);
    expect(keys).toEqual(['trade-history', 'live-signals', 'email-alerts']);
  });

  it('are no longer validated as text: any choice of the catalogue is valid', () => {
    const draft = { ...draftOf(plan), featureKeys: [] };
    expect(validatePlan(draft)).toEqual({});
  });

  it('an edit sends the keys and the former lines (none once removed); a new plan, no lines', () => {
    const draft = draftOf(plan);
    expect(toPlanRequest(draft, true)).toMatchObject({
      featureKeys: ['trade-history', 'live-signals', 'email-alerts'],
      retiredFeatures: ['Weekly market notes'],
    });
    expect(toPlanRequest({ ...draft, retiredFeatures: [] }, true).retiredFeatures).toEqual([]);
    expect(toPlanRequest(draft)).not.toHaveProperty('retiredFeatures');
    expect(toPlanRequest(draft)).not.toHaveProperty('features');
  });
});
