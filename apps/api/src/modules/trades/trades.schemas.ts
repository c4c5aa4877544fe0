import { ASSET_CLASSES } from '@finfree/core';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, sortByQuery } from '../../lib/pagination';

export const statuses = ['pending', 'open', 'closed', 'cancelled'] as const;

const updateSchema = z.object({
  at: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * A trade signal; for non-members, a live trade is `locked`: its price fields, `openedAt` and
 * take-profits' `hitAt` are null.
 */
export const tradeSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    assetClass: z.enum(ASSET_CLASSES),
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

/** A trade as the API answers it. */
export type TradeDto = z.infer<typeof tradeSchema>;

export const tradeListSchema = paginated(tradeSchema);

const price = z.number().positive().max(1e9);
const takeProfitsInput = z
  .array(z.strictObject({ price, allocation: z.number().int().min(1).max(100) }))
  .min(1)
  .max(3)
  .refine((tps) => tps.reduce((s, tp) => s + tp.allocation, 0) === 100, {
    message: 'allocations must add up to 100',
  });
export const symbolField = z
  .string()
  .trim()
  .min(2)
  .max(20)
  .regex(/^[A-Za-z0-9./_-]+$/)
  .transform((s) => s.toUpperCase());
const analysisField = z.string().max(10_000);
const tagsField = z.array(singleLine(z.string().trim().min(1).max(40))).max(10);
const entryZoneField = z.strictObject({ from: price, to: price }).nullable();

/** What happened to a trade, as an admin records it. */
export const eventBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('activated') }),
  z.strictObject({ type: z.literal('tp_hit'), tpIndex: z.number().int().min(0).max(2) }),
  z.strictObject({ type: z.literal('sl_moved'), price }),
  z.strictObject({ type: z.literal('closed'), price }),
  z.strictObject({ type: z.literal('cancelled') }),
  z.strictObject({ type: z.literal('note'), text: z.string().trim().min(1).max(2000) }),
]);
export type TradeEventInput = z.infer<typeof eventBody>;

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
export { errorSchema };
export const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });
export const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

export const listQuery = pagedQuery({
  status: z.enum(statuses).optional(),
  symbol: symbolField.optional(),
  side: z.enum(['buy', 'sell']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sortBy: sortByQuery(['publishedAt', 'closedAt', 'symbol', 'pips', 'rMultiple']),
});
export type ListQuery = z.infer<typeof listQuery>;

export const publishBody = z.strictObject({
  symbol: symbolField,
  assetClass: z.enum(ASSET_CLASSES),
  side: z.enum(['buy', 'sell']),
  entryPrice: price.optional(),
  entryZone: entryZoneField.optional(),
  stopLoss: price,
  takeProfits: takeProfitsInput,
  status: z.enum(['pending', 'open']).optional(),
  analysis: analysisField.optional(),
  tags: tagsField.optional(),
});
export type PublishInput = z.infer<typeof publishBody>;

export const editBody = z.strictObject({
  symbol: symbolField.optional(),
  assetClass: z.enum(ASSET_CLASSES).optional(),
  side: z.enum(['buy', 'sell']).optional(),
  analysis: analysisField.optional(),
  tags: tagsField.optional(),
  entryPrice: price.optional(),
  entryZone: entryZoneField.optional(),
  stopLoss: price.optional(),
  takeProfits: takeProfitsInput.optional(),
});
export type EditInput = z.infer<typeof editBody>;

export const statsQuery = z.strictObject({
  from: isoDate.optional(),
  to: isoDate.optional(),
  symbol: symbolField.optional(),
});
export type StatsQuery = z.infer<typeof statsQuery>;

const bucket = z.object({
  trades: z.number(),
  wins: z.number(),
  losses: z.number(),
  breakeven: z.number(),
  winRate: z.number(),
  pips: z.number(),
  r: z.number(),
});

export const statsSchema = z.object({
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
});

const figureSchema = z.object({
  value: z.number().nullable(),
  trades: z.number().int(),
  smallSample: z.boolean(),
});
const breakdownSchema = z.object({
  key: z.string(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  breakeven: z.number().int(),
  winRate: z.number(),
  r: z.number(),
  expectancy: z.number(),
  smallSample: z.boolean(),
});
const monthCell = z.object({ r: z.number(), trades: z.number().int() }).nullable();

/** The track-record statistics (GET /trades/performance). */
export const performanceSchema = z
  .object({
    sampleSize: z.number().int(),
    smallSampleBelow: z.number().int(),
    months: z.number().int(),
    totalR: figureSchema,
    winRate: figureSchema,
    payoffRatio: figureSchema,
    expectancy: figureSchema,
    sqn: figureSchema,
    maxDrawdown: figureSchema,
    longestDrawdownDays: figureSchema,
    recoveryFactor: figureSchema,
    profitableMonths: figureSchema,
    sharpe: figureSchema,
    sortino: figureSchema,
    avgWinHours: figureSchema,
    avgLossHours: figureSchema,
    drawdowns: z.array(
      z.object({
        peakAt: z.string(),
        troughAt: z.string(),
        recoveredAt: z.string().nullable(),
        depthR: z.number(),
        days: z.number(),
      }),
    ),
    curve: z.array(
      z.object({
        at: z.string(),
        r: z.number(),
        cumulativeR: z.number(),
        drawdownR: z.number(),
      }),
    ),
    monthly: z.array(
      z.object({ year: z.number().int(), months: z.array(monthCell).length(12), r: z.number() }),
    ),
    byWeekday: z.array(breakdownSchema),
    byHour: z.array(breakdownSchema),
    bySide: z.array(breakdownSchema),
    byAssetClass: z.array(breakdownSchema),
  })
  .meta({ id: 'Performance' });

/** The verifiable history (GET /trades/chain); a live trade's events are hashes only. */
export const chainSchema = z
  .object({
    genesis: z.string(),
    head: z
      .object({ id: z.number().int(), at: z.string().nullable(), hash: z.string() })
      .nullable(),
    days: z.array(z.object({ day: z.string(), id: z.number().int(), hash: z.string() })),
    events: z.array(
      z.object({
        id: z.number().int(),
        tradeId: z.string().nullable(),
        at: z.string().nullable(),
        type: z.string().nullable(),
        data: z.record(z.string(), z.unknown()).nullable(),
        salt: z.string().nullable(),
        contentHash: z.string(),
        hash: z.string(),
      }),
    ),
  })
  .meta({ id: 'TradeChain' });
