import type { TradeEventRow, TradeRow } from './trades.repository';
import type { TradeDto } from './trades.schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Maps a row to the API shape; live trades are locked for non-members. */
export function toTradeDto(row: TradeRow, updates: TradeEventRow[], isMember: boolean): TradeDto {
  const locked = !isMember && (row.status === 'open' || row.status === 'pending');
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
      hitAt: tp.hitAt,
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
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    updates: locked
      ? []
      : updates.map((u) => ({ at: u.at.toISOString(), type: u.type, data: u.data })),
  };
}
