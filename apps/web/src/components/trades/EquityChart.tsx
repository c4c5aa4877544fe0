import type { EquityPoint } from '@finfree/core';
import { cssVar, visuallyHidden } from '@finfree/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { formatTimeTicks, formatValueTicks, toSeries } from './equitySeries';

export { toSeries } from './equitySeries';

const VisuallyHiddenCaption = styled.figcaption`
  ${visuallyHidden}
`;

// The few rules of uPlot's stylesheet the chart needs (no legend, title or selection), kept
// here so the lazy chunk brings no extra CSS request. Cursor lines follow the theme.
const Plot = styled.div`
  position: relative;
  width: 100%;

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-select {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    pointer-events: none;
    will-change: transform;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${cssVar('text-disabled')};
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed ${cssVar('text-disabled')};
  }
  .u-cursor-pt {
    border-radius: 50%;
    border: 0 solid;
    background-clip: padding-box !important;
  }
  .u-off {
    display: none;
  }
`;

// The value under the pointer (the canvas alone shows no numbers there).
const Readout = styled.div`
  position: absolute;
  top: 4px;
  left: 8px;
  z-index: 1;
  padding: 2px 8px;
  border-radius: 6px;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: ${cssVar('text-primary')};
  background: ${cssVar('background-paper')};
  pointer-events: none;
  &:empty {
    display: none;
  }
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
  /** Height of the plot in px, reserved before the chart draws (default 260). */
  height?: number;
}

/** Colours of the chart, resolved from the theme's CSS variables on `<html>`. */
interface ChartColors {
  /** Primary colour as an `r g b` channel. */
  primary: string;
  /** Axis labels. */
  text: string;
  /** Horizontal grid lines. */
  grid: string;
}

/** Reads a theme variable from `<html>`, so the chart follows mode, preset and contrast. */
function themeVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--ff-${name}`).trim();
  return value || fallback;
}

function readColors(): ChartColors {
  return {
    primary: themeVar('palette-primary-main-channel', '118 53 220'),
    text: themeVar('text-secondary', '#919eab'),
    grid: themeVar('divider', 'rgba(145, 158, 171, 0.2)'),
  };
}

/** The attributes of `<html>` the theme's variables are keyed on. */
const THEME_ATTRIBUTES = ['data-mode', 'data-preset', 'data-contrast'];

/**
 * The equity curve, drawn with uPlot (loaded lazily by its parent): an area under the
 * cumulative line in the theme's primary colour, dates below in the reader's language and
 * values on the right. Redraws in the new colours when the mode, preset or contrast changes
 * and follows the width of its container; its height is fixed, so nothing moves as it draws.
 */
export default function EquityChart({
  points,
  measure = 'r',
  label,
  summary,
  locale,
  height = 260,
}: EquityChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const series = toSeries(points, measure);
    const times = series.map((point) => point.time);
    const values = series.map((point) => point.value);
    let colors = readColors();
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const readoutDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const readoutValue = new Intl.NumberFormat(locale, {
      signDisplay: 'exceptZero',
      maximumFractionDigits: 2,
    });
    const axisStroke = () => colors.text;

    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        cursor: { drag: { x: false, y: false, setScale: false } },
        scales: { x: { time: true } },
        series: [
          {},
          {
            stroke: () => `rgb(${colors.primary})`,
            width: 2,
            fill: (self) => {
              const { top, height: plotHeight } = self.bbox;
              const gradient = self.ctx.createLinearGradient(0, top, 0, top + plotHeight);
              gradient.addColorStop(0, `rgb(${colors.primary} / 0.33)`);
              gradient.addColorStop(1, `rgb(${colors.primary} / 0.02)`);
              return gradient;
            },
          },
        ],
        axes: [
          {
            font,
            stroke: axisStroke,
            grid: { show: false },
            ticks: { show: false },
            values: (_self, ticks, _axis, _space, step) => formatTimeTicks(ticks, step, locale),
          },
          {
            side: 1,
            font,
            stroke: axisStroke,
            grid: { stroke: () => colors.grid, width: 1 },
            ticks: { show: false },
            values: (_self, ticks) => formatValueTicks(ticks, locale),
          },
        ],
        hooks: {
          setCursor: [
            (self) => {
              const index = self.cursor.idx;
              const time = index == null ? undefined : times[index];
              const value = index == null ? undefined : values[index];
              if (readout.current) {
                readout.current.textContent =
                  time === undefined || value === undefined
                    ? ''
                    : `${readoutDate.format(new Date(time * 1000))}: ${readoutValue.format(value)}`;
              }
            },
          ],
        },
      },
      [times, values],
      element,
    );

    let disposed = false;
    const resize = new ResizeObserver(() => {
      if (element.clientWidth !== chart.width)
        chart.setSize({ width: element.clientWidth, height });
    });
    resize.observe(element);
    // Mode, preset and contrast switch the CSS variables through attributes of <html>.
    const theme = new MutationObserver(() => {
      colors = readColors();
      chart.redraw(false);
    });
    theme.observe(document.documentElement, {
      attributes: true,
      attributeFilter: THEME_ATTRIBUTES,
    });
    // Labels drawn before the web font arrived are redrawn in it.
    void document.fonts?.ready.then(() => {
      if (!disposed) chart.redraw(false);
    });
    return () => {
      disposed = true;
      resize.disconnect();
      theme.disconnect();
      chart.destroy();
    };
  }, [points, measure, height, locale]);

  // The canvas is not readable: the figure is named and a text summary describes the curve.
  // The plot stays left-to-right in every language, as it was with the previous library: time
  // runs left to right and signed axis labels keep their sign in place.
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <Plot dir="ltr" aria-hidden="true" style={{ height }}>
        <Readout ref={readout} />
        <div ref={container} style={{ width: '100%', height }} />
      </Plot>
      {summary ? <VisuallyHiddenCaption>{summary}</VisuallyHiddenCaption> : null}
    </figure>
  );
}
