// Loaded with the first focus, press or input in the sign-up form (see `useRulesForm`): zod and
// the rules stay out of the sign-up page's first load.
import { checkRules } from '../../lib/checkRules';
import { registerSchema, type RegisterValues } from './schemas';

/** Checks the sign-up form's values. */
export const checkRegister = (values: Record<keyof RegisterValues, string>) =>
  checkRules(registerSchema, values);
