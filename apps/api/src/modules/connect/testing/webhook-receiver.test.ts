import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { newSecret, signedRequest, testPayload } from '../webhook/webhook.payload';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const snippetPath = fileURLToPath(new URL('./verify-signature.mjs', import.meta.url));
const docsPath = fileURLToPath(
  new URL('../../../../../../docs/connect-webhook.md', import.meta.url),
);

/** The fenced code blocks of a Markdown text in language `lang`. */
const blocks = (markdown: string, lang: string) =>
  [...markdown.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```', 'g'))].map((m) => m[1]);

/** POSTs raw text with headers; answers the status (null: no answer within `timeoutMs`). */
function post(url: string, body: string, headers: Record<string, string>, timeoutMs = 2_000) {
  return new Promise<number | null>((resolve) => {
    const req = request(
      url,
      { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs) },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

describe('the local webhook receiver', () => {
  let receiver: WebhookReceiver;
  const secret = newSecret();
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('checks signatures with exactly the Node.js code the documentation shows', () => {
    const docs = readFileSync(docsPath, 'utf8');
    const source = readFileSync(snippetPath, 'utf8').trimEnd();
    expect(blocks(docs, 'js')).toContain(source);
  });

  it('accepts a signed delivery, refuses a stale one and a bad signature', async () => {
    const payload = testPayload(new Date());
    const good = signedRequest(payload, secret, new Date());
    expect(await post(receiver.url, good.body, good.headers)).toBe(200);
    expect(receiver.delivered.at(-1)!.payload.id).toBe(payload.id);

    const stale = signedRequest(payload, secret, new Date(Date.now() - 6 * 60_000));
    expect(await post(receiver.url, stale.body, stale.headers)).toBe(401);
    expect(receiver.requests.at(-1)!.refused).toBe('stale');

    const forged = signedRequest(payload, newSecret(), new Date());
    expect(await post(receiver.url, forged.body, forged.headers)).toBe(401);
    expect(receiver.requests.at(-1)!.refused).toBe('bad signature');

    // The body changed after signing.
    expect(await post(receiver.url, `${good.body} `, good.headers)).toBe(401);
    expect(receiver.delivered).toHaveLength(1);
  });

  it('answers an error status or hangs when told to', async () => {
    const signed = signedRequest(testPayload(new Date()), secret, new Date());
    receiver.respondWith(500);
    expect(await post(receiver.url, signed.body, signed.headers)).toBe(500);
    receiver.respondWith(null);
    receiver.hang(true);
    expect(await post(receiver.url, signed.body, signed.headers, 300)).toBeNull();
    receiver.hang(false);
    expect(await post(receiver.url, signed.body, signed.headers)).toBe(200);
  });

  it('the documentation’s Python check agrees with the server’s signature', (context) => {
    const python = (() => {
      try {
        execFileSync('python3', ['--version']);
        return 'python3';
      } catch {
        return null;
      }
    })();
    if (!python) return context.skip();
    const [code] = blocks(readFileSync(docsPath, 'utf8'), 'python');
    const signed = signedRequest(testPayload(new Date()), secret, new Date());
    const run = (header: string) =>
      execFileSync(
        python,
        [
          '-c',
          `${code}\nimport sys\nprint(verify_finfree_signature(sys.argv[1], sys.stdin.buffer.read(), sys.argv[2]))`,
          header,
          secret,
        ],
        { input: signed.body },
      )
        .toString()
        .trim();
    const header = signed.headers['finfree-signature']!;
    expect(run(header)).toBe('True');
    // One hex digit changed (to another digit: a signature starting with 0 stays tampered).
    expect(run(header.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`))).toBe(
      'False',
    );
  });
});
