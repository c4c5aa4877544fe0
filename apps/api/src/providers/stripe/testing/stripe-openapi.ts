import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/** Stripe's published OpenAPI document (spec3), vendored gzipped beside this file. */
export const SPEC_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'stripe-openapi.spec3.json.gz',
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Operation {
  method: string;
  /** The spec's path template (`/v1/payment_intents/{intent}`). */
  template: string;
  pattern: RegExp;
  /** Literal segments: a literal path wins over a template (`/search` over `{intent}`). */
  literals: number;
  pointer: string;
  op: JsonObject;
}

/**
 * Rewrites OpenAPI 3.0 schema dialect into JSON Schema that Ajv checks: `nullable: true`
 * becomes a `null` alternative, vendor `x-…` keywords are dropped, and every object schema
 * that lists its properties without saying otherwise refuses unknown properties (so a
 * stand-in answer carrying a field Stripe does not have is caught).
 */
function toJsonSchema(node: Json, inSchemas: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, inSchemas));
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-')) continue;
    // `properties` maps names to schemas: keep every name, even one spelled like a keyword.
    if (k === 'properties' && v && typeof v === 'object' && !Array.isArray(v)) {
      out[k] = Object.fromEntries(
        Object.entries(v).map(([name, s]) => [name, toJsonSchema(s, inSchemas)]),
      );
    } else {
      out[k] = toJsonSchema(v, inSchemas);
    }
  }
  if (inSchemas && out.properties && out.additionalProperties === undefined && !out.anyOf) {
    out.additionalProperties = false;
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (Array.isArray(out.anyOf)) return { ...out, anyOf: [...out.anyOf, { type: 'null' }] };
    if (typeof out.$ref === 'string') return { anyOf: [{ $ref: out.$ref }, { type: 'null' }] };
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  } else if (out.nullable === false) {
    delete out.nullable;
  }
  return out;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Decodes an `application/x-www-form-urlencoded` body (or query string) the way Stripe reads
 * what its SDKs send: bracket notation (`metadata[plan]=pro`, `expand[0]=setup_intent`) nests
 * objects, and an object whose keys are 0…n-1 is a list. Values stay strings; the schema's
 * types decide (see {@link StripeOpenApi}).
 */
export function decodeForm(text: string): JsonObject {
  const root: JsonObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!m) {
      root[key] = value;
      continue;
    }
    const path = [
      m[1] ?? key,
      ...[...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? ''),
    ];
    let node = root;
    path.forEach((seg, i) => {
      const name = seg === '' ? String(Object.keys(node).length) : seg;
      if (i === path.length - 1) {
        node[name] = value;
      } else {
        const next = node[name];
        if (!next || typeof next !== 'object' || Array.isArray(next)) node[name] = {};
        node = node[name] as JsonObject;
      }
    });
  }
  const lists = (v: Json): Json => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const keys = Object.keys(v);
    const mapped = Object.fromEntries(keys.map((k) => [k, lists(v[k] ?? null)]));
    if (keys.length && keys.every((k, i) => k === String(i)))
      return keys.map((k) => mapped[k] ?? null);
    return mapped;
  };
  return lists(root) as JsonObject;
}

