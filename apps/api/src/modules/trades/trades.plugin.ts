import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { TradeEventListener } from './trades.events';
import { registerTradeRoutes } from './trades.routes';
import { TradesService } from './trades.service';

/** What the trades plugin is built with. */
export interface TradesPluginOptions {
  db: Db;
  /** How long a trade-list answer is kept per instance (ms; 0 disables the cache). */
  listCacheMs: number;
  /** Called inside the transaction of every trade event (signal alerts, for example). */
  listeners?: TradeEventListener[];
  /** How long after publishing a trade may still be corrected in place (ms). */
  correctionWindowMs: number;
}

/** The /trades routes over their service, built from the options given at registration. */
export const tradesPlugin: FastifyPluginAsync<TradesPluginOptions> = async (app, options) => {
  const service = new TradesService({
    db: options.db,
    listCacheMs: options.listCacheMs,
    listeners: options.listeners ?? [],
    correctionWindowMs: options.correctionWindowMs,
  });
  registerTradeRoutes(app, service);
};
