// Loaded with the first focus, press or input in a password recovery form (see `useRulesForm`):
// zod and the rules stay out of the page's first load.
import { checkRules } from '../../lib/checkRules';
import { forgotSchema, resetSchema, type ForgotValues, type ResetValues } from './schemas';

/** Checks the "forgot password" form's values. */
export const checkForgot = (values: Record<keyof ForgotValues, string>) =>
  checkRules(forgotSchema, values);

/** Checks the new password form's values (the two passwords the same). */
export const checkReset = (values: Record<keyof ResetValues, string>) =>
  checkRules(resetSchema, values);
