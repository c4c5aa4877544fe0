import type { PublishedChainEvent } from './trades.chain';
import type { TradeEventRow, TradeRow } from './trades.repository';
import type { TradeDto } from './trades.schemas';
import { isWithheld, type TradeStatus } from './trades.visibility';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Maps a row to the API shape as `isMember` (or not) sees it: a live trade is locked for
 * non-members (see trades.visibility.ts): no price, no analysis, no update log, and no time of
 * what happened to it (`openedAt`, take-profits' `hitAt`).
 */
export function toTradeDto(row: TradeRow, updates: TradeEventRow[], isMember: boolean): TradeDto {
  const locked = isWithheld(row.status, isMember);
  return {
    id: row.id,
    symbol: row.symbol,
    assetClass: row.assetClass,
    side: row.side,
    entryPrice: locked ? null : row.entryPrice,
    entryZone: locked ? null : (row.entryZone ?? null),
    stopLoss: locked ? null : row.stopLoss,
    takeProfits: row.takeProfits.map((tp) => ({
      price: locked ? null : tp.price,
      allocation: tp.allocation,
      hitAt: locked ? null : tp.hitAt,
    })),
    status: row.status,
    result: row.result,
    closePrice: locked ? null : row.closePrice,
    pips: locked ? null : row.pips,
    rMultiple: locked ? null : row.rMultiple,
    analysis: locked ? null : row.analysis,
    tags: row.tags,
    locked,
    publishedAt: row.publishedAt.toISOString(),
    openedAt: locked ? null : iso(row.openedAt),
    closedAt: iso(row.closedAt),
    updates: locked
      ? []
      : updates.map((u) => ({ at: u.at.toISOString(), type: u.type, data: u.data })),
  };
}

/**
 * One event of the public chain, as anyone (a non-member) sees it: an event of a live trade is
 * published as its sequence number and hashes only (no trade, time, type, data or salt), which
 * is enough to check its link; the whole event once the trade is no longer live.
 */
export function toChainEvent(row: TradeEventRow & { status: TradeStatus }): PublishedChainEvent {
  const withheld = isWithheld(row.status, false);
  return {
    id: row.id,
    tradeId: withheld ? null : row.tradeId,
    at: withheld ? null : row.at.toISOString(),
    type: withheld ? null : row.type,
    data: withheld ? null : row.data,
    salt: withheld ? null : (row.salt ?? ''),
    contentHash: row.contentHash ?? '',
    hash: row.hash ?? '',
  };
}
