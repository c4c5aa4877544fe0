import type { Tx } from '../../db/sql';
import type { TradeEventRow, TradeRow } from './trades.repository';

/** A trade event as listeners receive it: the stored event and the trade after it. */
export interface TradeEventRecord {
  /** The event row just appended to the trade's history. */
  event: TradeEventRow;
  /** The trade as stored once the event is applied. */
  trade: TradeRow;
}

/**
 * Called inside the transaction that appends each trade event (publication, activation,
 * take-profit hit, stop moved, closed, cancelled, note, edit): work done on `tx` commits or
 * rolls back with the event, and a listener that throws rolls the event back.
 */
export type TradeEventListener = (tx: Tx, event: TradeEventRecord) => Promise<void>;
