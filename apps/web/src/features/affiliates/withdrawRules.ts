import type { WithdrawalMethod } from '@finfree/core';
import { parseAmount } from '../../lib/money';

/** The withdrawal form as typed. */
export interface WithdrawValues {
  amount: string;
  method: WithdrawalMethod;
  destination: string;
}

/** A field's problem: an i18n key of the billing bundle. */
export type WithdrawErrors = Partial<Record<keyof WithdrawValues, string>>;

/**
 * The server's rules: at least the minimum, at most the available balance, whole cents; a
 * destination of 3–200 characters once trimmed.
 */
export function validateWithdrawal(
  values: WithdrawValues,
  limits: { minimum: number; available: number },
  locale: string,
): { errors: WithdrawErrors; amount: number | null } {
  const errors: WithdrawErrors = {};
  const amount = values.amount.trim() ? parseAmount(values.amount, locale) : null;
  if (!values.amount.trim()) errors.amount = 'billing.withdraw.validation.amountRequired';
  else if (amount === null || amount <= 0)
    errors.amount = 'billing.withdraw.validation.amountInvalid';
  else if (amount < limits.minimum) errors.amount = 'billing.withdraw.validation.amountMin';
  else if (amount > limits.available) errors.amount = 'billing.withdraw.validation.amountMax';
  const destination = values.destination.trim();
  if (!destination) errors.destination = 'billing.withdraw.validation.destinationRequired';
  else if (destination.length < 3 || destination.length > 200)
    errors.destination = 'billing.withdraw.validation.destinationLength';
  return { errors, amount };
}
