import { useTradePerformance } from '@finfree/core/react';
import { Skeleton, Stack } from '@finfree/ui';
import { PerformanceReport } from '../../components/trades/PerformanceReport/PerformanceReport';
import { RetryAlert } from '../../components/RetryAlert';

/** The Performance view of the Trades screen: loading, error, empty and the report. */
export function PerformanceView() {
  const performance = useTradePerformance();
  if (performance.isError) {
    return <RetryAlert error={performance.error} onRetry={() => void performance.refetch()} />;
  }
  if (!performance.data) {
    return (
      <Stack gap={2} aria-busy>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  return <PerformanceReport performance={performance.data} />;
}
