import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '../lib/idempotency';
import { hasForbiddenCharacters, TEXT_PATTERN } from '../lib/input-rules';
import { serverDbKinds, useTestContext } from './helpers';
import { grant } from './ledger-helpers';
import { postWithdrawal } from './money-helpers';

type Schema = { [key: string]: unknown };
interface Parameter {
  in: string;
  name: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Characters the input rule refuses, one of each kind. */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\ud800'];

/** Every string schema of a JSON schema, with its dotted path; `$ref`s followed once. */
function stringSchemas(
  schema: unknown,
  doc: Doc,
  at: string,
  seen = new Set<string>(),
): [string, Schema][] {
  if (Array.isArray(schema))
    return schema.flatMap((s, i) => stringSchemas(s, doc, `${at}.${i}`, seen));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return [];
    seen.add(node.$ref);
    const name = node.$ref.split('/').pop() ?? '';
    return stringSchemas(doc.components.schemas[name], doc, `${at}→${name}`, seen);
  }
  const out: [string, Schema][] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string')) out.push([at, node]);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    out.push(...stringSchemas(value, doc, `${at}.${key}`, seen));
  }
  return out;
}

describe.each(serverDbKinds)('the OpenAPI document states the server’s rules, on %s', (kind) => {
  const t = useTestContext(kind);
  let doc: Doc;
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  // `format` as an annotation only, as JSON Schema 2020-12 reads it by default.
  const ajvNoFormats = new Ajv2020({ strict: false, validateFormats: false });

  const bodyOf = (path: string, method: string): Schema =>
    doc.paths[path]![method]!.requestBody!.content['application/json']!.schema;
  const propertyOf = (path: string, method: string, name: string): Schema => {
    const body = bodyOf(path, method);
    const variants = [body, ...((body.anyOf ?? body.oneOf ?? []) as Schema[])];
    const found = variants
      .map((v) => (v.properties as Record<string, Schema> | undefined)?.[name])
      .find(Boolean);
    if (!found) throw new Error(`${method} ${path} has no ${name}`);
    return found;
  };
  const queryParameter = (path: string, name: string): Schema =>
    doc.paths[path]!.get!.parameters!.find((p) => p.in === 'query' && p.name === name)!.schema;

  beforeAll(async () => {
    doc = (await t.request({ url: '/v1/openapi.json' })).json();
  });

  it('e-mail: every address the document accepts the server accepts, and no other', async () => {
    const long = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    const addresses = [
      'a@b.co',
      'First.Last@Example.COM',
      "o'brien+tag@mail.example.org",
      'x_y-z@sub-domain.example.io',
      'a.b.c@d.ef',
      '0@com',
      'a@localhost',
      'a@b.c',
      'a@1.23',
      'a@b-.co',
      'a@-b.co',
      'a@b..co',
      '.a@b.co',
      'a.@b.co',
      'a..b@c.co',
      "a'@b.co",
      'a!b@c.co',
      'a b@c.co',
      ' a@b.co',
      'a@b.co ',
      'a@b.co\n',
      '\ta@b.co',
      'é@b.co',
      'a@bé.co',
      'a@@b.co',
      '@b.co',
      'a@',
      '',
      long(254),
      long(255),
    ];
    const schemas = [
      propertyOf('/v1/auth/register', 'post', 'email'),
      propertyOf('/v1/auth/forgot-password', 'post', 'email'),
      propertyOf('/v1/contact', 'post', 'email'),
    ];
    // One field, one rule: every e-mail field is documented the same way.
    expect(new Set(schemas.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(schemas[0]).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    const withFormats = ajv.compile(schemas[0]!);
    const withoutFormats = ajvNoFormats.compile(schemas[0]!);
    const disagreements: string[] = [];
    for (const email of addresses) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email },
      });
      const accepted = res.statusCode === 204;
      if (!accepted && res.statusCode !== 400) disagreements.push(`${res.statusCode} ${email}`);
      if (accepted !== withFormats(email) || accepted !== withoutFormats(email))
        disagreements.push(
          `${JSON.stringify(email)}: server ${accepted}, document ${withFormats(email)} (format asserted) / ${withoutFormats(email)}`,
        );
    }
    console.info(`e-mail: ${addresses.length} addresses, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
  });

  it('control characters: every request string documents the input rule, from the rule itself', async () => {
    // The documented pattern is the rule: same verdict on every UTF-16 code unit and a pair.
    const text = new RegExp(TEXT_PATTERN, 'u');
    const units = Array.from({ length: 0x10000 }, (_, c) => `a${String.fromCharCode(c)}b`);
    const mismatches = [...units, 'a😀b'].filter((s) => text.test(s) === hasForbiddenCharacters(s));
    expect(mismatches).toEqual([]);

    const undocumented: string[] = [];
    let fields = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        // The signed webhook's body is raw text, checked by its signature, not by the rule.
        const raw = path === '/v1/webhooks/payments';
        const parts: [string, unknown][] = (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => [`${p.in} ${p.name}`, p.schema]);
        if (!raw) parts.push(['body', op.requestBody?.content['application/json']?.schema]);
        for (const [part, schema] of parts) {
          for (const [at, node] of stringSchemas(schema, doc, part)) {
            if (node.enum !== undefined || node.const !== undefined) continue;
            fields += 1;
            const label = `${method.toUpperCase()} ${path} ${at}`;
            if (typeof node.pattern !== 'string') {
              undocumented.push(`${label}: no pattern`);
              continue;
            }
            const re = new RegExp(node.pattern, 'u');
            for (const ch of FORBIDDEN)
              if (re.test(ch) || re.test(`ab${ch}cd`))
                undocumented.push(`${label}: accepts U+${ch.charCodeAt(0).toString(16)}`);
          }
        }
      }
    }
    console.info(`control characters: ${fields} request string fields checked`);
    expect(undocumented).toEqual([]);
    expect(fields).toBeGreaterThan(80);

    // The fields named by the review, and what the server does with them.
    expect(propertyOf('/v1/auth/register', 'post', 'password').pattern).toBe(TEXT_PATTERN);
    expect(propertyOf('/v1/subscriptions/{id}', 'patch', 'cancellationReason').pattern).toBe(
      TEXT_PATTERN,
    );
    expect(queryParameter('/v1/payments', 'userId').pattern).toBe(TEXT_PATTERN);
    const admin = await t.signIn('admin');
    const register = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        name: 'Ada',
        email: `ada-${randomUUID()}@example.com`,
        password: 'long pass\u0001word',
      },
    });
    expect(register.statusCode).toBe(400);
    const list = await t.request({ url: '/v1/payments?userId=a%01b', token: admin.token });
    expect(list.statusCode).toBe(400);

    // A trimmed single-line field refuses what its pattern refuses, trailing LF included.
    const name = new RegExp(propertyOf('/v1/users/me', 'patch', 'name').pattern as string, 'u');
    const me = await t.signIn('user');
    for (const value of ['Ada\n', '\tAda', 'A\rda', 'Ada ', ' Ada']) {
      const res = await t.request({
        method: 'PATCH',
        url: '/v1/users/me',
        token: me.token,
        payload: { name: value },
      });
      expect(res.statusCode === 200, JSON.stringify(value)).toBe(name.test(value));
    }
  });

  it('Idempotency-Key: the documented pattern is the rule the server applies', async () => {
    const documented = doc.paths['/v1/payments/withdraw']!.post!.parameters!.find(
      (p) => p.in === 'header' && p.name === 'idempotency-key',
    )!.schema;
    expect(documented.pattern).toBe('^[\\x21-\\x7e]{8,255}$');
    expect(documented.pattern).toBe(IDEMPOTENCY_KEY_PATTERN.source);
    // Every money route documents the same header.
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const p of op.parameters ?? [])
          if (p.name === 'idempotency-key')
            expect(p.schema, `${method} ${path}`).toEqual(documented);
    const re = new RegExp(documented.pattern as string, 'u');
    const { token } = await t.signIn('user');
    const keys = [
      'k'.repeat(7),
      'k'.repeat(8),
      'k'.repeat(255),
      'k'.repeat(256),
      'with space-123',
      'tilde~and!bang',
      'caf\u00e9-key-123',
      randomUUID(),
    ];
    const disagreements: string[] = [];
    for (const key of keys) {
      // A valid body: an accepted key reaches the service (400, no balance), a refused one not.
      const res = await postWithdrawal(
        t,
        token,
        { amount: 5000, method: 'usdt', destination: 'wallet' },
        key,
      );
      const refused =
        res.statusCode === 400 &&
        JSON.stringify(res.json()).toLowerCase().includes('idempotency-key');
      if (refused === re.test(key))
        disagreements.push(`${key.slice(0, 20)}… ${res.body.slice(0, 120)}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('withdrawals: the documented minimum is the service’s, and the server refuses one cent less', async () => {
    const amount = propertyOf('/v1/payments/withdraw', 'post', 'amount');
    const minimum = t.config.affiliates.minimumWithdrawal;
    expect(minimum).toBe(5000);
    expect(amount.minimum).toBe(minimum);
    const validate = ajv.compile(bodyOf('/v1/payments/withdraw', 'post'));
    const { user, token } = await t.signIn('user');
    await grant(t, user.id, 20_000);
    const body = (n: number) => ({ amount: n, method: 'usdt', destination: 'wallet-address' });
    const below = await postWithdrawal(t, token, body(minimum - 1));
    expect(validate(body(minimum - 1))).toBe(false);
    expect(below.statusCode).toBe(400);
    expect(below.json().errors?.[0]?.field).toBe('amount');
    expect(validate(body(minimum))).toBe(true);
    expect((await postWithdrawal(t, token, body(minimum))).statusCode).toBe(201);
  });

  it('405 with Allow, before authentication, for every documented path called with a method it lacks', async () => {
    const { token } = await t.signIn('user');
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'];
    const failures: string[] = [];
    let cases = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const has = Object.keys(ops).map((m) => m.toUpperCase());
      const allow = [...has, ...(has.includes('GET') ? ['HEAD'] : [])].sort().join(', ');
      const url = path.replace(/\{\w+\}/g, 'x');
      for (const method of methods.filter((m) => !has.includes(m))) {
        for (const auth of [undefined, token]) {
          const res = await t.request({ method: method as 'GET', url, token: auth });
          cases += 1;
          if (res.statusCode !== 405 || res.headers.allow !== allow)
            failures.push(`${method} ${url}: ${res.statusCode} Allow ${String(res.headers.allow)}`);
          else if (res.json().code !== 405) failures.push(`${method} ${url}: body ${res.body}`);
        }
      }
    }
    console.info(`405: ${cases} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // The paths the review named: a static path beside a parameter of another method, QUERY.
    for (const [method, url, allow] of [
      ['PATCH', '/v1/users/cards', 'GET, HEAD, POST'],
      ['PATCH', '/v1/trades/stats', 'GET, HEAD'],
      ['QUERY', '/v1/plans', 'GET, HEAD, POST'],
      ['DELETE', '/v1/payments/withdraw', 'POST'],
    ] as const) {
      const res = await t.request({ method: method as 'GET', url });
      expect([res.statusCode, res.headers.allow], `${method} ${url}`).toEqual([405, allow]);
    }
    // A method the path has is still routed (the shadowing rule leaves it alone).
    expect((await t.request({ method: 'PATCH', url: '/v1/users/me' })).statusCode).toBe(401);
  });
});
