import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Characters no stored text may carry: NUL (PostgreSQL refuses it in text), lone UTF-16
 * surrogates (not encodable in UTF-8), and control characters other than TAB, LF and CR
 * (C0, DEL and C1).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/**
 * Pattern of single-line text fields (names, e-mails, subjects, ids): no control character
 * at all, TAB/LF/CR included. Written with plain character ranges so that OpenAPI tools,
 * which do not all understand Unicode property escapes, can use it.
 */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** Message of a field refused by {@link SINGLE_LINE} or by the input rule. */
export const CONTROL_MESSAGE = 'must not contain control characters';

/** True when a string holds a character that no field accepts. */
export function hasForbiddenCharacters(value: string): boolean {
  // With the `u` flag a lone surrogate is a code point of category Cs; pairs are not.
  return FORBIDDEN.test(value);
}

/**
 * The dotted path of the first string (or object key) of a parsed request part that holds a
 * forbidden character, or undefined when there is none.
 */
export function findForbiddenField(value: unknown, path = '', depth = 0): string | undefined {
  if (depth > 64) return undefined;
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = findForbiddenField(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = path ? `${path}.${k}` : k;
      if (hasForbiddenCharacters(k)) return key;
      const hit = findForbiddenField(v, key, depth + 1);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/**
 * One input rule for every route of the scope, before validation and handlers: a string that
 * the database cannot store, or that holds a control character other than TAB/LF/CR, in the
 * path parameters, the query string or the body, is a 400 naming the field.
 */
export function registerInputRule(app: FastifyInstance): void {
  // Unknown query keys are refused on every route, not only on those that take a query:
  // a route without query parameters accepts none.
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { querystring?: unknown; hide?: boolean };
    if (schema.querystring !== undefined || schema.hide) return;
    route.schema = { ...schema, querystring: z.strictObject({}) };
  });
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
    ];
    if (!request.routeOptions.config.rawBody) parts.push(['body', request.body]);
    for (const [part, value] of parts) {
      const field = findForbiddenField(value);
      if (field === undefined) continue;
      const name = field || part;
      throw new HttpError(400, `Invalid ${part}: ${name} ${CONTROL_MESSAGE}`, [
        { field: name, message: CONTROL_MESSAGE },
      ]);
    }
  });
}

/** A single-line text field: {@link SINGLE_LINE} added to a string schema. */
export function singleLine(schema: z.ZodString): z.ZodString {
  return schema.regex(SINGLE_LINE, { message: CONTROL_MESSAGE });
}
