import { Skeleton } from '@finfree/ui';
import { lazy, Suspense } from 'react';
import type { EquityChartProps } from './EquityChart';

// The charting library is heavy: it loads only when a chart is on screen.
const EquityChart = lazy(() => import('./EquityChart'));

export function LazyEquityChart(props: EquityChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 260} />}>
      <EquityChart {...props} />
    </Suspense>
  );
}
