import {
  createECDH,
  createPublicKey,
  type ECDH,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface StandinSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the push service accepted and delivered to the device. */
export interface DeliveredPush {
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
}

/** A request the push service refused. */
export interface RejectedPush {
  subscriptionId: string | null;
  status: number;
  reason: string;
}

/** A local push service: what the tests send Web Push messages to. */
export interface PushStandin {
  /** `127.0.0.1:<port>`: the entry of `PUSH_SERVICE_HOSTS` that lets the server post here. */
  host: string;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Messages delivered to a device, oldest first. */
  delivered: DeliveredPush[];
  /** Requests refused (bad VAPID, headers or encryption, or a status set by `respondWith`). */
  rejected: RejectedPush[];
  /** A new subscription bound to `applicationServerKey` (default: the stand-in's VAPID key). */
  subscribe(applicationServerKey?: string): StandinSubscription;
  /** Answers `status` to every later request to this subscription (null: back to normal). */
  respondWith(id: string, status: number | null): void;
  /**
   * Takes the device off line (messages are held; a message whose Topic is that of a held one
   * replaces it) or back on line (the held messages are delivered, oldest first).
   */
  setOffline(id: string, offline: boolean): void;
  close(): Promise<void>;
}

interface Sub {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
  serverKey: string;
  status: number | null;
  offline: boolean;
  held: { topic: string | null; message: DeliveredPush }[];
}

const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
/** The largest encrypted body a push service must accept (RFC 8030 §7.2: 4,096 bytes). */
const MAX_BODY = 4096;
const DAY_SECONDS = 24 * 3600;

class Refused extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit + 1) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Checks the VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<key>`, an ES256 signature by
 * `k`, `aud` the push service's origin, `exp` within 24 h, `sub` a contact URL, and `k` the key
 * the subscription was made with.
 */
function checkVapid(authorization: string | undefined, origin: string, serverKey: string): void {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) throw new Refused(401, 'no vapid authorization');
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new Refused(401, 'vapid t or k missing');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refused(401, 'k is not a P-256 point');
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) throw new Refused(401, 't is not a JWT');
  let jose: { alg?: string; typ?: string };
  let body: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as typeof jose;
    body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as typeof body;
  } catch {
    throw new Refused(401, 'JWT does not parse');
  }
  if (jose.alg !== 'ES256') throw new Refused(401, 'JWT alg is not ES256');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refused(401, 'JWT signature does not verify with k');
  if (body.aud !== origin) throw new Refused(401, `aud is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof body.exp !== 'number' || body.exp <= now) throw new Refused(401, 'JWT expired');
  if (body.exp > now + DAY_SECONDS) throw new Refused(401, 'exp more than 24 h away');
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub))
    throw new Refused(401, 'sub is not a mailto: or https: URL');
  if (key !== serverKey) throw new Refused(403, 'k is not the subscription’s server key');
}

/** Checks the delivery headers (RFC 8030) and the content coding (RFC 8291). */
function checkHeaders(headers: IncomingHttpHeaders): void {
  const ttl = headers.ttl;
  if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Refused(400, 'TTL missing');
  const urgency = headers.urgency;
  if (urgency !== undefined && !URGENCIES.includes(String(urgency)))
    throw new Refused(400, 'Urgency invalid');
  const topic = headers.topic;
  if (topic !== undefined && !TOPIC.test(String(topic))) throw new Refused(400, 'Topic invalid');
  if (headers['content-encoding'] !== 'aes128gcm')
    throw new Refused(400, 'Content-Encoding is not aes128gcm');
}

/**
 * Starts a local stand-in of a push service (on 127.0.0.1, a random port) that checks each
 * message as a real one does — VAPID, TTL, Urgency, Topic, aes128gcm — decrypts it with the
 * subscription's private key and auth secret, and answers 201; a refused message gets 400, 401,
 * 403, 404 or 413.
 */
export async function startPushStandin(options: {
  vapidPublicKey: string;
  /** The port to listen on (default: any free one). */
  port?: number;
  /** Called with each message delivered to a device (a benchmark counts them). */
  onDelivered?: (message: DeliveredPush) => void;
  /** Keep delivered messages in `delivered` (default true; a long benchmark turns it off). */
  keep?: boolean;
}): Promise<PushStandin> {
  const subs = new Map<string, Sub>();
  const delivered: DeliveredPush[] = [];
  const rejected: RejectedPush[] = [];
  let origin = '';
  const deliver = (message: DeliveredPush) => {
    if (options.keep !== false) delivered.push(message);
    options.onDelivered?.(message);
  };

  const server = createServer((req, res) => {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1] ?? null;
    const answer = (status: number, reason?: string) => {
      if (reason !== undefined) rejected.push({ subscriptionId: id, status, reason });
      res.writeHead(status).end();
    };
    void (async () => {
      const body = await readBody(req, MAX_BODY);
      const sub = id ? subs.get(id) : undefined;
      if (req.method !== 'POST' || !sub) return answer(404, 'no such subscription');
      if (sub.status !== null) return answer(sub.status, `answering ${sub.status}`);
      try {
        checkVapid(req.headers.authorization, origin, sub.serverKey);
        checkHeaders(req.headers);
        if (body.length > MAX_BODY) throw new Refused(413, 'body over 4096 bytes');
        let plain: Buffer;
        try {
          plain = ece.decrypt(body, {
            version: 'aes128gcm',
            privateKey: sub.ecdh,
            authSecret: sub.auth,
          });
        } catch {
          throw new Refused(400, 'body does not decrypt with the subscription’s keys');
        }
        let payload: unknown;
        try {
          payload = JSON.parse(plain.toString('utf8'));
        } catch {
          payload = plain.toString('utf8');
        }
        const message: DeliveredPush = { subscriptionId: sub.id, headers: req.headers, payload };
        if (!sub.offline) deliver(message);
        else if (req.headers.ttl !== '0') {
          // A message with the Topic of a held one replaces it (RFC 8030 §5.4).
          const topic = typeof req.headers.topic === 'string' ? req.headers.topic : null;
          const same = topic === null ? -1 : sub.held.findIndex((h) => h.topic === topic);
          if (same >= 0) sub.held.splice(same, 1);
          sub.held.push({ topic, message });
        }
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        if (error instanceof Refused) return answer(error.status, error.message);
        return answer(500, String(error));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    host: `127.0.0.1:${port}`,
    origin,
    delivered,
    rejected,
    subscribe(applicationServerKey = options.vapidPublicKey) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subs.set(id, {
        id,
        ecdh,
        auth,
        serverKey: applicationServerKey,
        status: null,
        offline: false,
        held: [],
      });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    respondWith(id, status) {
      subs.get(id)!.status = status;
    },
    setOffline(id, offline) {
      const sub = subs.get(id)!;
      sub.offline = offline;
      if (!offline) for (const held of sub.held.splice(0)) deliver(held.message);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
