import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalJson } from '@finfree/core';
import type { EventRow, TradeRow } from './webhook.repository';

/** The payload version members' tools read. */
export const WEBHOOK_VERSION = 1;

/** A trade as a webhook event carries it: its state right after the event. */
export interface WebhookTrade {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  entry: number;
  sl: number;
  tps: { price: number; allocation: number }[];
  status: string;
}

/** What is POSTed to a member's webhook (JSON, keys sorted, no whitespace). */
export interface WebhookPayload {
  id: string;
  seq: number;
  type: string;
  version: number;
  trade: WebhookTrade;
  /** When the event happened (ISO 8601, UTC). */
  publishedAt: string;
  /**
   * The event's `hash` in the community's verifiable history (`GET /v1/trades/chain`): SHA-256
   * of the previous event's hash and this event's content hash, so a member's tools can check
   * the event against the published chain (and that none was left out).
   */
  chainHash: string;
}

/** The id of event `seq` as members' tools see it (stable across retries). */
export const eventIdOf = (seq: number) => `evt_${seq}`;

/** A new signing secret: 32 random bytes, base64url, prefixed `whsec_`. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The stand-in chain value of a test event: SHA-256 of its canonical JSON. */
function testChainHash(payload: Omit<WebhookPayload, 'chainHash'>): string {
  return sha256(canonicalJson(payload));
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The payloads of a trade's events, oldest first, each with its trade state and its hash in
 * the verifiable history, computed from the logged events alone (and the trade's take-profit allocations), so a retry
 * sends the same body and chain value: the levels published with the trade, the stop as each
 * `sl_moved` left it, the status as each event recorded it.
 */
export function tradePayloads(events: EventRow[], trade: TradeRow): WebhookPayload[] {
  let entry = trade.entryPrice;
  let sl = trade.stopLoss;
  let prices = trade.takeProfits.map((tp) => tp.price);
  const out: WebhookPayload[] = [];
  for (const event of events) {
    const data = event.payload.data ?? {};
    if (event.type === 'published') {
      entry = num(data.entryPrice) ?? entry;
      sl = num(data.stopLoss) ?? sl;
      if (Array.isArray(data.takeProfits))
        prices = data.takeProfits.map((p, i) => num(p) ?? prices[i] ?? 0);
    } else if (event.type === 'sl_moved') sl = num(data.price) ?? sl;
    const body: Omit<WebhookPayload, 'chainHash'> = {
      id: eventIdOf(event.seq),
      seq: event.seq,
      type: event.type,
      version: WEBHOOK_VERSION,
      trade: {
        id: trade.id,
        symbol: event.symbol,
        side: event.payload.side,
        entry,
        sl,
        tps: prices.map((price, i) => ({
          price,
          allocation: trade.takeProfits[i]?.allocation ?? 0,
        })),
        status: event.payload.status,
      },
      publishedAt: new Date(event.createdAt).toISOString(),
    };
    out.push({ ...body, chainHash: event.chainHash });
  }
  return out;
}

/** The `test` event a member sends from the Connect page: an example trade, its own id. */
export function testPayload(at: Date): WebhookPayload {
  const body: Omit<WebhookPayload, 'chainHash'> = {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    seq: 0,
    type: 'test',
    version: WEBHOOK_VERSION,
    trade: {
      id: 'test',
      symbol: 'EURUSD',
      side: 'buy',
      entry: 1.085,
      sl: 1.082,
      tps: [{ price: 1.091, allocation: 100 }],
      status: 'open',
    },
    publishedAt: at.toISOString(),
  };
  return { ...body, chainHash: testChainHash(body) };
}

/** The body and headers of one POST: `Finfree-Signature: t=<unix s>,v1=<HMAC-SHA256 hex>`. */
export function signedRequest(
  payload: WebhookPayload,
  secret: string,
  at: Date,
): { body: string; headers: Record<string, string> } {
  const body = canonicalJson(payload);
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Finfree-Webhooks/1',
      'finfree-signature': `t=${t},v1=${v1}`,
      'finfree-event-id': payload.id,
      'finfree-event-type': payload.type,
    },
  };
}
