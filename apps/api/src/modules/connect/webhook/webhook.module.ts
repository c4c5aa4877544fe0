import type { FastifyInstance } from 'fastify';
import type { QueuedJob } from '../../../jobs/job';
import type { ConnectDeps, ConnectTile } from '../connect.types';

/** A member's own webhook: its tile, its routes and its delivery jobs. */
export interface WebhookModule {
  tile(userId: string): Promise<ConnectTile>;
  register(app: FastifyInstance): void | Promise<void>;
  queued: QueuedJob<never>[];
}

/** The members' webhooks: not built yet. */
export function createWebhookModule(deps: ConnectDeps): WebhookModule {
  void deps;
  return {
    tile: async () => ({
      platform: 'webhook',
      available: false,
      status: 'none',
      username: null,
      endedAt: null,
      endedReason: null,
    }),
    register: () => undefined,
    queued: [],
  };
}
