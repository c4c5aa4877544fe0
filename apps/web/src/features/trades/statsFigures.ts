import type { TradeStats } from '@finfree/core';

/** How a headline figure is written: a percentage (of 0–100), signed with one decimal, a count. */
export type StatFormat = 'percent' | 'signed' | 'count';

/** One headline figure of the trades screen: its label (a catalogue key) and its field. */
export interface StatFigure {
  /** The catalogue key of its label (`dashboard.…` or `trades.…`). */
  label: string;
  /** The field of the statistics (`GET /trades/stats`) it shows. */
  field: keyof TradeStats & ('winRate' | 'totalPips' | 'closed' | 'open');
  format: StatFormat;
}

/**
 * The trades screen's headline figures, in reading order: the screen renders them, and the
 * dashboard's pre-rendered frame paints the same ones from the early read of the statistics
 * before the app has arrived.
 */
export const tradeStatFigures: readonly StatFigure[] = [
  { label: 'dashboard.winRate', field: 'winRate', format: 'percent' },
  { label: 'dashboard.totalPips', field: 'totalPips', format: 'signed' },
  { label: 'dashboard.closedTrades', field: 'closed', format: 'count' },
  { label: 'trades.statuses.open', field: 'open', format: 'count' },
];
