import type { EquityPoint } from '@finfree/core';
import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { visuallyHidden } from '@finfree/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const VisuallyHiddenCaption = styled.figcaption`
  ${visuallyHidden}
`;

export interface EquityChartProps {
  /** Cumulative results in time order. */
  points: readonly EquityPoint[];
  /** `r` (default) or `pips`. */
  measure?: 'r' | 'pips';
  /** Locale of the axis labels (dates and numbers), e.g. the UI language. */
  locale?: string;
  /** Accessible name of the chart. */
  label: string;
  /** Text summary read instead of the canvas (e.g. "Cumulative R: +23.9 after 52 trades"). */
  summary?: string;
  height?: number;
}

/** Reads a theme colour from the CSS variables on <html>, so the chart follows mode and preset. */
function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--ff-${name}`).trim();
  return value || fallback;
}

/** One value per second: lightweight-charts needs strictly increasing times. */
export function toSeries(points: readonly EquityPoint[], measure: 'r' | 'pips') {
  const byTime = new Map<number, number>();
  for (const point of points) {
    const time = Math.floor(Date.parse(point.at) / 1000);
    const value = measure === 'r' ? point.cumulativeR : point.cumulativePips;
    if (Number.isFinite(time)) byTime.set(time, value);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

/** The equity curve, drawn with TradingView's lightweight-charts (loaded lazily by its parent). */
export default function EquityChart({
  points,
  measure = 'r',
  label,
  summary,
  locale,
  height = 260,
}: EquityChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const primary = themeColor('palette-primary-main', '#7635dc');
    const text = themeColor('text-secondary', '#919eab');
    const grid = themeColor('divider', 'rgba(145, 158, 171, 0.2)');
    const chart = createChart(element, {
      height,
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text },
      grid: { vertLines: { visible: false }, horzLines: { color: grid } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
      ...(locale ? { localization: { locale } } : {}),
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: primary,
      topColor: `${primary}55`,
      bottomColor: `${primary}05`,
      lineWidth: 2,
    });
    series.setData(toSeries(points, measure));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, measure, height, locale]);

  // A figure, not role="img": the chart carries the library's attribution link, which must
  // stay reachable. The canvas is not readable, so a text summary describes it.
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={container} style={{ width: '100%', height }} />
      {summary ? <VisuallyHiddenCaption>{summary}</VisuallyHiddenCaption> : null}
    </figure>
  );
}
