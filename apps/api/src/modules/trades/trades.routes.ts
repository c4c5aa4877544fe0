import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import type { TradeEventInput } from '../notifications';
import { type TakeProfit, tradeUpdates, trades } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { errorSchema, paginated, paginationQuery, sortByQuery, toPage } from '../../lib/pagination';
import { requirePrincipal } from '../auth/guard';
import { computeOutcome, computeStats } from './trades.math';

const assetClasses = ['forex', 'crypto', 'indices', 'commodities', 'stocks'] as const;
const statuses = ['pending', 'open', 'closed', 'cancelled'] as const;

const updateSchema = z.object({
  at: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** A trade signal; price fields are null and `locked` true for non-members on live trades. */
export const tradeSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    assetClass: z.enum(assetClasses),
    side: z.enum(['buy', 'sell']),
    entryPrice: z.number().nullable(),
    entryZone: z.object({ from: z.number(), to: z.number() }).nullable(),
    stopLoss: z.number().nullable(),
    takeProfits: z.array(
      z.object({
        price: z.number().nullable(),
        allocation: z.number(),
        hitAt: z.string().nullable(),
      }),
    ),
    status: z.enum(statuses),
    result: z.enum(['win', 'loss', 'breakeven']).nullable(),
    closePrice: z.number().nullable(),
    pips: z.number().nullable(),
    rMultiple: z.number().nullable(),
    analysis: z.string().nullable(),
    tags: z.array(z.string()),
    locked: z.boolean(),
    publishedAt: z.string(),
    openedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    updates: z.array(updateSchema),
  })
  .meta({ id: 'Trade' });

type TradeRow = typeof trades.$inferSelect;
type TradeDto = z.infer<typeof tradeSchema>;
type UpdateRow = typeof tradeUpdates.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Maps a row to the API shape; live trades are locked for non-members. */
export function toTradeDto(row: TradeRow, updates: UpdateRow[], isMember: boolean): TradeDto {
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

async function updatesFor(db: Db, ids: string[]) {
  const map = new Map<string, UpdateRow[]>();
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

const price = z.number().positive().max(1e9);
const takeProfitsInput = z
  .array(z.strictObject({ price, allocation: z.number().int().min(1).max(100) }))
  .min(1)
  .max(3)
  .refine((tps) => tps.reduce((s, tp) => s + tp.allocation, 0) === 100, {
    message: 'allocations must add up to 100',
  });
const symbolField = z
  .string()
  .trim()
  .min(2)
  .max(20)
  .regex(/^[A-Za-z0-9./_-]+$/)
  .transform((s) => s.toUpperCase());
const analysisField = z.string().max(10_000);
const tagsField = z.array(singleLine(z.string().trim().min(1).max(40))).max(10);
const entryZoneField = z.strictObject({ from: price, to: price }).nullable();

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

const eventBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('activated') }),
  z.strictObject({ type: z.literal('tp_hit'), tpIndex: z.number().int().min(0).max(2) }),
  z.strictObject({ type: z.literal('sl_moved'), price }),
  z.strictObject({ type: z.literal('closed'), price }),
  z.strictObject({ type: z.literal('cancelled') }),
  z.strictObject({ type: z.literal('note'), text: z.string().trim().min(1).max(2000) }),
]);

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/** A trade event recorded in the trade's history, as listeners get it. */
export type TradeEventRecord = TradeEventInput;
/** Called inside the transaction that records a trade event (notifications). */
export type TradeEventListener = (tx: Tx, event: TradeEventRecord) => Promise<void>;

