import { describe, expect, it } from 'vitest';
import { validateWithdrawal } from './withdrawRules';

const limits = { minimum: 5000, available: 12345 };
const ok = { amount: '60', method: 'paypal' as const, destination: 'me@paypal.example' };

describe('validateWithdrawal', () => {
  it('accepts an amount between the minimum and the available balance', () => {
    expect(validateWithdrawal(ok, limits, 'en')).toEqual({ errors: {}, amount: 6000 });
    expect(validateWithdrawal({ ...ok, amount: '123,45' }, limits, 'fr').amount).toBe(12345);
  });

  it('refuses amounts under the minimum, over the balance or not amounts at all', () => {
    const check = (amount: string) => validateWithdrawal({ ...ok, amount }, limits, 'en').errors;
    expect(check('')).toEqual({ amount: 'billing.withdraw.validation.amountRequired' });
    expect(check('49.99')).toEqual({ amount: 'billing.withdraw.validation.amountMin' });
    expect(check('123.46')).toEqual({ amount: 'billing.withdraw.validation.amountMax' });
    expect(check('12.345')).toEqual({ amount: 'billing.withdraw.validation.amountInvalid' });
    expect(check('0')).toEqual({ amount: 'billing.withdraw.validation.amountInvalid' });
  });

  it('wants a destination of 3 to 200 characters once trimmed', () => {
    const check = (destination: string) =>
      validateWithdrawal({ ...ok, destination }, limits, 'en').errors;
    expect(check('   ')).toEqual({
      destination: 'billing.withdraw.validation.destinationRequired',
    });
    expect(check(' ab ')).toEqual({ destination: 'billing.withdraw.validation.destinationLength' });
    expect(check('x'.repeat(201))).toEqual({
      destination: 'billing.withdraw.validation.destinationLength',
    });
  });
});
