import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Characters no stored text may carry, as the ranges of a character class: NUL (PostgreSQL
 * refuses it in text), control characters other than TAB, LF and CR (C0, DEL and C1), and lone
 * UTF-16 surrogates (not encodable in UTF-8). Read with Unicode semantics (the `u` flag), where
 * a surrogate pair is one code point outside the surrogate range.
 */
const FORBIDDEN_RANGES =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ud800-\\udfff';
const FORBIDDEN = new RegExp(`[${FORBIDDEN_RANGES}]`, 'u');

/**
 * The input rule as the document states it: the `pattern` of every string of a request's path
 * parameters, query and JSON body that has no stricter pattern of its own.
 */
export const TEXT_PATTERN = `^[^${FORBIDDEN_RANGES}]*$`;

/**
 * Pattern of single-line text fields (names, subjects, ids, search): no control character at
 * all, TAB/LF/CR included, and no lone surrogate. Written with plain character ranges so that
 * OpenAPI tools, which do not all understand Unicode property escapes, can use it.
 */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]*$/u;

/** Message of a field refused by {@link SINGLE_LINE} or by the input rule. */
export const CONTROL_MESSAGE = 'must not contain control characters';

/** True when a string holds a character that no field accepts. */
export function hasForbiddenCharacters(value: string): boolean {
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

/**
 * A single-line text field: {@link SINGLE_LINE}, checked before the schema's own checks, so
 * on the value as sent (a trimmed field refuses a trailing LF too, as its pattern says).
 */
export function singleLine(schema: z.ZodString): z.ZodString {
  const checks = schema._zod.def.checks ?? [];
  return schema.clone({
    ...schema._zod.def,
    checks: [z.regex(SINGLE_LINE, { message: CONTROL_MESSAGE }), ...checks],
  });
}

/** A JSON schema node, as the document holds them. */
type JsonSchema = { [key: string]: unknown };

/** Keywords holding a schema or a list of schemas, and those holding a map of them. */
const SUBSCHEMAS = new Set([
  'items',
  'prefixItems',
  'contains',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
]);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/**
 * A copy of a request part's JSON schema (path parameters, query, JSON body) that states the
 * input rule: every string without a pattern of its own (nor `enum` / `const`) gets
 * {@link TEXT_PATTERN}. Own patterns are stricter (single-line text, codes, e-mails).
 */
export function documentInputRule<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => documentInputRule(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const node: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SUBSCHEMAS.has(key)) node[key] = documentInputRule(value);
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      node[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, documentInputRule(sub)]),
      );
    else node[key] = value;
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (
    types.includes('string') &&
    node.pattern === undefined &&
    node.enum === undefined &&
    node.const === undefined
  ) {
    node.pattern = TEXT_PATTERN;
  }
  return node as T;
}
