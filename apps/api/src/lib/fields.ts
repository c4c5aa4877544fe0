import { z } from 'zod';
import { CONTROL_MESSAGE, SINGLE_LINE } from './input-rules';

/** Display names: trimmed, 1–100 characters, no control characters. */
export const nameField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(SINGLE_LINE, { message: CONTROL_MESSAGE });

/** E-mail addresses, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase())
  .meta({ format: 'email' });
