import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { JobQueue } from '../../../jobs/job';
import * as repo from './push.repository';

/** The queue of one push to one device (an event's alert, a digest or a test). */
export const PUSH_QUEUE = 'notifications.push';

/** What a push job carries: ids and short text only; the device fetches the rest on click. */
export type PushJobData =
  | { kind: 'event'; seq: number; userId: string; deviceId: string }
  | { kind: 'digest'; userId: string; deviceId: string; seqs: number[] }
  | { kind: 'test'; userId: string; deviceId: string };

/** What {@link PushService} is built from. */
export interface PushServiceOptions {
  db: Db;
  queue: JobQueue;
  /** The VAPID public key (base64url, uncompressed P-256 point). */
  publicKey: string;
  /**
   * Hosts a subscription's endpoint may name (`host` or `host:port`; a leading `*.` matches
   * sub-domains): the server posts to the endpoint, so any other address is refused (no
   * requests to internal addresses on a member's say-so).
   */
  allowedHosts: string[];
}

/** A device as the API sends it. */
export const toDeviceDto = (row: repo.PushDeviceRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  lastPushAt: row.lastPushAt?.toISOString() ?? null,
});

/** Whether `url`'s host is one of `allowed`. */
export function endpointAllowed(url: string, allowed: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.host.toLowerCase();
  const name = parsed.hostname.toLowerCase();
  const secure = parsed.protocol === 'https:';
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    // Plain http only for hosts named with their port (a local push service in tests).
    if (!secure && !(parsed.protocol === 'http:' && rule === host && rule.includes(':')))
      return false;
    if (rule.startsWith('*.')) return name.endsWith(rule.slice(1));
    return rule === host || rule === name;
  });
}

/** Phone alerts: a member's devices, and the queue of pushes to them. */
export class PushService {
  readonly publicKey: string;

  constructor(private readonly options: PushServiceOptions) {
    this.publicKey = options.publicKey;
  }

  async devices(userId: string) {
    return (await repo.listDevices(this.options.db, userId)).map(toDeviceDto);
  }

  async register(
    userId: string,
    input: { endpoint: string; keys: { p256dh: string; auth: string }; name: string },
    now: Date,
  ) {
    if (!endpointAllowed(input.endpoint, this.options.allowedHosts))
      throw new HttpError(400, 'This browser’s push service is not supported', [
        { field: 'endpoint', message: 'not a known push service' },
      ]);
    const row = await repo.upsertDevice(this.options.db, {
      id: newId(),
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      name: input.name,
      at: now,
    });
    return toDeviceDto(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await repo.deleteDevice(this.options.db, userId, id))) throw notFound('Device not found');
  }

  async sendTest(userId: string, deviceId: string, _now: Date): Promise<void> {
    const row = await repo.device(this.options.db, deviceId);
    if (!row || row.userId !== userId) throw notFound('Device not found');
    const data: PushJobData = { kind: 'test', userId, deviceId };
    await this.options.queue.send(PUSH_QUEUE, data);
  }
}
