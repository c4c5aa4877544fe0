import type { TakeProfit } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { computeOutcome } from './trades.math';
import type { TradeRow } from './trades.repository';
import type { TradeEventInput } from './trades.schemas';

/** Middle of an entry zone, rounded to 10 decimals. */
export const zoneMid = (zone: { from: number; to: number } | null | undefined) =>
  zone ? Math.round(((zone.from + zone.to) / 2) * 1e10) / 1e10 : undefined;

export function checkLevels(
  side: 'buy' | 'sell',
  entry: number,
  stop: number,
  tps: { price: number }[],
) {
  const dir = side === 'buy' ? 1 : -1;
  if (dir * (entry - stop) <= 0) {
    throw new HttpError(400, 'Stop loss must be on the losing side of the entry', [
      { field: 'stopLoss', message: `must be ${side === 'buy' ? 'below' : 'above'} the entry` },
    ]);
  }
  tps.forEach((tp, i) => {
    if (dir * (tp.price - entry) <= 0) {
      throw new HttpError(400, 'Take-profits must be on the winning side of the entry', [
        {
          field: `takeProfits.${i}.price`,
          message: `must be ${side === 'buy' ? 'above' : 'below'} the entry`,
        },
      ]);
    }
  });
}

/** A 409 answer. */
export const conflict = (message: string) => new HttpError(409, message);

/** What a trade was published (or corrected) with: recorded, and so chained, in its event. */
export const levelsOf = (t: TradeRow) => ({
  symbol: t.symbol,
  assetClass: t.assetClass,
  side: t.side,
  entryPrice: t.entryPrice,
  entryZone: t.entryZone ?? null,
  stopLoss: t.stopLoss,
  takeProfits: t.takeProfits.map((tp) => ({ price: tp.price, allocation: tp.allocation })),
});

/** The change an event makes to a trade and the data stored with it; throws when illegal. */
export function applyEvent(
  row: TradeRow,
  event: TradeEventInput,
  now: Date,
): { set: Partial<TradeRow>; data: Record<string, unknown> } {
  let set: Partial<TradeRow> = {};
  let data: Record<string, unknown> = {};
  const close = (closePrice: number, takeProfits: TakeProfit[]) => {
    const outcome = computeOutcome({ ...row, takeProfits }, closePrice);
    set = { ...set, status: 'closed', closePrice, closedAt: now, ...outcome, takeProfits };
    return outcome;
  };
  switch (event.type) {
    case 'activated':
      if (row.status !== 'pending') throw conflict('Only a pending trade can be activated');
      set = { status: 'open', openedAt: now };
      break;
    case 'tp_hit': {
      if (row.status !== 'open') throw conflict('Only an open trade can hit a take-profit');
      const tp = row.takeProfits[event.tpIndex];
      if (!tp)
        throw new HttpError(400, 'No such take-profit', [
          { field: 'tpIndex', message: 'out of range' },
        ]);
      if (tp.hitAt) throw conflict('This take-profit was already hit');
      const takeProfits = row.takeProfits.map((t, i) =>
        i === event.tpIndex ? { ...t, hitAt: now.toISOString() } : t,
      );
      set = { takeProfits };
      data = { tpIndex: event.tpIndex, price: tp.price };
      if (takeProfits.every((t) => t.hitAt)) data = { ...data, ...close(tp.price, takeProfits) };
      break;
    }
    case 'sl_moved':
      if (row.status !== 'open' && row.status !== 'pending') {
        throw conflict('Only a live trade can move its stop');
      }
      set = { stopLoss: event.price };
      data = { price: event.price, from: row.stopLoss };
      break;
    case 'closed':
      if (row.status !== 'open') throw conflict('Only an open trade can be closed');
      data = { price: event.price, ...close(event.price, row.takeProfits) };
      break;
    case 'cancelled':
      if (row.status !== 'pending') throw conflict('Only a pending trade can be cancelled');
      set = { status: 'cancelled', closedAt: now };
      break;
    case 'note':
      data = { text: event.text };
      break;
  }
  return { set, data };
}
