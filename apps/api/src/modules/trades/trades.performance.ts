/**
 * Track-record statistics on R multiples. Every figure carries the number of trades behind it
 * and `smallSample` (fewer than {@link SMALL_SAMPLE} trades). Times are UTC.
 */

/** Below this many trades a figure is flagged `smallSample`. */
export const SMALL_SAMPLE = 30;
/** Sharpe and Sortino stay null until this many calendar months are covered. */
export const MIN_MONTHS_FOR_RATIOS = 12;

/** A closed trade as its history tells it. */
export interface PerformanceTrade {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  assetClass: 'forex' | 'crypto' | 'indices' | 'commodities' | 'stocks';
  /** When the position was opened (publication as open, or activation). */
  openedAt: Date;
  /** When its last part was closed. */
  closedAt: Date;
  /** Its R multiple, weighted by take-profit allocation. */
  r: number;
  result: 'win' | 'loss' | 'breakeven';
}

/** One figure, the number of trades behind it, and whether that sample is small. */
export interface Figure {
  value: number | null;
  trades: number;
  smallSample: boolean;
}

/** A drawdown: from a high-water mark to the lowest point before the curve is back at it. */
export interface Drawdown {
  peakAt: string;
  troughAt: string;
  /** Null while the curve has not come back to the peak. */
  recoveredAt: string | null;
  depthR: number;
  /** From the peak to the recovery (or to the last close while not recovered). */
  days: number;
}

/** Results of the trades of one group. */
export interface Breakdown {
  key: string;
  trades: number;
  wins: number;
  losses: number;
  breakeven: number;
  winRate: number;
  r: number;
  expectancy: number;
  smallSample: boolean;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const WEEKDAY_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
};
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const mean = (xs: number[]) => (xs.length ? sum(xs) / xs.length : 0);
/** Sample standard deviation (n − 1). */
const stdev = (xs: number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1));
};
const figure = (value: number | null, trades: number, digits = 2): Figure => ({
  value: value === null || !Number.isFinite(value) ? null : round(value, digits),
  trades,
  smallSample: trades < SMALL_SAMPLE,
});
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

function breakdown(trades: PerformanceTrade[], keyOf: (t: PerformanceTrade) => string) {
  const groups = new Map<string, PerformanceTrade[]>();
  for (const t of trades) {
    const k = keyOf(t);
    groups.set(k, [...(groups.get(k) ?? []), t]);
  }
  return [...groups.entries()].map(([key, ts]): Breakdown => {
    const wins = ts.filter((t) => t.result === 'win').length;
    const losses = ts.filter((t) => t.result === 'loss').length;
    const r = sum(ts.map((t) => t.r));
    return {
      key,
      trades: ts.length,
      wins,
      losses,
      breakeven: ts.length - wins - losses,
      winRate: wins + losses === 0 ? 0 : round((wins / (wins + losses)) * 100, 1),
      r: round(r, 2),
      expectancy: round(r / ts.length, 2),
      smallSample: ts.length < SMALL_SAMPLE,
    };
  });
}

/**
 * The cumulative-R curve, one point per close time: trades open at the same time add
 * together (trades closing at the same instant are one step), with the drawdown below the
 * high-water mark at each point, and the drawdown episodes.
 */
function curveOf(sorted: PerformanceTrade[]) {
  const steps = new Map<number, number>();
  for (const t of sorted) {
    const at = t.closedAt.getTime();
    steps.set(at, (steps.get(at) ?? 0) + t.r);
  }
  const curve: { at: string; r: number; cumulativeR: number; drawdownR: number }[] = [];
  const episodes: Drawdown[] = [];
  let cum = 0;
  let peak = 0;
  let peakAt = sorted[0]?.openedAt.getTime() ?? 0;
  type Open = { peakAt: number; troughAt: number; depth: number };
  let open = null as Open | null;
  const times = [...steps.keys()].sort((a, b) => a - b);
  for (const at of times) {
    const r = steps.get(at) ?? 0;
    cum += r;
    const rc = round(cum, 10);
    if (rc >= peak) {
      if (open) {
        episodes.push({
          peakAt: new Date(open.peakAt).toISOString(),
          troughAt: new Date(open.troughAt).toISOString(),
          recoveredAt: new Date(at).toISOString(),
          depthR: round(open.depth, 2),
          days: round((at - open.peakAt) / DAY, 2),
        });
        open = null;
      }
      peak = rc;
      peakAt = at;
    } else {
      const depth = peak - rc;
      if (!open) open = { peakAt, troughAt: at, depth };
      else if (depth > open.depth) open = { peakAt: open.peakAt, troughAt: at, depth };
    }
    curve.push({
      at: new Date(at).toISOString(),
      r: round(r, 2),
      cumulativeR: round(cum, 2),
      drawdownR: round(Math.max(0, peak - rc), 2),
    });
  }
  const last = times.at(-1);
  if (open && last !== undefined) {
    episodes.push({
      peakAt: new Date(open.peakAt).toISOString(),
      troughAt: new Date(open.troughAt).toISOString(),
      recoveredAt: null,
      depthR: round(open.depth, 2),
      days: round((last - open.peakAt) / DAY, 2),
    });
  }
  return { curve, episodes };
}

