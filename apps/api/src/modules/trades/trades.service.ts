import type { Db } from '../../db/client';
import type { TakeProfit } from '../../db/schema';
import type { Tx } from '../../db/sql';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toPage } from '../../lib/pagination';
import { toTradeDto } from './trades.dto';
import type { TradeEventListener } from './trades.events';
import { computeOutcome, computeStats } from './trades.math';
import { computePerformance } from './trades.performance';
import * as repo from './trades.repository';
import type { TradeRow, TradeSortField } from './trades.repository';
import {
  type EditInput,
  type ListQuery,
  type PublishInput,
  type StatsQuery,
  type TradeDto,
  type TradeEventInput,
  tradeListSchema,
} from './trades.schemas';

/** What the trades service is built with. */
export interface TradesServiceDeps {
  db: Db;
  /** How long a list answer is kept per instance (ms; 0 disables the cache). */
  listCacheMs: number;
  /** Called in the transaction of every trade event, in order. */
  listeners: TradeEventListener[];
}

/** Middle of an entry zone, rounded to 10 decimals. */
const zoneMid = (zone: { from: number; to: number } | null | undefined) =>
  zone ? Math.round(((zone.from + zone.to) / 2) * 1e10) / 1e10 : undefined;

function checkLevels(side: 'buy' | 'sell', entry: number, stop: number, tps: { price: number }[]) {
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

const conflict = (message: string) => new HttpError(409, message);

/** The rules of trades: publishing, editing, the event history, reads and statistics. */
export class TradesService {
  // Hot read: list answers are kept `listCacheMs` per instance (members and others apart)
  // and dropped at once on any trade write here; other instances catch up within the TTL.
  // Stored as bytes: no UTF-8 encoding of ~10 kB per hit.
  private readonly listCache = new Map<string, { body: Buffer; until: number }>();
  // Concurrent misses of one key share a single database round (no stampede at expiry).
  private readonly inflight = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(private readonly deps: TradesServiceDeps) {}

  /** A stored list answer for this URL, while fresh. */
  cachedList(member: boolean, url: string): Buffer | undefined {
    if (this.deps.listCacheMs <= 0) return undefined;
    const hit = this.listCache.get(`${member ? 'm' : 'n'}|${url}`);
    return hit && hit.until > Date.now() ? hit.body : undefined;
  }

  /** One page of trades as pre-serialised JSON, remembered under `url` for the cache. */
  async list(q: ListQuery, member: boolean, url: string): Promise<string> {
    const ttl = this.deps.listCacheMs;
    const key = `${member ? 'm' : 'n'}|${JSON.stringify(q)}`;
    const gen = this.generation;
    let pending = ttl > 0 ? this.inflight.get(key) : undefined;
    if (!pending) {
      const created = this.renderList(q, member).finally(() => {
        if (this.inflight.get(key) === created) this.inflight.delete(key);
      });
      pending = created;
      if (ttl > 0) this.inflight.set(key, created);
    }
    const body = await pending;
    // Not stored when a trade was written meanwhile: the next call reads fresh rows.
    if (ttl > 0 && gen === this.generation) {
      if (this.listCache.size >= 1000) this.listCache.clear();
      this.listCache.set(`${member ? 'm' : 'n'}|${url}`, {
        body: Buffer.from(body),
        until: Date.now() + ttl,
      });
    }
    return body;
  }

  private async renderList(q: ListQuery, member: boolean): Promise<string> {
    const [field, dir] = (q.sortBy ?? 'publishedAt:desc').split(':') as [
      TradeSortField,
      'asc' | 'desc',
    ];
    const { rows, total } = await repo.listTrades(
      this.deps.db,
      q,
      { field, dir },
      { limit: q.limit, offset: (q.page - 1) * q.limit },
    );
    const events = await repo.eventsByTrade(
      this.deps.db,
      rows.map((r) => r.id),
    );
    const page = tradeListSchema.parse(
      toPage(
        rows.map((r) => toTradeDto(r, events.get(r.id) ?? [], member)),
        q.page,
        q.limit,
        total,
      ),
    );
    return JSON.stringify(page);
  }

  private dropListCache(): void {
    this.generation += 1;
    this.listCache.clear();
    this.inflight.clear();
  }

  /** One trade as `member` (or not) sees it; 404 when there is none. */
  async get(id: string, member: boolean): Promise<TradeDto> {
    const row = await repo.findTrade(this.deps.db, id);
    if (!row) throw notFound('Trade not found');
    const events = await repo.eventsByTrade(this.deps.db, [id]);
    return toTradeDto(row, events.get(id) ?? [], member);
  }

  /** Performance statistics of the trades matching the filter. */
  async stats(q: StatsQuery) {
    return computeStats(await repo.tradesForStats(this.deps.db, q));
  }

  /** Track-record statistics of the trades closed in the period (and of the symbol). */
  async performance(q: StatsQuery) {
    return computePerformance(await repo.closedTradesFromHistory(this.deps.db, q));
  }

  /** Appends an event and tells every listener, in the caller's transaction. */
  private async appendEvent(
    tx: Tx,
    trade: TradeRow,
    event: { at: Date; type: string; data: Record<string, unknown> },
  ): Promise<void> {
    const row = await repo.insertEvent(tx, { tradeId: trade.id, ...event });
    for (const listener of this.deps.listeners) await listener(tx, { event: row, trade });
  }

  /** Publishes a trade (admin `actorId`); returns it as a member sees it. */
  async publish(actorId: string, b: PublishInput): Promise<TradeDto> {
    const entryPrice = b.entryPrice ?? zoneMid(b.entryZone);
    if (entryPrice === undefined) {
      throw new HttpError(400, 'Give an entry price or an entry zone', [
        { field: 'entryPrice', message: 'Required without entryZone' },
      ]);
    }
    checkLevels(b.side, entryPrice, b.stopLoss, b.takeProfits);
    const status = b.status ?? 'open';
    const now = new Date();
    const id = newId();
    await this.deps.db.transaction(async (tx) => {
      const trade = await repo.insertTrade(tx, {
        id,
        symbol: b.symbol,
        assetClass: b.assetClass,
        side: b.side,
        entryPrice,
        entryZone: b.entryZone ?? null,
        stopLoss: b.stopLoss,
        initialStopLoss: b.stopLoss,
        takeProfits: b.takeProfits.map((tp) => ({ ...tp, hitAt: null })),
        status,
        analysis: b.analysis ?? '',
        tags: b.tags ?? [],
        publishedAt: now,
        openedAt: status === 'open' ? now : null,
      });
      await this.appendEvent(tx, trade, { at: now, type: 'published', data: { status } });
      await writeAudit(tx, {
        actorId,
        action: 'trade.published',
        targetType: 'trade',
        targetId: id,
        after: { symbol: b.symbol, side: b.side, status },
        createdAt: now,
      });
    });
    this.dropListCache();
    return this.get(id, true);
  }

  /** Edits a trade (admin); levels only while it is pending. */
  async edit(actorId: string, id: string, b: EditInput): Promise<TradeDto> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.lockTrade(tx, id);
      if (!row) throw notFound('Trade not found');
      const levels =
        b.entryPrice ??
        b.stopLoss ??
        b.takeProfits ??
        b.entryZone ??
        b.symbol ??
        b.side ??
        b.assetClass;
      if (levels !== undefined && row.status !== 'pending') {
        throw conflict('Levels can only be edited while the trade is pending');
      }
      const side = b.side ?? row.side;
      const entry =
        b.entryPrice ?? (b.entryZone ? zoneMid(b.entryZone) : undefined) ?? row.entryPrice;
      const stop = b.stopLoss ?? row.stopLoss;
      const tps: TakeProfit[] = b.takeProfits
        ? b.takeProfits.map((tp) => ({ ...tp, hitAt: null }))
        : row.takeProfits;
      if (levels !== undefined) checkLevels(side, entry, stop, tps);
      const now = new Date();
      const trade = await repo.updateTrade(tx, id, {
        symbol: b.symbol ?? row.symbol,
        assetClass: b.assetClass ?? row.assetClass,
        side,
        analysis: b.analysis ?? row.analysis,
        tags: b.tags ?? row.tags,
        entryPrice: entry,
        entryZone: b.entryZone === undefined ? row.entryZone : b.entryZone,
        stopLoss: stop,
        initialStopLoss: b.stopLoss ?? row.initialStopLoss,
        takeProfits: tps,
        updatedAt: now,
      });
      await this.appendEvent(tx, trade, {
        at: now,
        type: 'updated',
        data: { fields: Object.keys(b) },
      });
      await writeAudit(tx, {
        actorId,
        action: 'trade.updated',
        targetType: 'trade',
        targetId: id,
        before: { symbol: row.symbol },
        after: { fields: Object.keys(b) },
        createdAt: now,
      });
    });
    this.dropListCache();
    return this.get(id, true);
  }

  /** Records what happened to a trade (admin); the history is append-only. */
  async recordEvent(actorId: string, id: string, event: TradeEventInput): Promise<TradeDto> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.lockTrade(tx, id);
      if (!row) throw notFound('Trade not found');
      const now = new Date();
      const { set, data } = applyEvent(row, event, now);
      const trade = Object.keys(set).length
        ? await repo.updateTrade(tx, id, { ...set, updatedAt: now })
        : row;
      await this.appendEvent(tx, trade, { at: now, type: event.type, data });
      await writeAudit(tx, {
        actorId,
        action: `trade.${event.type}`,
        targetType: 'trade',
        targetId: id,
        before: { symbol: row.symbol, status: row.status, stopLoss: row.stopLoss },
        after: { status: set.status ?? row.status, ...data },
        createdAt: now,
      });
    });
    this.dropListCache();
    return this.get(id, true);
  }
}

/** The change an event makes to a trade and the data stored with it; throws when illegal. */
function applyEvent(
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
