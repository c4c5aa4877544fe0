import * as z from 'zod/mini';
import { checkRules } from '../../../lib/checkRules';
import { emailRule, nameRule } from '../../../lib/validation';

/** A required text field; `required` is the i18n key of its own "enter …" message. */
const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max));

/** The contact form's rules; each message is an i18n key. */
export const contactSchema = z.object({
  name: nameRule,
  email: emailRule,
  subject: text(200, 'landing.contactSubjectRequired'),
  message: text(5000, 'landing.contactMessageRequired'),
});

export type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;

/** The fields' values, trimmed, or the first message (an i18n key) of each invalid field. */
export const checkContact = (values: Record<ContactField, string>) =>
  checkRules(contactSchema, values);
