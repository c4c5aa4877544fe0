// The trades module's public surface: nothing outside the module imports its other files.
export { tradesPlugin, type TradesPluginOptions } from './trades.plugin';
export { TradesService, type TradesServiceDeps } from './trades.service';
export type { TradeEventListener, TradeEventRecord } from './trades.events';
export type { TradeEventRow, TradeRow } from './trades.repository';
export { computeOutcome, winRateOf, type TradeForMath } from './trades.math';
export { eventShownToNonMembers, isWithheld } from './trades.visibility';
