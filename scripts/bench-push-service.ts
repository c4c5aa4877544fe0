// The local push service of `npm run bench:notify` (run with tsx): starts the stand-in that the
// tests use (it checks VAPID and decrypts every message, as a push service must), makes
// BENCH_DEVICES subscriptions and writes them to BENCH_SUBSCRIPTIONS_FILE, then prints its host
// and answers `GET /stats` on a second port with how many messages arrived per tag, and the
// first and last arrival times (ms since the epoch).
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPushStandin } from '../apps/api/src/modules/notifications/push/testing/push-standin';

const devices = Number(process.env.BENCH_DEVICES ?? 10_000);
const stats = new Map<string, { count: number; first: number; last: number; arrivals: number[] }>();
const standin = await startPushStandin({
  vapidPublicKey: process.env.VAPID_PUBLIC_KEY!,
  keep: false,
  onDelivered(message) {
    const at = Date.now();
    const tag = (message.payload as { tag?: string }).tag ?? '?';
    const entry = stats.get(tag) ?? { count: 0, first: at, last: at, arrivals: [] };
    entry.count += 1;
    entry.last = at;
    entry.arrivals.push(at);
    stats.set(tag, entry);
  },
});
writeFileSync(
  process.env.BENCH_SUBSCRIPTIONS_FILE!,
  JSON.stringify(Array.from({ length: devices }, () => standin.subscribe())),
);
const statsServer = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(Object.fromEntries(stats)));
});
await new Promise<void>((resolve) => statsServer.listen(0, '127.0.0.1', resolve));
const statsPort = (statsServer.address() as AddressInfo).port;
process.stdout.write(`${JSON.stringify({ host: standin.host, statsPort })}\n`);
