import type { EquityPoint } from '@finfree/core';

// Pure helpers of the equity chart: no charting library here, so they are unit-tested (and
// importable) without loading the lazy chart chunk.

/** One point of the plotted curve: a time in Unix seconds and the cumulative value. */
export interface SeriesPoint {
  /** Unix time in seconds. */
  time: number;
  /** Cumulative R or pips at that time. */
  value: number;
}

/** One value per second, in time order (several closes in the same second keep the last total). */
export function toSeries(points: readonly EquityPoint[], measure: 'r' | 'pips'): SeriesPoint[] {
  const byTime = new Map<number, number>();
  for (const point of points) {
    const time = Math.floor(Date.parse(point.at) / 1000);
    const value = measure === 'r' ? point.cumulativeR : point.cumulativePips;
    if (Number.isFinite(time)) byTime.set(time, value);
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}

const DAY = 86_400;

/**
 * Labels of the time axis in the reader's language. `step` is the distance between ticks in
 * seconds: years for steps of a year or more, months (with the year) for steps of about a
 * month, day and month for daily steps, hours and minutes below a day.
 */
export function formatTimeTicks(
  ticks: readonly number[],
  step: number,
  locale: string | undefined,
): string[] {
  const options: Intl.DateTimeFormatOptions =
    step >= 365 * DAY
      ? { year: 'numeric' }
      : step >= 28 * DAY
        ? { month: 'short', year: 'numeric' }
        : step >= DAY
          ? { day: 'numeric', month: 'short' }
          : { hour: 'numeric', minute: '2-digit' };
  const format = new Intl.DateTimeFormat(locale, options);
  return ticks.map((tick) => format.format(new Date(tick * 1000)));
}

/** Labels of the value axis in the reader's language (at most two decimals). */
export function formatValueTicks(ticks: readonly number[], locale: string | undefined): string[] {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return ticks.map((tick) => format.format(tick));
}
