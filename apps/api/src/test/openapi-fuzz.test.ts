import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { serverDbKinds, scanLogLines, useTestContext } from './helpers';
import { grant } from './ledger-helpers';
import { addCard, postOrder, postSubscription, postWithdrawal } from './money-helpers';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
};

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  security?: unknown[];
}

/** Generated requests each operation receives at least (three callers, valid and invalid). */
const MIN_CASES_PER_OPERATION = 25;

const CANDIDATES = [
  'EURUSD',
  'abc',
  'abc-def',
  'usd',
  'publishedAt:desc',
  'sortOrder:asc',
  'createdAt:desc',
  '07:00',
  'a',
];

/** A value the schema accepts (best effort: enough to reach the handlers). */
function sample(schema: Schema, root: Record<string, Schema>, key = ''): unknown {
  if (schema.$ref) return sample(root[schema.$ref.split('/').pop() ?? ''] ?? {}, root, key);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0]!, root, key);
  if (schema.allOf) return sample(schema.allOf[0]!, root, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, root, k);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, root, key),
      );
    case 'integer':
    case 'number': {
      if (key === 'allocation') return 100;
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'email' || key === 'email')
        return `fuzz${Math.random().toString(36).slice(2, 8)}@example.com`;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://example.com/a.png';
      if (key === 'password') return 'fuzzing password ok';
      if (key === 'timeZone') return 'UTC';
      // Quiet hours must start and end at different times.
      if (key === 'from' && schema.pattern?.includes(':')) return '22:00';
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        const fits = (c: string) =>
          re.test(c) &&
          c.length >= (schema.minLength ?? 0) &&
          c.length <= (schema.maxLength ?? Infinity);
        // A known value, else one letter or digit repeated to the least length allowed.
        const hit =
          CANDIDATES.find(fits) ??
          ['A', 'a', '0'].map((ch) => ch.repeat(Math.max(1, schema.minLength ?? 1))).find(fits);
        if (hit) return hit;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

/** Values that a schema of this type must refuse. */
function wrongValues(schema: Schema): unknown[] {
  // A nullable field is `anyOf: [{type}, {type: 'null'}]`: every variant's type is right.
  const variants = schema.anyOf ?? schema.oneOf;
  const type = variants
    ? variants.flatMap((v) => (Array.isArray(v.type) ? v.type : [v.type]))
    : Array.isArray(schema.type)
      ? schema.type
      : [schema.type];
  const out: unknown[] = [];
  if (!type.includes('string')) out.push('1');
  if (!type.includes('number') && !type.includes('integer')) out.push(1);
  if (!type.includes('object')) out.push({ nested: { deeper: true } });
  if (!type.includes('array')) out.push([1, 2]);
  if (!type.includes('null')) out.push(null);
  if (type.includes('integer'))
    // 1e309 is Infinity (serialised as null); 2 ** 53 + 1 is not exactly representable.
    out.push(0.5, Number.POSITIVE_INFINITY, 2 ** 53 + 2, -1e12);
  if (type.includes('string') && schema.maxLength) out.push('x'.repeat(schema.maxLength + 1));
  return out.filter((v) => !(v === null && type.includes('null')));
}

