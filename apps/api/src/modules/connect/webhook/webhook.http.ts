import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The longest webhook address accepted. */
export const WEBHOOK_URL_MAX = 2048;

/**
 * Addresses a webhook may never reach: this host, private networks, link-local (cloud metadata
 * services at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, documentation, benchmark,
 * multicast and reserved ranges, IPv4 and IPv6. IPv4-mapped and NAT64 IPv6 addresses are
 * checked as the IPv4 address they carry.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (IPv4-mapped, -compatible or NAT64), if any. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** Whether `ip` (a literal address) is a public unicast address a webhook may reach. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4 !== null) return isIP(v4) === 4 && !blocked.check(v4, 'ipv4');
    return !blocked.check(ip, 'ipv6');
  }
  return false;
}

/** A webhook address refused: the message says why, in words a member can act on. */
export class WebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

/** What the address rules allow: with `allowPrivate`, http and private addresses too. */
export interface UrlRules {
  allowPrivate: boolean;
}

/**
 * The form rules of a webhook address: an absolute https URL (http too when private addresses
 * are allowed), at most {@link WEBHOOK_URL_MAX} characters, without a user name or password.
 * Throws {@link WebhookUrlError}; answers the parsed URL.
 */
export function checkUrlForm(raw: string, rules: UrlRules): URL {
  if (raw.length > WEBHOOK_URL_MAX)
    throw new WebhookUrlError(`The address is longer than ${WEBHOOK_URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('The address is not a valid URL');
  }
  const schemes = rules.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new WebhookUrlError('The address must use https');
  if (url.username || url.password)
    throw new WebhookUrlError('The address must not contain a user name or password');
  if (!url.hostname) throw new WebhookUrlError('The address has no host');
  return url;
}

/** The host of a URL as an address literal (IPv6 without its brackets) or a name. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves the URL's host and checks every address it resolves to: one that is not public
 * refuses the whole host (unless private addresses are allowed). Answers the address to connect
 * to. Throws {@link WebhookUrlError}.
 */
export async function resolveChecked(
  url: URL,
  rules: UrlRules,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookUrlError(`The host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new WebhookUrlError(`The host ${host} could not be resolved`);
  if (!rules.allowPrivate) {
    const inner = addresses.find((a) => !isPublicAddress(a.address));
    if (inner)
      throw new WebhookUrlError(
        `The host ${host} resolves to a private or reserved address (${inner.address})`,
      );
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The full check of an address before it is saved. Throws {@link WebhookUrlError}. */
export async function checkUrl(raw: string, rules: UrlRules): Promise<URL> {
  const url = checkUrlForm(raw, rules);
  await resolveChecked(url, rules);
  return url;
}

/** What one POST to a webhook gave. */
export interface PostResult {
  /** The receiver's status (null: no answer). */
  status: number | null;
  latencyMs: number;
  /** Why there was no 2xx answer (null: delivered). */
  error: string | null;
}

/** Options of {@link postWebhook}. */
export interface PostOptions extends UrlRules {
  timeoutMs: number;
  headers: Record<string, string>;
}

/**
 * POSTs `body` to a webhook. The host is resolved and checked here, and the connection goes to
 * the address that was checked (the request's `lookup` answers it), so a name that resolves to
 * a public address when checked and to an inner one when connecting (DNS rebinding) reaches
 * nothing inside. A fresh connection each time (no pooled socket), no redirect followed (a 3xx
 * is a failure), the whole exchange within `timeoutMs`. Never throws.
 */
export async function postWebhook(
  raw: string,
  body: string,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  let url: URL;
  let target: { address: string; family: 4 | 6 };
  try {
    url = checkUrlForm(raw, options);
    target = await resolveChecked(url, options);
  } catch (error) {
    return { status: null, latencyMs: latency(), error: messageOf(error) };
  }
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if (opts.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const done = (result: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, latencyMs: latency() });
    };
    const req = send(
      url,
      {
        method: 'POST',
        agent: false,
        lookup,
        signal,
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The body is not read: the status is the answer.
        res.resume();
        res.on('error', () => undefined);
        req.destroy();
        done({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      done({
        status: null,
        error: signal.aborted ? `no answer within ${options.timeoutMs / 1000} s` : messageOf(error),
      });
    });
    req.end(body);
  });
}

function messageOf(error: unknown): string {
  if (error instanceof WebhookUrlError) return error.message;
  const e = error as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : null;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'ENOTFOUND') return 'host not found';
  if ((code && code.startsWith('ERR_TLS')) || code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
    return `TLS: ${code}`;
  return (code ?? (e?.message || 'request failed')).slice(0, 200);
}
