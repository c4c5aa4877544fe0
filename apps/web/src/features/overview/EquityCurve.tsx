import { cssVar, visuallyHidden } from '@finfree/ui';
import { Suspense, lazy, useId, useState } from 'react';
import styled from 'styled-components';
import type { EquityChartProps } from '../../components/trades/EquityChart';
import { toSeries } from '../../components/trades/equitySeries';

// The interactive chart (uPlot, ≈ 22 kB gzip) loads only when the member reaches for its
// cursor readout: a pointer over the curve, a tap or focus inside it.
const EquityChart = lazy(() => import('../../components/trades/EquityChart'));

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

/** Width of the line's drawing space; the SVG stretches it to the figure's width. */
const WIDTH = 1000;
/** Room kept above and below the curve, in px, so the stroke is never cut. */
const PAD = 8;

/** The line and the area under it, as SVG paths in a `WIDTH × height` space. */
export function curvePaths(
  values: readonly { time: number; value: number }[],
  height: number,
): { line: string; area: string } | null {
  if (values.length === 0) return null;
  const first = values[0]!.time;
  const span = values[values.length - 1]!.time - first;
  let min = Infinity;
  let max = -Infinity;
  for (const { value } of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const range = max - min || 1;
  const points = values.map(({ time, value }) => {
    const x = span ? ((time - first) / span) * WIDTH : WIDTH / 2;
    const y = PAD + ((max - value) / range) * (height - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join('L')}`;
  const [startX] = points[0]!.split(',');
  const [endX] = points[points.length - 1]!.split(',');
  return { line, area: `${line}L${endX},${height}L${startX},${height}Z` };
}

/**
 * The overview's equity curve: drawn at once as a light SVG line (the area under it in the
 * theme's primary colour, the same box as the chart), replaced by the interactive chart
 * (`EquityChart`: axes, cursor and readout) once the member points at it, taps or focuses it.
 * The figure keeps its name and text summary throughout.
 */
export function EquityCurve(props: EquityChartProps) {
  const { points, measure = 'r', label, summary, height = 260 } = props;
  const [interactive, setInteractive] = useState(false);
  const gradient = useId();
  const paths = curvePaths(toSeries(points, measure), height);
  const primary = cssVar('palette-primary-main-channel');
  const light = (
    <figure
      aria-label={label}
      style={{ margin: 0 }}
      onPointerEnter={() => setInteractive(true)}
      onPointerDown={() => setInteractive(true)}
      onFocus={() => setInteractive(true)}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        style={{ display: 'block' }}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" style={{ stopColor: `rgb(${primary} / 0.33)` }} />
            <stop offset="1" style={{ stopColor: `rgb(${primary} / 0.02)` }} />
          </linearGradient>
        </defs>
        {paths ? (
          <>
            <path d={paths.area} fill={`url(#${gradient})`} />
            <path
              d={paths.line}
              fill="none"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              style={{ stroke: `rgb(${primary})` }}
            />
          </>
        ) : null}
      </svg>
      {summary ? <Caption>{summary}</Caption> : null}
    </figure>
  );
  if (!interactive) return light;
  // Until the chart's code arrives, the line stays on screen.
  return (
    <Suspense fallback={light}>
      <EquityChart {...props} />
    </Suspense>
  );
}
