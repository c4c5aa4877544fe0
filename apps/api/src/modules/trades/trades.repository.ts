import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { tradeUpdates, trades } from '../../db/schema';
import { paged, queryRows, type Tx } from '../../db/sql';
import type { TradeForStats } from './trades.math';
import type { PerformanceTrade } from './trades.performance';

/** A stored trade. */
export type TradeRow = typeof trades.$inferSelect;
/** A stored trade event (one row of the append-only history). */
export type TradeEventRow = typeof tradeUpdates.$inferSelect;
type NewTrade = typeof trades.$inferInsert;

/** Filters of the trade list and the statistics. */
export interface TradeFilter {
  status?: TradeRow['status'] | undefined;
  symbol?: string | undefined;
  side?: TradeRow['side'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Sortable columns of the trade list. */
export type TradeSortField = 'publishedAt' | 'closedAt' | 'symbol' | 'pips' | 'rMultiple';

function whereOf(f: TradeFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(trades.status, f.status));
  if (f.symbol) where.push(eq(trades.symbol, f.symbol));
  if (f.side) where.push(eq(trades.side, f.side));
  if (f.from) where.push(gte(trades.publishedAt, new Date(f.from)));
  if (f.to) where.push(lte(trades.publishedAt, new Date(f.to)));
  return where.length ? and(...where) : undefined;
}

/** One page of trades and the number of trades matching the filter. */
export async function listTrades(
  db: Tx,
  filter: TradeFilter,
  sort: { field: TradeSortField; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ rows: TradeRow[]; total: number }> {
  const condition = whereOf(filter);
  const order = sort.dir === 'asc' ? asc(trades[sort.field]) : desc(trades[sort.field]);
  return paged(
    db,
    db.select().from(trades).where(condition).orderBy(order, desc(trades.id)),
    { table: trades, where: condition },
    page,
  );
}

/** The events of each given trade, oldest first. */
export async function eventsByTrade(db: Tx, ids: string[]): Promise<Map<string, TradeEventRow[]>> {
  const map = new Map<string, TradeEventRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(tradeUpdates)
    .where(inArray(tradeUpdates.tradeId, ids))
    .orderBy(asc(tradeUpdates.id));
  for (const r of rows) {
    const list = map.get(r.tradeId) ?? [];
    list.push(r);
    map.set(r.tradeId, list);
  }
  return map;
}

/** One trade, or undefined. */
export async function findTrade(db: Tx, id: string): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id));
  return row;
}

/** One trade, locked for the rest of the transaction, or undefined. */
export async function lockTrade(tx: Tx, id: string): Promise<TradeRow | undefined> {
  const [row] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
  return row;
}

/** Inserts a trade and returns it as stored. */
export async function insertTrade(tx: Tx, values: NewTrade): Promise<TradeRow> {
  const [row] = await tx.insert(trades).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a trade and returns it as stored. */
export async function updateTrade(tx: Tx, id: string, set: Partial<NewTrade>): Promise<TradeRow> {
  const [row] = await tx.update(trades).set(set).where(eq(trades.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Appends an event to a trade's history and returns it as stored. */
export async function insertEvent(
  tx: Tx,
  values: {
    tradeId: string;
    at: Date;
    type: string;
    data: Record<string, unknown>;
    salt: string;
    contentHash: string;
    hash: string;
  },
): Promise<TradeEventRow> {
  const [row] = await tx.insert(tradeUpdates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The hash of the last chained event, or undefined when none is. */
export async function chainHead(tx: Tx): Promise<string | undefined> {
  const [row] = await tx
    .select({ hash: tradeUpdates.hash })
    .from(tradeUpdates)
    .where(isNotNull(tradeUpdates.hash))
    .orderBy(desc(tradeUpdates.id))
    .limit(1);
  return row?.hash ?? undefined;
}

/** Events written before the chain existed (no hash yet), oldest first. */
export async function unchainedEvents(tx: Tx): Promise<TradeEventRow[]> {
  return tx
    .select()
    .from(tradeUpdates)
    .where(isNull(tradeUpdates.hash))
    .orderBy(asc(tradeUpdates.id));
}

/** Stores an event's salt and hashes. */
export async function setEventHashes(
  tx: Tx,
  id: number,
  values: { salt: string; contentHash: string; hash: string },
): Promise<void> {
  await tx.update(tradeUpdates).set(values).where(eq(tradeUpdates.id, id));
}

/** Every event in chain order, with the status of its trade. */
export async function chainEvents(
  db: Tx,
): Promise<(TradeEventRow & { status: TradeRow['status'] })[]> {
  const rows = await db
    .select({ event: tradeUpdates, status: trades.status })
    .from(tradeUpdates)
    .innerJoin(trades, eq(trades.id, tradeUpdates.tradeId))
    .orderBy(asc(tradeUpdates.id));
  return rows.map((r) => ({ ...r.event, status: r.status }));
}

/** The fields the statistics read, of every trade matching the filter. */
export async function tradesForStats(db: Tx, filter: TradeFilter): Promise<TradeForStats[]> {
  return db
    .select({
      id: trades.id,
      symbol: trades.symbol,
      status: trades.status,
      result: trades.result,
      pips: trades.pips,
      rMultiple: trades.rMultiple,
      closedAt: trades.closedAt,
    })
    .from(trades)
    .where(whereOf(filter));
}

/** Filters of the track-record statistics: close time (`to` inclusive) and symbol. */
export interface PerformanceFilter {
  symbol?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const dateOnly = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * Closed trades as their append-only history tells them: R and result from the closing
 * event, opening time from the publication as open or the activation.
 */
export async function closedTradesFromHistory(
  db: Tx,
  filter: PerformanceFilter,
): Promise<PerformanceTrade[]> {
  const conditions: SQL[] = [sql`c.type in ('closed', 'tp_hit')`, sql`c.data ? 'rMultiple'`];
  if (filter.symbol) conditions.push(sql`t.symbol = ${filter.symbol}`);
  if (filter.from) conditions.push(sql`c.at >= ${new Date(filter.from).toISOString()}`);
  if (filter.to) {
    // A date-only `to` covers that whole day.
    conditions.push(
      dateOnly(filter.to)
        ? sql`c.at < ${new Date(Date.parse(filter.to) + 86_400_000).toISOString()}`
        : sql`c.at <= ${new Date(filter.to).toISOString()}`,
    );
  }
  const rows = await queryRows<{
    id: string;
    symbol: string;
    side: PerformanceTrade['side'];
    asset_class: PerformanceTrade['assetClass'];
    closed_at: string | Date;
    opened_at: string | Date | null;
    r: number;
    result: PerformanceTrade['result'];
  }>(
    db,
    sql`select t.id, t.symbol, t.side, t.asset_class, c.at as closed_at,
          (c.data->>'rMultiple')::float8 as r, c.data->>'result' as result,
          (select min(o.at) from trade_updates o
            where o.trade_id = t.id
              and (o.type = 'activated' or (o.type = 'published' and o.data->>'status' = 'open'))
          ) as opened_at
        from trade_updates c join trades t on t.id = c.trade_id
        where ${sql.join(conditions, sql` and `)}
        order by c.at, t.id`,
  );
  return rows.map((r) => {
    const closedAt = new Date(r.closed_at);
    return {
      id: r.id,
      symbol: r.symbol,
      side: r.side,
      assetClass: r.asset_class,
      closedAt,
      openedAt: r.opened_at ? new Date(r.opened_at) : closedAt,
      r: Number(r.r),
      result: r.result,
    };
  });
}
