import { pipSize, type AssetClass, type CreateTradeRequest, type TradeSide } from '@finfree/core';

/** What the operator types: strings as typed, so nothing is rounded or coerced behind them. */
export interface TradeDraft {
  symbol: string;
  assetClass: AssetClass;
  side: TradeSide;
  entryMode: 'price' | 'zone';
  entryPrice: string;
  zoneFrom: string;
  zoneTo: string;
  stopLoss: string;
  takeProfits: { price: string; allocation: string }[];
  analysis: string;
  tags: string;
  status: 'open' | 'pending';
}

export const MAX_TAKE_PROFITS = 3;

export const emptyDraft = (): TradeDraft => ({
  symbol: '',
  assetClass: 'forex',
  side: 'buy',
  entryMode: 'price',
  entryPrice: '',
  zoneFrom: '',
  zoneTo: '',
  stopLoss: '',
  takeProfits: [{ price: '', allocation: '100' }],
  analysis: '',
  tags: '',
  status: 'open',
});

/** An error as a catalogue key (under `admin.trades.errors`) with its values. */
export interface DraftError {
  key: string;
  values?: Record<string, string | number>;
}

/** Field → error; the field names follow the draft (`takeProfits.1.price`…). */
export type DraftErrors = Partial<Record<string, DraftError>>;

const SYMBOL = /^[A-Za-z0-9./_-]+$/;
const MAX_PRICE = 1e9;

/** A positive price within the server's bounds, or null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= MAX_PRICE ? value : null;
}

/** The entry used for levels and R: the price, or the middle of the zone. */
export function entryOf(draft: TradeDraft): number | null {
  if (draft.entryMode === 'price') return parsePrice(draft.entryPrice);
  const from = parsePrice(draft.zoneFrom);
  const to = parsePrice(draft.zoneTo);
  return from === null || to === null ? null : Math.round(((from + to) / 2) * 1e10) / 1e10;
}

const allocationOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/** Sum of the typed allocations (unreadable ones count 0). */
export function allocationTotal(draft: TradeDraft): number {
  return draft.takeProfits.reduce((sum, tp) => sum + (allocationOf(tp.allocation) ?? 0), 0);
}

/** Tags as the server takes them: comma-separated, trimmed, empties dropped. */
export const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The server's rules for publishing, checked before sending: symbol, entry price or zone,
 * stop on the losing side, one to three take-profits on the winning side whose allocations
 * (whole percents) add up to 100, analysis and tags within their limits.
 */
export function validateDraft(draft: TradeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const symbol = draft.symbol.trim();
  if (symbol.length < 2 || symbol.length > 20 || !SYMBOL.test(symbol)) {
    errors.symbol = { key: 'symbol' };
  }
  if (draft.entryMode === 'price') {
    if (parsePrice(draft.entryPrice) === null) errors.entryPrice = { key: 'price' };
  } else {
    if (parsePrice(draft.zoneFrom) === null) errors.zoneFrom = { key: 'price' };
    if (parsePrice(draft.zoneTo) === null) errors.zoneTo = { key: 'price' };
  }
  const entry = entryOf(draft);
  const stop = parsePrice(draft.stopLoss);
  const dir = draft.side === 'buy' ? 1 : -1;
  if (stop === null) errors.stopLoss = { key: 'price' };
  else if (entry !== null && dir * (entry - stop) <= 0) {
    errors.stopLoss = { key: draft.side === 'buy' ? 'stopBelow' : 'stopAbove' };
  }
  if (draft.takeProfits.length < 1 || draft.takeProfits.length > MAX_TAKE_PROFITS) {
    errors.takeProfits = { key: 'tpCount', values: { max: MAX_TAKE_PROFITS } };
  }
  draft.takeProfits.forEach((tp, index) => {
    const price = parsePrice(tp.price);
    if (price === null) errors[`takeProfits.${index}.price`] = { key: 'price' };
    else if (entry !== null && dir * (price - entry) <= 0) {
      errors[`takeProfits.${index}.price`] = {
        key: draft.side === 'buy' ? 'tpAbove' : 'tpBelow',
      };
    }
    const allocation = allocationOf(tp.allocation);
    if (allocation === null || allocation < 1 || allocation > 100) {
      errors[`takeProfits.${index}.allocation`] = { key: 'allocation' };
    }
  });
  const total = allocationTotal(draft);
  if (!errors.takeProfits && total !== 100) {
    errors.takeProfits = { key: 'allocationSum', values: { total } };
  }
  if (draft.analysis.length > 10_000) errors.analysis = { key: 'analysis' };
  const tags = tagsOf(draft.tags);
  if (tags.length > 10 || tags.some((tag) => tag.length > 40)) errors.tags = { key: 'tags' };
  return errors;
}

/** The body of `POST /trades` for a valid draft. */
export function toCreateRequest(draft: TradeDraft): CreateTradeRequest {
  const price = (text: string) => parsePrice(text) as number;
  const tags = tagsOf(draft.tags);
  const analysis = draft.analysis.trim();
  return {
    symbol: draft.symbol.trim().toUpperCase(),
    assetClass: draft.assetClass,
    side: draft.side,
    ...(draft.entryMode === 'price'
      ? { entryPrice: price(draft.entryPrice) }
      : { entryZone: { from: price(draft.zoneFrom), to: price(draft.zoneTo) } }),
    stopLoss: price(draft.stopLoss),
    takeProfits: draft.takeProfits.map((tp) => ({
      price: price(tp.price),
      allocation: Number(tp.allocation),
    })),
    ...(analysis ? { analysis } : {}),
    ...(tags.length ? { tags } : {}),
    status: draft.status,
  };
}

/** Risk, reward and R of each take-profit, and the allocation-weighted R if all are hit. */
export interface TradePreview {
  /** Distance from entry to stop, in pips. */
  riskPips: number;
  takeProfits: { index: number; rewardPips: number; r: number; allocation: number }[];
  /** R if every take-profit is hit, weighted by allocation (null until they add up to 100). */
  weightedR: number | null;
}

/** The live preview; null while entry or stop cannot be read or the stop is on the wrong side. */
export function previewDraft(draft: TradeDraft): TradePreview | null {
  const entry = entryOf(draft);
  const stop = parsePrice(draft.stopLoss);
  if (entry === null || stop === null) return null;
  const dir = draft.side === 'buy' ? 1 : -1;
  const risk = dir * (entry - stop);
  if (risk <= 0) return null;
  const pip = pipSize(draft.symbol, draft.assetClass);
  const takeProfits = draft.takeProfits.flatMap((tp, index) => {
    const price = parsePrice(tp.price);
    if (price === null) return [];
    const reward = dir * (price - entry);
    return [
      {
        index,
        rewardPips: reward / pip,
        r: reward / risk,
        allocation: allocationOf(tp.allocation) ?? 0,
      },
    ];
  });
  const complete =
    takeProfits.length === draft.takeProfits.length && allocationTotal(draft) === 100;
  return {
    riskPips: risk / pip,
    takeProfits,
    weightedR: complete
      ? takeProfits.reduce((sum, tp) => sum + (tp.r * tp.allocation) / 100, 0)
      : null,
  };
}