/** Registers /trades/*; `listeners` run in the transaction of every recorded event. */
export function registerTradeRoutes(
  root: FastifyInstance,
  ctx: AppContext,
  { listeners = [] }: { listeners?: TradeEventListener[] } = {},
): void {
  const emit = async (tx: Tx, update: UpdateRow, trade: TradeRow) => {
    for (const listener of listeners) {
      await listener(tx, {
        updateId: update.id,
        tradeId: trade.id,
        type: update.type,
        at: update.at,
        data: update.data,
        trade,
      });
    }
  };
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const listSchema = paginated(tradeSchema);
  // Hot read: list answers are kept `cache.tradesMs` per instance (members and others apart)
  // and dropped at once on any trade write here; other instances catch up within the TTL.
  const listCache = new Map<string, { body: Buffer; until: number }>();
  // Concurrent misses of one key share a single database round (no stampede at expiry).
  const inflight = new Map<string, Promise<string>>();
  let generation = 0;
  // Stored as bytes: no UTF-8 encoding of ~10 kB per hit.
  const rememberList = (key: string, body: string) => {
    if (listCache.size >= 1000) listCache.clear();
    listCache.set(key, { body: Buffer.from(body), until: Date.now() + ctx.config.cache.tradesMs });
  };
  const dropListCache = () => {
    generation += 1;
    listCache.clear();
    inflight.clear();
  };

  type ListQuery = {
    limit: number;
    page: number;
    status?: (typeof statuses)[number] | undefined;
    symbol?: string | undefined;
    side?: 'buy' | 'sell' | undefined;
    from?: string | undefined;
    to?: string | undefined;
    sortBy?: string | undefined;
  };
  const renderList = async (q: ListQuery, member: boolean): Promise<string> => {
    const where: SQL[] = [];
    if (q.status) where.push(eq(trades.status, q.status));
    if (q.symbol) where.push(eq(trades.symbol, q.symbol));
    if (q.side) where.push(eq(trades.side, q.side));
    if (q.from) where.push(gte(trades.publishedAt, new Date(q.from)));
    if (q.to) where.push(lte(trades.publishedAt, new Date(q.to)));
    const condition = where.length ? and(...where) : undefined;
    const [field, dir] = (q.sortBy ?? 'publishedAt:desc').split(':') as [
      'publishedAt' | 'closedAt' | 'symbol' | 'pips' | 'rMultiple',
      'asc' | 'desc',
    ];
    const order = dir === 'asc' ? asc(trades[field]) : desc(trades[field]);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(trades)
        .where(condition)
        .orderBy(order, desc(trades.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(trades).where(condition),
    ]);
    const ups = await updatesFor(
      db,
      rows.map((r) => r.id),
    );
    const page = listSchema.parse(
      toPage(
        rows.map((r) => toTradeDto(r, ups.get(r.id) ?? [], member)),
        q.page,
        q.limit,
        total?.n ?? 0,
      ),
    );
    return JSON.stringify(page);
  };

  const loadDto = async (id: string, isMember: boolean) => {
    const [row] = await db.select().from(trades).where(eq(trades.id, id));
    if (!row) throw notFound('Trade not found');
    const ups = await updatesFor(db, [id]);
    return toTradeDto(row, ups.get(id) ?? [], isMember);
  };

  app.get(
    '/trades',
    {
      config: { auth: 'user' },
      // Runs after the guards: a hit skips validation and the handler. Only URLs whose
      // query passed validation are ever stored.
      onRequest: async (request, reply) => {
        if (ctx.config.cache.tradesMs <= 0) return;
        const member = request.principal?.isMember ?? false;
        const hit = listCache.get(`${member ? 'm' : 'n'}|${request.url}`);
        if (hit && hit.until > Date.now()) {
          return reply.type('application/json; charset=utf-8').send(hit.body as never);
        }
      },
      schema: {
        tags: ['trades'],
        summary: 'List trades (live trades locked for non-members)',
        querystring: z.strictObject({
          ...paginationQuery,
          status: z.enum(statuses).optional(),
          symbol: symbolField.optional(),
          side: z.enum(['buy', 'sell']).optional(),
          from: isoDate.optional(),
          to: isoDate.optional(),
          sortBy: sortByQuery(['publishedAt', 'closedAt', 'symbol', 'pips', 'rMultiple']),
        }),
        response: { 200: listSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const member = request.principal?.isMember ?? false;
      const ttl = ctx.config.cache.tradesMs;
      const key = `${member ? 'm' : 'n'}|${JSON.stringify(q)}`;
      const gen = generation;
      let pending = ttl > 0 ? inflight.get(key) : undefined;
      if (!pending) {
        const created = renderList(q, member).finally(() => {
          if (inflight.get(key) === created) inflight.delete(key);
        });
        pending = created;
        if (ttl > 0) inflight.set(key, created);
      }
      const body = await pending;
      // Not stored when a trade was written meanwhile: the next call reads fresh rows.
      if (ttl > 0 && gen === generation) rememberList(`${member ? 'm' : 'n'}|${request.url}`, body);
      // Pre-serialised JSON: Fastify sends a string with a JSON type as-is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  const bucket = z.object({
    trades: z.number(),
    wins: z.number(),
    losses: z.number(),
    breakeven: z.number(),
    winRate: z.number(),
    pips: z.number(),
    r: z.number(),
  });
  app.get(
    '/trades/stats',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['trades'],
        summary: 'Performance statistics',
        querystring: z.strictObject({
          from: isoDate.optional(),
          to: isoDate.optional(),
          symbol: symbolField.optional(),
        }),
        response: {
          200: z.object({
            totalTrades: z.number(),
            open: z.number(),
            closed: z.number(),
            wins: z.number(),
            losses: z.number(),
            breakeven: z.number(),
            winRate: z.number(),
            totalPips: z.number(),
            totalR: z.number(),
            profitFactor: z.number().nullable(),
            expectancyR: z.number(),
            maxConsecutiveWins: z.number(),
            maxConsecutiveLosses: z.number(),
            bySymbol: z.array(bucket.extend({ symbol: z.string() })),
            byMonth: z.array(bucket.extend({ month: z.string() })),
            equityCurve: z.array(
              z.object({
                at: z.string(),
                tradeId: z.string(),
                r: z.number(),
                cumulativeR: z.number(),
                cumulativePips: z.number(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [];
      if (q.symbol) where.push(eq(trades.symbol, q.symbol));
      if (q.from) where.push(gte(trades.publishedAt, new Date(q.from)));
      if (q.to) where.push(lte(trades.publishedAt, new Date(q.to)));
      const rows = await db
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
        .where(where.length ? and(...where) : undefined);
      return computeStats(rows);
    },
  );

  app.get(
    '/trades/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['trades'],
        summary: 'One trade',
        params: idParams,
        response: { 200: tradeSchema, ...errors },
      },
    },
    async (request) => loadDto(request.params.id, request.principal?.isMember ?? false),
  );

  app.post(
    '/trades',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Publish a trade (admin)',
        body: z.strictObject({
          symbol: symbolField,
          assetClass: z.enum(assetClasses),
          side: z.enum(['buy', 'sell']),
          entryPrice: price.optional(),
          entryZone: entryZoneField.optional(),
          stopLoss: price,
          takeProfits: takeProfitsInput,
          status: z.enum(['pending', 'open']).optional(),
          analysis: analysisField.optional(),
          tags: tagsField.optional(),
        }),
        response: { 201: tradeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
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
      await db.transaction(async (tx) => {
        await tx.insert(trades).values({
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
        const [update] = await tx
          .insert(tradeUpdates)
          .values({ tradeId: id, at: now, type: 'published', data: { status } })
          .returning();
        const [created] = await tx.select().from(trades).where(eq(trades.id, id));
        await emit(tx, update!, created!);
        await writeAudit(tx, {
          actorId: requirePrincipal(request).userId,
          action: 'trade.published',
          targetType: 'trade',
          targetId: id,
          after: { symbol: b.symbol, side: b.side, status },
          createdAt: now,
        });
      });
      dropListCache();
      return reply.code(201).send(await loadDto(id, true));
    },
  );

  app.patch(
    '/trades/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Edit a trade (admin); levels only while pending',
        params: idParams,
        body: z.strictObject({
          symbol: symbolField.optional(),
          assetClass: z.enum(assetClasses).optional(),
          side: z.enum(['buy', 'sell']).optional(),
          analysis: analysisField.optional(),
          tags: tagsField.optional(),
          entryPrice: price.optional(),
          entryZone: entryZoneField.optional(),
          stopLoss: price.optional(),
          takeProfits: takeProfitsInput.optional(),
        }),
        response: { 200: tradeSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
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
          throw new HttpError(409, 'Levels can only be edited while the trade is pending');
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
        await tx
          .update(trades)
          .set({
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
          })
          .where(eq(trades.id, id));
        const [update] = await tx
          .insert(tradeUpdates)
          .values({ tradeId: id, at: now, type: 'updated', data: { fields: Object.keys(b) } })
          .returning();
        const [changed] = await tx.select().from(trades).where(eq(trades.id, id));
        await emit(tx, update!, changed!);
        await writeAudit(tx, {
          actorId: requirePrincipal(request).userId,
          action: 'trade.updated',
          targetType: 'trade',
          targetId: id,
          before: { symbol: row.symbol },
          after: { fields: Object.keys(b) },
          createdAt: now,
        });
      });
      dropListCache();
      return loadDto(id, true);
    },
  );

  app.post(
    '/trades/:id/events',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Record what happened to a trade (admin); the history is append-only',
        params: idParams,
        body: eventBody,
        response: { 201: tradeSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const event = request.body;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
        if (!row) throw notFound('Trade not found');
        const now = new Date();
        const conflict = (message: string) => new HttpError(409, message);
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
            if (takeProfits.every((t) => t.hitAt))
              data = { ...data, ...close(tp.price, takeProfits) };
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
        if (Object.keys(set).length) {
          await tx
            .update(trades)
            .set({ ...set, updatedAt: now })
            .where(eq(trades.id, id));
        }
        const [update] = await tx
          .insert(tradeUpdates)
          .values({ tradeId: id, at: now, type: event.type, data })
          .returning();
        await emit(tx, update!, { ...row, ...set });
        await writeAudit(tx, {
          actorId: requirePrincipal(request).userId,
          action: `trade.${event.type}`,
          targetType: 'trade',
          targetId: id,
          before: { symbol: row.symbol, status: row.status, stopLoss: row.stopLoss },
          after: { status: set.status ?? row.status, ...data },
          createdAt: now,
        });
      });
      dropListCache();
      return reply.code(201).send(await loadDto(id, true));
    },
  );
}
