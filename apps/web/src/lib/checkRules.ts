import type * as z from 'zod/mini';

/** The result of a check: the parsed values, or the first message (an i18n key) of each field. */
export type Checked<V> = { values: V } | { errors: Partial<Record<keyof V & string, string>> };

/**
 * Checks a form's values with its rules: the parsed (e.g. trimmed) values, or the first message
 * of each invalid field. Loaded with the rules that use it, so zod stays out of the first load.
 */
export function checkRules<V>(schema: z.ZodMiniType<V>, values: unknown): Checked<V> {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V & string;
    errors[field] ??= issue.message;
  }
  return { errors };
}