/** Calendar months from the first close to the last, with each month's R (0 when none). */
function monthSeries(sorted: PerformanceTrade[]) {
  const byMonth = new Map<string, { r: number; trades: number }>();
  for (const t of sorted) {
    const k = monthKey(t.closedAt);
    const m = byMonth.get(k) ?? { r: 0, trades: 0 };
    byMonth.set(k, { r: m.r + t.r, trades: m.trades + 1 });
  }
  const first = sorted[0]?.closedAt;
  const last = sorted.at(-1)?.closedAt;
  const series: number[] = [];
  if (first && last) {
    let y = first.getUTCFullYear();
    let m = first.getUTCMonth();
    while (y < last.getUTCFullYear() || (y === last.getUTCFullYear() && m <= last.getUTCMonth())) {
      series.push(byMonth.get(`${y}-${String(m + 1).padStart(2, '0')}`)?.r ?? 0);
      m += 1;
      if (m === 12) {
        m = 0;
        y += 1;
      }
    }
  }
  return { byMonth, series };
}

/** Every track-record statistic of the given closed trades. */
export function computePerformance(trades: PerformanceTrade[]) {
  const sorted = [...trades].sort(
    (a, b) => a.closedAt.getTime() - b.closedAt.getTime() || a.id.localeCompare(b.id),
  );
  const n = sorted.length;
  const rs = sorted.map((t) => t.r);
  const wins = sorted.filter((t) => t.result === 'win');
  const losses = sorted.filter((t) => t.result === 'loss');
  const decided = wins.length + losses.length;
  const totalR = sum(rs);
  const avgWin = mean(wins.map((t) => t.r));
  const avgLoss = mean(losses.map((t) => -t.r));
  const sd = stdev(rs);

  const { curve, episodes } = curveOf(sorted);
  const deepest = [...episodes].sort(
    (a, b) => b.depthR - a.depthR || a.peakAt.localeCompare(b.peakAt),
  );
  const maxDrawdown = deepest[0]?.depthR ?? 0;
  const longest = Math.max(0, ...episodes.map((e) => e.days));

  const { byMonth, series } = monthSeries(sorted);
  const monthsTraded = [...byMonth.values()];
  const profitable = monthsTraded.filter((m) => round(m.r, 10) > 0).length;
  const ratiosReady = series.length >= MIN_MONTHS_FOR_RATIOS;
  const monthlyMean = mean(series);
  const monthlySd = stdev(series);
  const downside = Math.sqrt(sum(series.map((x) => Math.min(0, x) ** 2)) / (series.length || 1));
  const annual = Math.sqrt(12);

  const years = new Map<number, ({ r: number; trades: number } | null)[]>();
  for (const [key, m] of byMonth) {
    const year = Number(key.slice(0, 4));
    const row = years.get(year) ?? Array<{ r: number; trades: number } | null>(12).fill(null);
    row[Number(key.slice(5, 7)) - 1] = { r: round(m.r, 2), trades: m.trades };
    years.set(year, row);
  }
  const hoursIn = (ts: PerformanceTrade[]) =>
    ts.length ? mean(ts.map((t) => (t.closedAt.getTime() - t.openedAt.getTime()) / HOUR)) : null;

  return {
    sampleSize: n,
    smallSampleBelow: SMALL_SAMPLE,
    months: series.length,
    totalR: figure(totalR, n),
    winRate: figure(decided ? (wins.length / decided) * 100 : null, decided, 1),
    payoffRatio: figure(wins.length && losses.length ? avgWin / avgLoss : null, decided),
    expectancy: figure(n ? totalR / n : null, n),
    sqn: figure(n >= 2 && sd > 0 ? (Math.sqrt(n) * mean(rs)) / sd : null, n),
    maxDrawdown: figure(n ? maxDrawdown : null, n),
    longestDrawdownDays: figure(n ? longest : null, n),
    recoveryFactor: figure(maxDrawdown > 0 ? totalR / maxDrawdown : null, n),
    profitableMonths: figure(
      monthsTraded.length ? (profitable / monthsTraded.length) * 100 : null,
      n,
      1,
    ),
    sharpe: figure(ratiosReady && monthlySd > 0 ? (monthlyMean / monthlySd) * annual : null, n),
    sortino: figure(ratiosReady && downside > 0 ? (monthlyMean / downside) * annual : null, n),
    avgWinHours: figure(hoursIn(wins), wins.length, 1),
    avgLossHours: figure(hoursIn(losses), losses.length, 1),
    drawdowns: deepest.slice(0, 5),
    curve,
    monthly: [...years.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([year, months]) => ({
        year,
        months,
        r: round(sum(months.map((m) => m?.r ?? 0)), 2),
      })),
    byWeekday: breakdown(sorted, (t) => WEEKDAYS[t.openedAt.getUTCDay()] ?? 'sun').sort(
      (a, b) => WEEKDAY_ORDER.indexOf(a.key) - WEEKDAY_ORDER.indexOf(b.key),
    ),
    byHour: breakdown(sorted, (t) => String(t.openedAt.getUTCHours()).padStart(2, '0')).sort(
      (a, b) => a.key.localeCompare(b.key),
    ),
    bySide: breakdown(sorted, (t) => t.side).sort((a, b) => a.key.localeCompare(b.key)),
    byAssetClass: breakdown(sorted, (t) => t.assetClass).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** The statistics as the API answers them. */
export type Performance = ReturnType<typeof computePerformance>;
