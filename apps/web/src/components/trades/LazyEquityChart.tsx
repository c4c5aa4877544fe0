import { lazy } from 'react';
import { NearScreen } from '../NearScreen';
import type { EquityChartProps } from './EquityChart';

// The charting library is heavy: it loads only when the chart's place comes on screen, so a
// page whose chart is below the fold (the overview on a phone) paints its first screen without it.
const EquityChart = lazy(() => import('./EquityChart'));

export function LazyEquityChart(props: EquityChartProps) {
  return (
    <NearScreen height={props.height ?? 260}>
      <EquityChart {...props} />
    </NearScreen>
  );
}
