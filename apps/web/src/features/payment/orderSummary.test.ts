import type { Plan, Subscription } from '@finfree/core';
import { describe, expect, it } from 'vitest';
import { addMonths, orderSummary, trialApplies } from './orderSummary';

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 'plan_pro_month',
  name: 'Pro',
  slug: 'pro-monthly',
  description: '',
  amount: 7900,
  currency: 'usd',
  interval: 'month',
  trialDays: 7,
  featureKeys: [],
  features: [],
  retiredFeatures: [],
  highlighted: true,
  active: true,
  sortOrder: 10,
  ...over,
});

const sub = (status: Subscription['status']) => ({ status }) as Subscription;
const now = new Date('2026-01-31T10:00:00.000Z');

describe('orderSummary', () => {
  it('charges nothing today during a trial and the plan price when it ends', () => {
    expect(orderSummary(plan(), true, now)).toEqual({
      dueToday: 0,
      renewalAmount: 7900,
      renewalDate: new Date('2026-02-07T10:00:00.000Z'),
      trialDays: 7,
      currency: 'usd',
    });
  });

  it('charges the price today and renews one calendar interval later', () => {
    expect(orderSummary(plan(), false, now)).toMatchObject({
      dueToday: 7900,
      renewalDate: new Date('2026-02-28T10:00:00.000Z'),
      trialDays: 0,
    });
    expect(orderSummary(plan({ interval: 'year', amount: 79000 }), false, now)).toMatchObject({
      dueToday: 79000,
      renewalDate: new Date('2027-01-31T10:00:00.000Z'),
    });
  });
});

describe('trialApplies', () => {
  it('only on a first subscription of a plan with a trial', () => {
    expect(trialApplies(plan(), [])).toBe(true);
    expect(trialApplies(plan(), [sub('incomplete')])).toBe(true);
    expect(trialApplies(plan(), [sub('canceled')])).toBe(false);
    expect(trialApplies(plan({ trialDays: 0 }), [])).toBe(false);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 1)).toEqual(
      new Date('2026-04-15T00:00:00Z'),
    );
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1)).toEqual(
      new Date('2026-02-28T00:00:00Z'),
    );
  });
});