// On one database kind: the document, the input rules and the answers' shapes are the routes'
// own, the same on either engine (the generated requests' SQL is PostgreSQL's on both). What
// differs between the two — the drivers' error logs, races, money, per-IP limits kept in the
// database — is tested on both by log-safety, input, documented-rules and the module suites.
describe.each(serverDbKinds)('OpenAPI document on %s', (kind) => {
  // Every log line the fuzzing produces: scanned for secrets at the end.
  const log: string[] = [];
  const t = useTestContext(kind, {}, { log });
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  let tokens: { none?: string; user: string; admin: string };
  let ids: {
    plan: string;
    trade: string;
    user: string;
    card: string;
    order: string;
    subscription: string;
    withdrawal: string;
  };

  beforeAll(async () => {
    const res = await t.request({ url: '/v1/openapi.json' });
    doc = res.json();
    const admin = await t.createUser('admin');
    const user = await t.createUser('user');
    tokens = {
      user: await t.tokenOf(user),
      admin: await t.tokenOf(admin),
    };
    const plan = await t.request({
      method: 'POST',
      url: '/v1/plans',
      token: tokens.admin,
      payload: { name: 'Fuzz', amount: 100, interval: 'month' },
    });
    const trade = await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: tokens.admin,
      payload: {
        symbol: 'BTCUSD',
        assetClass: 'crypto',
        side: 'sell',
        entryPrice: 60000,
        stopLoss: 61000,
        takeProfits: [{ price: 58000, allocation: 100 }],
      },
    });
    const card = (await addCard(t, tokens.user)).json();
    const order = await postOrder(t, tokens.user, { planId: plan.json().id });
    const sub = await postSubscription(t, tokens.user, { planId: plan.json().id, cardId: card.id });
    await grant(t, user.id, 20_000);
    const withdrawal = await postWithdrawal(t, tokens.user, {
      amount: 5000,
      method: 'usdt',
      destination: 'wallet-address',
    });
    ids = {
      withdrawal: withdrawal.json().withdrawal.id,
      plan: plan.json().id,
      trade: trade.json().id,
      user: user.id,
      card: card.id,
      order: order.json().id,
      subscription: sub.json().subscription.id,
    };
  });

  it('is a valid OpenAPI 3.1 document covering every /v1 route', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const routes = t.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith('/v1') && !r.url.startsWith('/v1/docs') && r.url !== '/v1/openapi.json',
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  /** The path of every operation with the ids created above in its parameters. */
  const concretePath = (rawPath: string) => {
    const idFor: [string, string][] = [
      ['/v1/plans', ids.plan],
      ['/v1/users/cards', ids.card],
      ['/v1/users', ids.user],
      ['/v1/payments/orders', ids.order],
      ['/v1/subscriptions', ids.subscription],
      ['/v1/payments/withdrawals', ids.withdrawal],
      ['/v1/admin/affiliates', ids.user],
    ];
    return rawPath.replace(
      '{id}',
      idFor.find(([prefix]) => rawPath.startsWith(prefix))?.[1] ?? ids.trade,
    );
  };

  it('refuses NUL, lone surrogates and control characters in every string field, query and path parameter with 400 naming the field', async () => {
    // In bodies as JSON strings (NUL and lone surrogates as \u escapes), in URLs percent-encoded.
    const forbidden = [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u001b',
      '\u007f',
      '\u0085',
      '\ud800',
    ];
    const inUrl = ['%00', '%01', '%08', '%0B', '%1B', '%7F', '%C2%85'];
    const failures: string[] = [];
    let cases = 0;
    const expect400 = async (
      label: string,
      field: string | null,
      options: { method: string; url: string; payload?: string },
    ) => {
      const res = await t.request({
        method: options.method as 'POST',
        url: options.url,
        token: tokens.admin,
        headers: {
          'idempotency-key': randomUUID(),
          ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      });
      cases += 1;
      const body = res.statusCode === 400 ? res.json() : undefined;
      if (res.statusCode !== 400)
        failures.push(`${res.statusCode} ${label} ${res.body.slice(0, 120)}`);
      else if (field !== null && body.errors?.[0]?.field !== field)
        failures.push(`field ${JSON.stringify(body.errors?.[0]?.field)} ≠ ${field}: ${label}`);
    };
    /** Every string of a sample value, with its dotted path. */
    const strings = (value: unknown, path: string[] = []): string[][] => {
      if (typeof value === 'string') return [path];
      if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...path, String(i)]));
      if (value && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
      return [];
    };
    for (const [rawPath, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (rawPath === '/v1/auth/logout-all') continue;
        // An accepted event stream never ends (read over a socket in notifications.test.ts).
        if (rawPath === '/v1/notifications/stream') continue;
        const path = concretePath(rawPath);
        const query: Record<string, string> = {};
        for (const p of op.parameters ?? []) {
          if (p.in === 'query' && p.required)
            query[p.name] = String(sample(p.schema, doc.components.schemas, p.name));
        }
        const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
        const bodySchema = op.requestBody?.content['application/json']?.schema;
        const valid = bodySchema ? sample(bodySchema, doc.components.schemas) : undefined;
        const payload = valid === undefined ? undefined : JSON.stringify(valid);
        const withQuery = (p: string, q: string) => (q ? `${p}?${q}` : p);
        const M = method.toUpperCase();
        for (const p of op.parameters ?? []) {
          for (const ch of inUrl) {
            if (p.in === 'path') {
              const url = withQuery(
                rawPath.replace(`{${p.name}}`, `a${ch}b`).replace(/\{\w+\}/g, 'x'),
                qs(query),
              );
              await expect400(`${M} ${url}`, p.name, { method: M, url, payload });
            } else if (p.in === 'query') {
              const url = `${path}?${qs({ ...query, [p.name]: 'a' })}`.replace(
                `${p.name}=a`,
                `${p.name}=a${ch}b`,
              );
              await expect400(`${M} ${url}`, p.name, { method: M, url, payload });
            }
          }
        }
        // The signed webhook's body is raw text, checked by its signature.
        if (valid === undefined || typeof valid === 'string') continue;
        const url = withQuery(path, qs(query));
        for (const at of strings(valid)) {
          for (const ch of forbidden) {
            // Inserted after the first character, where trimming cannot remove it.
            const copy = structuredClone(valid) as Record<string, unknown>;
            let target: Record<string, unknown> = copy;
            for (const k of at.slice(0, -1)) target = target[k] as Record<string, unknown>;
            const last = at[at.length - 1]!;
            const before = String(target[last] ?? '');
            target[last] = `${before.slice(0, 1)}${ch}${before.slice(1)}`;
            await expect400(
              `${M} ${url} ${at.join('.')} U+${ch.charCodeAt(0).toString(16)}`,
              at.join('.'),
              {
                method: M,
                url,
                payload: JSON.stringify(copy),
              },
            );
          }
        }
        if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
          // A key holding NUL is refused too.
          await expect400(`${M} ${url} key`, 'k\u0000', {
            method: M,
            url,
            payload: JSON.stringify({ ...valid, 'k\u0000': 1 }),
          });
        }
      }
    }
    console.info(`NUL/control-character cases: ${cases}`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(300);
  }, 120_000);

  it('answers generated valid and invalid requests, with and without a token, as documented: no 5xx, a documented status, a body matching its schema', async () => {
    const failures: string[] = [];
    let count = 0;
    let validated = 0;
    const perOperation = new Map<string, number>();
    // The response schemas, compiled against the document's own components.
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'finfree:doc', components: doc.components });
    const validators = new Map<string, ValidateFunction | null>();
    const validatorFor = (operation: Operation, status: string): ValidateFunction | null => {
      const key = `${JSON.stringify(operation.responses?.[status] ?? null)}`;
      if (!validators.has(key)) {
        const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
        validators.set(
          key,
          schema
            ? ajv.compile(
                JSON.parse(
                  JSON.stringify(schema).replaceAll('"#/components/', '"finfree:doc#/components/'),
                ) as object,
              )
            : null,
        );
      }
      return validators.get(key) ?? null;
    };
    const send = async (
      operation: Operation,
      opName: string,
      method: string,
      path: string,
      query: Record<string, unknown>,
      body: unknown,
      token: string | undefined,
      expectClientError: boolean,
    ) => {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString();
      const res = await t.request({
        method: method.toUpperCase() as 'POST',
        url: qs ? `${path}?${qs}` : path,
        token,
        // Money routes need an Idempotency-Key: a fresh one per request reaches the handlers.
        headers: {
          'idempotency-key': randomUUID(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      count += 1;
      perOperation.set(opName, (perOperation.get(opName) ?? 0) + 1);
      const label = `${method.toUpperCase()} ${path} ${JSON.stringify(body)?.slice(0, 80)} q=${qs.slice(0, 60)}`;
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${label} ${res.body.slice(0, 200)}`);
      const status = String(res.statusCode);
      const documented = operation.responses?.[status] ?? operation.responses?.default;
      if (!documented) failures.push(`undocumented ${status} ${label} ${res.body.slice(0, 120)}`);
      else if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
        const validate = validatorFor(
          operation,
          operation.responses?.[status] ? status : 'default',
        );
        if (!validate) failures.push(`no JSON schema for ${status}: ${label}`);
        else if (((validated += 1), !validate(res.json())))
          failures.push(
            `body ≠ schema ${status} ${label}: ${ajv.errorsText(validate.errors)} ${res.body.slice(0, 160)}`,
          );
      } else if (expectClientError && (res.statusCode < 400 || res.statusCode >= 500)) {
        failures.push(`expected 4xx, got ${res.statusCode}: ${label}`);
      }
      if (res.statusCode >= 400) {
        const b = res.json();
        if (b.code !== res.statusCode || typeof b.message !== 'string')
          failures.push(`bad error body ${label}`);
      }
      if (/\$argon2|password_hash|passwordHash|at \w+ \(.*:\d+:\d+\)/.test(res.body))
        failures.push(`leak ${label}`);
      return res;
    };

    for (const [rawPath, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        // Destructive self-service calls would revoke the shared tokens mid-test.
        if (rawPath === '/v1/auth/logout-all') continue;
        // An accepted event stream never ends (read over a socket in notifications.test.ts).
        if (rawPath === '/v1/notifications/stream') continue;
        const opName = `${method.toUpperCase()} ${rawPath}`;
        const path = concretePath(rawPath);
        const query: Record<string, unknown> = {};
        for (const p of op.parameters ?? []) {
          if (p.in === 'query' && p.required)
            query[p.name] = sample(p.schema, doc.components.schemas, p.name);
        }
        const bodySchema = op.requestBody?.content['application/json']?.schema;
        const valid = bodySchema ? sample(bodySchema, doc.components.schemas) : undefined;
        // Anonymous, a forged token, a member and an operator.
        for (const token of [undefined, 'forged.token.value', tokens.user, tokens.admin]) {
          await send(op, opName, method, path, query, valid, token, false);
          // An unknown query key, and random query strings (fast-check).
          const unknown = await send(
            op,
            opName,
            method,
            path,
            { ...query, unexpectedKey: '1' },
            valid,
            token,
            false,
          );
          // Past the sign-in check, the answer is a 400 naming the key, on every route.
          if (
            token === tokens.admin &&
            (unknown.statusCode !== 400 ||
              (unknown.json() as { errors?: { field: string }[] }).errors?.[0]?.field !==
                'unexpectedKey')
          )
            failures.push(`unknown query key not named: ${opName} ${unknown.body.slice(0, 160)}`);
          await fc.assert(
            fc.asyncProperty(
              fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 24 }), {
                maxKeys: 3,
              }),
              async (extra) => {
                await send(op, opName, method, path, { ...extra, ...query }, valid, token, false);
              },
            ),
            { numRuns: 5, seed: 7 },
          );
          // Every query parameter with wrong values.
          for (const p of op.parameters ?? []) {
            if (p.in !== 'query') continue;
            for (const bad of ['-1', 'abc', '1e309', '0.5', '%00', 'x'.repeat(300)]) {
              await send(
                op,
                opName,
                method,
                path,
                { ...query, [p.name]: bad },
                valid,
                token,
                false,
              );
            }
          }
          // A random id in the path.
          if (rawPath.includes('{id}')) {
            await send(
              op,
              opName,
              method,
              rawPath.replace('{id}', 'does-not-exist'),
              query,
              valid,
              token,
              false,
            );
            await send(
              op,
              opName,
              method,
              rawPath.replace('{id}', encodeURIComponent("1' or '1'='1")),
              query,
              valid,
              token,
              false,
            );
          }
          if (!bodySchema) continue;
          const props = Object.entries(bodySchema.properties ?? {});
          // An optional body (`anyOf: [object, null]`) may be sent as JSON null.
          const nullable = (bodySchema.anyOf ?? []).some((v) => v.type === 'null');
          // Invalid bodies: each property replaced by wrong types, unknown keys, non-objects.
          const invalid: unknown[] = [
            ...(nullable ? [] : [null]),
            [],
            'text',
            42,
            { ...(valid as object), unexpectedField: 1 },
          ];
          // Mass assignment: `role` is refused wherever it is not a declared field.
          if (!bodySchema.properties?.role) invalid.push({ ...(valid as object), role: 'admin' });
          if ((bodySchema.required ?? []).length) invalid.push({});
          for (const [k, s] of props) {
            for (const bad of wrongValues(s)) invalid.push({ ...(valid as object), [k]: bad });
          }
          for (const body of invalid) {
            await send(
              op,
              opName,
              method,
              path,
              query,
              body,
              token,
              token === tokens.admin || !op.security,
            );
          }
        }
        // Random JSON bodies (fast-check) as admin: never a 5xx.
        if (bodySchema) {
          await fc.assert(
            fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
              await send(op, opName, method, path, query, body, tokens.admin, false);
            }),
            { numRuns: 15, seed: 42 },
          );
        }
      }
    }
    const counts = [...perOperation.values()].sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    console.info(
      `conformance cases: ${count} over ${counts.length} operations (${validated} JSON bodies checked against their schema), per operation min ${counts[0]} median ${median} max ${counts.at(-1)}`,
    );
    expect(failures).toEqual([]);
    // The check has teeth: a member's schema refuses an empty object and an error without code.
    expect(validatorFor(doc.paths['/v1/auth/me']!.get!, '200')!({})).toBe(false);
    expect(validatorFor(doc.paths['/v1/auth/me']!.get!, '401')!({ message: 'x' })).toBe(false);
    expect(validated).toBeGreaterThan(count * 0.9);
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    for (const name of operations)
      if (name !== 'POST /v1/auth/logout-all' && name !== 'GET /v1/notifications/stream')
        expect(perOperation.get(name) ?? 0, name).toBeGreaterThanOrEqual(MIN_CASES_PER_OPERATION);
  }, 120_000);

  it('leaves no hash, token, query parameter or card number in its logs, and no client error logged as an error', () => {
    const findings = scanLogLines(log, [tokens.user, tokens.admin]);
    const errors = log.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    console.info(`scanned ${log.length} log lines: ${findings.length} findings`);
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    expect(log.length).toBeGreaterThan(1000);
  });
});