/** One way a request or an answer differs from Stripe's published document. */
export interface Violation {
  /** `request` (what the SDK sent) or `response` (what the stand-in answered). */
  kind: 'request' | 'response' | 'event';
  method: string;
  path: string;
  message: string;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map(
      (e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    )
    .join('; ');

/**
 * Stripe's OpenAPI document, ready to check requests and answers: the operation a method and
 * path name, its form body and query against the operation's parameters, and an answer
 * against the operation's response schema (or a named component, for webhook payloads).
 * Loading and compiling takes about a second: make one per test file.
 */
export class StripeOpenApi {
  private readonly ops: Operation[] = [];
  private readonly strict: Ajv;
  private readonly coercing: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly document: JsonObject;

  constructor(file = SPEC_FILE) {
    const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as JsonObject;
    const paths = raw.paths as Record<string, Record<string, JsonObject>>;
    const components = raw.components as JsonObject;
    this.document = {
      paths: toJsonSchema(paths as Json, false),
      components: { schemas: toJsonSchema(components.schemas ?? {}, true) },
    };
    for (const [template, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'delete'].includes(method)) continue;
        const parts = template.split('/');
        const source = parts
          .map((p) => (/^\{[^}]+\}$/.test(p) ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        this.ops.push({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`),
          literals: parts.filter((p) => p && !p.startsWith('{')).length,
          pointer: `stripe.json#/paths/${escapePointer(template)}/${method}`,
          op,
        });
      }
    }
    this.ops.sort((a, b) => b.literals - a.literals);
    const base = { strict: false, allErrors: true, inlineRefs: false, validateFormats: false };
    this.strict = new Ajv(base);
    // Form values arrive as text: the schema's types decide what they are.
    this.coercing = new Ajv({ ...base, coerceTypes: true });
    this.strict.addSchema(this.document as object, 'stripe.json');
    this.coercing.addSchema(this.document as object, 'stripe.json');
  }

  /** The operation of `method path` (path without the query), or null. */
  operation(method: string, path: string): Operation | null {
    return this.ops.find((o) => o.method === method.toUpperCase() && o.pattern.test(path)) ?? null;
  }

  private validator(ajv: Ajv, ref: string): ValidateFunction {
    const key = `${ajv === this.strict ? 's' : 'c'}:${ref}`;
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = ajv.compile({ $ref: ref });
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Problems of a request: unknown operation, query parameters, form body. */
  checkRequest(method: string, path: string, query: string, body: string): string[] {
    const op = this.operation(method, path);
    if (!op) return [`${method} ${path} is not an operation of Stripe's API`];
    const problems: string[] = [];
    const params = (op.op.parameters ?? []) as JsonObject[];
    const queryParams = params.filter((p) => p.in === 'query');
    const q = decodeForm(query);
    for (const [name, value] of Object.entries(q)) {
      const i = queryParams.findIndex((p) => p.name === name);
      if (i < 0) {
        problems.push(`query parameter ${name} is not a parameter of ${method} ${op.template}`);
        continue;
      }
      const index = params.indexOf(queryParams[i] as JsonObject);
      const check = this.validator(this.coercing, `${op.pointer}/parameters/${index}/schema`);
      const holder = { value };
      if (!check(holder.value)) problems.push(`query ${name}: ${describe(check.errors)}`);
    }
    for (const p of queryParams) {
      if (p.required === true && !(String(p.name) in q))
        problems.push(`query ${String(p.name)} is required`);
    }
    const content = (op.op.requestBody as JsonObject | undefined)?.content as
      JsonObject | undefined;
    const form = content?.['application/x-www-form-urlencoded'] as JsonObject | undefined;
    if (!form) {
      if (body) problems.push(`${method} ${op.template} takes no body`);
      return problems;
    }
    const check = this.validator(
      this.coercing,
      `${op.pointer}/requestBody/content/application~1x-www-form-urlencoded/schema`,
    );
    if (!check(decodeForm(body))) problems.push(`body: ${describe(check.errors)}`);
    return problems;
  }

  /** Problems of an answer of `method path` with this status (200, else the `default` error). */
  checkResponse(method: string, path: string, status: number, body: unknown): string[] {
    const op = this.operation(method, path);
    if (!op) return [`${method} ${path} is not an operation of Stripe's API`];
    const responses = op.op.responses as JsonObject;
    const key = status === 200 && responses['200'] ? '200' : 'default';
    if (!responses[key]) return [`${method} ${op.template} documents no ${status} answer`];
    const check = this.validator(
      this.strict,
      `${op.pointer}/responses/${key}/content/application~1json/schema`,
    );
    return check(body) ? [] : [`${status} answer: ${describe(check.errors)}`];
  }

  /** Problems of an object against a named component schema (`payment_intent`, `event`, …). */
  checkSchema(name: string, value: unknown): string[] {
    const schemas = (this.document.components as JsonObject).schemas as JsonObject;
    if (!(name in schemas)) return [`${name} is not a schema of Stripe's API`];
    const check = this.validator(
      this.strict,
      `stripe.json#/components/schemas/${escapePointer(name)}`,
    );
    return check(value) ? [] : [`${name}: ${describe(check.errors)}`];
  }
}
