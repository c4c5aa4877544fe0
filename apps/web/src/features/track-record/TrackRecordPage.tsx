import type { ChainVerification, TradeChain, verifyTradeChain as verifyChain } from '@finfree/core';
import { useApiClient, useTradePerformance } from '@finfree/core/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  Typography,
  cssVar,
} from '@finfree/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PerformanceReport } from '../../components/trades/PerformanceReport/PerformanceReport';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate, formatNumber } from '../../lib/format';
import { loadErrorKey } from '../../lib/loadError';
import { chainHeadsKey, chainHeadsOf } from './chainHeads';
import { fetchTradeChain, useChainHeads } from './useChainHeads';
import { publicDataQuery } from '../../lib/publicData';

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

const Hash = styled.code`
  font-family: ${cssVar('font-family-mono')};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
  direction: ltr;
`;

/**
 * Where the history's check is: reading the events from the API, recomputing them, done (with
 * the outcome and how long the recomputation took), or failed to read (retry).
 */
type Verification =
  | { state: 'reading' }
  | { state: 'checking'; events: number }
  | { state: 'failed'; error: unknown }
  | { state: 'done'; result: ChainVerification; ms: number }
  | null;

function VerificationStatus({
  verification,
  onRetry,
}: {
  verification: Verification;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!verification) return null;
  switch (verification.state) {
    case 'reading':
      return <Typography color="textSecondary">{t('trackRecord.reading')}</Typography>;
    case 'checking':
      return (
        <Typography color="textSecondary">
          {t('trackRecord.checking', {
            events: formatNumber(verification.events, i18n.language, 0),
          })}
        </Typography>
      );
    case 'failed':
      return (
        <RetryAlert error={verification.error} onRetry={onRetry}>
          {t('trackRecord.readFailed')} {t(loadErrorKey(verification.error))}
        </RetryAlert>
      );
    case 'done': {
      const { result, ms } = verification;
      if (result.ok) {
        return (
          <Alert severity="success">
            {t('trackRecord.verified', {
              count: result.events,
              ms: formatNumber(ms, i18n.language, 0),
            })}
          </Alert>
        );
      }
      return (
        <Alert severity="error">
          {result.reason === 'head'
            ? t('trackRecord.brokenHead')
            : t('trackRecord.broken', { id: result.id })}
        </Alert>
      );
    }
  }
}

function VerifiableHistory() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const heads = useChainHeads();
  const [verification, setVerification] = useState<Verification>(null);
  if (heads.isError) {
    return <RetryAlert error={heads.error} onRetry={() => void heads.refetch()} />;
  }
  if (!heads.data) return <Skeleton variant="rounded" height={200} />;
  const data = heads.data;
  // The page carries the heads only: the events are read from the API when the check is asked
  // for, with the check's code (hashing), which loads then too.
  const verify = async () => {
    setVerification({ state: 'reading' });
    let loaded: [TradeChain, { verifyTradeChain: typeof verifyChain }];
    try {
      loaded = await Promise.all([
        fetchTradeChain(queryClient, client),
        import('./verifyTradeChain'),
      ]);
    } catch (error) {
      setVerification({ state: 'failed', error });
      return;
    }
    const [chain, { verifyTradeChain }] = loaded;
    // The heads shown are those of the chain checked (it may have grown since the page was made).
    queryClient.setQueryData(chainHeadsKey(), chainHeadsOf(chain));
    setVerification({ state: 'checking', events: chain.events.length });
    const started = performance.now();
    const result = await verifyTradeChain(chain);
    setVerification({ state: 'done', result, ms: performance.now() - started });
  };
  const busy = verification?.state === 'reading' || verification?.state === 'checking';
  const days = [...data.days].reverse();
  return (
    <Stack gap={2}>
      <Typography>{t('trackRecord.historyIntro')}</Typography>
      <Typography>
        {t('trackRecord.head')} <Hash>{data.head?.hash ?? data.genesis}</Hash>
      </Typography>
      <div>
        <Button onClick={() => void verify()} loading={busy}>
          {t('trackRecord.verify')}
        </Button>
      </div>
      <div role="status" aria-busy={busy}>
        <VerificationStatus verification={verification} onRetry={() => void verify()} />
      </div>
      <Table
        caption={t('trackRecord.dayHeads')}
        showCaption
        rows={days}
        getRowId={(row) => row.day}
        columns={[
          { id: 'day', header: t('trackRecord.day'), cell: (row) => formatDate(row.day, lng) },
          {
            id: 'event',
            header: t('trackRecord.event'),
            numeric: true,
            cell: (row) => formatNumber(row.id, lng, 0),
          },
          { id: 'hash', header: t('trackRecord.hash'), cell: (row) => <Hash>{row.hash}</Hash> },
        ]}
      />
    </Stack>
  );
}

/**
 * The public track record: the statistics of every closed trade, and the verifiable history
 * (its head per day, and a check that recomputes the chain in the browser). No price of an
 * open trade is ever shown or published.
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
              <VerifiableHistory />
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}
