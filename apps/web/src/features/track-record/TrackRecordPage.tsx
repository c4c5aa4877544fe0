import { useApiClient, useTradePerformance } from '@finfree/core/react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@finfree/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PerformanceReport } from '../../components/trades/PerformanceReport/PerformanceReport';
import { RetryAlert } from '../../components/RetryAlert';
import { Island } from '../../islands/Island';
import { publicDataQuery } from '../../lib/publicData';
import { fetchTradeChain, useChainHeads } from './useChainHeads';
import { HistoryCheck } from './HistoryCheck';
import { VerifiableHistory } from './VerifiableHistory';

// A definite width: inside the main layout's centring, the widest table would otherwise set it.
const Page = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-block: 48px;
  padding-inline: 16px;
  min-inline-size: 0;
`;

/**
 * The history's card content: its heads as the page came with them (the boot data) or read from
 * the API; the check (an island: the page's islands script runs it alone) reads the events
 * through the same cache.
 */
function HistoryFromQuery() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const heads = useChainHeads();
  if (heads.isError) {
    return <RetryAlert error={heads.error} onRetry={() => void heads.refetch()} />;
  }
  if (!heads.data) return <Skeleton variant="rounded" height={200} />;
  return (
    <VerifiableHistory
      heads={heads.data}
      check={
        <Island name="history">
          <HistoryCheck readChain={() => fetchTradeChain(queryClient, client)} />
        </Island>
      }
    />
  );
}

/**
 * The public track record: the statistics of every closed trade, and the verifiable history
 * (its head per day, and a check that recomputes the chain in the browser). No price of an
 * open trade is ever shown or published. Opened with its data, the page runs only its header
 * and the history's check as islands: the rest is the server's HTML.
 */
export function TrackRecordPage() {
  const { t } = useTranslation();
  const performance = useTradePerformance(undefined, publicDataQuery);
  return (
    <Page>
      <Stack gap={4}>
        <Stack gap={1}>
          <Typography variant="h3" as="h1">
            {t('trackRecord.title')}
          </Typography>
          <Typography color="textSecondary">{t('trackRecord.intro')}</Typography>
        </Stack>
        {performance.isError ? (
          <RetryAlert error={performance.error} onRetry={() => void performance.refetch()} />
        ) : performance.data ? (
          <PerformanceReport performance={performance.data} />
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
        <Card>
          <CardContent>
            <Stack gap={2}>
              <Typography variant="h5" as="h2">
                {t('trackRecord.history')}
              </Typography>
              <HistoryFromQuery />
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}
