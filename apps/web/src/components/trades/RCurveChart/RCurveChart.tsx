import { cssVar, visuallyHidden } from '@finfree/ui';
import styled from 'styled-components';

const W = 600;
const H = 200;
const PAD = 8;

const Figure = styled.figure`
  margin: 0;
  min-inline-size: 0;
  svg {
    display: block;
    inline-size: 100%;
    block-size: 200px;
  }
  &[data-variant='equity'] path[data-part='line'] {
    stroke: ${cssVar('palette-primary-main')};
  }
  &[data-variant='equity'] path[data-part='area'] {
    fill: ${cssVar('palette-primary-main')};
  }
  &[data-variant='drawdown'] path[data-part='line'] {
    stroke: ${cssVar('palette-error-main')};
  }
  &[data-variant='drawdown'] path[data-part='area'] {
    fill: ${cssVar('palette-error-main')};
  }
  line {
    stroke: ${cssVar('divider')};
  }
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

/** Variants of {@link RCurveChart}. */
export type RCurveVariant = 'equity' | 'drawdown';

/** Props of {@link RCurveChart}. */
export interface RCurveChartProps {
  /** The values in time order (cumulative R, or drawdown in R as a positive depth). */
  values: number[];
  /** `equity` draws the curve above and below zero; `drawdown` hangs the depth below zero. */
  variant: RCurveVariant;
  /** Accessible name of the chart. */
  label: string;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
}

/** A small SVG line-and-area chart of an R series, one point per close time. */
export function RCurveChart({ values, variant, label, summary }: RCurveChartProps) {
  const ys = variant === 'drawdown' ? values.map((v) => -v) : values;
  const all = [0, ...ys];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i / Math.max(1, ys.length)) * (W - 2 * PAD);
  const y = (v: number) => PAD + ((max - v) / span) * (H - 2 * PAD);
  // The series starts at 0 before the first close.
  const points = [0, ...ys].map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  const area = `${line}L${x(ys.length).toFixed(1)},${y(0).toFixed(1)}L${x(0).toFixed(1)},${y(0).toFixed(1)}Z`;
  return (
    <Figure data-variant={variant}>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} strokeWidth={1} />
        <path data-part="area" d={area} fillOpacity={0.16} stroke="none" />
        <path
          data-part="line"
          d={line}
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Caption>{summary}</Caption>
    </Figure>
  );
}
