import { Skeleton } from '@finfree/ui';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../lib/useNearScreen';
import type { EquityChartProps } from './EquityChart';

// The charting library is heavy: it loads only when the chart's place comes on screen, so a
// page whose chart is below the fold (the overview on a phone) paints its first screen without it.
const EquityChart = lazy(() => import('./EquityChart'));

export function LazyEquityChart(props: EquityChartProps) {
  const [place, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <Skeleton variant="rounded" height={props.height ?? 260} />;
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={placeholder}>
          <EquityChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
