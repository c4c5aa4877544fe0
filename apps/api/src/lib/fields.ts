import { z } from 'zod';
import { singleLine } from './input-rules';

/** Display names: no control characters, then trimmed, 1–100 characters. */
export const nameField = singleLine(z.string().trim().min(1).max(100));

/**
 * The e-mail addresses the server accepts, as the document states them (`pattern`, with
 * `format: email`): dot-separated local parts of letters, digits and `_'+-` (not ending in
 * `'`), `@`, domain labels of letters, digits and inner hyphens, and a top-level domain of two
 * letters or more — so `0@com` is refused. Nothing around the address: no space is trimmed.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** E-mail addresses ({@link EMAIL_PATTERN}, at most 254 characters), lower-cased. */
export const emailField = z
  .email({ pattern: EMAIL_PATTERN })
  .max(254)
  .transform((v) => v.toLowerCase());
