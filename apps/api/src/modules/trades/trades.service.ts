import type { Db } from '../../db/client';
import type { TakeProfit } from '../../db/schema';
import { lockKey, type Tx } from '../../db/sql';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toPage } from '../../lib/pagination';
import { contentHashOf, GENESIS, linkHash, newSalt } from './trades.chain';
import { applyEvent, checkLevels, conflict, levelsOf, zoneMid } from './trades.rules';
import { toChainEvent, toTradeDto } from './trades.dto';
import type { TradeEventListener } from './trades.events';
import { computeStats } from './trades.math';
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
  /** How long after publishing a trade may still be corrected in place (ms). */
  correctionWindowMs: number;
}

/** Appends to the one chain of trade events are serialised by this lock. */
const CHAIN_LOCK = 'trade-event-chain';

/**
 * Chains the events written without a hash (rows from before the chain existed, the demo
 * data), oldest first, after the current head. Runs under the chain lock.
 */
async function chainUnchained(tx: Tx): Promise<void> {
  const rows = await repo.unchainedEvents(tx);
  if (rows.length === 0) return;
  let previous = (await repo.chainHead(tx)) ?? GENESIS;
  for (const row of rows) {
    const salt = newSalt();
    const contentHash = contentHashOf({ ...row, salt });
    const hash = linkHash(previous, contentHash);
    await repo.setEventHashes(tx, row.id, { salt, contentHash, hash });
    previous = hash;
  }
}

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

  /**
   * Appends an event, chained to the one before it, and tells every listener, in the caller's
   * transaction. Appends are serialised (one chain): the lock is held until commit.
   */
  private async appendEvent(
    tx: Tx,
    trade: TradeRow,
    event: { at: Date; type: string; data: Record<string, unknown> },
  ): Promise<void> {
    await lockKey(tx, CHAIN_LOCK);
    await chainUnchained(tx);
    const previous = (await repo.chainHead(tx)) ?? GENESIS;
    const salt = newSalt();
    const contentHash = contentHashOf({ tradeId: trade.id, ...event, salt });
    const row = await repo.insertEvent(tx, {
      tradeId: trade.id,
      ...event,
      salt,
      contentHash,
      hash: linkHash(previous, contentHash),
    });
    for (const listener of this.deps.listeners) await listener(tx, { event: row, trade });
  }

  /**
   * The whole chain as anyone may see it: live trades' events are published as their hashes
   * only ({@link toChainEvent}); the head of each UTC day (of every event, so a day's head never
   * changes); the head (its time withheld while its trade is live).
   */
  async chain() {
    let rows = await repo.chainEvents(this.deps.db);
    if (rows.some((r) => !r.hash)) {
      await this.deps.db.transaction(async (tx) => {
        await lockKey(tx, CHAIN_LOCK);
        await chainUnchained(tx);
      });
      rows = await repo.chainEvents(this.deps.db);
    }
    const events = rows.map(toChainEvent);
    const days = new Map<string, { day: string; id: number; hash: string }>();
    for (const r of rows) {
      const day = r.at.toISOString().slice(0, 10);
      days.set(day, { day, id: r.id, hash: r.hash ?? '' });
    }
    const last = events.at(-1);
    return {
      genesis: GENESIS,
      head: last ? { id: last.id, at: last.at, hash: last.hash } : null,
      days: [...days.values()],
      events,
    };
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
      await this.appendEvent(tx, trade, {
        at: now,
        type: 'published',
        data: { status, ...levelsOf(trade) },
      });
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
    return this.changeTrade(id, async (tx, row) => {
      const levels =
        b.entryPrice ??
        b.stopLoss ??
        b.takeProfits ??
        b.entryZone ??
        b.symbol ??
        b.side ??
        b.assetClass;
      if (Date.now() - row.publishedAt.getTime() > this.deps.correctionWindowMs) {
        throw conflict('The correction window has closed: record what happened as an event');
      }
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
        data: { fields: Object.keys(b), ...levelsOf(trade) },
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
  }

  /** Records what happened to a trade (admin); the history is append-only. */
  async recordEvent(actorId: string, id: string, event: TradeEventInput): Promise<TradeDto> {
    return this.changeTrade(id, async (tx, row) => {
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
  }

  /**
   * Runs `change` on the trade locked (`FOR UPDATE`) in one transaction, 404 when there is
   * none; then drops the cached lists and answers the trade as admins see it.
   */
  private async changeTrade(
    id: string,
    change: (tx: Tx, row: TradeRow) => Promise<void>,
  ): Promise<TradeDto> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.lockTrade(tx, id);
      if (!row) throw notFound('Trade not found');
      await change(tx, row);
    });
    this.dropListCache();
    return this.get(id, true);
  }
}
