// Loaded with the first focus, press or input in the sign-in form (see `useRulesForm`): zod and
// the rules stay out of the sign-in page's first load.
import { checkRules } from '../../lib/checkRules';
import { loginSchema, type LoginValues } from './schemas';

/** Checks the sign-in form's values. */
export const checkLogin = (values: Record<keyof LoginValues, string>) =>
  checkRules(loginSchema, values);
