import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyFinfreeSignature } from './verify-signature.mjs';

export { verifyFinfreeSignature };

/** One request the receiver got, and what it answered. */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** The status answered (null: the receiver hung up without answering). */
  status: number | null;
  /** Why it was refused (`stale`, `bad signature`), or null. */
  refused: 'stale' | 'bad signature' | null;
}

/** A delivery whose signature held, answered 2xx. */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body, parsed. */
  payload: {
    id: string;
    seq: number;
    type: string;
    version: number;
    trade: Record<string, unknown>;
    publishedAt: string;
    chainHash: string;
  };
}

/** A member's own tool on this machine: what the tests (and the end-to-end specs) deliver to. */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks/finfree`. */
  url: string;
  /** Every request, oldest first. */
  requests: ReceivedRequest[];
  /** Deliveries verified and accepted, oldest first. */
  delivered: ReceivedDelivery[];
  /** The secret signatures are checked with (the one the API showed). */
  setSecret(secret: string): void;
  /** Answers `status` to every later request whose signature holds (null: back to 200). */
  respondWith(status: number | null): void;
  /** Never answers later requests (true) or answers again (false). */
  hang(on: boolean): void;
  /** Resolves with the first delivery (from now or already received) that matches. */
  waitFor(match: (d: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery>;
  close(): Promise<void>;
}

/**
 * Starts a webhook receiver on 127.0.0.1 (`port` 0: any free one). Each POST's
 * `Finfree-Signature` is checked with {@link verifyFinfreeSignature} — the code the webhook
 * documentation gives members — so a stale timestamp (over 5 minutes) or a bad signature is
 * answered 401; a good one is recorded and answered 200, or the status set by `respondWith`, or
 * nothing at all while `hang` is on.
 */
export async function startWebhookReceiver(
  options: { port?: number; secret?: string } = {},
): Promise<WebhookReceiver> {
  let secret = options.secret ?? '';
  let status: number | null = null;
  let hanging = false;
  const requests: ReceivedRequest[] = [];
  const delivered: ReceivedDelivery[] = [];
  const waiters = new Set<() => void>();
  const hung = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = req.headers['finfree-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const record: ReceivedRequest = { headers: req.headers, body, status: null, refused: null };
      requests.push(record);
      const answer = (code: number) => {
        record.status = code;
        res.writeHead(code, { 'content-type': 'text/plain' }).end(code < 300 ? 'ok' : 'no');
      };
      if (req.method !== 'POST') return answer(405);
      if (!secret || !verifyFinfreeSignature(signature, body, secret)) {
        // Told apart for the tests: a right signature on an old timestamp is `stale`.
        record.refused =
          secret && verifyFinfreeSignature(signature, body, secret, timestampOf(signature))
            ? 'stale'
            : 'bad signature';
        return answer(401);
      }
      if (hanging) {
        hung.add(res);
        return;
      }
      if (status !== null && (status < 200 || status >= 300)) return answer(status);
      delivered.push({ headers: req.headers, body, payload: JSON.parse(body) });
      answer(status ?? 200);
      for (const w of waiters) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/finfree`,
    requests,
    delivered,
    setSecret(value) {
      secret = value;
    },
    respondWith(value) {
      status = value;
    },
    hang(on) {
      hanging = on;
      if (!on) {
        for (const res of hung) res.destroy();
        hung.clear();
      }
    },
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((done, fail) => {
        const check = () => {
          const found = delivered.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          done(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching webhook delivery within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The `t=` of a signature header, in seconds (NaN without one). */
function timestampOf(header: string | undefined): number {
  return Number(/(?:^|,)\s*t=(\d+)/.exec(header ?? '')?.[1]);
}
