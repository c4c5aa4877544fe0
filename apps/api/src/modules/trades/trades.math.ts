import { pipSize, type AssetClass } from '@finfree/core';
import type { TakeProfit } from '../../db/schema';

/** The fields the outcome of a trade depends on. */
export interface TradeForMath {
  symbol: string;
  assetClass: AssetClass;
  side: 'buy' | 'sell';
  entryPrice: number;
  /** The stop at publication: 1R is measured from it even if the stop moves later. */
  initialStopLoss: number;
  takeProfits: TakeProfit[];
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
};

/** |R| at or below this counts as breakeven. */
export const BREAKEVEN_R = 0.05;

/**
 * Pips and R of a closed trade, weighted by take-profit allocation: every hit
 * take-profit closes its share at its price, the rest closes at `closePrice`.
 */
export function computeOutcome(trade: TradeForMath, closePrice: number) {
  const dir = trade.side === 'buy' ? 1 : -1;
  const risk = Math.abs(trade.entryPrice - trade.initialStopLoss);
  const pip = pipSize(trade.symbol, trade.assetClass);
  let remaining = 1;
  let move = 0;
  for (const tp of trade.takeProfits) {
    if (!tp.hitAt) continue;
    const w = tp.allocation / 100;
    remaining -= w;
    move += w * dir * (tp.price - trade.entryPrice);
  }
  remaining = Math.max(0, remaining);
  move += remaining * dir * (closePrice - trade.entryPrice);
  const rMultiple = risk > 0 ? round(move / risk, 2) : 0;
  const pips = round(move / pip, 1);
  const result: 'win' | 'loss' | 'breakeven' =
    rMultiple > BREAKEVEN_R ? 'win' : rMultiple < -BREAKEVEN_R ? 'loss' : 'breakeven';
  return { pips, rMultiple, result };
}

/** A trade as the statistics see it. */
export interface TradeForStats {
  id: string;
  symbol: string;
  status: 'pending' | 'open' | 'closed' | 'cancelled';
  result: 'win' | 'loss' | 'breakeven' | null;
  pips: number | null;
  rMultiple: number | null;
  closedAt: Date | null;
}

interface Bucket {
  trades: number;
  wins: number;
  losses: number;
  breakeven: number;
  pips: number;
  r: number;
}

const emptyBucket = (): Bucket => ({ trades: 0, wins: 0, losses: 0, breakeven: 0, pips: 0, r: 0 });
/** Win rate in percent with breakevens left out; 0 when nothing was decided. */
export const winRateOf = (wins: number, losses: number) =>
  wins + losses === 0 ? 0 : round((wins / (wins + losses)) * 100, 1);

function add(b: Bucket, t: TradeForStats) {
  b.trades += 1;
  if (t.result === 'win') b.wins += 1;
  else if (t.result === 'loss') b.losses += 1;
  else b.breakeven += 1;
  b.pips += t.pips ?? 0;
  b.r += t.rMultiple ?? 0;
}

const finish = (b: Bucket) => ({
  trades: b.trades,
  wins: b.wins,
  losses: b.losses,
  breakeven: b.breakeven,
  winRate: winRateOf(b.wins, b.losses),
  pips: round(b.pips, 1),
  r: round(b.r, 2),
});

/**
 * Performance statistics. `totalTrades` leaves out cancelled signals; `open` counts pending
 * and open ones. Streaks skip breakevens (they neither extend nor break a streak).
 */
export function computeStats(all: TradeForStats[]) {
  const live = all.filter((t) => t.status !== 'cancelled');
  const closed = live
    .filter((t) => t.status === 'closed' && t.closedAt)
    .sort(
      (a, b) =>
        (a.closedAt?.getTime() ?? 0) - (b.closedAt?.getTime() ?? 0) || a.id.localeCompare(b.id),
    );
  const total = emptyBucket();
  const bySymbol = new Map<string, Bucket>();
  const byMonth = new Map<string, Bucket>();
  let grossWin = 0;
  let grossLoss = 0;
  let streakWins = 0;
  let streakLosses = 0;
  let maxWins = 0;
  let maxLosses = 0;
  let cumR = 0;
  let cumPips = 0;
  const equityCurve: {
    at: string;
    tradeId: string;
    r: number;
    cumulativeR: number;
    cumulativePips: number;
  }[] = [];
  for (const t of closed) {
    add(total, t);
    const sym = bySymbol.get(t.symbol) ?? emptyBucket();
    add(sym, t);
    bySymbol.set(t.symbol, sym);
    const month = (t.closedAt as Date).toISOString().slice(0, 7);
    const mon = byMonth.get(month) ?? emptyBucket();
    add(mon, t);
    byMonth.set(month, mon);
    const r = t.rMultiple ?? 0;
    if (r > 0) grossWin += r;
    if (r < 0) grossLoss += -r;
    if (t.result === 'win') {
      streakWins += 1;
      streakLosses = 0;
    } else if (t.result === 'loss') {
      streakLosses += 1;
      streakWins = 0;
    }
    maxWins = Math.max(maxWins, streakWins);
    maxLosses = Math.max(maxLosses, streakLosses);
    cumR += r;
    cumPips += t.pips ?? 0;
    equityCurve.push({
      at: (t.closedAt as Date).toISOString(),
      tradeId: t.id,
      r,
      cumulativeR: round(cumR, 2),
      cumulativePips: round(cumPips, 1),
    });
  }
  return {
    totalTrades: live.length,
    open: live.filter((t) => t.status === 'open' || t.status === 'pending').length,
    closed: closed.length,
    wins: total.wins,
    losses: total.losses,
    breakeven: total.breakeven,
    winRate: winRateOf(total.wins, total.losses),
    totalPips: round(total.pips, 1),
    totalR: round(total.r, 2),
    profitFactor: grossLoss === 0 ? null : round(grossWin / grossLoss, 2),
    expectancyR: closed.length === 0 ? 0 : round(total.r / closed.length, 2),
    maxConsecutiveWins: maxWins,
    maxConsecutiveLosses: maxLosses,
    bySymbol: [...bySymbol.entries()]
      .map(([symbol, b]) => ({ symbol, ...finish(b) }))
      .sort((a, b) => b.trades - a.trades || a.symbol.localeCompare(b.symbol)),
    byMonth: [...byMonth.entries()]
      .map(([month, b]) => ({ month, ...finish(b) }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    equityCurve,
  };
}
